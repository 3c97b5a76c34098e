import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { defaultBuild, isDefaultBuild } from './default-build.ts';

export interface ChunkPlanOptions {
  /**
   * The areas of the app, each the lazily loaded modules (matched on their ids) of pages a visitor opens together, or
   * a part that such pages load just after they are drawn: a module that the first loads of several of them share
   * goes in one chunk with the others that the same areas share. Pages of no area share their modules by Rolldown's
   * default rules.
   */
  areas: Record<string, RegExp>;
  /**
   * Modules kept out of the areas' chunks (heavy libraries a few pages use), so a page that does not use one never
   * downloads it with a shared chunk.
   */
  keepApart: RegExp;
  /**
   * An areas' chunk smaller than this (bytes of code before minifying) joins the chunk of the fewest more areas, so a
   * page does not fetch a file for a few hundred bytes; the pages of the added areas download it unused.
   */
  minSize: number;
}

/**
 * Fewer, larger chunks for the pages people open (a page's first load was 45 scripts, each a request on a slow phone
 * connection). Rolldown's default gives every set of pages that share a module a chunk of its own, so a page that uses
 * 40 small shared pieces downloads 40 files. This plugin reads from the build with those default chunks
 * (build/default-build.ts) which lazily loaded modules' first loads include each module; the real build then puts
 * together the modules that the same areas share (`options.areas`), one chunk per set of areas. A page thus loads its
 * own chunk, the entry, and a chunk per set of areas sharing code with it. A module the default chunks give to one
 * page only, or that is in the entry's first load, stays where Rolldown puts it, as do the modules of
 * `options.keepApart`.
 */
export function chunkPlan(options: ChunkPlanOptions): Plugin {
  return {
    name: 'brokerdesk-chunk-plan',
    apply: (_config, env) => env.command === 'build' && !isDefaultBuild(),
    async config(config, env) {
      const plan = planFrom(await defaultBuild(config, env.mode), options);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'chunk-plan',
                    name: (id: string) => plan.get(id) ?? null,
                    // The plan already holds every module a group needs: a module's own imports are in the first load of
                    // every page that has it, so they are in a chunk of the same areas or more, or in the entry's.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      const cycle = importCycle(bundle);
      if (cycle) {
        this.error(
          `chunks import each other in a circle (${cycle.join(' -> ')}), so one may run before what it needs: ` +
            'move the modules involved out of the areas (keepApart) or into one area in vite.config.ts',
        );
      }
    },
  };
}

/** A chain of chunks that statically import one another back to the first, if there is one. */
export function importCycle(bundle: Record<string, { type: string; imports?: string[] }>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    for (const next of bundle[file]?.imports ?? []) {
      const found = visit(next, [...path, file]);
      if (found) return found;
    }
    state.set(file, 'done');
    return null;
  };
  for (const file of Object.keys(bundle)) {
    if (bundle[file]?.type !== 'chunk') continue;
    const found = visit(file, []);
    if (found) return found;
  }
  return null;
}

/**
 * From the chunks of a build with Rolldown's default chunking: the chunk name (its areas, sorted, joined by '~') of each
 * module that the first loads of pages of some area share.
 */
export function planFrom(
  built: Pick<OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'modules'>[],
  options: ChunkPlanOptions,
): Map<string, string> {
  const chunks = new Map(built.map((chunk) => [chunk.fileName, chunk]));

  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const i of chunks.get(file)?.imports ?? []) closure(i, seen);
    return seen;
  };
  const areaOf = (id: string) => Object.entries(options.areas).find(([, test]) => test.test(id))?.[0];
  // For each chunk: the areas whose route modules load it on first visit, and how many route modules do.
  const areasOf = new Map<string, Set<string>>();
  const pagesOf = new Map<string, number>();
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const area = areaOf(chunk.facadeModuleId);
    for (const file of closure(chunk.fileName)) {
      pagesOf.set(file, (pagesOf.get(file) ?? 0) + 1);
      if (!area) continue;
      if (!areasOf.has(file)) areasOf.set(file, new Set());
      areasOf.get(file)?.add(area);
    }
  }
  const initial = new Set([...chunks.values()].filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
  const groups = new Map<string, { areas: Set<string>; ids: string[]; size: number }>();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry || chunk.isDynamicEntry || initial.has(chunk.fileName)) continue;
    const areas = areasOf.get(chunk.fileName);
    if (!areas || (pagesOf.get(chunk.fileName) ?? 0) < 2) continue;
    const name = [...areas].sort().join('~');
    const group = groups.get(name) ?? { areas, ids: [], size: 0 };
    groups.set(name, group);
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (options.keepApart.test(id)) continue;
      group.ids.push(id);
      group.size += module.renderedLength;
    }
  }
  mergeSmallGroups(groups, options.minSize);
  const plan = new Map<string, string>();
  for (const [name, group] of groups) for (const id of group.ids) plan.set(id, name);
  return plan;
}

/**
 * Each group under `minSize`, smallest first, joins a group of the same areas and more, one with none other between
 * them (a group whose areas hold the small one's and are held by the other's): a chunk imports only chunks of the same
 * areas or more, so joining one between would let two chunks import each other.
 */
function mergeSmallGroups(groups: Map<string, { areas: Set<string>; ids: string[]; size: number }>, minSize: number) {
  const within = (inner: Set<string>, outer: Set<string>) =>
    outer.size > inner.size && [...inner].every((a) => outer.has(a));
  for (;;) {
    const small = [...groups]
      .filter(([, g]) => g.size < minSize)
      .sort(([, a], [, b]) => a.size - b.size)
      .find(([, g]) => [...groups.values()].some((other) => within(g.areas, other.areas)));
    if (!small) return;
    const [name, group] = small;
    const larger = [...groups.values()].filter((other) => within(group.areas, other.areas));
    const [target] = larger
      .filter((g) => !larger.some((other) => within(other.areas, g.areas)))
      .sort((a, b) => a.areas.size - b.areas.size || b.size - a.size);
    if (!target) return;
    target.ids.push(...group.ids);
    target.size += group.size;
    groups.delete(name);
  }
}
