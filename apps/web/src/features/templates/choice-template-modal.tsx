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
import { Button, Checkbox, Group, Input, Modal, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showServerError } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
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
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {opened && <ChoiceTemplateForm key={template?.id ?? 'new'} {...{ brokerId, type, template }} onDone={onClose} />}
    </Modal>
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

  const submit = form.onSubmit(async (values) => {
    try {
      const data = countsToData(type, values.counts);
      // The data holds only this kind's choices (the checklist offers no others).
      await save.mutateAsync({ id: template?.id, type, name: values.name, data } as TemplateInput);
      notifySuccess(MESSAGES.templateSaved);
      onDone();
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Template name" required data-autofocus {...form.getInputProps('name')} />
        <Input.Wrapper label={`${kind.label} types`} error={form.errors.counts}>
          <Stack gap={6} mt={6}>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
