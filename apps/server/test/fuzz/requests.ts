import { ApiErrorBodySchema } from '@brokerdesk/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { multipart, type Part, SAMPLE } from '../file-fixtures';
import type { Operation } from './operations';
import { describe, MEGABYTE, MISSING } from './values';

/** One request of the fuzz: path and query values (text, raw escapes, repeats), and a JSON or raw body. */
export interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** A body sent as written, with its content type. */
  raw?: { payload: string | Buffer; type: string };
}

const encode = (v: unknown): string =>
  typeof v === 'object' && v !== null && 'raw' in v
    ? String((v as { raw: string }).raw)
    : encodeURIComponent(String(v));

function urlOf(op: Operation, input: Input): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = input.path[name];
    return v === MISSING || v === undefined ? '' : encode(v);
  });
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(input.query)) {
    if (v === MISSING || v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) pairs.push(`${encode(k)}=${encode(one)}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

let sent = 0;
export const requestCount = () => sent;

export function send(app: FastifyInstance, op: Operation, token: string | null, input: Input) {
  sent += 1;
  const opts: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: urlOf(op, input),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // Each request from its own address, so per-address limits never stand between the fuzz and the code.
    remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
  };
  if (input.raw) {
    opts.payload = input.raw.payload;
    opts.headers = { ...opts.headers, 'content-type': input.raw.type };
  } else if (input.body !== undefined && input.body !== MISSING) {
    opts.payload = JSON.stringify(input.body);
    opts.headers = { ...opts.headers, 'content-type': 'application/json' };
  }
  return app.inject(opts);
}

/** What is wrong with an answer: a 5xx, a failure outside the error shape, or unstorable text accepted. */
export function fault(res: LightMyRequestResponse, mustRefuse: boolean): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 300) return mustRefuse ? `${res.statusCode}, unstorable text accepted` : undefined;
  try {
    if (ApiErrorBodySchema.safeParse(res.json()).success) return undefined;
  } catch {
    // not JSON: reported below
  }
  return `${res.statusCode} outside the error shape: ${res.body.slice(0, 300)}`;
}

export const explain = (op: Operation, role: string, input: Input) =>
  `${op.method} ${op.path} as ${role} ${describe({ ...input, raw: input.raw?.type })}`;

/** Bodies that are not what a route expects at all: wrong JSON, broken JSON, other content types. */
export const RAW_BODIES: { payload: string | Buffer; type: string }[] = [
  { payload: 'null', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '"text"', type: 'application/json' },
  { payload: '12', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: '{', type: 'application/json' },
  { payload: '{"a":"\\ud800","b":"\\u0000"}', type: 'application/json' },
  { payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}', type: 'application/json' },
  { payload: `{"a":"${MEGABYTE}"}`, type: 'application/json' },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), type: 'application/json' },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: 'plain text', type: 'text/plain' },
  { payload: 'garbage', type: 'multipart/form-data' },
  { payload: '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nvalue', type: 'multipart/form-data; boundary=x' },
];

/** Upload forms with hostile fields, names and files (the upload routes describe no body to the document). */
export function multipartJunk(goodId: (name: string) => string): { payload: Buffer; type: string }[] {
  const ids = ['brokerId', 'plannerId'];
  const good = ids.map((name) => ({ name, value: goodId(name) }));
  const file = (filename: string, data: Buffer): Part => ({ name: 'file', filename, type: 'image/png', data });
  const csv = (filename: string, data: Buffer): Part => ({ name: 'file', filename, type: 'text/csv', data });
  const forms: Part[][] = [
    ...['a\u0000b', '\ud800', '0x10', '99999999999', '', '-1', MEGABYTE.slice(0, 2000)].map((value) => [
      ...ids.map((name) => ({ name, value })),
      { name: 'fileType', value },
      file('logo.png', SAMPLE.png),
    ]),
    [...good, { name: 'fileType', value: 'logo' }, file('a\u0000b\ud800.png', SAMPLE.png)],
    [...good, { name: 'fileType', value: 'logo' }, file('setup.exe', Buffer.from('MZ not an image'))],
    [...good, { name: '__proto__', value: '{"isAdmin":true}' }, file('logo.png', SAMPLE.png)],
    [file('first.png', SAMPLE.png), ...good],
    // The client import's fields and CSV files.
    ...[
      '[',
      '{"__proto__":{"isAdmin":true}}',
      '["name","name"]',
      '[null,"nope"]',
      'a\u0000b',
      MEGABYTE.slice(0, 2000),
    ].map((value) => [
      { name: 'dryRun', value: 'false' },
      { name: 'mapping', value },
      csv('clients.csv', Buffer.from('Name,Email\nJo Bloggs,jo@fuzz.example\n')),
    ]),
    ...[
      Buffer.from('Name,Email\n"Jo \u0000 Bloggs",jo@fuzz.example\n'),
      Buffer.from([0x4e, 0x2c, 0x45, 0x0a, 0xed, 0xa0, 0x80, 0x2c, 0xff, 0xfe, 0x0a]),
      Buffer.from('Name,Email\n"unterminated,jo@fuzz.example\n'),
      Buffer.from(`Name,Email\n${'x'.repeat(200_000)},${'@'.repeat(100_000)}\n`),
      SAMPLE.png,
    ].map((data) => [{ name: 'dryRun', value: 'true' }, csv('clients.csv', data)]),
  ];
  return forms.map((parts) => {
    const form = multipart(parts);
    return { payload: form.payload, type: form.headers['content-type'] as string };
  });
}
