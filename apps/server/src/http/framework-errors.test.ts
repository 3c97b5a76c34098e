import net from 'node:net';
import { ApiErrorBodySchema, MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

/**
 * What fastify and Node refuse before a route runs answers in the product's error shape, seen through a real
 * socket: app.inject never meets Node's HTTP parser, where oversized headers are refused (431).
 */
const t = useTestApp();
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

/** Sends bytes as written and reads the whole answer (the server closes the connection after it). */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (path: string, extra = '') =>
  raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);
const post = (path: string, type: string, body: string) =>
  raw(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );

function errorOf(body: string) {
  return ApiErrorBodySchema.parse(JSON.parse(body)).error;
}

describe("fastify's and Node's own refusals", () => {
  it('a URL escape that does not decode: 400', async () => {
    const res = await get('/api/clients/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'validation', message: MESSAGES.invalidRequest });
  });

  it('a path parameter over the length fastify routes: 414', async () => {
    const res = await get(`/api/mailbox/${'9'.repeat(500)}`);
    expect(res.status).toBe(414);
    expect(errorOf(res.body)).toMatchObject({ code: 'too_large', message: MESSAGES.invalidRequest });
  });

  it('a body that is not JSON: 400, without quoting the body back', async () => {
    const res = await post('/api/auth/login', 'application/json', '{"email": "a@b.co", "password": secret-body');
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'validation', message: MESSAGES.invalidRequest });
    expect(res.body).not.toContain('secret-body');
  });

  it('a content type no route reads: 415', async () => {
    const res = await post('/api/auth/login', 'application/xml', '<login/>');
    expect(res.status).toBe(415);
    expect(errorOf(res.body).code).toBe('unsupported_media_type');
  });

  it('headers over the limit: 431, answered by the server before fastify', async () => {
    const res = await get('/api/health', `X-Big: ${'a'.repeat(20_000)}\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(errorOf(res.body)).toMatchObject({ code: 'too_large', message: MESSAGES.requestHeadersTooLarge });
  });

  it('a request the HTTP parser cannot read: 400', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'validation', message: MESSAGES.invalidRequest });
  });

  it('still answers a normal request on the same server', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
  });
});
