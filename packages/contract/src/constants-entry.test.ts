import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vitest/node';

/*
 * The `@brokerdesk/contract/constants` entry must not bring zod to a page (docs/decisions/011-light-first-load.md):
 * these tests walk the real source from the entry, following every import and re-export that survives the build
 * (type-only ones are erased), and list the modules that import zod.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

type Node = { type: string; [key: string]: unknown };

/** The specifiers a module imports or re-exports at run time: `import type` and `export type` are left out. */
function runtimeSpecifiers(file: string): string[] {
  const program = parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }, file) as unknown as { body: Node[] };
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node & { source?: { value?: unknown } | null; importKind?: string; exportKind?: string };
    const source = typeof n.source?.value === 'string' ? n.source.value : undefined;
    if (n.type === 'ImportDeclaration' && n.importKind !== 'type' && source) found.push(source);
    if ((n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration') && n.exportKind !== 'type' && source)
      found.push(source);
    if (n.type === 'ImportExpression' && source) found.push(source);
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(program.body);
  return found;
}

function resolveRelative(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const candidate = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => p.endsWith('.ts') && existsSync(p));
  if (!candidate) throw new Error(`${relative(SRC, from)} imports ${specifier}, which is no module of the contract`);
  return candidate;
}

/** Every contract module reachable from `entry` at run time, and the packages each imports. */
function reachable(entry: string): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  const pending = [join(SRC, entry)];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (modules.has(relative(SRC, file))) continue;
    const packages: string[] = [];
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) pending.push(resolveRelative(file, specifier));
      else packages.push(specifier);
    }
    modules.set(relative(SRC, file), packages);
  }
  return modules;
}

const importsZod = (packages: string[]) => packages.some((p) => p === 'zod' || p.startsWith('zod/'));

describe('the zod-free constants entry', () => {
  it('reaches no module that imports zod', () => {
    const modules = reachable('constants-entry.ts');
    const withZod = [...modules].filter(([, packages]) => importsZod(packages)).map(([file]) => file);
    expect(withZod).toEqual([]);
    // The walk really followed the re-exports: the messages and the error class both sides throw are in it.
    expect([...modules.keys()]).toEqual(expect.arrayContaining(['messages.ts', 'api-error.ts', 'constants.ts']));
  });

  it('is what package.json exports as ./constants, beside the full entry', () => {
    const manifest = JSON.parse(readFileSync(join(SRC, '../package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(manifest.exports).toEqual({ '.': './src/index.ts', './constants': './src/constants-entry.ts' });
  });

  it('tells a schema module apart: the same walk from the full entry finds zod', () => {
    const modules = reachable('index.ts');
    expect(importsZod(modules.get('errors.ts') ?? [])).toBe(true);
    expect(importsZod(modules.get('api-error.ts') ?? ['missing'])).toBe(false);
  });
});
