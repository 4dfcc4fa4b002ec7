import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the server reads: a sign-in message and its signature are far smaller. */
export const MAX_BODY_BYTES = 16 * 1024;

/** A refusal with its HTTP status and a stable `code` (the body is `{ error: { code, message } }`). */
export class SiwxHttpError extends Error {
  override name = 'SiwxHttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The JSON body of a request.
 * @throws {SiwxHttpError} 413 over `MAX_BODY_BYTES` (without reading the rest), 415 when it is not
 *   JSON, 400 when it does not parse.
 */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type))
    throw new SiwxHttpError(415, 'unsupported_media_type', 'The body must be application/json');
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new SiwxHttpError(400, 'invalid_json', 'The body is not valid JSON');
  }
}

const tooLarge = () =>
  new SiwxHttpError(413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes`);

/** Sends a JSON answer (or an empty one for 204). */
export function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.writeHead(status).end(JSON.stringify(body));
}

/** CORS for an allowed origin: that origin only, with credentials (cookies). */
export function allowOrigin(response: ServerResponse, origin: string): void {
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader('Vary', 'Origin');
}
