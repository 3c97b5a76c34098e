import { type ClientDetail, DEAL_STAGE_LABELS, DEAL_STAGES, type DealStage } from '@brokerdesk/contract/constants';
import { Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { MoneyInput } from '../../components/money-input';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useMoveStage, useSaveDeal } from './pipeline-api';

/**
 * A lodged client's deal: its stage (the board's columns, or declined / withdrawn), lender, loan amount, settlement
 * date and the date a fixed rate ends (a "Rate review" task falls due a week before).
 */
export function DealForm({ client }: { client: ClientDetail }) {
  const { deal } = client;
  const move = useMoveStage();
  const save = useSaveDeal();
  const [lender, setLender] = useState(deal.lender);
  const [amount, setAmount] = useState<number | null>(deal.loan_amount_cents);
  const [settles, setSettles] = useState(deal.settlement_date ?? '');
  const [fixedEnds, setFixedEnds] = useState(deal.fixed_rate_expires_on ?? '');
  if (deal.stage === null) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz={16}>
        Deal
      </Title>
      <NativeSelect
        label="Stage"
        value={deal.stage}
        disabled={move.isPending}
        data={DEAL_STAGES.map((s) => ({ value: s, label: DEAL_STAGE_LABELS[s] }))}
        onChange={(e) =>
          move.mutate(
            { clientId: client.id, stage: e.currentTarget.value as DealStage },
            { onError: (err) => notifyError(errorMessage(err)) },
          )
        }
        maw={260}
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            {
              clientId: client.id,
              lender,
              loan_amount_cents: amount,
              settlement_date: settles || null,
              fixed_rate_expires_on: fixedEnds || null,
            },
            { onSuccess: () => notifySuccess('Deal saved.'), onError: (err) => notifyError(errorMessage(err)) },
          );
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label="Lender" value={lender} maxLength={100} onChange={(e) => setLender(e.currentTarget.value)} />
          <MoneyInput label="Loan amount" value={amount} onChange={setAmount} />
          <TextInput
            label="Settlement date"
            type="date"
            value={settles}
            onChange={(e) => setSettles(e.currentTarget.value)}
          />
          <TextInput
            label="Fixed rate ends"
            type="date"
            value={fixedEnds}
            onChange={(e) => setFixedEnds(e.currentTarget.value)}
          />
          <Button type="submit" variant="default" loading={save.isPending}>
            Save deal
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
