import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The access module is the only place a gate is written (docs/decisions/034): this reads the server's source and
 * fails on a refusal, a role read off the acting user, or an ownership comparison written anywhere else. A use that
 * is genuinely not a gate is allowed below by file and line text, with the reason; an entry nothing matches fails
 * too, so the list stays true.
 */

const SRC = path.resolve(__dirname, '..');

/** What a gate looks like in code, each with why it belongs in the access module. */
const GATE_SIGNS: { sign: RegExp; why: string }[] = [
  { sign: /\bforbidden\(/, why: 'a 403 refusal' },
  { sign: /\bactor\.(role|isAdmin)\b/, why: "a decision on the acting user's role" },
  {
    sign: /\bactor\.(userId|adviserId|clientId)\s*[!=]==(?!\s*(null|undefined)\b)|[!=]==\s*actor\.(userId|adviserId|clientId)\b/,
    why: 'a comparison with the acting user (whose record it is)',
  },
  {
    sign: /\b(adviser_id|adviserId|client_id|clientId|user_id|userId)\s*!==(?!\s*(null|undefined)\b)\s*[\w.]+.*throw notFound\(/,
    why: 'an ownership check answering 404',
  },
  { sign: /\bisAdministrator\(/, why: 'deciding who is an administrator' },
];

/** Not gates: where the role or identity of the actor shapes an answer or a record, never whether it is allowed. */
const NOT_GATES: { file: string; line: string; reason: string }[] = [
  {
    file: 'accounts/administrators.ts',
    line: 'export function isAdministrator(',
    reason: 'the definition of an administrator (decision 016) that the gates read through actor.isAdmin',
  },
  {
    file: 'features/auth/auth.service.ts',
    line: 'const isAdmin = isAdministrator(user, ctx.config.adminEmails);',
    reason: 'resolving a session into the actor the gates judge',
  },
  {
    file: 'features/users/users.service.ts',
    line: 'const isAdmin = isAdministrator(user, adminEmails);',
    reason: "the user payload says whether its user is an administrator (the web's navigation)",
  },
  {
    file: 'features/clients/client-activity.service.ts',
    line: "role: isAdministrator({ role: r.actor_role ?? '', email: r.actor_email ?? '' }, adminEmails)",
    reason: 'the activity page names who acted (an administrator, not their stored role)',
  },
  {
    file: 'features/users/users.service.ts',
    line: 'const isOwn = input.userId === actor.userId;',
    reason: "one's own password change needs the current one; the user gate decided who may change it",
  },
  {
    file: 'features/users/email-change.service.ts',
    line: 'if (user.id === actor.userId) {',
    reason: "one's own email change needs the current password; the user gate decided who may change it",
  },
  {
    file: 'features/messages/messages.service.ts',
    line: 'if (!actor.isAdmin) await markRead(',
    reason: 'an administrator looking at a conversation leaves no read receipt; the client gate let them in',
  },
  {
    file: 'features/messages/messages.service.ts',
    line: "if (actor.role === 'client' && !actor.isAdmin) {",
    reason: "which side's unread count to read; each side reads only its own rows",
  },
  {
    file: 'client-events.ts',
    line: "const byClient = actor.role === 'client' && !actor.isAdmin;",
    reason: "a client's timeline records whether the client or their adviser made a change",
  },
];

interface GateSign {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** The gate signs in one source file outside the access module (the error helpers define `forbidden`). */
function findGateSigns(file: string, text: string): GateSign[] {
  if (file.startsWith('access/') || file === 'errors.ts' || file.endsWith('.test.ts')) return [];
  return text.split('\n').flatMap((line, i) =>
    GATE_SIGNS.filter(({ sign }) => sign.test(line)).map(({ why }) => ({
      file,
      line: i + 1,
      text: line.trim(),
      why,
    })),
  );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

const isAllowed = (s: GateSign, a: (typeof NOT_GATES)[number]) => s.file === a.file && s.text.includes(a.line);

describe('gates live only in the access module', () => {
  it('finds a gate written in a service, and leaves the access module and tests alone', () => {
    const service = [
      "if (actor.role === 'client') throw forbidden();",
      'if (row.adviser_id !== adviserId) throw notFound();',
      'if (input.userId === actor.userId) return;',
      'if (type.adviser_id !== null) throw notFound();',
      'if (actor.clientId === null) return [];',
    ].join('\n');
    expect(findGateSigns('features/x/x.service.ts', service).map((s) => [s.line, s.why])).toEqual([
      [1, 'a 403 refusal'],
      [1, "a decision on the acting user's role"],
      [2, 'an ownership check answering 404'],
      [3, 'a comparison with the acting user (whose record it is)'],
    ]);
    expect(findGateSigns('access/roles.ts', service)).toEqual([]);
    expect(findGateSigns('features/x/x.test.ts', service)).toEqual([]);
  });

  it('no gate is written outside apps/server/src/access/', () => {
    const signs = sourceFiles(SRC).flatMap((file) =>
      findGateSigns(file, fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    const gates = signs.filter((s) => !NOT_GATES.some((a) => isAllowed(s, a)));
    expect(gates.map((s) => `${s.file}:${s.line} ${s.why}: ${s.text}`)).toEqual([]);
    const stale = NOT_GATES.filter((a) => !signs.some((s) => isAllowed(s, a)));
    expect(stale.map((a) => `${a.file}: ${a.line}`)).toEqual([]);
  });

  it('the access module imports no feature (it sits below them)', () => {
    const access = sourceFiles(SRC).filter((f) => f.startsWith('access/'));
    const reaching = access.filter((f) => /from '\.\.\/features\//.test(fs.readFileSync(path.join(SRC, f), 'utf8')));
    expect(access.length).toBeGreaterThan(3);
    expect(reaching).toEqual([]);
  });
});
