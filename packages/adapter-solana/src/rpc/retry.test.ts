// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CaipNetwork, defineNetwork } from '@walletdock/core';
import { type RunningSolanaChain, startSolanaChain } from '@walletdock/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solanaAdapter } from '../adapter/solana-adapter.js';

/**
 * Spec §7/§9 for Solana RPC reads: HTTP 403, 408, 413, 429, 500, 502, 503, 504 are retried 3 times (150 ms
 * exponential) with Retry-After honoured. A real HTTP server in front of the LiteSVM chain answers the faults
 * queued by a test, then forwards to the chain.
 */
let chain: RunningSolanaChain;
let network: CaipNetwork;
let front: Server;
let frontUrl: string;
const faults: { status: number; retryAfter?: string }[] = [];
const methods: string[] = [];

beforeAll(async () => {
  chain = await startSolanaChain({ accounts: 1 });
  network = defineNetwork({
    id: chain.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: ['http://127.0.0.1:1/never-used'] } },
    testnet: true,
  });
  front = createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', async () => {
      const text = Buffer.concat(body).toString('utf8');
      methods.push(String((JSON.parse(text) as { method?: unknown }).method));
      const fault = faults.shift();
      if (fault) {
        const headers = fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
        response.writeHead(fault.status, headers).end('unavailable');
        return;
      }
      const upstream = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      response.writeHead(upstream.status, { 'content-type': 'application/json' });
      response.end(await upstream.text());
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => front?.close(resolve));
  await chain?.stop();
});

beforeEach(() => {
  faults.length = 0;
  methods.length = 0;
});

const adapterOnFront = () =>
  solanaAdapter({ networks: [network], rpcUrls: { [network.caipNetworkId]: frontUrl } });

describe('Solana RPC reads', () => {
  it('retry 503 and 429 (Retry-After: 1 honoured), then read the balance', async () => {
    faults.push({ status: 503 }, { status: 429, retryAfter: '1' }, { status: 502 });
    const started = Date.now();
    const balance = await adapterOnFront().getBalance({
      address: chain.accounts[0]?.publicKey ?? '',
      caipNetworkId: network.caipNetworkId,
    });
    expect(balance.symbol).toBe(chain.nativeCurrency.symbol);
    expect(Number(balance.balance)).toBeGreaterThan(0);
    expect(methods).toEqual(['getBalance', 'getBalance', 'getBalance', 'getBalance']);
    // 150 ms, then the server's 1 s, then 600 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1700);
  });

  it('give up after three retries with the last answer', async () => {
    faults.push(...Array.from({ length: 4 }, () => ({ status: 500 })));
    await expect(
      adapterOnFront().getBalance({
        address: chain.accounts[0]?.publicKey ?? '',
        caipNetworkId: network.caipNetworkId,
      }),
    ).rejects.toThrow(/500/);
    expect(methods).toHaveLength(4);
  });

  it('do not retry a status outside the list', async () => {
    faults.push({ status: 404 });
    await expect(
      adapterOnFront().getBalance({
        address: chain.accounts[0]?.publicKey ?? '',
        caipNetworkId: network.caipNetworkId,
      }),
    ).rejects.toThrow(/404/);
    expect(methods).toHaveLength(1);
  });
});
