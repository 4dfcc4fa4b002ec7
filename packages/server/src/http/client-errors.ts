import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

type ClientError = Error & { code?: string };

/** The status, code and message answered for an HTTP protocol error of Node's parser. */
function answerOf(error: ClientError): { status: number; reason: string; code: string; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        code: 'headers_too_large',
        message: 'The request headers are too large',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        code: 'request_timeout',
        message: 'The request was not received in time',
      };
    default:
      return {
        status: 400,
        reason: 'Bad Request',
        code: 'invalid_request',
        message: 'The request is not valid HTTP/1.1',
      };
  }
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError`: a request its HTTP parser refused, before any route):
 * answers in the contract's error body — 431 `headers_too_large` for headers over Node's limit, 408
 * `request_timeout`, else 400 `invalid_request` (e.g. both `Content-Length` and `Transfer-Encoding`) — with
 * `Connection: close`, then closes the connection.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = answerOf(error);
  const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
  // Nothing was sent on this connection for the refused request: a response in flight would be corrupted.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent === true) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      `X-Request-Id: ${randomUUID()}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}
