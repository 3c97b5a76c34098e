import { ApiError, billingEndpoints, healthEndpoints, MESSAGES, usersEndpoints } from '@brokerdesk/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, buildUrl, errorMessage, setUnauthenticatedHandler } from './api-client';
import { markValidated, needsRevalidation, REVALIDATE_MS, setToken } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('api-client', () => {
  it('builds /api URLs and leaves out empty query values', () => {
    expect(buildUrl('broker/list', { query: 'a b', limit: 50, orderBy: undefined, x: '' })).toBe(
      '/api/broker/list?query=a+b&limit=50',
    );
  });

  it('sends the bearer token and turns an error body into an ApiError with its field', async () => {
    setToken('abc');
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: { code: 'validation', message: 'Incorrect password', field: 'currentPassword' } }),
          { status: 400 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const err = await api(usersEndpoints.password, { body: {} as never }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'validation', field: 'currentPassword', status: 400 });
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      Authorization: 'Bearer abc',
    });
  });

  it('withHeaders answers the parsed body and the response headers (the webhook list total)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[{"id":"evt_1"}]', { status: 200, headers: { 'X-Total-Count': '321' } })),
    );
    const { data, headers } = await api.withHeaders(billingEndpoints.webhookList, { query: { limit: 50 } });
    expect(data).toEqual([{ id: 'evt_1' }]);
    expect(headers.get('x-total-count')).toBe('321');
  });

  it('reports a network failure in plain words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api(healthEndpoints.check)).rejects.toMatchObject({
      code: 'unavailable',
      message: MESSAGES.networkError,
    });
  });

  it('calls the unauthenticated handler on a 401 only when a token was sent', async () => {
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await api(usersEndpoints.detail).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    setToken('abc');
    await api(usersEndpoints.detail).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('errorMessage', () => {
  it("shows the server's message for an ApiError and the generic one for anything else", () => {
    expect(errorMessage(new ApiError('conflict', MESSAGES.emailTaken))).toBe(MESSAGES.emailTaken);
    expect(errorMessage(new Error('TypeError: x is undefined'))).toBe(MESSAGES.serverError);
    expect(errorMessage('boom')).toBe(MESSAGES.serverError);
  });
});

describe('session revalidation', () => {
  it('is needed when never checked and again after 180 seconds', () => {
    localStorage.clear();
    markValidated(1_000_000);
    expect(needsRevalidation(1_000_000 + REVALIDATE_MS - 1)).toBe(false);
    expect(needsRevalidation(1_000_000 + REVALIDATE_MS + 1)).toBe(true);
    expect(REVALIDATE_MS).toBe(180_000);
  });
});
