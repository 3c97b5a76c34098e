import {
  type LodgementStatus,
  lodgementStepLabel,
  REPORT_LODGEMENT_MESSAGES as M,
} from '@brokerdesk/contract/constants';
import { Alert, Anchor, Button, Group, List, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { useClientId } from '../../lib/route-params';
import { useClientDetail } from '../clients';
import { useLodgementStatus, useStartLodgement } from './api';
import { LodgementConfirmation } from './lodgement-confirmation';

const running = (s: LodgementStatus) => s.state === 'queued' || s.state === 'running';

/** How far along the upload is: the data is one step, each document another. */
function percent(s: LodgementStatus): number {
  const steps = 2 + s.documents_total;
  const done =
    s.step === 'preparing' ? 0 : s.step === 'sending-data' ? 1 : s.step === 'done' ? steps : 2 + s.documents_sent;
  return Math.round((done / steps) * 100);
}

/**
 * Why the upload cannot run yet, each with the page that fixes it. Lodgement is available by the same rule as My
 * account's lodgement section (option on and the plan allows it), so the two pages never disagree.
 */
function Blockers({ status, adviserId }: { status: LodgementStatus; adviserId: number }) {
  const accountPath = `/broker/${adviserId}/account`;
  if (!status.option_on)
    return (
      <Alert color="yellow" data-testid="lodgement-unavailable">
        {M.lodgementNeedsAggregator}{' '}
        <Anchor component={Link} to={accountPath} fz="inherit" underline="always">
          Open My account
        </Anchor>
      </Alert>
    );
  if (!status.allowed)
    return (
      <Alert color="yellow" data-testid="lodgement-unavailable">
        {M.lodgementNeedsPro}{' '}
        <Anchor component={Link} to={`/broker/${adviserId}/stripe`} fz="inherit" underline="always">
          Open Payments
        </Anchor>
      </Alert>
    );
  return (
    <>
      {!status.configured && (
        <Alert color="yellow" data-testid="lodgement-not-configured">
          {M.lodgementNotConfigured}{' '}
          <Anchor component={Link} to={accountPath} fz="inherit" underline="always">
            Open My account
          </Anchor>
        </Alert>
      )}
      {status.missing.length > 0 && (
        <Alert color="yellow" title="Before uploading, please fill in" data-testid="lodgement-missing">
          <List size="sm">
            {status.missing.map((m) => (
              <List.Item key={m.label}>
                <Anchor component={Link} to={m.to} fz="inherit">
                  {m.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

/** Upload to the lodgement system (decision 021): what is missing, the upload's progress, and what went wrong. */
function LodgementUpload() {
  const clientId = useClientId();
  const navigate = useNavigate();
  const client = useClientDetail(clientId);
  const status = useLodgementStatus(clientId, { poll: true });
  const start = useStartLodgement(clientId);
  const started = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const s = status.data;

  // An upload started here goes on to the confirmation once done.
  useEffect(() => {
    if (started.current && s?.state === 'done') navigate(`/client/${clientId}/lodgement/confirmation`);
  }, [s?.state, clientId, navigate]);

  const upload = async () => {
    setConfirming(false);
    try {
      started.current = true;
      await start.mutateAsync();
    } catch (err) {
      started.current = false;
      notifyError(errorMessage(err));
      void status.refetch();
    }
  };

  const ready = s?.option_on && s.allowed && s.configured && s.missing.length === 0;
  return (
    <Stack maw={880} gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Upload to the lodgement system
      </Title>
      {status.error && <Alert color="red">{errorMessage(status.error)}</Alert>}
      {!s && !status.error && <Skeleton height={120} radius="md" />}
      {s && client.data && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Blockers status={s} adviserId={client.data.adviser_id} />
            {running(s) && (
              <Stack gap={6} data-testid="lodgement-progress">
                <Text fw={600} role="status">
                  {lodgementStepLabel(s.step, s.documents_sent, s.documents_total)}…
                </Text>
                <Progress value={percent(s)} aria-label="Upload progress" animated />
                {s.error?.code === 'retrying' && <Text c="dimmed">{s.error.message}</Text>}
              </Stack>
            )}
            {s.state === 'failed' && s.error && (
              <Alert color="red" title="The upload stopped" data-testid="lodgement-error">
                {s.error.message}
              </Alert>
            )}
            {s.state === 'done' && s.remote_reference && (
              <Text data-testid="lodgement-done">
                Uploaded {formatDateTime(s.lodged_at)} as <strong>{s.remote_reference}</strong>.{' '}
                <Anchor component={Link} to={`/client/${clientId}/lodgement/confirmation`} fz="inherit">
                  See the confirmation
                </Anchor>
              </Text>
            )}
            {s.state === 'none' && ready && (
              <Text>
                The application, its applicants, requirements, assets, liabilities and received documents are sent.
              </Text>
            )}
            <Group>
              <Button
                // Missing answers do not stop the upload, but the broker sees how many before sending.
                onClick={s.unanswered > 0 ? () => setConfirming(true) : upload}
                loading={start.isPending || running(s)}
                disabled={!ready}
              >
                {s.state === 'none' ? 'Upload' : 'Upload again'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <ConfirmModal
        opened={confirming}
        title="Some answers are still missing"
        confirmLabel="Upload anyway"
        loading={start.isPending}
        onConfirm={upload}
        onClose={() => setConfirming(false)}
      >
        {s?.unanswered === 1 ? '1 answer is' : `${s?.unanswered ?? 0} answers are`} still missing in this application.
        The lodgement system receives it as it is now. Upload anyway?
      </ConfirmModal>
    </Stack>
  );
}

/** `/client/:clientId/lodgement`, and `/lodgement/confirmation`: the lodgement confirmation route. */
export function LodgementPage() {
  return useParams().view === 'confirmation' ? <LodgementConfirmation /> : <LodgementUpload />;
}

export { LodgementPage as Component };
