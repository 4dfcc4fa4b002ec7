import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRetryingFetch } from './rpc-retry.js';

/** A real HTTP server answering the queued statuses, then 200 with the request's JSON-RPC method. */
let server: Server;
let url: string;
const queue: { status: number; retryAfter?: string }[] = [];
let requests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      requests += 1;
      const next = queue.shift();
      const headers = next?.retryAfter === undefined ? {} : { 'Retry-After': next.retryAfter };
      response.writeHead(next?.status ?? 200, headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  queue.length = 0;
  requests = 0;
});

const rpc = (method: string): RequestInit => ({
  method: 'POST',
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method }),
});

describe('createRetryingFetch (spec §7, §9)', () => {
  it('retries each retryable status with 150/300/600 ms, then passes the answer on', async () => {
    queue.push({ status: 408 }, { status: 413 }, { status: 504 });
    const fetch = createRetryingFetch();
    const started = Date.now();
    const response = await fetch(url, rpc('getBalance'));
    expect(response.status).toBe(200);
    expect(requests).toBe(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1050 - 50);
  });

  it('honours Retry-After (seconds and HTTP date) and gives up after 3 retries with the last answer', async () => {
    queue.push({ status: 429, retryAfter: '0' }, { status: 503, retryAfter: new Date(0).toUTCString() });
    queue.push({ status: 403 }, { status: 403 });
    const response = await createRetryingFetch({ baseDelayMs: 1 })(url, rpc('getSlot'));
    expect(response.status).toBe(403);
    expect(requests).toBe(4);
  });

  it('does not retry other statuses, methods it is told not to, or an aborted request', async () => {
    const fetch = createRetryingFetch({
      baseDelayMs: 1,
      retryMethod: (method) => method !== 'sendTransaction',
    });
    queue.push({ status: 404 });
    expect((await fetch(url, rpc('getBalance'))).status).toBe(404);
    queue.push({ status: 503 });
    expect((await fetch(url, rpc('sendTransaction'))).status).toBe(503);
    const batch = {
      method: 'POST',
      body: JSON.stringify([{ method: 'getSlot' }, { method: 'sendTransaction' }]),
    };
    queue.push({ status: 503 });
    expect((await fetch(url, batch)).status).toBe(503);
    expect(requests).toBe(3);
  });

  it('retries a network failure, then throws it', async () => {
    let calls = 0;
    const failing = createRetryingFetch({
      baseDelayMs: 1,
      fetch: async () => {
        calls += 1;
        throw new TypeError('fetch failed');
      },
    });
    await expect(failing(url)).rejects.toThrow('fetch failed');
    expect(calls).toBe(4);
  });
});
