import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The two production starts, `npm run start:prod` and the image's CMD with its ENV, run the same node with the same
 * heap bounds and the same allocator setting (decision 051): the report bench measures the first, operators run
 * either, and neither may drift from the other.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');

/** `A=1 B=${B:-2} exec node --flag entry` → its variables (a default standing for its value) and node's arguments. */
function parseStartProd(command: string) {
  const [assignments, run] = command.split(/\bexec node\b/);
  const env = Object.fromEntries(
    (assignments ?? '')
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const [key, value] = pair.split('=', 2) as [string, string];
        return [key, /^\$\{\w+:-(.*)\}$/.exec(value)?.[1] ?? value];
      }),
  );
  return { env, args: (run ?? '').trim().split(/\s+/) };
}

/** The image's CMD (exec form) and the variables of the runtime stage's ENV line (the Dockerfile's last). */
function parseImage(text: string) {
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(text)?.[1] ?? '[]') as string[];
  const envLine = [...text.matchAll(/^ENV (.*)$/gm)].at(-1)?.[1] ?? '';
  const env = Object.fromEntries(
    envLine
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return { cmd, env };
}

describe('the production start command', () => {
  const start = parseStartProd(scripts['start:prod'] ?? '');
  const image = parseImage(dockerfile);

  it('bounds the heap and the allocator', () => {
    expect(start.args).toContain('--max-old-space-size=384');
    expect(start.args).toContain('--max-semi-space-size=8');
    expect(start.env.MALLOC_ARENA_MAX).toBe('1');
    expect(start.env.NODE_ENV).toBe('production');
    expect(start.args.at(-1)).toBe('apps/server/dist/main.js');
  });

  it('is what the image runs: the same node arguments and the same allocator setting', () => {
    expect(image.cmd).toEqual(['node', ...start.args]);
    expect(image.env.MALLOC_ARENA_MAX).toBe(start.env.MALLOC_ARENA_MAX);
    expect(image.env.NODE_ENV).toBe('production');
  });

  it('reads both forms it is written in', () => {
    expect(parseStartProd('A=1 B=${B:-2} exec node --x main.js')).toEqual({
      env: { A: '1', B: '2' },
      args: ['--x', 'main.js'],
    });
    expect(parseImage('ENV X=1\nFROM y\nENV A=1 B=2\nCMD ["node", "m.js"]\n')).toEqual({
      cmd: ['node', 'm.js'],
      env: { A: '1', B: '2' },
    });
  });
});
