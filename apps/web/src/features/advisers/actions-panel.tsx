import { type AdviserRow, MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type AdviserAction, useAdviserAction, useDeleteAdviser } from './api';
import type { AdviserListConfig } from './list-config';
import { StateBadges } from './state-badges';
import { TrialChange } from './trial-change';

/**
 * The Actions side panel (docs/spec/core-and-application.md §2 Broker list, docs/spec/settings-billing-admin.md §2
 * Planner list): change trial, free access, suspension, terminate billing and delete for one adviser. Esc closes it.
 * Each answer replaces the row in the cache.
 */
export function ActionsPanel({
  config,
  row,
  onClose,
}: {
  config: AdviserListConfig;
  row: AdviserRow | null;
  onClose: () => void;
}) {
  // The drawer keeps showing the last row while it slides shut.
  const last = useRef(row);
  if (row) last.current = row;
  const shown = row ?? last.current;
  const action = useAdviserAction(config.kind);
  const remove = useDeleteAdviser(config.kind);
  const [confirming, setConfirming] = useState<'delete' | 'terminate' | null>(null);

  const run = (a: AdviserAction, ok: string, failed?: string) => {
    if (!shown) return;
    action.mutate(
      { id: shown.id, action: a },
      {
        onSuccess: () => notifySuccess(ok),
        onError: (err) => notifyError(failed ?? errorMessage(err)),
        onSettled: () => setConfirming(null),
      },
    );
  };
  const pending = (type: AdviserAction['type']) => action.isPending && action.variables?.action.type === type;

  const terminate = () => {
    if (!shown) return;
    // docs/spec/settings-billing-admin.md §4: for planners without a recent billing date this is not built yet; nothing
    // is sent.
    if (config.terminateNeedsBillingDate && !shown.recent_billing_date) notifyError(MESSAGES.billingNotReady);
    else setConfirming('terminate');
  };

  const name = shown ? `${shown.first_name} ${shown.last_name}` : '';
  return (
    <>
      <Drawer
        opened={row !== null}
        onClose={onClose}
        position="right"
        size={420}
        title={
          <Title order={2} fz={20}>
            {name}
          </Title>
        }
      >
        {shown && (
          <Stack gap="lg" data-testid="actions-panel">
            <Stack gap={6}>
              <Text fz="sm">{shown.email}</Text>
              {shown.company && (
                <Text fz="sm" c="dimmed">
                  {shown.company}
                </Text>
              )}
              <StateBadges row={shown} />
              <Text fz="sm" data-testid="panel-trial-end">
                Trial ends: {shown.trial_end_date ? formatDate(shown.trial_end_date) : 'no trial date'}
              </Text>
              {shown.recent_billing_date && <Text fz="sm">Last billed: {formatDate(shown.recent_billing_date)}</Text>}
            </Stack>

            <Section title="Change Trial">
              <TrialChange
                key={shown.id}
                loading={pending('extend-trial')}
                onApply={(duration) =>
                  run({ type: 'extend-trial', duration }, MESSAGES.trialExtended, MESSAGES.trialExtendFailed)
                }
              />
            </Section>

            <Section title="Access">
              <Group gap="sm">
                <Button
                  variant="light"
                  color="teal"
                  loading={pending('free-access')}
                  onClick={() =>
                    run(
                      { type: 'free-access', freeAccess: !shown.free_access },
                      MESSAGES.freeAccessUpdated,
                      MESSAGES.freeAccessFailed,
                    )
                  }
                >
                  {shown.free_access ? 'Withdraw free access' : 'Grant free access'}
                </Button>
                <Button
                  variant="light"
                  color={shown.suspended ? 'gray' : 'orange'}
                  loading={pending('suspended')}
                  onClick={() =>
                    run({ type: 'suspended', suspended: !shown.suspended }, config.updated, config.updateFailed)
                  }
                >
                  {shown.suspended ? 'Un-suspend' : 'Suspend'}
                </Button>
              </Group>
            </Section>

            {(shown.recent_billing_date || shown.paying) && (
              <Section title="Billing">
                <Button variant="light" color="red" w="fit-content" onClick={terminate}>
                  Terminate billing
                </Button>
              </Section>
            )}

            <Section title="Delete">
              <Button color="red" w="fit-content" onClick={() => setConfirming('delete')}>
                Delete {config.one}
              </Button>
            </Section>
          </Stack>
        )}
      </Drawer>

      {/* Outside the drawer, so Esc in a confirmation closes only the confirmation. */}
      <ConfirmModal
        opened={confirming === 'terminate'}
        title="Terminate billing"
        confirmLabel="Terminate billing"
        danger
        loading={pending('terminate-billing')}
        onClose={() => setConfirming(null)}
        onConfirm={() => run({ type: 'terminate-billing' }, MESSAGES.billingTerminated)}
      >
        End {name}’s subscription? They will no longer be billed.
      </ConfirmModal>
      <ConfirmModal
        opened={confirming === 'delete'}
        title={`Delete ${config.one}`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          shown &&
          remove.mutate(shown.id, {
            onSuccess: () => {
              notifySuccess(config.deleted);
              setConfirming(null);
              onClose();
            },
            onError: (err) => notifyError(errorMessage(err)),
          })
        }
      >
        Delete {name} ({shown?.email})? They will no longer be able to sign in, and neither will their clients.
      </ConfirmModal>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Divider label={title} labelPosition="left" />
      {children}
    </Stack>
  );
}
