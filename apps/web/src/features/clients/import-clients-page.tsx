import {
  CLIENT_IMPORT_TARGET_LABELS,
  type ClientImportOutcome,
  type ClientImportResult,
  type ClientImportTarget,
  MESSAGES,
} from '@brokerdesk/contract/constants';
import { Alert, Anchor, Badge, Button, FileButton, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { CLIENT_LIST_PATH } from '../../lib/paths';
import { ImportColumns } from './import-columns';
import { useImportClients } from './import-api';

/** Rows and errors the page lists at most; the counts above them cover the whole file. */
const SHOWN = 50;

const OUTCOMES: Record<ClientImportOutcome, { label: string; color: string }> = {
  new: { label: 'New client', color: 'teal' },
  existing: { label: 'Already yours', color: 'gray' },
  repeated: { label: 'Repeats an earlier row', color: 'gray' },
  invalid: { label: 'Error', color: 'red' },
};

const fieldLabel = (field: string) =>
  field === 'mapping' ? 'Columns' : (CLIENT_IMPORT_TARGET_LABELS[field as ClientImportTarget] ?? field);

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

/**
 * Import clients from another CRM's CSV export (docs/decisions/039-client-import.md): the file is checked as a dry run
 * the moment it is chosen and whenever a column's field changes; the import adds every new client or, with any error,
 * none.
 */
export function ImportClientsPage() {
  const navigate = useNavigate();
  const run = useImportClients();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ClientImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * A dry run of the file: with the mapping given, else the server's guess. `previous` is the last file's answer: a
   * file with the same columns (the fixed file) keeps the mapping chosen for it.
   */
  const check = (next: File, mapping?: (ClientImportTarget | null)[], previous?: ClientImportResult) => {
    setFailure(null);
    run.mutate(
      { file: next, mapping, dryRun: true },
      {
        onSuccess: (answer) => {
          const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
          const keep = previous && same(previous.columns, answer.columns) && !same(previous.mapping, answer.mapping);
          if (keep) check(next, previous.mapping);
          else setResult(answer);
        },
        onError: (err) => {
          setResult(null);
          setFailure(errorMessage(err));
        },
      },
    );
  };
  const pick = (next: File | null) => {
    const previous = result ?? undefined;
    setFile(next);
    setResult(null);
    if (next) check(next, undefined, previous);
  };
  const importAll = () => {
    if (!file || !result) return;
    run.mutate(
      { file, mapping: result.mapping, dryRun: false },
      {
        onSuccess: (answer) => {
          if (answer.errors.length > 0) return setResult(answer);
          notifySuccess(`${count(answer.imported, 'client', 'clients')} imported.`);
          navigate(CLIENT_LIST_PATH);
        },
        onError: (err) => setFailure(errorMessage(err)),
      },
    );
  };

  const tally = (o: ClientImportOutcome) => result?.rows.filter((r) => r.outcome === o).length ?? 0;
  const toAdd = tally('new');
  const canImport = !!result && result.errors.length === 0 && toAdd > 0;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={24}>
            Import clients
          </Title>
          <Text fz="sm" maw={720}>
            Choose a CSV file exported from another CRM: a header row, then a row per client with a name and an email,
            and perhaps a mobile, an address, a status and notes. We check every row first; nothing is added until every
            row is right, and a client whose email you already have is left as it is.
          </Text>
        </Stack>
        <Group gap="sm">
          <FileButton onChange={pick} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant={file ? 'light' : 'filled'} loading={run.isPending && !result}>
                {file ? 'Choose another file' : 'Choose a CSV file'}
              </Button>
            )}
          </FileButton>
          {file && <Text fz="sm">{file.name}</Text>}
          <Anchor component={Link} to={CLIENT_LIST_PATH} fz="sm">
            Back to clients
          </Anchor>
        </Group>

        {failure && (
          <Alert color="red" role="alert" title="This file cannot be imported">
            {failure}
          </Alert>
        )}

        {result && file && (
          <>
            <ImportColumns
              columns={result.columns}
              mapping={result.mapping}
              preview={result.preview}
              disabled={run.isPending}
              onChange={(mapping) => check(file, mapping)}
            />
            <Text fz="sm" role="status">
              {`Dry run: ${count(result.rows.length, 'row', 'rows')} checked; ${count(toAdd, 'new client', 'new clients')}, ` +
                `${count(tally('existing'), 'already yours', 'already yours')}, ${count(tally('repeated'), 'repeat', 'repeats')}, ` +
                `${count(result.errors.length, 'error', 'errors')}.`}
            </Text>
            {result.errors.length > 0 && (
              <Alert color="red" role="alert" title={MESSAGES.importRefused}>
                <List size="sm">
                  {result.errors.slice(0, SHOWN).map((e) => (
                    <List.Item key={`${e.row}-${e.field}-${e.message}`}>
                      Row {e.row}, {fieldLabel(e.field)}: {e.message}
                    </List.Item>
                  ))}
                </List>
                {result.errors.length > SHOWN && (
                  <Text fz="sm" mt="xs">
                    And {count(result.errors.length - SHOWN, 'more error', 'more errors')}.
                  </Text>
                )}
              </Alert>
            )}
            {result.errors.length === 0 && toAdd === 0 && result.rows.length > 0 && (
              <Text fz="sm">Every client in this file is already yours: there is nothing to import.</Text>
            )}
            <Group>
              <Button onClick={importAll} disabled={!canImport} loading={run.isPending && !!result}>
                {canImport ? `Import ${count(toAdd, 'client', 'clients')}` : 'Import clients'}
              </Button>
            </Group>
            {result.rows.length > 0 && (
              <Table.ScrollContainer minWidth={560}>
                <Table fz="sm" striped>
                  <Table.Caption>
                    {result.rows.length > SHOWN
                      ? `What each row does: the first ${SHOWN} of ${result.rows.length.toLocaleString('en-AU')}`
                      : 'What each row does'}
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Row</Table.Th>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">Email</Table.Th>
                      <Table.Th scope="col">Result</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.rows.slice(0, SHOWN).map((r) => (
                      <Table.Tr key={r.row}>
                        <Table.Td>{r.row}</Table.Td>
                        <Table.Td>{r.name}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.email}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={OUTCOMES[r.outcome].color}>
                            {OUTCOMES[r.outcome].label}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

export { ImportClientsPage as Component };
