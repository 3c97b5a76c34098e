import { describe, expect, it } from 'vitest';
import { findTestImports, isProductionPath } from '../../../scripts/check-test-imports.mjs';

/** The check of `npm run lint` that keeps test scaffolding out of production folders. */
const dependencies = new Set(['fastify', 'drizzle-orm', '@brokerdesk/contract']);
const check = (text: string, file = 'apps/server/src/storage/storage-contract.ts') =>
  findTestImports(file, text, dependencies);

describe('the test-import check of npm run lint', () => {
  it('tells production files from tests and test folders', () => {
    expect(isProductionPath('apps/server/src/storage/storage.ts')).toBe(true);
    expect(isProductionPath('apps/web/src/features/application/fake-list-questions.ts')).toBe(true);
    expect(isProductionPath('packages/contract/src/inputs.ts')).toBe(true);
    expect(isProductionPath('apps/server/src/storage/disk-storage.test.ts')).toBe(false);
    expect(isProductionPath('apps/web/src/features/clients/client-list-page.test.tsx')).toBe(false);
    expect(isProductionPath('apps/server/test/storage-contract.ts')).toBe(false);
    expect(isProductionPath('apps/web/src/test/fake-portal.ts')).toBe(false);
    expect(isProductionPath('e2e/mail-catcher.ts')).toBe(false);
  });

  it("passes Node's modules, the workspace's dependencies with subpaths, and production files", () => {
    const text = [
      "import fs from 'node:fs';",
      "import { eq } from 'drizzle-orm';",
      "import type { PgColumn } from 'drizzle-orm/pg-core';",
      "export { ApiError } from '@brokerdesk/contract';",
      "import { buildApp } from '../app';",
      "const help = await import('virtual:help-content');",
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('fails vitest, a development-only package and a test helper, with their lines', () => {
    const text = [
      "import { expect, it } from 'vitest';",
      "import { SMTPServer } from 'smtp-server';",
      "import { makeUser } from '../../test/factories';",
      "const { jsonResponse } = await import('../../test/fixtures');",
      "import { fakeApi } from './fake-api.test';",
      "declare module 's3rver' {}",
    ].join('\n');
    expect(check(text)).toEqual([
      { file: expect.any(String), line: 1, problem: 'imports vitest, which its workspace lists only for development' },
      {
        file: expect.any(String),
        line: 2,
        problem: 'imports smtp-server, which its workspace lists only for development',
      },
      { file: expect.any(String), line: 3, problem: 'imports test code: ../../test/factories' },
      { file: expect.any(String), line: 4, problem: 'imports test code: ../../test/fixtures' },
      { file: expect.any(String), line: 5, problem: 'imports test code: ./fake-api.test' },
      { file: expect.any(String), line: 6, problem: 'imports s3rver, which its workspace lists only for development' },
    ]);
  });
});
