import {
  ASSET_TEMPLATE_CHOICES,
  AssetTemplateDataSchema,
  countRepeats,
  LIABILITY_TEMPLATE_CHOICES,
  LiabilityTemplateDataSchema,
  MESSAGES,
  TEMPLATE_REPEAT_MAX,
  type Template,
  type TemplateInput,
  TemplateNameSchema,
} from '@brokerdesk/contract';
import { Checkbox, Group, Input, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useInputGroup } from '../../components/input-group';
import { FormModal, ModalForm } from '../../components/modal-form';
import { useSaveTemplate } from './api';
import { CountControl } from './count-control';

export type ChoiceTemplateType = 'asset' | 'liability';

const KINDS = {
  asset: { label: 'Asset', choices: ASSET_TEMPLATE_CHOICES as readonly string[], schema: AssetTemplateDataSchema },
  liability: {
    label: 'Liability',
    choices: LIABILITY_TEMPLATE_CHOICES as readonly string[],
    schema: LiabilityTemplateDataSchema,
  },
} as const;

type Counts = Record<string, number>;

/**
 * A new template starts with every choice once (docs/spec/settings-billing-admin.md §3); an existing one with its saved
 * repeats.
 */
export function initialCounts(type: ChoiceTemplateType, template: Template | null): Counts {
  const saved = template ? countRepeats(template.data.map(String)) : null;
  return Object.fromEntries(KINDS[type].choices.map((c) => [c, saved ? (saved.get(c) ?? 0) : 1]));
}

/** Repeats are saved as repeated entries, in the order of the choices (docs/spec/settings-billing-admin.md §5). */
export function countsToData(type: ChoiceTemplateType, counts: Counts): string[] {
  return KINDS[type].choices.flatMap((c) => Array<string>(counts[c] ?? 0).fill(c));
}

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

/**
 * The asset and liability template modals (docs/spec/settings-billing-admin.md §2 Templates): a name and a checklist
 * with counts.
 */
export function ChoiceTemplateModal({
  brokerId,
  type,
  template,
  opened,
  onClose,
}: {
  brokerId: number;
  type: ChoiceTemplateType;
  /** The template being edited; null for a new one. */
  template: Template | null;
  opened: boolean;
  onClose: () => void;
}) {
  const title = `${template ? 'Edit' : 'New'} ${KINDS[type].label.toLowerCase()} template`;
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="lg">
      <ChoiceTemplateForm key={template?.id ?? 'new'} {...{ brokerId, type, template }} onDone={onClose} />
    </FormModal>
  );
}

function ChoiceTemplateForm({
  brokerId,
  type,
  template,
  onDone,
}: {
  brokerId: number;
  type: ChoiceTemplateType;
  template: Template | null;
  onDone: () => void;
}) {
  const save = useSaveTemplate(brokerId);
  const kind = KINDS[type];
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: template?.name ?? '', counts: initialCounts(type, template) },
    validate: (values) => ({
      name: firstError(TemplateNameSchema.safeParse(values.name)),
      counts: firstError(kind.schema.safeParse(countsToData(type, values.counts))),
    }),
  });
  const setCount = (choice: string, n: number) => {
    form.setFieldValue('counts', { ...form.getValues().counts, [choice]: n });
    form.clearFieldError('counts');
  };

  // The data holds only this kind's choices (the checklist offers no others).
  const saveTemplate = (values: typeof form.values) =>
    save.mutateAsync({
      id: template?.id,
      type,
      name: values.name,
      data: countsToData(type, values.counts),
    } as TemplateInput);

  const types = useInputGroup({ error: form.errors.counts });
  return (
    <ModalForm
      form={form}
      save={saveTemplate}
      success={MESSAGES.templateSaved}
      onDone={onDone}
      submitLabel="Save template"
    >
      <TextInput label="Template name" required data-autofocus {...form.getInputProps('name')} />
      <Input.Wrapper label={`${kind.label} types`} error={form.errors.counts} {...types.wrapperProps}>
        <Stack gap={6} mt={6} role="group" {...types.groupProps}>
          {kind.choices.map((choice) => {
            const count = form.values.counts[choice] ?? 0;
            return (
              <Paper key={choice} withBorder px="sm" py={8} radius="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Checkbox
                    label={choice}
                    checked={count > 0}
                    onChange={(e) => setCount(choice, e.currentTarget.checked ? 1 : 0)}
                  />
                  {count > 0 && (
                    <CountControl
                      label={choice}
                      value={count}
                      max={TEMPLATE_REPEAT_MAX}
                      onChange={(n) => setCount(choice, n)}
                    />
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Input.Wrapper>
    </ModalForm>
  );
}
