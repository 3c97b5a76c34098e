import {
  ApiError,
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_IMPORT_PREVIEW_ROWS,
  type ClientImportError,
  type ClientImportFields,
  type ClientImportResult,
  type ClientImportRow,
  guessClientImportMapping,
  MESSAGES,
} from '@brokerdesk/contract';
import { parse } from 'csv-parse';
import { requireAccess } from '../../access';
import { recordActivities } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import type { FieldAnswers, FieldData } from '../../db/schema/applications';
import { invalid } from '../../errors';
import { safeDisplayName } from '../../files/file-names';
import type { UploadSource } from '../../http/multipart-upload';
import { insertPrimaryApplicants, refreshClientsDerived } from '../application';
import {
  findClientEmails,
  type ImportedItem,
  inChunks,
  insertImportedClients,
  insertImportedItems,
  lockAdviserImport,
} from './client-import.repo';
import { type ImportedClient, type ImportMapping, mappingErrors, readImportRow } from './client-import-rows';
import { bumpRecentClients, findLatestItemTemplates } from './clients.repo';

/*
 * client/import (docs/decisions/039-client-import.md): an adviser's existing clients from another CRM's CSV export.
 * A dry run reads and checks every row and says what each would do; the import itself is all or nothing, in one
 * transaction, and adds nobody whose email is already one of the adviser's clients'.
 */

/** A record of the file and the line it starts on (blank lines and cells of several lines counted, as editors do). */
interface CsvRecord {
  cells: string[];
  line: number;
}

/** The file's records (header first), read as a stream: at most the row limit, and refused past the size limit. */
async function readRecords(source: UploadSource): Promise<CsvRecord[]> {
  const parser = source.stream.pipe(
    parse({
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }),
  );
  const records: CsvRecord[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.some((cell) => cell.includes('\0'))) throw invalid(MESSAGES.importNotCsv, 'file');
      // The parser counts to the record's last line; a cell may hold line breaks of its own.
      const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
      records.push({ cells: record, line: info.lines - breaks });
      if (records.length > CLIENT_IMPORT_MAX_ROWS + 1) throw invalid(MESSAGES.importTooManyRows, 'file');
    }
  } catch (err) {
    if (source.isTruncated()) throw new ApiError('too_large', MESSAGES.importFileTooLarge, 'file');
    if (err instanceof ApiError) throw err;
    throw invalid(MESSAGES.importNotCsv, 'file');
  } finally {
    parser.destroy();
  }
  if (source.isTruncated()) throw new ApiError('too_large', MESSAGES.importFileTooLarge, 'file');
  if (records.length < 2) throw invalid(MESSAGES.importFileEmpty, 'file');
  return records;
}

/** Each row's outcome: a client to add, one the adviser has (by email), a repeat of an earlier row, or invalid. */
function judgeRows(
  read: ({ client: ImportedClient } | { errors: ClientImportError[]; row: number; name: string; email: string })[],
  existing: Set<string>,
): { rows: ClientImportRow[]; toAdd: ImportedClient[] } {
  const seen = new Set<string>();
  const rows: ClientImportRow[] = [];
  const toAdd: ImportedClient[] = [];
  for (const r of read) {
    if ('errors' in r) {
      rows.push({ row: r.row, outcome: 'invalid', name: r.name, email: r.email });
      continue;
    }
    const { client } = r;
    const outcome = existing.has(client.email) ? 'existing' : seen.has(client.email) ? 'repeated' : 'new';
    seen.add(client.email);
    if (outcome === 'new') toAdd.push(client);
    rows.push({ row: client.row, outcome, name: client.name, email: client.email });
  }
  return { rows, toAdd };
}

export async function importClients(
  ctx: ServiceContext,
  actor: Actor,
  fields: ClientImportFields,
  source: UploadSource,
): Promise<ClientImportResult> {
  const { adviserId } = await requireAccess(ctx, actor, { kind: 'client-list' }, 'change');
  const records = await readRecords(source);
  const [header, ...body] = records as [CsvRecord, ...CsvRecord[]];
  const columns = header.cells.map((h) => h.trim());
  const chosen = fields.mapping ?? guessClientImportMapping(columns);
  const mapping: ImportMapping = columns.map((_, i) => chosen[i] ?? null);
  const dryRun = fields.dryRun !== 'false';
  const answer = { dryRun, columns, mapping, preview: body.slice(0, CLIENT_IMPORT_PREVIEW_ROWS).map((r) => r.cells) };

  const headerErrors = mappingErrors(mapping, header.line);
  if (headerErrors.length > 0) return { ...answer, rows: [], errors: headerErrors, imported: 0 };

  const errors: ClientImportError[] = [];
  const read = body.map(({ cells, line: row }) => {
    const result = readImportRow(cells, mapping, row);
    if ('client' in result) return result;
    errors.push(...result.errors);
    const at = (t: string) => (cells[mapping.indexOf(t as ImportMapping[number])] ?? '').trim();
    const name = at('name') || `${at('first_name')} ${at('last_name')}`.trim();
    return { errors: result.errors, row, name, email: at('email').toLowerCase() };
  });
  const emails = (list: typeof read) => list.flatMap((r) => ('client' in r ? [r.client.email] : []));

  if (dryRun || errors.length > 0) {
    const { rows } = judgeRows(read, await findClientEmails(ctx.db, adviserId, emails(read)));
    return { ...answer, rows, errors, imported: 0 };
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockAdviserImport(tx, adviserId);
    const { rows, toAdd } = judgeRows(read, await findClientEmails(tx, adviserId, emails(read)));
    await addClients(tx, { adviserId, actor, now, fileName: safeDisplayName(source.fileName, 'a CSV file') }, toAdd);
    return { ...answer, rows, errors, imported: toAdd.length };
  });
}

/**
 * The new clients, each as client/create makes one (its primary applicant, the adviser's latest asset and liability
 * items), with its address, an activity entry saying it was imported and its notes as a note: a few statements per
 * thousand clients.
 */
async function addClients(
  tx: Db,
  opts: { adviserId: number; actor: Actor; now: Date; fileName: string },
  toAdd: readonly ImportedClient[],
): Promise<void> {
  if (toAdd.length === 0) return;
  const { adviserId, actor, now } = opts;
  const clientIds = await insertImportedClients(tx, { adviserId, now, types: toAdd.map((c) => c.clientType) });
  const answered = { user_id: actor.userId, at: now.toISOString() };
  const answersOf = (data: FieldData): FieldAnswers =>
    Object.fromEntries(Object.keys(data).map((key) => [key, answered]));
  const applicantIds: number[] = [];
  for (const chunk of inChunks(toAdd.map((c, i) => ({ c, clientId: clientIds[i] as number })))) {
    const ids = await insertPrimaryApplicants(
      tx,
      chunk.map(({ c, clientId }) => ({ scope: { adviserId, clientId }, data: c.data, answers: answersOf(c.data) })),
    );
    applicantIds.push(...ids);
  }

  const templates = await findLatestItemTemplates(tx, adviserId);
  const items = toAdd.flatMap((c, i): ImportedItem[] => {
    const base = { client_id: clientIds[i] as number, applicant_id: null, data: {}, answers: {} };
    const listed = [
      ...templates.asset.map((kind, position) => ({ ...base, section: 'asset' as const, kind, position })),
      ...templates.liability.map((kind, position) => ({ ...base, section: 'liability' as const, kind, position })),
    ];
    if (!c.address) return listed;
    const address = {
      ...base,
      applicant_id: applicantIds[i] as number,
      section: 'address' as const,
      kind: 'current',
      position: 0,
      data: c.address,
      answers: answersOf(c.address),
    };
    return [...listed, address];
  });
  await insertImportedItems(tx, adviserId, items);

  await refreshClientsDerived(tx, clientIds);
  await bumpRecentClients(tx, adviserId, toAdd.length);
  const entries = toAdd.flatMap((c, i) => {
    const base = { actorUserId: actor.userId, adviserId, clientId: clientIds[i] as number };
    const imported = { ...base, action: 'client_imported', detail: { name: c.name, file: opts.fileName } };
    return c.notes ? [imported, { ...base, action: 'note_added', detail: { text: c.notes } }] : [imported];
  });
  for (const chunk of inChunks(entries)) await recordActivities(tx, chunk);
}
