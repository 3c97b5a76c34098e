import type { MailClient } from '@brokerdesk/contract/constants';
import { Radio, Stack, Text } from '@mantine/core';
import { AutosaveFieldStatus } from '../../components/autosave/autosave-field-status';
import type { Autosave } from '../../components/autosave/use-autosave';

/**
 * docs/spec/settings-billing-admin.md §2 Mail Settings: mailto 0 the product sends, 1 the adviser's own email program.
 */
const METHODS = [
  {
    value: 0,
    label: 'Send from BrokerDesk',
    description: 'Invitations go out from BrokerDesk with your branding, disclaimer and default attachments.',
  },
  {
    value: 1,
    label: 'Use my own email program',
    description: 'BrokerDesk prepares the invitation and opens it in your email program, for you to send.',
  },
] as const;

const MAIL_CLIENT_LABELS: { value: MailClient; label: string }[] = [
  { value: 'default', label: 'Default email app' },
  { value: 'gmail', label: 'Gmail' },
  { value: 'outlook', label: 'Outlook.com' },
];

/** How invitations are sent, and (only for one's own email program) which program opens them. */
export function SendMethodSection({
  mailto,
  mailClient,
}: {
  mailto: Autosave<number>;
  mailClient: Autosave<MailClient>;
}) {
  return (
    <Stack gap="lg">
      <div>
        <Radio.Group
          label="How invitations are sent"
          value={String(mailto.value)}
          onChange={(v) => void mailto.commit(Number(v))}
        >
          <Stack gap="sm" mt="xs">
            {METHODS.map((m) => (
              <Radio key={m.value} value={String(m.value)} label={m.label} description={m.description} />
            ))}
          </Stack>
        </Radio.Group>
        <AutosaveFieldStatus field={mailto} show={(v) => METHODS.find((m) => m.value === v)?.label ?? String(v)} />
      </div>
      {mailto.value === 1 && (
        <div>
          <Radio.Group
            label="Open invitations in"
            value={mailClient.value}
            onChange={(v) => void mailClient.commit(v as MailClient)}
          >
            <Stack gap="xs" mt="xs">
              {MAIL_CLIENT_LABELS.map((c) => (
                <Radio key={c.value} value={c.value} label={c.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Text fz="xs" c="dimmed" mt={6}>
            Default attachments are not added by your own email program; attach them there if you need them.
          </Text>
          <AutosaveFieldStatus
            field={mailClient}
            show={(v) => MAIL_CLIENT_LABELS.find((c) => c.value === v)?.label ?? v}
          />
        </div>
      )}
    </Stack>
  );
}
