import { describe, expect, it } from 'vitest';
import { type ChunkPlanOptions, importCycle, planFrom } from './chunk-plan.ts';

/** A chunk of a build with Rolldown's default chunks: its modules, each of `size` bytes. */
function chunk(
  fileName: string,
  modules: string[],
  more: { imports?: string[]; entry?: boolean; page?: string; size?: number } = {},
) {
  return {
    fileName,
    imports: more.imports ?? [],
    isEntry: more.entry ?? false,
    isDynamicEntry: more.page !== undefined,
    facadeModuleId: more.page ?? null,
    modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: more.size ?? 5000 } as never])),
  };
}

const options: ChunkPlanOptions = {
  areas: { home: /home-page/, list: /list-page/, shell: /sub-header/ },
  keepApart: /heavy-lib/,
  minSize: 0,
};

/**
 * An entry; two pages of each area and an admin page of none; `shared` loaded by all of them, `homes` by both home
 * pages, `homeAndList` by one home page and one list page, `listOnly` by one list page alone, `heavy` by the home pages.
 */
const built = [
  chunk('index.js', ['main.tsx', 'react.js'], { entry: true }),
  chunk('home-page.js', ['home-page.tsx'], { page: 'home-page.tsx', imports: ['shared.js', 'homes.js', 'both.js'] }),
  chunk('planner-home-page.js', ['planner-home-page.tsx'], {
    page: 'planner-home-page.tsx',
    imports: ['shared.js', 'homes.js'],
  }),
  chunk('list-page.js', ['list-page.tsx'], {
    page: 'list-page.tsx',
    imports: ['shared.js', 'both.js', 'list-only.js'],
  }),
  chunk('admin-page.js', ['admin-page.tsx'], { page: 'admin-page.tsx', imports: ['shared.js'] }),
  chunk('shared.js', ['button.js', 'modal.js']),
  chunk('homes.js', ['welcome.js', 'heavy-lib.js'], { imports: ['shared.js'] }),
  chunk('both.js', ['client-api.js']),
  chunk('list-only.js', ['table.js']),
];

describe('planFrom', () => {
  it('puts together what the same areas share, named by those areas, pages of no area aside', () => {
    const plan = planFrom(built, options);
    expect(Object.fromEntries(plan)).toEqual({
      'button.js': 'home~list',
      'modal.js': 'home~list',
      'welcome.js': 'home',
      'client-api.js': 'home~list',
    });
  });

  it('leaves the entry, the pages, a module of one page and the modules kept apart where they were', () => {
    const plan = planFrom(built, options);
    for (const id of ['main.tsx', 'home-page.tsx', 'list-page.tsx', 'table.js', 'heavy-lib.js']) {
      expect(plan.has(id), id).toBe(false);
    }
  });

  it('gives a lazily loaded part of the shell an area of its own', () => {
    const withShell = [
      ...built,
      chunk('sub-header.js', ['sub-header.tsx'], { page: 'sub-header.tsx', imports: ['nav.js'] }),
      chunk('nav.js', ['nav-link.js']),
      chunk('list-page-2.js', ['list-page-2.tsx'], { page: 'list-page-2.tsx', imports: ['nav.js'] }),
    ];
    expect(planFrom(withShell, options).get('nav-link.js')).toBe('list~shell');
  });

  it('joins a small group to one with the fewest more areas, never past one between them', () => {
    const small = [
      chunk('index.js', ['main.tsx'], { entry: true }),
      chunk('a1.js', ['a1'], { page: 'home-page-1', imports: ['a.js', 'ab.js', 'abc.js'] }),
      chunk('a2.js', ['a2'], { page: 'home-page-2', imports: ['a.js', 'abc.js'] }),
      chunk('b1.js', ['b1'], { page: 'list-page-1', imports: ['ab.js', 'abc.js'] }),
      chunk('c1.js', ['c1'], { page: 'sub-header-1', imports: ['abc.js'] }),
      chunk('a.js', ['tiny'], { size: 100 }),
      chunk('ab.js', ['mid'], { size: 8000 }),
      chunk('abc.js', ['big'], { size: 9000 }),
    ];
    expect(planFrom(small, options).get('tiny')).toBe('home');
    const plan = planFrom(small, { ...options, minSize: 1000 });
    // 'tiny' (the home pages only) joins home and list, not home, list and shell past it.
    expect(plan.get('tiny')).toBe('home~list');
    expect(plan.get('mid')).toBe('home~list');
    expect(plan.get('big')).toBe('home~list~shell');
  });
});

describe('importCycle', () => {
  it('finds chunks that import each other, and none where there are none', () => {
    const chunkOf = (imports: string[]) => ({ type: 'chunk', imports });
    expect(importCycle({ 'a.js': chunkOf(['b.js']), 'b.js': chunkOf(['c.js']), 'c.js': chunkOf([]) })).toBeNull();
    expect(importCycle({ 'a.js': chunkOf(['b.js']), 'b.js': chunkOf(['c.js']), 'c.js': chunkOf(['a.js']) })).toEqual([
      'a.js',
      'b.js',
      'c.js',
      'a.js',
    ]);
  });
});
