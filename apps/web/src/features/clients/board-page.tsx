import { BOARD_STAGES, DEAL_STAGE_LABELS, type DealCard, type DealStage } from '@brokerdesk/contract/constants';
import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { iconProps } from '../../components/icons';
import { SearchBar } from '../../components/list/search-bar';
import { formatMoney } from '../../components/money-input';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { CLIENT_LIST_PATH } from '../../lib/paths';
import { boardKeyboardCoordinates } from './board-keyboard';
import { clientName } from './client-labels';
import { clientActivityPath, openClientPath } from './client-routes';
import { useBoardColumn, useMoveStage } from './pipeline-api';

/** Cards a column shows at a time; each column pages on its own, so the board reads one page per column. */
const COLUMN_PAGE = 20;
const CLOSING_STAGES: DealStage[] = ['declined', 'withdrawn'];

/** A mouse drop lands where the pointer is; a keyboard move (no pointer) where the card overlaps most. */
const boardCollisions: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

function DealCardView({ deal }: { deal: DealCard }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: deal.id,
    data: { deal },
  });
  const name = clientName(deal.name);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      data-deal={deal.id}
      style={{
        transform: CSS.Translate.toString(transform),
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <UnstyledButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}`}
          c="dimmed"
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', display: 'flex' }}
        >
          <IconGripVertical {...iconProps()} />
        </UnstyledButton>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={openClientPath(deal.id)} fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {[deal.lender, formatMoney(deal.loan_amount_cents)].filter(Boolean).join(' · ') || 'No lender yet'}
          </Text>
          {deal.settlement_date && (
            <Text fz="xs" c="dimmed">
              Settles {formatDate(deal.settlement_date)}
            </Text>
          )}
          <Anchor component={Link} to={clientActivityPath(deal.id)} fz="xs">
            Activity
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}

function StageColumn({ stage, query }: { stage: DealStage & (typeof BOARD_STAGES)[number]; query: string }) {
  const [page, setPage] = useState(0);
  const column = useBoardColumn({ stage, query, limit: COLUMN_PAGE, offset: page * COLUMN_PAGE });
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const total = column.data?.total ?? 0;
  const pages = Math.ceil(total / COLUMN_PAGE);
  const headingId = `board-${stage}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-stage={stage}
      withBorder
      p="sm"
      radius="md"
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-light)'}
      mih={240}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Title order={2} fz="sm" id={headingId}>
            {DEAL_STAGE_LABELS[stage]}
          </Title>
          <Badge variant="light" color="gray" data-testid={`count-${stage}`} aria-label={`${total} deals`}>
            {total}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed" data-testid={`total-${stage}`}>
          {formatMoney(column.data?.loan_total_cents ?? 0)} in loans
        </Text>
        {column.isError && (
          <Text c="red" fz="sm">
            {errorMessage(column.error)}
          </Text>
        )}
        {column.data?.deals.map((deal) => (
          <DealCardView key={deal.id} deal={deal} />
        ))}
        {pages > 1 && (
          <Group justify="space-between" gap={4}>
            <Button size="compact-xs" variant="subtle" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Text fz="xs" c="dimmed">
              {page + 1} / {pages}
            </Text>
            <Button size="compact-xs" variant="subtle" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ClosingZone({ stage }: { stage: DealStage }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      data-stage={stage}
      bg={isOver ? 'var(--mantine-color-red-light)' : undefined}
      style={{ borderStyle: 'dashed', flex: 1 }}
    >
      <Text fz="sm" ta="center" c="dimmed">
        Drop here: {DEAL_STAGE_LABELS[stage]}
      </Text>
    </Paper>
  );
}

/**
 * The pipeline board beside the client list: one column per open stage, each with its count and loan total, read a
 * page at a time. A card moves by mouse or by keyboard (Space to pick up, arrows between columns, Space to drop);
 * a deal dropped on Declined or Withdrawn leaves the open columns.
 */
export function BoardPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.get('query') ?? '';
  const move = useMoveStage();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const [names] = useState(() => new Map<string | number, string>());
  const nameOf = (id: string | number) => names.get(id) ?? 'the deal';
  const stageName = (id: string | number | undefined) =>
    id === undefined ? '' : (DEAL_STAGE_LABELS[id as DealStage] ?? String(id));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const deal = active.data.current?.deal as DealCard | undefined;
    if (!over || !deal || over.id === deal.stage) return;
    move.mutate(
      { clientId: deal.id, stage: over.id as DealStage },
      { onError: (err) => notifyError(errorMessage(err)) },
    );
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Title order={1} fz={24}>
              Pipeline
            </Title>
            <Text fz="sm" c="dimmed">
              Lodged deals by stage. Drag a card, or focus its handle and press Space, the arrows, then Space.
            </Text>
          </Stack>
          <Anchor component={Link} to={CLIENT_LIST_PATH} fz="sm">
            Client list
          </Anchor>
        </Group>
        <SearchBar
          label="Search deals"
          placeholder="Name, email or phone"
          value={query}
          onSearch={(text) => navigate(text ? `?query=${encodeURIComponent(text)}` : '?')}
          onReset={() => navigate('?')}
        />
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollisions}
          onDragStart={({ active }) => {
            const deal = active.data.current?.deal as DealCard | undefined;
            if (deal) names.set(active.id, clientName(deal.name));
          }}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable:
                'To move a deal, press Space or Enter, use the arrows to choose a column, then press Space or Enter to drop it. Escape cancels.',
            },
            announcements: {
              onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
              onDragOver: ({ active, over }) =>
                over ? `${nameOf(active.id)} is over ${stageName(over.id)}.` : undefined,
              onDragEnd: ({ active, over }) =>
                over ? `${nameOf(active.id)} moved to ${stageName(over.id)}.` : `${nameOf(active.id)} dropped.`,
              onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
            },
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            {BOARD_STAGES.map((stage) => (
              <StageColumn key={stage} stage={stage} query={query} />
            ))}
          </SimpleGrid>
          <Group gap="sm" wrap="nowrap">
            {CLOSING_STAGES.map((stage) => (
              <ClosingZone key={stage} stage={stage} />
            ))}
          </Group>
        </DndContext>
      </Stack>
    </Paper>
  );
}

export { BoardPage as Component };
