#!/usr/bin/env node
/**
 * Part of `npm run lint`: comments explain why by citing files inside the repository (docs/spec/, docs/decisions/,
 * docs/engineering-guide.md, source files), so a cited file must exist, and a comment may not cite an issue number
 * (the reason belongs in the spec or a decision record, which outlive the tracker).
 *
 * Which comment tokens are checked:
 * - a path from the repository root (apps/, packages/, e2e/, bench/, scripts/, docs/) must exist, file or folder;
 * - a path that starts with `./` or `../` must exist relative to the commenting file;
 * - any other path with a folder and a known extension (`files/store-upload.ts`) must end some
 *   tracked file's path, and a bare source or Markdown file name (`app.ts`, `README.md`) must name some tracked
 *   file (data file names such as a backup's manifest are not checked).
 * A decision may be cited by its number alone (docs/decisions/012); build output under dist/ is not tracked.
 * URLs, package names (`@scope/...`), globs and placeholders (`<name>`) are left alone.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, normalize } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const EXT = 'ts|tsx|mjs|js|md|json|css|sql|html|yml|yaml';
const TOKEN = /(?:\.{1,2}\/)?[\w@.-]+(?:\/[\w@.-]+)*\/?/g;
const HAS_EXT = new RegExp(`\\.(?:${EXT})$`);
const BARE = /\.(?:ts|tsx|mjs|js|md)$/;
const ISSUE = /\bissues?\s+#?\d+/i;

/** The comments of a JavaScript or TypeScript source, each with the line it starts on. */
export function extractComments(text) {
  const comments = [];
  let line = 1;
  let i = 0;
  let lastSignificant = '';
  const templateDepth = [];
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      comments.push({ line, text: text.slice(i + 2, stop) });
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      const body = text.slice(i + 2, stop - 2);
      body.split('\n').forEach((part, n) => {
        comments.push({ line: line + n, text: part });
      });
      line += body.split('\n').length - 1;
      i = stop;
      continue;
    }
    if (c === "'" || c === '"' || c === '`' || (c === '}' && templateDepth.at(-1) === 0)) {
      // A string, or the rest of a template literal after `${...}`: skipped to its closing quote.
      const quote = c === '}' ? '`' : c;
      if (c === '}') templateDepth.pop();
      i++;
      // A quote or apostrophe ends at the line's end (JSX text such as "Don't" is not a string).
      while (i < text.length && text[i] !== quote && (quote === '`' || text[i] !== '\n')) {
        if (text[i] === '\\') i++;
        else if (text[i] === '\n') line++;
        else if (quote === '`' && text[i] === '$' && text[i + 1] === '{') {
          templateDepth.push(0);
          i++;
          break;
        }
        i++;
      }
      if (text[i] === quote || text[i] === '{') i++;
      lastSignificant = quote;
      continue;
    }
    if (c === '/' && (lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant))) {
      // A regular expression literal: skipped, classes included, so its quotes and slashes are not read as code.
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') i++;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i++;
      }
      if (text[i] === '/') i++;
      lastSignificant = '/';
      continue;
    }
    if (templateDepth.length > 0) {
      if (c === '{') templateDepth[templateDepth.length - 1]++;
      else if (c === '}') templateDepth[templateDepth.length - 1]--;
    }
    if (!/\s/.test(c)) lastSignificant = /[\w$)\]]/.test(c) ? 'a' : c;
    i++;
  }
  return comments;
}

/** Every repository path a comment names that does not exist, and every issue number it cites. */
export function findCommentProblems(file, text, tracked) {
  const names = new Set([...tracked].map((p) => p.slice(p.lastIndexOf('/') + 1)));
  const exists = (path) => tracked.has(path) || tracked.has(`${path}/`);
  const problems = [];
  for (const comment of extractComments(text)) {
    if (ISSUE.test(comment.text)) {
      problems.push({ file, line: comment.line, problem: `cites an issue (${comment.text.match(ISSUE)[0]})` });
    }
    const prose = comment.text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, ' ');
    for (const match of prose.matchAll(TOKEN)) {
      const before = prose[match.index - 1] ?? ' ';
      const after = prose[match.index + match[0].length] ?? ' ';
      if (/[\w<{*$@#:-]/.test(before) || /[<{*$]/.test(after)) continue;
      const token = match[0].replace(/[.-]+$/, '');
      if (/^[./]*$/.test(token)) continue;
      if (token.startsWith('@') || token.includes('node_modules') || token.includes('..') !== token.startsWith('..')) {
        continue;
      }
      const missing = (path) => problems.push({ file, line: comment.line, problem: `names a missing file: ${path}` });
      if (token.startsWith('./') || token.startsWith('../')) {
        if (!exists(normalize(join(dirname(file), token)).replace(/\/$/, ''))) missing(token);
      } else if (ROOTS.some((root) => token.startsWith(`${root}/`))) {
        // `docs/decisions/012` names decision 012 by its number; build output (dist/) is not tracked.
        const path = token.replace(/\/$/, '');
        if (!exists(path) && !tracked.has(`${path}/`) && !/(^|\/)dist(\/|$)/.test(path)) {
          if (![...tracked].some((p) => p.startsWith(`${path}-`))) missing(token);
        }
      } else if (HAS_EXT.test(token) && token.includes('/')) {
        const suffix = `/${token}`;
        const local = normalize(join(dirname(file), token));
        if (!exists(local) && ![...tracked].some((p) => p.endsWith(suffix) || p === token)) missing(token);
      } else if (BARE.test(token) && (/^[a-z0-9]/.test(token) || token.endsWith('.md')) && !names.has(token)) {
        missing(token);
      }
    }
  }
  return problems;
}

/** Tracked and new (not ignored) files, with every folder they sit in as `folder/`. */
export function repositoryPaths(cwd) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd,
    encoding: 'utf8',
  });
  const paths = new Set();
  for (const file of out.split('\n').filter(Boolean)) {
    paths.add(file);
    for (let i = file.indexOf('/'); i !== -1; i = file.indexOf('/', i + 1)) paths.add(`${file.slice(0, i)}/`);
  }
  return paths;
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const tracked = repositoryPaths(root);
  const sources = [...tracked].filter(
    (p) =>
      SOURCE.test(p) &&
      ROOTS.slice(0, 5).some((r) => p.startsWith(`${r}/`)) &&
      !/(^|\/)(node_modules|dist|migrations)\//.test(p) &&
      existsSync(join(root, p)),
  );
  const problems = sources.flatMap((file) =>
    findCommentProblems(file, readFileSync(join(root, file), 'utf8'), tracked),
  );
  for (const p of problems) console.error(`${p.file}:${p.line}: comment ${p.problem}`);
  if (problems.length > 0) {
    console.error(`${problems.length} comment(s) cite a missing file or an issue number.`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) main();
