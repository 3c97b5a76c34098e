import {
  APPLICANT_FIELDS,
  BROKER_SAVE_KEYS,
  ITEM_FIELDS,
  PLANNER_SAVE_KEYS,
  SECTION_FIELDS,
  USER_ACCOUNT_KEYS,
} from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../use-test-app';
import { type Operation, openApiPath, operationsOf, servedRoutes } from './operations';
import { explain, fault, type Input, multipartJunk, RAW_BODIES, requestCount, send } from './requests';
import {
  isTextField,
  type JsonSchema,
  jsonJunk,
  LONG_TEXT,
  MEGABYTE,
  MISSING,
  PROTO_OBJECTS,
  Prng,
  sample,
  textJunk,
  UNSTORABLE_TEXTS,
} from './values';
import { makeWorld, ROLES, type Role, type World } from './world';

/**
 * The OpenAPI fuzz, run in shards (one test file each, so they run side by side and each stays well inside its
 * timeout as operations are added). Every operation of the OpenAPI document, as a role that can reach it, with each parameter and body field in
 * turn swapped for hostile values (wrong types, nulls, NUL and lone surrogates, 1 MB strings, prototype keys,
 * huge numbers), then hostile bodies whole, then every autosave key with unstorable text. No answer may be a 5xx,
 * every failure must be in the error shape, and unstorable text must never be accepted
 * (docs/decisions/015-input-boundary.md). Operations added later are fuzzed because they are in the document.
 * Seeded: a failure is replayed by running the test again.
 */
export function defineFuzzSuite(shard: number, shards: number): void {
  const rng = new Prng(15 + shard);

  // The geocoder would call out to the internet: point it at a closed local port (it answers null then).
  const t = useTestApp({ env: { GEOCODER_URL: 'http://127.0.0.1:9/search' } });
  /** Every operation of the document (the route check) and this shard's share of them (the fuzz). */
  let everyOperation: Operation[];
  let operations: Operation[];
  const failures: string[] = [];
  /** Operations whose valid input succeeded for some role: the fuzz gets past validation on those. */
  let reached = 0;

  beforeAll(async () => {
    everyOperation = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    operations = everyOperation.filter((_, i) => i % shards === shard);
  });

  /** The autosave keys an operation takes, from the contract's registries and key lists. */
  function saveKeys(path: string): readonly string[] {
    const keysOf = (registry: object) => Object.keys(registry);
    const byPath: [RegExp, readonly string[]][] = [
      [/^\/api\/broker\/save$/, BROKER_SAVE_KEYS],
      [/^\/api\/planner\/save$/, PLANNER_SAVE_KEYS],
      [/user\/account$/, USER_ACCOUNT_KEYS],
      [/edit-person$/, keysOf(APPLICANT_FIELDS.person)],
      [/edit-company$/, [...keysOf(APPLICANT_FIELDS.company), ...keysOf(APPLICANT_FIELDS.trust)]],
      [/^\/api\/address\//, keysOf(ITEM_FIELDS.address)],
      [/^\/api\/employment\//, keysOf(ITEM_FIELDS.employment)],
      [/^\/api\/other-income\//, keysOf(ITEM_FIELDS.other_income)],
      [/^\/api\/third-party\//, keysOf(ITEM_FIELDS.third_party)],
      [/asset\/save$/, keysOf(ITEM_FIELDS.asset)],
      [/liability\/save$/, keysOf(ITEM_FIELDS.liability)],
      [/requirement\/save$/, keysOf(SECTION_FIELDS.requirement)],
      [/expense\/save$/, keysOf(SECTION_FIELDS.expense)],
      [/risk-profile\/save$/, keysOf(SECTION_FIELDS.risk_profile)],
    ];
    // An autosave added later gets every key the contract knows.
    const keys = byPath.find(([re]) => re.test(path))?.[1] ?? byPath.flatMap(([, k]) => k);
    return [...keys, '__proto__', 'constructor', 'prototype', 'toString'];
  }

  /** Every name the document gives a field, for the routes that describe no body of their own. */
  const fieldNames = () =>
    new Set(
      everyOperation.flatMap((op) => [...op.params.map((p) => p.name), ...Object.keys(op.body?.properties ?? {})]),
    );

  /** A valid input: required fields sampled from their schemas, references (ids) from the world. */
  function baseline(op: Operation, world: World): Input {
    const idFor = (name: string) => world.idFor(name, op.path);
    const input: Input = { path: {}, query: {} };
    for (const p of op.params) {
      if (p.required || idFor(p.name) !== undefined) {
        (p.in === 'path' ? input.path : input.query)[p.name] = sample(p.schema, p.name, idFor);
      }
    }
    if (op.body) input.body = sample(op.body, '', idFor);
    else if (op.method !== 'GET') {
      input.body = Object.fromEntries(
        [...fieldNames()].flatMap((n) => (idFor(n) === undefined ? [] : [[n, idFor(n)]])),
      );
    }
    return input;
  }

  const rank = (status: number) => (status < 300 ? 0 : status === 400 || status === 409 ? 1 : status === 404 ? 2 : 3);

  /** The world operations act on; replaced after any operation that may have changed it. */
  let world: World | undefined;
  let worldIsSpent = true;

  /**
   * The role whose valid input gets furthest: a success, else a refusal of the input over one of the caller. A
   * write that succeeded has changed its world, so the fuzzing of that operation gets a fresh one.
   */
  async function chooseRole(op: Operation): Promise<{ role: Role; world: World }> {
    if (!world || worldIsSpent) world = await makeWorld(t);
    worldIsSpent = op.method !== 'GET';
    let best = { role: ROLES[0] as Role, rank: 9 };
    for (const role of ROLES) {
      const r = rank((await send(t.app, op, world.tokens[role], baseline(op, world))).statusCode);
      if (r < best.rank) best = { role, rank: r };
      if (r === 0) break;
    }
    if (best.rank === 0) reached += 1;
    if (best.rank === 0 && op.method !== 'GET') world = await makeWorld(t);
    return { role: best.role, world };
  }

  /** Body fields one and two levels down, each with its schema (a union's first alternative). */
  function bodyFields(schema: JsonSchema, prefix: string[] = [], depth = 0): { path: string[]; schema: JsonSchema }[] {
    const s = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
    return Object.entries(s.properties ?? {}).flatMap(([name, child]) => [
      { path: [...prefix, name], schema: child },
      ...(depth < 1 ? bodyFields(child, [...prefix, name], depth + 1) : []),
    ]);
  }

  function withField(body: unknown, path: string[], value: unknown): unknown {
    const copy = structuredClone(body ?? {}) as Record<string, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = path[path.length - 1] as string;
    if (value === MISSING) delete node[last];
    else node[last] = value;
    return copy;
  }

  async function fuzzOperation(op: Operation): Promise<void> {
    const { role, world } = await chooseRole(op);
    const base = baseline(op, world);
    const run = async (input: Input, mustRefuse = false) => {
      const problem = fault(await send(t.app, op, world.tokens[role], input), mustRefuse);
      if (problem) failures.push(`${problem}\n    ${explain(op, role, input)}`);
    };

    for (const [i, p] of op.params.entries()) {
      const place = p.in === 'path' ? 'path' : 'query';
      // A URL cannot carry a lone surrogate; NUL it can.
      const mustRefuse = (junk: unknown) =>
        isTextField(p.schema) && typeof junk === 'string' && junk.includes('\u0000');
      for (const junk of i === 0 ? [...textJunk(rng), MEGABYTE] : textJunk(rng)) {
        await run({ ...base, [place]: { ...base[place], [p.name]: junk } }, mustRefuse(junk));
      }
    }
    const protoQuery = JSON.parse('{"__proto__":"x","constructor":"x","prototype":"x","__proto__[isAdmin]":"true"}');
    await run({ ...base, query: { ...base.query, ...protoQuery } });
    if (op.method === 'GET') return;

    const fields = op.body ? bodyFields(op.body) : [{ path: ['fuzz'], schema: {} }];
    for (const [i, field] of fields.entries()) {
      // Once per operation, a string just under the 1 MB body limit, so it reaches validation.
      for (const junk of i === 0 ? [...jsonJunk(rng), MEGABYTE.slice(0, 1_040_000)] : jsonJunk(rng)) {
        const mustRefuse = isTextField(field.schema) && UNSTORABLE_TEXTS.includes(junk as string);
        await run({ ...base, body: withField(base.body, field.path, junk) }, mustRefuse);
      }
    }
    for (const proto of PROTO_OBJECTS) await run({ ...base, body: { ...(proto as object), ...(base.body as object) } });
    for (const raw of RAW_BODIES) await run({ ...base, body: undefined, raw });
    // Routes that describe no JSON body (uploads, deletes that read query or body) get every form; others two.
    const forms = multipartJunk((name) => String(world.idFor(name, op.path)));
    for (const raw of op.body ? forms.slice(-2) : forms) await run({ ...base, body: undefined, raw });

    const props = op.body?.properties ?? {};
    if (!('key' in props && 'value' in props)) return;
    for (const key of saveKeys(op.path)) {
      const other = rng.pick([LONG_TEXT, 1e308, -1, 2_147_483_648, PROTO_OBJECTS[0], [], true, 'Fuzz text']);
      for (const value of [rng.pick(UNSTORABLE_TEXTS), rng.pick(UNSTORABLE_TEXTS), other]) {
        await run(
          { ...base, body: { ...(base.body as object), key, value } },
          UNSTORABLE_TEXTS.includes(value as string),
        );
      }
    }
    const every = saveKeys(op.path)
      .slice(0, 100)
      .map((key) => ({ key, value: 'a\u0000' }));
    await run({ ...base, body: { ...(base.body as object), keyValueArr: every } }, true);
  }

  describe(`OpenAPI fuzz ${shard + 1}/${shards}`, () => {
    // The first shard also checks that the document lists every route the app serves.
    if (shard === 0) {
      it('finds every route the app serves in the document', () => {
        const documented = new Set(everyOperation.map((op) => `${op.method} ${op.path}`));
        const undocumented = servedRoutes(t.app)
          .filter((r) => r.path.startsWith('/api/') && r.method !== 'HEAD' && r.path !== '/api/openapi.json')
          .map((r) => `${r.method} ${openApiPath(r.path)}`)
          .filter((r) => !documented.has(r));
        expect(undocumented).toEqual([]);
        expect(everyOperation.length).toBeGreaterThan(100);
      });
    }

    it('answers hostile input to every operation with a 4xx in the error shape', async () => {
      const started = Date.now();
      for (const op of operations) await fuzzOperation(op);
      console.log(
        `OpenAPI fuzz ${shard + 1}/${shards}: ${requestCount()} requests to ${operations.length} operations (${reached} with a valid ` +
          `input that succeeded) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
      expect(reached).toBeGreaterThan(operations.length / 2);
    }, 600_000);
  });
}
