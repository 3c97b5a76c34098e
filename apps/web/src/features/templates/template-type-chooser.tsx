import type { TemplateType } from '@brokerdesk/contract/constants';
import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './templates.module.css';

const KINDS: { type: TemplateType; label: string; hint: string }[] = [
  { type: 'asset', label: 'Asset', hint: 'The assets a client is asked about, such as savings, property and super.' },
  { type: 'liability', label: 'Liability', hint: 'The debts a client is asked about, such as loans and credit cards.' },
  { type: 'document', label: 'Document', hint: 'The documents a client is asked to upload.' },
];

/** The template type chooser (docs/spec/settings-billing-admin.md §2 Templates): which kind of template to create. */
export function TemplateTypeChooser({
  opened,
  onClose,
  onChoose,
}: {
  opened: boolean;
  onClose: () => void;
  onChoose: (type: TemplateType) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="What kind of template?" centered>
      <Stack gap="sm">
        {KINDS.map((k) => (
          <UnstyledButton key={k.type} className={classes.choice} onClick={() => onChoose(k.type)}>
            <Text fw={650}>{k.label}</Text>
            <Text fz="sm" c="dimmed">
              {k.hint}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
