import {
  ADDRESS_FIELDS,
  type ClientCreate,
  ClientCreateSchema,
  type ClientImportError,
  type ClientImportTarget,
  crossProblem,
  importedClientType,
  MESSAGES,
  readFieldValue,
  STATES,
} from '@brokerdesk/contract';
import type { FieldData } from '../../db/schema/applications';
import { newClientData } from './clients.service';

/*
 * Reading a CSV file's rows as new clients (client-import.service.ts), by the rules client/create uses for the names
 * and contact (ClientCreateSchema and newClientData) and the address page's field rules for the address.
 */

export type ImportMapping = (ClientImportTarget | null)[];

/** A row read as a client: what the applicant, its address and the client row get, or the row's problems. */
export interface ImportedClient {
  row: number;
  name: string;
  email: string;
  data: FieldData;
  address: FieldData | null;
  clientType: 'active' | 'lead' | 'archived';
  notes: string;
}

/** The header row's problems with the mapping, on its line: a field mapped twice, no name, no email. */
export function mappingErrors(mapping: ImportMapping, row: number): ClientImportError[] {
  const errors: ClientImportError[] = [];
  const problem = (message: string) => errors.push({ row, field: 'mapping', message });
  const used = mapping.filter((t): t is ClientImportTarget => t !== null);
  if (new Set(used).size !== used.length) problem(MESSAGES.importTargetTwice);
  const has = (t: ClientImportTarget) => used.includes(t);
  if (!has('name') && !(has('first_name') && has('last_name'))) problem(MESSAGES.importNeedsName);
  if (!has('email')) problem(MESSAGES.importNeedsEmail);
  return errors;
}

/** A full name as "First Middle Last" or "Last, First". */
function splitName(full: string): { first: string; last: string } {
  const comma = full.indexOf(',');
  if (comma >= 0) return { first: full.slice(comma + 1).trim(), last: full.slice(0, comma).trim() };
  const words = full.trim().split(/\s+/);
  const last = words.length > 1 ? (words.pop() ?? '') : '';
  return { first: words.join(' '), last };
}

const STATE_BY_NAME = new Map(STATES.map((s) => [s.name.toLowerCase(), s.id]));

/** One data row as a client, or its problems by field (the target's name). */
export function readImportRow(
  cells: readonly string[],
  mapping: ImportMapping,
  row: number,
): { client: ImportedClient } | { errors: ClientImportError[] } {
  const cell: Partial<Record<ClientImportTarget, string>> = {};
  mapping.forEach((target, i) => {
    if (target) cell[target] = (cells[i] ?? '').trim();
  });
  const errors: ClientImportError[] = [];
  const fail = (field: string, message: string) => errors.push({ row, field, message });

  // Names from the full name when no first and last name columns are mapped.
  const byFullName = cell.first_name === undefined && cell.last_name === undefined;
  const split = splitName(cell.name ?? '');
  const input = {
    first_name: byFullName ? split.first : (cell.first_name ?? ''),
    last_name: byFullName ? split.last : (cell.last_name ?? ''),
    email: cell.email ?? '',
    phone_mobile: cell.phone_mobile ?? '',
  };
  const parsed = ClientCreateSchema.safeParse(input);
  let client: ClientCreate | undefined;
  if (parsed.success) client = parsed.data;
  else {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'name');
      const field = byFullName && (key === 'first_name' || key === 'last_name') ? 'name' : key;
      if (!seen.has(field)) fail(field, issue.message);
      seen.add(field);
    }
  }
  if (input.email === '') fail('email', MESSAGES.importEmailRequired);
  const read = client ? newClientData(client) : undefined;
  if (read && 'message' in read) fail(read.field, read.message);

  const clientType = importedClientType(cell.status ?? '');
  if (!clientType) fail('status', MESSAGES.importStatusUnknown);
  const notes = cell.notes ?? '';
  if (notes.length > 5000) fail('notes', MESSAGES.importNoteTooLong);
  const address = readAddress(cell, fail);

  if (errors.length > 0 || !read || 'message' in read || !clientType) return { errors };
  const name = `${read.data.first_name} ${read.data.last_name}`;
  return { client: { row, name, email: String(read.data.email ?? ''), data: read.data, address, clientType, notes } };
}

/** The current address, by the address page's rules for each key given; null when the row has none. */
function readAddress(
  cell: Partial<Record<ClientImportTarget, string>>,
  fail: (field: string, message: string) => void,
): FieldData | null {
  const data: FieldData = { use: 'current' };
  const keys = [
    ['address_line1', 'line1'],
    ['suburb', 'suburb'],
    ['postcode', 'postcode'],
  ] as const;
  let any = false;
  for (const [target, key] of keys) {
    const value = cell[target];
    if (!value) continue;
    any = true;
    const reading = readFieldValue(ADDRESS_FIELDS[key], value);
    if (reading.ok) data[key] = reading.value;
    else fail(target, reading.message);
  }
  if (cell.state) {
    any = true;
    const id = STATE_BY_NAME.get(cell.state.toLowerCase());
    if (id === undefined || cell.state.toLowerCase() === 'other') fail('state', MESSAGES.importStateUnknown);
    else data.state = id;
  }
  if (typeof data.postcode === 'string') {
    const across = crossProblem(ADDRESS_FIELDS, data, ['postcode']);
    if (across) fail('postcode', across.message);
  }
  return any ? data : null;
}
