import type { IncomingMessage } from 'node:http';
import { badRequest, ServiceError } from './service-error.js';

/** Largest request body read (the test-only routes' bodies are small). */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * Reads a request body as JSON. An empty body is `undefined`.
 * @throws {ServiceError} 400 for invalid JSON, 413 for a body over `MAX_BODY_BYTES`.
 */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new ServiceError(413, 'body_too_large', `The request body exceeds ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON', 'invalid_json');
  }
}
