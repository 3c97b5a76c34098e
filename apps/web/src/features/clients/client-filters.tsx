import { CLIENT_ACCESS, CLIENT_STATUSES, CLIENT_TYPES, type ClientType } from '@brokerdesk/contract/constants';
import { Group, SegmentedControl, Select } from '@mantine/core';
import { ACCESS_LABELS, STATUS_LABELS, TYPE_LABELS } from './client-labels';
import type { ClientListView } from './client-list-params';

type Filter = Pick<ClientListView, 'clientType' | 'status' | 'access'>;

const TYPES = CLIENT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
const STATUSES = [
  { value: 'all', label: 'All statuses' },
  ...CLIENT_STATUSES.map((v) => ({ value: v, label: STATUS_LABELS[v] })),
];
const ACCESS = [
  { value: 'all', label: 'Any access' },
  ...CLIENT_ACCESS.map((v) => ({ value: v, label: ACCESS_LABELS[v] })),
];

/** The client list's filters: type (active, archived, lead), status and portal access. */
export function ClientFilters({
  view,
  onChange,
}: {
  view: ClientListView;
  onChange: (patch: Partial<Filter>) => void;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Client type"
        data={TYPES}
        value={view.clientType}
        onChange={(value) => onChange({ clientType: value as ClientType })}
      />
      <Select
        label="Status"
        data={STATUSES}
        value={view.status}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
        onChange={(value) => value && onChange({ status: value as Filter['status'] })}
      />
      <Select
        label="Portal access"
        data={ACCESS}
        value={view.access}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
        onChange={(value) => value && onChange({ access: value as Filter['access'] })}
      />
    </Group>
  );
}
