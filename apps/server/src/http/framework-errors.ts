import http from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, MESSAGES } from '@brokerdesk/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';

/*
 * Failures fastify and Node answer before any route or error handler runs, put in the product's error shape
 * (docs/engineering-guide.md §3 rule 4): a URL that does not decode, a path parameter over fastify's maxParamLength,
 * and what the HTTP parser refuses (headers over Node's limit, a malformed request, a client too slow to send one).
 */

/** fastify's `frameworkErrors` option: FST_ERR_BAD_URL and FST_ERR_MAX_PARAM_LENGTH reach here. */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const requestId = String(request.id);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorBody('too_large', MESSAGES.invalidRequest, requestId));
    return;
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(errorBody('validation', MESSAGES.invalidRequest, requestId));
    return;
  }
  request.log.error({ err }, 'request failed');
  void reply.status(500).send(errorBody('internal', MESSAGES.serverError, requestId));
}

/**
 * fastify's `clientErrorHandler` option, called for Node's 'clientError' event: there is no request object, only
 * the socket, so the answer is written by hand as Node's own would be.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let code: ErrorCode = 'validation';
  let message: string = MESSAGES.invalidRequest;
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    code = 'too_large';
    message = MESSAGES.requestHeadersTooLarge;
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
  }
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
