import { type AdviserDetail, MESSAGES } from '@brokerdesk/contract/constants';
import { Alert, Button, Group, Input, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { FieldsSkeleton } from '../../components/skeletons';
import { type AdviserRef, settingsHeading, useAdviserDetail, useAdviserRef, useAdviserSave } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';

/**
 * The public form's address (docs/spec/settings-billing-admin.md §2 Lead Capture Form); the form itself is served by
 * the client portal.
 */
export function leadCaptureUrl(origin: string, brokerId: number): string {
  return `${origin}/client/lead-capture/${brokerId}/primary-reason`;
}

/**
 * broker-lead-capture (docs/spec/settings-billing-admin.md §2): a Yes/No switch saved with Save, and the public link to
 * copy.
 */
export function LeadCapturePage() {
  const me = useMe();
  const ref = useAdviserRef();
  const detail = useAdviserDetail(ref);
  return (
    <Paper withBorder p="xl" radius="md" maw={760}>
      <Title order={1} fz={24} mb="xs">
        {settingsHeading('Lead Capture Form', detail.data, me)}
      </Title>
      <Text fz="sm" c="dimmed" mb="lg">
        A public form you can put on your website, email signature or social media. When it is on, anyone with the link
        can send you their contact details and the main reason they are looking for a loan, and they are added to your
        clients as a lead for you to follow up.
      </Text>
      {detail.isPending ? (
        <FieldsSkeleton label="Loading the lead capture form" fields={3} />
      ) : detail.isError ? (
        <Alert color="red">{errorMessage(detail.error)}</Alert>
      ) : (
        <LeadCaptureForm adviser={detail.data} adviserRef={ref} />
      )}
    </Paper>
  );
}

function LeadCaptureForm({ adviser, adviserRef }: { adviser: AdviserDetail; adviserRef: AdviserRef }) {
  const save = useAdviserSave(adviserRef);
  const [enabled, setEnabled] = useState(adviser.lead_capture_enabled);
  const [saving, setSaving] = useState(false);
  const linkInput = useRef<HTMLInputElement>(null);
  const url = leadCaptureUrl(window.location.origin, adviser.id);

  const submit = async () => {
    setSaving(true);
    try {
      // A JSON boolean (flags are booleans except header_text and mailto).
      const saved = await save('lead_capture_enabled', enabled);
      setEnabled(saved.lead_capture_enabled);
      notifySuccess(MESSAGES.savedSuccessfully);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(MESSAGES.urlCopied);
    } catch {
      // No clipboard access (an insecure page or a refused permission): select the link to copy by hand.
      linkInput.current?.select();
      notifyError(MESSAGES.copyFailed);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Input.Label id="lead-capture-enabled-label" display="block" mb={4}>
          Accept leads through the public form
        </Input.Label>
        <SegmentedControl
          aria-labelledby="lead-capture-enabled-label"
          color="navy"
          value={enabled ? 'yes' : 'no'}
          onChange={(v) => setEnabled(v === 'yes')}
          data={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
      </div>
      <Stack gap={4}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            ref={linkInput}
            label="Your lead capture link"
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={() => void copy()}>
            Copy
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          Share this link once the form is switched on and saved.
        </Text>
      </Stack>
      <Button w="fit-content" loading={saving} onClick={() => void submit()}>
        Save
      </Button>
    </Stack>
  );
}

export { LeadCapturePage as Component };
