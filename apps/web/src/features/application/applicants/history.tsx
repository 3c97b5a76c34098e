import { HISTORY_MONTHS } from '@brokerdesk/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

/** Today in the browser, which ends a current job (the server uses the business time zone's today). */
export function todayYmd(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '2 years 4 months', '5 months', 'nothing'. */
export function durationText(months: number): string {
  if (months <= 0) return 'nothing';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [years ? plural(years, 'year') : '', rest ? plural(rest, 'month') : ''].filter(Boolean).join(' ');
}

/** A button that adds a row and says why when the server refuses. */
export function AddButton({
  label,
  onAdd,
  variant = 'light',
}: {
  label: string;
  onAdd: () => Promise<unknown>;
  variant?: string;
}) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await onAdd();
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size="sm" loading={busy} onClick={() => void add()}>
      {label}
    </Button>
  );
}

/**
 * Lenders ask for three years of address and employment history: while the rows do not cover them,
 * say how much is covered and offer the next row.
 */
export function HistoryPrompt({
  what,
  months,
  action,
  testId,
}: {
  what: string;
  months: number;
  action: React.ReactNode;
  testId: string;
}) {
  if (months >= HISTORY_MONTHS) return null;
  return (
    <Alert color="orange" variant="light" data-testid={testId}>
      <Text fz="sm" mb="xs">
        Please add {what} for the last three years: {durationText(months)} covered so far.
      </Text>
      <Group gap="xs">{action}</Group>
    </Alert>
  );
}
