import { LIABILITY_FIELDS, LIABILITY_KINDS, type Registry } from '@brokerdesk/contract';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { formatMoney } from '../../components/money-input';
import { useClientId } from '../../lib/route-params';
import { useClientDetail } from '../clients';
import { AddItemMenu } from './add-item-menu';
import { type LiabilityList, useItemList } from './fact-find-api';
import { FactFindFrame, TotalsBar } from './fact-find-frame';
import { ItemCard, itemName } from './item-card';
import { ListQuestion } from './list-question';

const REGISTRY: Registry = LIABILITY_FIELDS;

function LiabilityItems({ clientId, list }: { clientId: number; list: LiabilityList }) {
  const applicants = useClientDetail(clientId).data?.applicants ?? [];
  // A loan may be secured by one of the client's assets; without the Assets page (a client not shown it) the
  // choice is simply empty.
  const assets = useItemList(clientId, 'asset').data?.items;
  const options = useMemo(
    () => ({ secured_by_asset_id: (assets ?? []).map((a) => ({ value: a.id, label: itemName(a) })) }),
    [assets],
  );
  const totals = [
    { label: 'Total owing', value: formatMoney(list.totals.balance), testId: 'liability-total' },
    { label: 'Repayments a month', value: formatMoney(list.totals.monthly_repayment), testId: 'liability-monthly' },
  ];
  return (
    <Stack gap="md">
      {list.items.length === 0 && <ListQuestion clientId={clientId} page="liability" data={list.data} />}
      <TotalsBar totals={totals} />
      {list.items.map((item) => (
        <ItemCard
          key={item.id}
          clientId={clientId}
          page="liability"
          item={item}
          registry={REGISTRY}
          applicants={applicants}
          options={options}
        />
      ))}
    </Stack>
  );
}

/**
 * The Liabilities page (docs/spec/core-and-application.md §2 application-liability): each debt, whether it is
 * refinanced or closed.
 */
export function LiabilitiesPage() {
  const clientId = useClientId();
  const { data, error, isLoading } = useItemList(clientId, 'liability');
  return (
    <FactFindFrame
      title="Liabilities"
      intro="What you owe: home loans, cards, car leases and personal loans, and whether each is to be refinanced or closed."
      completeness={data?.completeness}
      error={error}
      isLoading={isLoading}
      actions={<AddItemMenu clientId={clientId} page="liability" kinds={LIABILITY_KINDS} />}
    >
      {data && <LiabilityItems clientId={clientId} list={data} />}
    </FactFindFrame>
  );
}

export { LiabilitiesPage as Component };
