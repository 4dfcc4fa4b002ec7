// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineNetwork } from '@walletdock/core';
import { type LocalStack, startLocalStack } from '@walletdock/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmAdapter } from '../adapter/evm-adapter.js';

let stack: LocalStack;
let proxy: Server;
let proxyUrl: string;
/** Faults the proxy answers before forwarding, consumed in order. */
const faults: { status: number; retryAfter?: string }[] = [];
let served = 0;

beforeAll(async () => {
  stack = await startLocalStack({ accounts: 2 });
  const upstream = stack.chains[0]?.rpcUrl ?? '';
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      served += 1;
      const fault = faults.shift();
      if (fault) {
        res.writeHead(
          fault.status,
          fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter },
        );
        res.end('busy');
        return;
      }
      const answer = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await stack?.stop();
});

describe('the RPC transport', () => {
  it('retries 429 (with Retry-After) and 503 answers, then reads the balance', async () => {
    const local = stack.chains[0];
    if (!local) throw new Error('no chain');
    const network = defineNetwork({
      id: local.chainId,
      name: local.name,
      nativeCurrency: local.nativeCurrency,
      rpcUrls: { default: { http: ['http://127.0.0.1:1/never-used'] } },
    });
    // The endpoint comes from the options, as given (the network's own URL is never contacted).
    const adapter = evmAdapter({ networks: [network], rpcUrls: { [network.caipNetworkId]: proxyUrl } });
    faults.push({ status: 429, retryAfter: '0' }, { status: 503 }, { status: 429, retryAfter: '1' });
    served = 0;
    const started = Date.now();
    const balance = await adapter.getBalance({
      address: stack.accounts[0]?.address ?? '',
      caipNetworkId: network.caipNetworkId,
    });
    expect(balance.symbol).toBe('ETH');
    expect(Number(balance.balance)).toBeGreaterThan(0);
    expect(served).toBe(4); // three faults, then the forwarded request
    expect(Date.now() - started).toBeGreaterThanOrEqual(900); // Retry-After: 1 was honoured
  });

  it('gives up after three retries', async () => {
    const local = stack.chains[0];
    if (!local) throw new Error('no chain');
    const network = defineNetwork({
      id: local.chainId,
      name: local.name,
      nativeCurrency: local.nativeCurrency,
      rpcUrls: { default: { http: [proxyUrl] } },
    });
    const adapter = evmAdapter({ networks: [network] });
    faults.push(...Array.from({ length: 4 }, () => ({ status: 503 })));
    served = 0;
    await expect(adapter.getGasPrice({ caipNetworkId: network.caipNetworkId })).rejects.toThrow(
      /503|HTTP request failed/,
    );
    expect(served).toBe(4);
    faults.length = 0;
  });
});
