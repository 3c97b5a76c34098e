import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP fake of the few Stripe endpoints the billing provider calls (docs/decisions/020), for the official SDK
 * pointed at it through STRIPE_API_URL. It keeps objects in memory, honours Idempotency-Key, declines Stripe's
 * documented declining test payment methods, and can be made to fail like an outage. A new subscription pays its first
 * invoice at once; the events Stripe would send meanwhile wait in `events` for a test to deliver to the webhook.
 */

type Obj = Record<string, unknown>;

/** Stripe's form encoding (a[b][0][c]=v) into nested objects; numeric keys become arrays. */
export function parseForm(body: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Obj;
      }
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Obj;
    const keys = Object.keys(o);
    const mapped = Object.fromEntries(keys.map((k) => [k, arrays(o[k])]));
    return keys.length > 0 && keys.every((k) => /^\d+$/.test(k)) ? keys.map((k) => mapped[k]) : mapped;
  };
  return arrays(root) as Obj;
}

const CARDS: Record<string, { brand: string; last4: string; decline?: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: 'Your card was declined.' },
};

export interface StripeFake {
  url: string;
  /** Every request: method and path, for assertions. */
  requests: { method: string; path: string; idempotencyKey?: string }[];
  objects: Map<string, Obj>;
  /** The events Stripe would have sent to the webhook, oldest first (subscriptions created and ended, invoices paid). */
  events: Obj[];
  /** While true every call answers 500 (an outage). */
  down: boolean;
  /** Sets a subscription's fields as if changed at Stripe (for out-of-order webhook tests). */
  setSubscription(id: string, fields: Obj): void;
  close(): Promise<void>;
}

export async function startStripeFake(): Promise<StripeFake> {
  const objects = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const fake: StripeFake = {
    url: '',
    requests: [],
    objects,
    events: [],
    down: false,
    setSubscription(id, fields) {
      objects.set(id, { ...(objects.get(id) ?? {}), ...fields });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const err = (status: number, type: string, message: string, extra: Obj = {}) => ({
    status,
    body: { error: { type, message, ...extra } },
  });
  const notFound = (id: string) =>
    err(404, 'invalid_request_error', `No such object: '${id}'`, { code: 'resource_missing' });

  function subscriptionObject(id: string): Obj {
    return objects.get(id) as Obj;
  }
  function emit(type: string, object: Obj) {
    fake.events.push({ id: newId('evt'), object: 'event', type, created: now(), data: { object: { ...object } } });
  }
  /** The first invoice of a new subscription, paid with the default card, as Stripe's invoice.paid carries it. */
  function paidInvoice(sub: Obj, price: Obj, start: number, end: number): Obj {
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      status: 'paid',
      amount_paid: price.unit_amount,
      status_transitions: { paid_at: start },
      lines: { data: [{ period: { start, end }, pricing: { price_details: { price: price.id } } }] },
    };
    objects.set(invoice.id, invoice);
    return invoice;
  }

  function route(method: string, path: string, params: Obj): { status: number; body: Obj } {
    const seg = path.replace(/^\/v1\//, '').split('/');
    if (seg[0] === 'prices' && method === 'GET') {
      const keys = (params.lookup_keys as string[] | undefined) ?? [];
      const data = [...objects.values()].filter((o) => o.object === 'price' && keys.includes(o.lookup_key as string));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    if (seg[0] === 'prices' && method === 'POST') {
      const price = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        lookup_key: params.lookup_key,
        nickname: params.nickname,
        recurring: params.recurring,
        tax_behavior: params.tax_behavior,
      };
      objects.set(price.id, price);
      return { status: 200, body: price };
    }
    if (seg[0] === 'customers' && method === 'POST' && !seg[1]) {
      const c = {
        id: newId('cus'),
        object: 'customer',
        email: params.email,
        name: params.name,
        invoice_settings: { default_payment_method: null },
      };
      objects.set(c.id, c);
      return { status: 200, body: c };
    }
    if (seg[0] === 'customers' && seg[1]) {
      const c = objects.get(seg[1]);
      if (!c) return notFound(seg[1]);
      if (method === 'POST') {
        const settings = params.invoice_settings as Obj | undefined;
        if (settings) c.invoice_settings = { ...(c.invoice_settings as Obj), ...settings };
      }
      return { status: 200, body: c };
    }
    if (seg[0] === 'setup_intents' && method === 'POST') {
      const id = newId('seti');
      const si = {
        id,
        object: 'setup_intent',
        customer: params.customer,
        client_secret: `${id}_secret_x`,
        status: 'requires_payment_method',
      };
      objects.set(id, si);
      return { status: 200, body: si };
    }
    if (seg[0] === 'payment_methods' && seg[1]) {
      const template = CARDS[seg[1]];
      const stored = objects.get(seg[1]);
      if (seg[2] === 'attach') {
        if (!template) return notFound(seg[1]);
        if (template.decline)
          return err(402, 'card_error', template.decline, { code: 'card_declined', decline_code: 'generic_decline' });
        const pm = {
          id: newId('pm'),
          object: 'payment_method',
          customer: params.customer,
          card: { brand: template.brand, last4: template.last4 },
        };
        objects.set(pm.id, pm);
        return { status: 200, body: pm };
      }
      return stored ? { status: 200, body: stored } : notFound(seg[1]);
    }
    if (seg[0] === 'subscriptions' && method === 'POST' && !seg[1]) {
      const customer = objects.get(params.customer as string);
      if (!customer) return notFound(String(params.customer));
      const pmId = (customer.invoice_settings as Obj).default_payment_method as string | null;
      if (!pmId)
        return err(
          400,
          'invalid_request_error',
          'This customer has no attached payment source or default payment method.',
        );
      const items = params.items as Obj[];
      const price = objects.get(items[0]?.price as string);
      if (!price) return notFound(String(items[0]?.price));
      const start = now();
      const sub = {
        id: newId('sub'),
        object: 'subscription',
        customer: customer.id,
        status: 'active',
        cancel_at_period_end: false,
        ended_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price,
              current_period_start: start,
              current_period_end: start + 30 * 86400,
            },
          ],
        },
      };
      const invoice = paidInvoice(sub, price, start, start + 30 * 86400);
      Object.assign(sub, { latest_invoice: invoice.id });
      objects.set(sub.id, sub);
      emit('customer.subscription.created', sub);
      emit('invoice.paid', invoice);
      return { status: 200, body: sub };
    }
    if (seg[0] === 'subscriptions' && seg[1]) {
      const sub = subscriptionObject(seg[1]);
      if (!sub) return notFound(seg[1]);
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', ended_at: now(), cancel_at_period_end: false });
        emit('customer.subscription.deleted', sub);
      } else if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined)
          sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
        const items = params.items as Obj[] | undefined;
        if (items?.[0]) {
          const price = objects.get(items[0].price as string);
          if (!price) return notFound(String(items[0].price));
          ((sub.items as Obj).data as Obj[])[0] = { ...((sub.items as Obj).data as Obj[])[0], price };
        }
      }
      return { status: 200, body: sub };
    }
    return err(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const key = req.headers['idempotency-key'] as string | undefined;
      fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key });
      const reply = (status: number, payload: Obj) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(payload));
      };
      if (fake.down) return reply(500, { error: { type: 'api_error', message: 'Stripe is having trouble.' } });
      if (key && idempotent.has(key)) {
        const earlier = idempotent.get(key) as { status: number; body: Obj };
        return reply(earlier.status, earlier.body);
      }
      const params = parseForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : body);
      const answer = route(req.method ?? 'GET', url.pathname, params);
      // Stripe replays the first answer as it was sent, not the object as it is now.
      if (key && req.method === 'POST') idempotent.set(key, structuredClone(answer));
      reply(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
