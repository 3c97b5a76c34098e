import { ASSET_FIELDS, ASSET_KINDS, type Registry } from '@brokerdesk/contract';
import { Stack } from '@mantine/core';
import { formatMoney } from '../../components/money-input';
import { useClientId } from '../../lib/route-params';
import { useClientDetail } from '../clients';
import { AddItemMenu } from './add-item-menu';
import { type AssetList, useItemList } from './fact-find-api';
import { FactFindFrame, TotalsBar } from './fact-find-frame';
import { ItemCard } from './item-card';
import { ListQuestion } from './list-question';

const REGISTRY: Registry = ASSET_FIELDS;

function AssetItems({ clientId, list }: { clientId: number; list: AssetList }) {
  const applicants = useClientDetail(clientId).data?.applicants ?? [];
  return (
    <Stack gap="md">
      {list.items.length === 0 && <ListQuestion clientId={clientId} page="asset" data={list.data} />}
      <TotalsBar totals={[{ label: 'Total value', value: formatMoney(list.totals.value), testId: 'asset-total' }]} />
      {list.items.map((item) => (
        <ItemCard
          key={item.id}
          clientId={clientId}
          page="asset"
          item={item}
          registry={REGISTRY}
          applicants={applicants}
        />
      ))}
    </Stack>
  );
}

/**
 * The Assets page (docs/spec/core-and-application.md §2 application-asset): the client's assets, started from the
 * broker's template.
 */
export function AssetsPage() {
  const clientId = useClientId();
  const { data, error, isLoading } = useItemList(clientId, 'asset');
  return (
    <FactFindFrame
      title="Assets"
      intro="What you own: savings, property, vehicles, super and investments, with who owns each and in what share."
      completeness={data?.completeness}
      error={error}
      isLoading={isLoading}
      actions={<AddItemMenu clientId={clientId} page="asset" kinds={ASSET_KINDS} />}
    >
      {data && <AssetItems clientId={clientId} list={data} />}
    </FactFindFrame>
  );
}

export { AssetsPage as Component };
