import { Readable } from 'node:stream';
import type { Actor } from '../src/context';
import type { UploadSource } from '../src/http/multipart-upload';

/** A CSV export as another CRM writes one: a header row, then a client per row, numbered from `from`. */
export function clientCsv(count: number, opts: { from?: number; domain?: string } = {}): string[][] {
  const from = opts.from ?? 1;
  const domain = opts.domain ?? 'import.example';
  const rows = [
    [
      'First Name',
      'Last Name',
      'Email Address',
      'Mobile Phone',
      'Street',
      'City',
      'State',
      'Postcode',
      'Status',
      'Notes',
    ],
  ];
  for (let i = from; i < from + count; i++) {
    const mobile = `04${String(12_000_000 + i).padStart(8, '0')}`;
    rows.push([
      `Given${i}`,
      `Family${i}`,
      `client${i}@${domain}`,
      mobile,
      `${i} Example Street`,
      'Sydney',
      'NSW',
      '2000',
      i % 10 === 0 ? 'Lead' : 'Active',
      i % 4 === 0 ? `Met at the expo, call back about refinancing (${i})` : '',
    ]);
  }
  return rows;
}

/** The rows as a CSV file's text, quoting every cell. */
export const toCsv = (rows: string[][]) =>
  `${rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\r\n')}\r\n`;

/** A file as the multipart reader hands it to a service. */
export function csvSource(text: string, fileName = 'clients.csv'): UploadSource {
  return { fileName, stream: Readable.from([Buffer.from(text)]), isTruncated: () => false };
}

/** A signed-in adviser as the services see one. */
export const adviserActor = (made: { userId: number; email: string; adviserId: number | null }): Actor => ({
  userId: made.userId,
  sessionId: 0,
  role: 'broker',
  isAdmin: false,
  email: made.email,
  adviserId: made.adviserId,
  clientId: null,
});
