import type { AdviserRow } from '@brokerdesk/contract/constants';
import { Button, Table } from '@mantine/core';
import { SortableTh } from '../../components/list/sortable-th';
import type { ListQuery } from '../../lib/list-params';
import type { AdviserColumn } from './columns';

/** The adviser table: the kind's columns, sortable headers, and an Actions button per row. */
export function AdviserTable({
  columns,
  rows,
  view,
  onSort,
  onActions,
}: {
  columns: AdviserColumn[];
  rows: AdviserRow[];
  view: ListQuery;
  onSort: (column: string) => void;
  onActions: (row: AdviserRow) => void;
}) {
  return (
    // The broker list's nine columns need more than a 1024 px screen gives them: below this width the table scrolls
    // sideways in its frame rather than squeezing names and dates onto several lines.
    <Table.ScrollContainer minWidth={columns.length > 6 ? 1100 : 900}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="adviser-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((col) =>
              col.sort ? (
                <SortableTh
                  key={col.label}
                  sorted={view.orderBy === col.sort ? view.orderType : null}
                  onSort={() => onSort(col.sort as string)}
                >
                  {col.label}
                </SortableTh>
              ) : (
                <Table.Th key={col.label}>{col.label}</Table.Th>
              ),
            )}
            <Table.Th w={100}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`adviser-row-${row.id}`}>
              {columns.map((col) => (
                <Table.Td key={col.label} fz="sm" style={col.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {col.render(row)}
                </Table.Td>
              ))}
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onActions(row)}
                  aria-label={`Actions for ${row.first_name} ${row.last_name}`}
                >
                  Actions
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
