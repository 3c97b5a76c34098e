import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActivityExportSchema, ClientExportDocumentSchema, ClientExportSchema } from './client-export';

const doc = readFileSync(resolve(__dirname, '../../../docs/client-export.md'), 'utf8');

describe('the client export is documented field by field', () => {
  it('names every field of client.json, its client, its documents and activity.json in docs/client-export.md', () => {
    const fields = [
      ...Object.keys(ClientExportSchema.shape),
      ...Object.keys(ClientExportSchema.shape.client.shape),
      ...Object.keys(ClientExportDocumentSchema.shape),
      ...Object.keys(ClientExportSchema.shape.deal.shape),
      ...Object.keys(ActivityExportSchema.element.shape),
    ];
    const named = (f: string) => [`\`${f}\``, `\`${f}[]\``, `client.${f}`].some((form) => doc.includes(form));
    const missing = fields.filter((f) => !named(f));
    expect(missing).toEqual([]);
  });
});
