import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { ServiceError } from '../errors.js';

/** A decoding stream as Fastify's body reader expects it: `receivedEncodedLength` is checked against the limit. */
type DecodedBody = Readable & { receivedEncodedLength: number };

const DECODERS = { gzip: createGunzip, deflate: createInflate } as const;

/**
 * A route's `preParsing` hook that decodes a `Content-Encoding: gzip` or `deflate` body (`identity` or none:
 * as it is); any other encoding is 415 `unsupported_encoding`. The body limit applies to the decoded bytes (a
 * small body that inflates past it, a zip bomb, is 413 `body_too_large`; decoding stops there), and a body
 * that is not valid in its encoding is 400 `invalid_encoding`.
 */
export function decodeContentEncoding(bodyLimit: number): preParsingAsyncHookHandler {
  return async (request: FastifyRequest, _reply, payload) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding === undefined || encoding === '' || encoding === 'identity') return payload;
    const decoder = Object.hasOwn(DECODERS, encoding)
      ? DECODERS[encoding as keyof typeof DECODERS]
      : undefined;
    if (decoder === undefined) {
      throw new ServiceError(
        415,
        'unsupported_encoding',
        'Content-Encoding must be gzip, deflate or identity',
      );
    }
    const name = encoding === 'deflate' ? 'deflate' : 'gzip';
    const raw = payload as IncomingMessage;
    const inflate = decoder();
    const output = new PassThrough();
    const body = output as unknown as DecodedBody;
    body.receivedEncodedLength = 0;
    let decodedLength = 0;
    raw.on('data', (chunk: Buffer) => {
      body.receivedEncodedLength += chunk.length;
    });
    inflate.on('data', (chunk: Buffer) => {
      decodedLength += chunk.length;
      // Fastify refuses the body (413) on this chunk; inflate no more of it.
      if (decodedLength > bodyLimit) {
        raw.unpipe(inflate);
        inflate.destroy();
      }
    });
    // Not valid in its encoding (not gzip, truncated): 400 invalid_encoding.
    inflate.on('error', () =>
      body.destroy(new ServiceError(400, 'invalid_encoding', `The request body is not valid ${name}`)),
    );
    raw.pipe(inflate).pipe(output);
    return body;
  };
}
