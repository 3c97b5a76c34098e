import {
  BILLING_MESSAGES,
  type BillingState,
  FREE_FEATURES,
  formatCents,
  PLAN_LABELS,
  type PlanName,
  PRO_FEATURES,
  STANDARD_FEATURES,
} from '@brokerdesk/contract/constants';
import { Alert, Anchor, Badge, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FieldsSkeleton } from '../../components/skeletons';
import { settingsHeading, useAdviserDetail, useAdviserRef } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type BillingRef, useBillingActions, useBillingState, usePlans } from './billing-api';
import { CardModal } from './card-modal';
import { Invoices } from './invoices-table';

/** '10 April 2026', the spec's long date. */
export function longDate(ymd: string): string {
  return new Date(`${ymd}T00:00:00`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * Payment Settings (docs/spec/settings-billing-admin.md §2 broker-stripe and Planner Payment Settings, §4, §8): the
 * subscription's state, the plan cards, the card and the tax invoices. The router lets only the owner or an
 * administrator here.
 */
export function PaymentPage() {
  const me = useMe();
  const ref = useAdviserRef();
  const detail = useAdviserDetail(ref);
  const state = useBillingState(ref);
  return (
    <Paper withBorder p="xl" radius="md" maw={1000}>
      <Title order={1} fz={24} mb="lg">
        {settingsHeading('Payment Settings', detail.data, me)}
      </Title>
      {state.isPending ? (
        <FieldsSkeleton label="Loading the payment settings" fields={3} />
      ) : state.isError ? (
        <Alert color="red">{errorMessage(state.error)}</Alert>
      ) : (
        <Payments state={state.data} billingRef={ref} />
      )}
    </Paper>
  );
}

function Payments({ state, billingRef }: { state: BillingState; billingRef: BillingRef }) {
  const billingOff = state.provider === 'off';
  // Free access loads no plans or subscription data (docs/spec/settings-billing-admin.md §4); billing off has none.
  const plans = usePlans(billingRef, !state.free_access && !billingOff);
  const actions = useBillingActions(billingRef);
  const [modal, setModal] = useState<{ kind: 'subscribe'; plan: PlanName } | { kind: 'card' } | null>(null);
  const [busy, setBusy] = useState(false);
  const sub = state.subscription;
  const broker = state.kind === 'broker';

  const run = async (fn: () => Promise<string>, failure?: string) => {
    setBusy(true);
    try {
      notifySuccess(await fn());
    } catch (err) {
      notifyError(failure ?? errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  // BILLING=off (docs/decisions/026): the firm manages billing; only invoices paid before it was switched off remain.
  if (billingOff) {
    return (
      <Stack gap="lg">
        <Alert color="blue" title="Billing">
          {BILLING_MESSAGES.billingOff}
        </Alert>
        {state.invoices.length > 0 && <Invoices state={state} />}
      </Stack>
    );
  }
  if (state.free_access) return <Alert color="green">{BILLING_MESSAGES.freeAccess}</Alert>;

  const planOf = (name: PlanName) => plans.data?.find((p) => p.nickname === name);
  const modalPlan = modal?.kind === 'subscribe' ? planOf(modal.plan) : undefined;

  return (
    <Stack gap="lg">
      {state.payment_failed && (
        <Alert color="red" title="Payment failed">
          <Group justify="space-between">
            <Text>{BILLING_MESSAGES.paymentFailed}</Text>
            {broker && <Button onClick={() => setModal({ kind: 'card' })}>Change card</Button>}
          </Group>
        </Alert>
      )}
      {sub?.on_grace_period && sub.ends_at ? (
        <Alert color="yellow">{BILLING_MESSAGES.gracePeriod(PLAN_LABELS[sub.name], longDate(sub.ends_at))}</Alert>
      ) : sub ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Text>
              Your plan: <strong>{PLAN_LABELS[sub.name]}</strong>
            </Text>
            <Anchor
              component="button"
              type="button"
              onClick={() => run(() => actions.cancel(sub.name))}
              disabled={busy}
            >
              {BILLING_MESSAGES.cancelLink}
            </Anchor>
          </Group>
          {state.next_charge_date && (
            <Text data-testid="next-charge">
              Next charge: <strong>{longDate(state.next_charge_date)}</strong>
              {state.card ? ` to the ${state.card.brand} card ending ${state.card.last4}` : ''}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="xs">
          {/* A suspended adviser is locked whatever their trial says (docs/spec/core-and-application.md §4). */}
          {state.suspended ? (
            <Alert color="orange" data-testid="suspended-notice">
              {BILLING_MESSAGES.suspended}
            </Alert>
          ) : (
            state.in_trial &&
            state.trial_end_date && (
              <Alert color="blue">{BILLING_MESSAGES.inTrial(longDate(state.trial_end_date))}</Alert>
            )
          )}
          {state.trial_ended && <Alert color="orange">{BILLING_MESSAGES.trialEnded}</Alert>}
          <Text>{BILLING_MESSAGES.notSubscribed}</Text>
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, sm: broker ? 3 : 2 }}>
        {broker && (
          <PlanCard name="Free" price="$0.00" features={FREE_FEATURES}>
            {!sub && !state.in_trial && <Badge variant="light">{BILLING_MESSAGES.currentPlan}</Badge>}
          </PlanCard>
        )}
        {(['standard', 'pro'] as const).map((name) => {
          const plan = planOf(name);
          const price = formatCents(plan?.amount ?? 0);
          let action: React.ReactNode;
          if (sub?.name === name) {
            action = sub.on_grace_period ? (
              <Button loading={busy} onClick={() => run(() => actions.resume(name))}>
                {BILLING_MESSAGES.resumeSubscription}
              </Button>
            ) : (
              <Badge variant="light">{BILLING_MESSAGES.currentPlan}</Badge>
            );
          } else if (sub) {
            action = (
              <Button
                variant="outline"
                loading={busy}
                disabled={!plan}
                onClick={() => plan && run(() => actions.switchPlan(sub.name, name, plan.id))}
              >
                Switch to {PLAN_LABELS[name]}
              </Button>
            );
          } else {
            action = (
              <Button
                disabled={!plan}
                onClick={() => setModal({ kind: 'subscribe', plan: name })}
                aria-label={`Start Now with ${PLAN_LABELS[name]}`}
              >
                {BILLING_MESSAGES.startNow}
              </Button>
            );
          }
          return (
            <PlanCard
              key={name}
              name={PLAN_LABELS[name]}
              price={price}
              features={name === 'pro' ? PRO_FEATURES : STANDARD_FEATURES}
            >
              {action}
            </PlanCard>
          );
        })}
      </SimpleGrid>

      {state.card && (
        <Group>
          <Text data-testid="card-on-file">
            Card on file: {state.card.brand} ending {state.card.last4}
          </Text>
          {broker && (
            <Button variant="default" onClick={() => setModal({ kind: 'card' })}>
              Change card
            </Button>
          )}
        </Group>
      )}

      <Invoices state={state} />

      <CardModal
        opened={modal !== null}
        onClose={() => setModal(null)}
        title={
          modal?.kind === 'card'
            ? 'Change card'
            : `Subscribe to ${modal ? PLAN_LABELS[modal.kind === 'subscribe' ? modal.plan : 'standard'] : ''}`
        }
        description={modal?.kind === 'subscribe' ? BILLING_MESSAGES.subscribeDescription : undefined}
        billingRef={billingRef}
        email={state.email}
        publishableKey={state.publishable_key}
        submitLabel={
          modal?.kind === 'card'
            ? 'Update card'
            : BILLING_MESSAGES.subscribeButton(`${formatCents(modalPlan?.amount ?? 0)} AUD`)
        }
        onPaymentMethod={async (pm) => {
          try {
            const message =
              modal?.kind === 'card'
                ? await actions.changeCard(pm)
                : modalPlan
                  ? await actions.subscribe(pm, modalPlan.nickname, modalPlan.id)
                  : '';
            setModal(null);
            notifySuccess(message);
          } catch (err) {
            notifyError(
              broker || modal?.kind === 'card' ? BILLING_MESSAGES.cardError : BILLING_MESSAGES.plannerSubscribeFailed,
            );
            throw err;
          }
        }}
      />
    </Stack>
  );
}

function PlanCard(props: { name: string; price: string; features: readonly string[]; children?: React.ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm" h="100%">
        <Title order={2} fz={20}>
          {props.name}
        </Title>
        <div>
          <Text fz={28} fw={700} lh={1.1}>
            {props.price}
          </Text>
          <Text fz="sm">AUD per month incl. GST</Text>
        </div>
        <List size="sm" spacing={4} style={{ flex: 1 }}>
          {props.features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        <div>{props.children}</div>
      </Stack>
    </Card>
  );
}

export { PaymentPage as Component };
