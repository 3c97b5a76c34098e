import type { AdviserDetail, User } from '@brokerdesk/contract/constants';
import { Alert, Group, Paper, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { type AdviserRef, useAdviserDetail, useAdviserRef } from '../lib/adviser';
import { errorMessage } from '../lib/api-client';
import { useMe } from '../lib/me';
import { AutosaveIndicator } from './autosave/autosave-indicator';
import { FieldsSkeleton } from './skeletons';

/**
 * The frame of an autosaving settings page (account, site appearance, mail settings): its heading with the
 * 'Auto-saving' indicator, then the form once the adviser is loaded, or its skeleton or the error. The form is
 * keyed by adviser, so an administrator moving between accounts never sees one's values in another's.
 */
export function AutosaveSettingsFrame({
  heading,
  maw,
  children,
}: {
  heading: (adviser: AdviserDetail | undefined, me: User) => string;
  maw: number;
  children: (adviser: AdviserDetail, ref: AdviserRef) => ReactNode;
}) {
  const me = useMe();
  const ref = useAdviserRef();
  const detail = useAdviserDetail(ref);
  return (
    <Paper withBorder p="xl" radius="md" maw={maw}>
      <Group justify="space-between" align="flex-start" mb="lg">
        <Title order={1} fz={24}>
          {heading(detail.data, me)}
        </Title>
        {detail.data && <AutosaveIndicator />}
      </Group>
      {detail.isPending ? (
        <FieldsSkeleton label="Loading the settings" fields={6} cols={2} />
      ) : detail.isError ? (
        <Alert color="red">{errorMessage(detail.error)}</Alert>
      ) : (
        <Fragment key={`${ref.kind}-${ref.id}`}>{children(detail.data, ref)}</Fragment>
      )}
    </Paper>
  );
}
