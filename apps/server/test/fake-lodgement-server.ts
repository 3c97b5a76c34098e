import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A local stand-in for the lodgement system's HTTP API (docs/lodgement.md), for the tests and for `npm run dev`
 * (`npm run fake-lodgement`, then LODGEMENT_URL=http://127.0.0.1:4010). It is not part of the product.
 *
 * It accepts any username, and any password, API key and API token that do not start with "wrong" unless `accounts`
 * names the one set it accepts; a refused credential answers 401 naming the field. Faults to rehearse with:
 * `faults.failNext` answers 500 to that many requests, `faults.delayMs` slows every answer, `faults.refuseField`
 * answers 422 naming a payload field. A create repeated with the same Idempotency-Key answers the first deal
 * (200), as real aggregator APIs do.
 */
export interface FakeDeal {
  id: string;
  reference: string;
  payload: unknown;
  updates: number;
  documents: { fileName: string; contentType: string; documentType: string; contactRef: string; bytes: number }[];
}

export interface FakeFaults {
  failNext: number;
  delayMs: number;
  refuseField: { field: string; message: string } | null;
}

export interface FakeLodgementServer {
  url: string;
  deals: Map<string, FakeDeal>;
  faults: FakeFaults;
  calls: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

interface Account {
  username?: string;
  password: string;
  apiKey: string;
  apiToken: string;
}

const wrong = (v: unknown) => typeof v !== 'string' || v === '' || v.toLowerCase().startsWith('wrong');

export function buildFakeLodgement(opts: { account?: Account } = {}) {
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 50 * 1024 * 1024 });
  const deals = new Map<string, FakeDeal>();
  const byKey = new Map<string, string>();
  const docKeys = new Set<string>();
  const tokens = new Set<string>();
  const faults: FakeFaults = { failNext: 0, delayMs: 0, refuseField: null };
  const calls: FakeLodgementServer['calls'] = [];
  let seq = 0;

  app.addContentTypeParser('*', (_req, payload, done) => {
    let bytes = 0;
    payload.on('data', (c: Buffer) => {
      bytes += c.length;
    });
    payload.on('end', () => done(null, { bytes }));
    payload.on('error', done);
  });
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/__fake') || req.method === 'GET') return;
    if (faults.delayMs) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (faults.failNext > 0) {
      faults.failNext -= 1;
      return reply.status(500).send({ error: { code: 'internal', message: 'Something broke' } });
    }
  });
  app.addHook('onResponse', async (req, reply) => {
    if (!req.url.startsWith('/__fake')) calls.push({ method: req.method, path: req.url, status: reply.statusCode });
  });
  const authorised = (req: FastifyRequest) =>
    tokens.has(String(req.headers.authorization ?? '').replace('Bearer ', ''));
  const answer = (d: FakeDeal, base: string) => ({ id: d.id, reference: d.reference, url: `${base}/deals/${d.id}` });
  const baseOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

  app.post('/v1/auth/token', async (req, reply) => {
    const body = (req.body ?? {}) as { username?: string; password?: string };
    const given = {
      username: body.username,
      password: body.password,
      api_key: req.headers['x-api-key'],
      api_token: req.headers['x-api-token'],
    };
    const a = opts.account;
    const refused = (['username', 'password', 'api_key', 'api_token'] as const).find((f) => {
      if (!a) return f === 'username' ? !given.username : wrong(given[f]);
      const want = {
        username: a.username ?? given.username,
        password: a.password,
        api_key: a.apiKey,
        api_token: a.apiToken,
      }[f];
      return given[f] !== want;
    });
    if (refused)
      return reply
        .status(401)
        .send({ error: { code: 'invalid_credentials', field: refused, message: `${refused} not accepted` } });
    const token = crypto.randomUUID();
    tokens.add(token);
    return { access_token: token, expires_in: 3600 };
  });

  app.post('/v1/deals', async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send({ error: { code: 'invalid_token', field: 'api_token' } });
    if (faults.refuseField) return reply.status(422).send({ error: { code: 'invalid_field', ...faults.refuseField } });
    const key = String(req.headers['idempotency-key'] ?? '');
    const existing = key ? byKey.get(key) : undefined;
    if (existing) return reply.status(200).send(answer(deals.get(existing) as FakeDeal, baseOf(req)));
    seq += 1;
    const deal: FakeDeal = {
      id: `d${seq}`,
      reference: `MRC-${String(100_000 + seq)}`,
      payload: req.body,
      updates: 0,
      documents: [],
    };
    deals.set(deal.id, deal);
    if (key) byKey.set(key, deal.id);
    return reply.status(201).send(answer(deal, baseOf(req)));
  });

  app.put<{ Params: { id: string } }>('/v1/deals/:id', async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send({ error: { code: 'invalid_token', field: 'api_token' } });
    const deal = deals.get(req.params.id);
    if (!deal) return reply.status(404).send({ error: { code: 'not_found' } });
    if (faults.refuseField) return reply.status(422).send({ error: { code: 'invalid_field', ...faults.refuseField } });
    deal.payload = req.body;
    deal.updates += 1;
    return answer(deal, baseOf(req));
  });

  app.post<{ Params: { id: string } }>('/v1/deals/:id/documents', async (req, reply) => {
    if (!authorised(req)) return reply.status(401).send({ error: { code: 'invalid_token', field: 'api_token' } });
    const deal = deals.get(req.params.id);
    if (!deal) return reply.status(404).send({ error: { code: 'not_found' } });
    const key = String(req.headers['idempotency-key'] ?? '');
    if (key && docKeys.has(key)) return reply.status(200).send({ ok: true });
    if (key) docKeys.add(key);
    deal.documents.push({
      fileName: decodeURIComponent(String(req.headers['x-file-name'] ?? '')),
      contentType: String(req.headers['content-type'] ?? ''),
      documentType: decodeURIComponent(String(req.headers['x-document-type'] ?? '')),
      contactRef: String(req.headers['x-contact-ref'] ?? ''),
      bytes: (req.body as { bytes: number }).bytes,
    });
    return reply.status(201).send({ ok: true });
  });

  // The page the broker's "open in the lodgement system" link shows.
  app.get<{ Params: { id: string } }>('/deals/:id', async (req, reply) => {
    const deal = deals.get(req.params.id);
    if (!deal)
      return reply.status(404).type('text/html').send('<!doctype html><title>Not found</title><h1>No such deal</h1>');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><title>Deal ${deal.reference}</title><main><h1>Deal ${deal.reference}</h1><p>${deal.documents.length} documents</p></main></html>`,
      );
  });

  // For `npm run dev` and the browser tests: set faults from outside.
  app.post('/__fake/faults', async (req) => {
    Object.assign(faults, req.body ?? {});
    return faults;
  });
  app.get('/__fake/deals', async () => [...deals.values()]);

  return { app, deals, faults, calls };
}

export async function startFakeLodgement(
  opts: { port?: number; account?: Account } = {},
): Promise<FakeLodgementServer> {
  const fake = buildFakeLodgement(opts);
  const url = await fake.app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  return { url, deals: fake.deals, faults: fake.faults, calls: fake.calls, close: () => fake.app.close() };
}
