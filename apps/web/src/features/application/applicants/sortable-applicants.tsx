import type { ApplicantSummary, ClientDetail } from '@brokerdesk/contract/constants';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Group, UnstyledButton } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { iconProps } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { reorderedIds } from '../../clients';
import { useReorderApplicants } from './api';
import { ApplicantLink, HANDLE_WIDTH } from './applicant-link';
import { describeApplicant } from './applicant-summary';

/** The drag handle's mark. */
function GripIcon() {
  return <IconGripVertical {...iconProps()} />;
}

/** A movable entry: the grip is the drag handle for the mouse and, focused, for the keyboard (Space, arrows). */
function SortableApplicant({ clientId, applicant }: { clientId: number; applicant: ApplicantSummary }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: applicant.id,
  });
  return (
    <Group
      ref={setNodeRef}
      gap={0}
      wrap="nowrap"
      data-sortable-applicant={applicant.id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-sm)' : undefined,
      }}
    >
      <UnstyledButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${describeApplicant(applicant)}`}
        data-testid="applicant-drag-handle"
        c="dimmed"
        w={HANDLE_WIDTH}
        py={10}
        style={{
          cursor: isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <GripIcon />
      </UnstyledButton>
      <ApplicantLink clientId={clientId} applicant={applicant} />
    </Group>
  );
}

/**
 * The applicants after the primary, in a drag-and-drop list (docs/spec/core-and-application.md §2). A drop saves the
 * new order at once (optimistic); when the server refuses, the list goes back as it was and the reason is shown.
 */
export default function SortableApplicants({ client, others }: { client: ClientDetail; others: ApplicantSummary[] }) {
  const reorder = useReorderApplicants(client.id);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle is not a drop.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: UniqueIdentifier) => {
    const a = client.applicants.find((x) => x.id === id);
    return a ? describeApplicant(a) : 'the applicant';
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const ids = reorderedIds(client.applicants, Number(active.id), Number(over.id));
    if (!ids) return;
    reorder.mutate(ids, { onError: (err) => notifyError(errorMessage(err)) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move an applicant, press Space or Enter, use the up and down arrows, then press Space or Enter again to drop it. Escape cancels.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${name(over.id)}.` : undefined),
          onDragEnd: ({ active, over }) =>
            over ? `${name(active.id)} dropped in place of ${name(over.id)}.` : `${name(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={others.map((a) => a.id)} strategy={verticalListSortingStrategy}>
        {others.map((a) => (
          <SortableApplicant key={a.id} clientId={client.id} applicant={a} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
