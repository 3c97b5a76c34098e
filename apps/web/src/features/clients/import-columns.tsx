import {
  CLIENT_IMPORT_TARGET_LABELS,
  CLIENT_IMPORT_TARGETS,
  type ClientImportTarget,
} from '@brokerdesk/contract/constants';
import { NativeSelect, Table, Text } from '@mantine/core';

const LEAVE_OUT = '';
const OPTIONS = [
  { value: LEAVE_OUT, label: 'Leave out' },
  ...CLIENT_IMPORT_TARGETS.map((t) => ({ value: t, label: CLIENT_IMPORT_TARGET_LABELS[t] })),
];

/**
 * The file's first rows under its headers, with the field each column goes to: guessed from the header by the server,
 * changed here, and sent with the next dry run.
 */
export function ImportColumns(props: {
  columns: string[];
  mapping: (ClientImportTarget | null)[];
  preview: string[][];
  disabled: boolean;
  onChange: (mapping: (ClientImportTarget | null)[]) => void;
}) {
  const { columns, mapping, preview } = props;
  const choose = (index: number, value: string) =>
    props.onChange(
      columns.map((_, i) => (i === index ? ((value || null) as ClientImportTarget | null) : (mapping[i] ?? null))),
    );
  return (
    <Table.ScrollContainer minWidth={columns.length * 160}>
      <Table withTableBorder withColumnBorders fz="sm">
        <Table.Caption>The file’s first rows, and the field each column goes to</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((header, i) => (
              <Table.Th key={i} scope="col">
                {header || `Column ${i + 1}`}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {columns.map((header, i) => (
              <Table.Td key={i}>
                <NativeSelect
                  size="xs"
                  aria-label={`Field for the column ${header || i + 1}`}
                  data={OPTIONS}
                  value={mapping[i] ?? LEAVE_OUT}
                  disabled={props.disabled}
                  onChange={(e) => choose(i, e.currentTarget.value)}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.map((cells, r) => (
            <Table.Tr key={r}>
              {columns.map((_, i) => (
                <Table.Td key={i}>
                  <Text fz="sm" c={mapping[i] ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                    {cells[i] ?? ''}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
