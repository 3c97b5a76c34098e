import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../../../node_modules/@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/**
 * The served OpenAPI document under Redocly's recommended rules (`npx @redocly/cli lint`, docs/decisions/033): no
 * error and no warning.
 */
describe('the OpenAPI document under Redocly’s recommended rules', () => {
  const t = useTestApp();

  it('has no error and no warning', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, res.body);
    const out = await run(process.execPath, [CLI, 'lint', file, '--format', 'json', '--max-problems', '5000'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    const problems = (JSON.parse(out.stdout.slice(out.stdout.indexOf('{'))) as { problems: Problem[] }).problems;
    const rest = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(rest).toEqual([]);
  }, 60_000);
});
