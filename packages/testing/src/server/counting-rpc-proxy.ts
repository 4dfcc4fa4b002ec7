import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JSON-RPC call as the proxy saw it. */
export type SeenRpcCall = { method: string; params: unknown[] };

/** A loopback HTTP proxy in front of a JSON-RPC node that records each request (a batch is one request). */
export type CountingRpcProxy = {
  url: string;
  /** The requests received, each the list of its JSON-RPC calls (one for a single call, n for a batch). */
  readonly requests: SeenRpcCall[][];
  /** Forgets the recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

/**
 * Starts a proxy that forwards every JSON-RPC request to `target` and records it, so that a test can count
 * what a client sent to the node (e.g. that balances are read with one Multicall3 `eth_call`).
 */
export async function startCountingRpcProxy(target: string): Promise<CountingRpcProxy> {
  const requests: SeenRpcCall[][] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      const parsed = JSON.parse(body) as SeenRpcCall | SeenRpcCall[];
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      requests.push(calls.map(({ method, params }) => ({ method, params })));
    } catch {
      requests.push([]);
    }
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(await answer.text());
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reset: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
