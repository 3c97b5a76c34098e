import { describe, expect, it } from 'vitest';
import { findCommentProblems } from '../../../scripts/check-comment-paths.mjs';

/** A small tree: what `git ls-files` would list, with each folder as `folder/`. */
const tracked = new Set([
  'apps/',
  'apps/server/',
  'apps/server/src/',
  'apps/server/src/app.ts',
  'apps/server/src/features/',
  'apps/server/src/features/files/',
  'apps/server/src/features/files/store-upload.ts',
  'docs/',
  'docs/spec/',
  'docs/spec/core-and-application.md',
  'docs/decisions/',
  'docs/decisions/009-upload-checks.md',
]);
const check = (text: string) => findCommentProblems('apps/server/src/app.ts', text, tracked);

describe('the comment check of npm run lint', () => {
  it('passes comments that name files in the tree, by full path, partial path, bare name or decision number', () => {
    const text = [
      '// Uploads stream (features/files/store-upload.ts; docs/decisions/009-upload-checks.md).',
      '/**',
      ' * Why, in docs/spec/core-and-application.md §2 and docs/decisions/009; see app.ts and ./features/files/.',
      ' */',
      "const url = 'https://example.com/missing.ts'; // a URL is not a repository path: https://x.org/a/b.ts",
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('fails a comment that names a missing file, with its line', () => {
    const text = ['const a = 1;', '// The pipeline (features/files/upload-pipeline.ts) checks the bytes.'].join('\n');
    expect(check(text)).toEqual([
      {
        file: 'apps/server/src/app.ts',
        line: 2,
        problem: 'names a missing file: features/files/upload-pipeline.ts',
      },
    ]);
    expect(check('/* See docs/spec/missing.md and GUIDE.md. */').map((p) => p.problem)).toEqual([
      'names a missing file: docs/spec/missing.md',
      'names a missing file: GUIDE.md',
    ]);
  });

  it('fails a comment that cites an issue number', () => {
    expect(check('/** Autosave on blur (Issue 5, Done when 2). */')).toEqual([
      { file: 'apps/server/src/app.ts', line: 1, problem: 'cites an issue (Issue 5)' },
    ]);
  });

  it('reads only comments: strings and template literals that look like paths or issues are code', () => {
    const interpolation = ['$', '{s}'].join('');
    const text = `const s = 'issue 5 in docs/missing.md';\nconst t = \`${interpolation} // issue 6 missing.ts\`;`;
    expect(check(text)).toEqual([]);
  });
});
