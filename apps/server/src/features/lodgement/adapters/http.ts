import { lodgementFieldRefused, REPORT_LODGEMENT_MESSAGES as M } from '@brokerdesk/contract';
import { fieldLabel } from '../lodgement-payload';
import {
  type LodgementAdapter,
  type LodgementCredentials,
  type LodgementDocument,
  LodgementRefusal,
  LodgementRetryable,
  type LodgementSession,
  type RemoteDeal,
} from './adapter';

/**
 * The HTTP lodgement API, in the style of the aggregator CRMs brokers use (docs/lodgement.md): a token from the
 * broker's username, password, API key and API token; deals created with an Idempotency-Key, updated in place, and
 * documents attached one request each. The base URL is LODGEMENT_URL; nothing else is ever called.
 */
const TIMEOUT_MS = 30_000;

const CREDENTIAL_MESSAGES: Record<string, string> = {
  username: M.lodgementBadUsername,
  password: M.lodgementBadPassword,
  api_key: M.lodgementBadApiKey,
  api_token: M.lodgementBadApiToken,
};

interface ErrorBody {
  error?: { code?: string; field?: string; message?: string };
}

async function readError(res: Response): Promise<ErrorBody['error']> {
  try {
    return ((await res.json()) as ErrorBody).error ?? {};
  } catch {
    return {};
  }
}

/** The answer's refusal in plain words, or a retry for what may pass next time. */
async function failure(res: Response): Promise<Error> {
  if (res.status >= 500 || res.status === 429 || res.status === 408) {
    return new LodgementRetryable(`lodgement system answered ${res.status}`);
  }
  const err = await readError(res);
  if (res.status === 401) {
    return new LodgementRefusal('credentials', CREDENTIAL_MESSAGES[err?.field ?? ''] ?? M.lodgementBadPassword);
  }
  if (res.status === 403) return new LodgementRefusal('forbidden', M.lodgementForbidden);
  if (res.status === 422 && err?.field) {
    return new LodgementRefusal('field', lodgementFieldRefused(fieldLabel(err.field), err.message ?? 'not accepted'));
  }
  return new LodgementRefusal('refused', `The lodgement system refused the upload (${res.status}).`);
}

export function httpLodgementAdapter(baseUrl: string): LodgementAdapter {
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch (err) {
      // The network, DNS, a refused connection or the timeout: none says the data is wrong.
      throw new LodgementRetryable(`lodgement system unreachable: ${(err as Error).name}`);
    }
    if (!res.ok) throw await failure(res);
    return res;
  };
  const deal = async (res: Response): Promise<RemoteDeal> => {
    const body = (await res.json()) as { id: string; reference: string; url?: string };
    return { id: String(body.id), reference: String(body.reference), url: body.url ?? null };
  };

  return {
    target: 'http',
    async open(c: LodgementCredentials): Promise<LodgementSession> {
      const res = await call('/v1/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': c.apiKey, 'x-api-token': c.apiToken },
        body: JSON.stringify({ username: c.username, password: c.password }),
      });
      const { access_token: token } = (await res.json()) as { access_token: string };
      const auth = { authorization: `Bearer ${token}`, 'x-api-key': c.apiKey };
      const json = { ...auth, 'content-type': 'application/json' };
      return {
        async createDeal(payload, key) {
          const headers = { ...json, 'idempotency-key': key };
          return deal(await call('/v1/deals', { method: 'POST', headers, body: JSON.stringify(payload) }));
        },
        async updateDeal(id, payload) {
          return deal(
            await call(`/v1/deals/${encodeURIComponent(id)}`, {
              method: 'PUT',
              headers: json,
              body: JSON.stringify(payload),
            }),
          );
        },
        async attachDocument(id, doc: LodgementDocument, key) {
          await call(`/v1/deals/${encodeURIComponent(id)}/documents`, {
            method: 'POST',
            headers: {
              ...auth,
              'idempotency-key': key,
              'content-type': doc.contentType,
              'content-length': String(doc.size),
              'x-file-name': encodeURIComponent(doc.fileName),
              'x-document-type': encodeURIComponent(doc.documentType),
              'x-contact-ref': doc.contactRef,
            },
            // Streamed from storage: a document is never held whole in memory.
            body: doc.body as unknown as RequestInit['body'],
            duplex: 'half',
          } as RequestInit);
        },
      };
    },
  };
}
