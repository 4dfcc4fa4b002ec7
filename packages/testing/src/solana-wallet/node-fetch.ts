import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The part of a fetch `Response` web3.js's `Connection` reads. */
export type MinimalResponse = { ok: boolean; status: number; statusText: string; text(): Promise<string> };

/**
 * A minimal `fetch` over node:http(s) for the wallet's `Connection`: the test wallet is the wallet (an extension,
 * not the page), so its RPC calls must not go through a DOM's `fetch` — under happy-dom that one applies the
 * page's CORS rules and is aborted at the environment's teardown.
 */
export function nodeFetch(
  input: string | URL | { url: string },
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<MinimalResponse> {
  const url = new URL(typeof input === 'object' && 'url' in input ? input.url : String(input));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const body = typeof init.body === 'string' ? init.body : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          ok: status >= 200 && status < 300,
          status,
          statusText: incoming.statusMessage ?? '',
          text: () => Promise.resolve(text),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
