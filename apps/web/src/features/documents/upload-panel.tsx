import { Button, FileButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { iconProps } from '../../components/icons';
import { formatDateInput, parseTypedDate } from '../../lib/date-input';
import { acceptAttribute, formatSize } from './file-checks';
import { type UploadItem, useUploads } from './use-uploads';

function UploadLine({ item }: { item: UploadItem }) {
  const percent = Math.round(item.progress * 100);
  const failed = item.status === 'failed' || item.status === 'refused';
  const waiting = item.status === 'waiting';
  return (
    <Stack gap={2} data-testid="upload-item" data-status={item.status}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" truncate="end" title={item.name}>
          {item.name}
        </Text>
        <Text fz="xs" c={failed ? 'red.8' : 'dimmed'} style={{ flexShrink: 0 }}>
          {item.status === 'done' ? 'Sent' : failed ? 'Not sent' : `${percent}%`} · {formatSize(item.size)}
        </Text>
      </Group>
      {!failed && (
        // The section is the progressbar: its name and value text go on it, not on the root (which has no role).
        <Progress.Root size="sm">
          <Progress.Section
            value={percent}
            color={item.status === 'done' ? 'teal' : waiting ? 'gray' : 'blue'}
            aria-label={`Sending ${item.name}`}
            aria-valuetext={`${percent}%`}
          />
        </Progress.Root>
      )}
      {waiting && (
        <Text fz="xs" c="dimmed" data-testid="upload-waiting">
          Waiting for a connection. The file carries on from where it stopped when you are back online.
        </Text>
      )}
      {failed && item.message && (
        <Text fz="xs" c="red.8" role="alert">
          {item.message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Sending files to one request: several at once, each with its own progress, refused before sending when too big or
 * of a refused type (with the reason). On a phone the camera is offered beside the files (`capture`). A request whose
 * type has a validity rule asks for the date the document bears (the freshness flags read it).
 */
export function UploadPanel({
  requestId,
  label,
  dateLabel,
  allowOffice = false,
  onSettled,
}: {
  requestId: number;
  /** The document's name, for the buttons' accessible names. */
  label: string;
  /** What the type's date is called ("Expiry date", "Statement date", "Pay date"); null when none is asked. */
  dateLabel: string | null;
  allowOffice?: boolean;
  onSettled: () => void;
}) {
  const uploads = useUploads({ requestId, allowOffice, onSettled });
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [dateText, setDateText] = useState('');
  const dateId = useId();
  const documentDate = parseTypedDate(dateText);
  const dateError = dateText.trim() && !documentDate ? 'Please type a valid date.' : null;
  const send = (files: File[] | File | null) => {
    if (!files) return;
    uploads.add(Array.isArray(files) ? files : [files], documentDate ?? undefined);
  };
  const disabled = Boolean(dateError);
  return (
    <Stack gap="xs">
      {dateLabel && (
        <TextInput
          id={dateId}
          label={dateLabel}
          description="As printed on the document, e.g. 05/03/2026"
          value={dateText}
          onChange={(e) => setDateText(e.currentTarget.value)}
          onBlur={() => documentDate && setDateText(formatDateInput(documentDate))}
          error={dateError}
          maw={260}
          inputMode="numeric"
        />
      )}
      <Group gap="xs">
        <FileButton onChange={send} accept={acceptAttribute(allowOffice)} multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              disabled={disabled}
              leftSection={<IconUpload {...iconProps()} />}
              aria-label={`Upload files for ${label}`}
            >
              Upload files
            </Button>
          )}
        </FileButton>
        {isPhone && (
          <FileButton onChange={send} accept="image/*" capture="environment">
            {(props) => (
              <Button
                {...props}
                variant="light"
                disabled={disabled}
                leftSection={<IconCamera {...iconProps()} />}
                aria-label={`Take a photo for ${label}`}
              >
                Take a photo
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {uploads.items.length > 0 && (
        <Stack gap={6} aria-live="polite">
          {uploads.items.map((item) => (
            <UploadLine key={item.key} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
