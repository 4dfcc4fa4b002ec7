import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBlockchainApiClient, type HistoryItem } from '@walletdock/core';
import { createServer, type WalletDockServer } from '@walletdock/server';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  formatEther,
  formatUnits,
  type Hex,
  http,
  parseEther,
  parseGwei,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, type LocalStack, startLocalStack, toViemChain } from '../index.js';

/** What the test sent: one transfer per transaction. */
type Sent = { hash: Hex; kind: 'native' | 'dock' | 'nft'; direction: 'in' | 'out'; amount: string };

let stack: LocalStack;
let chain: LocalChain;
let rpc: CountingProxy;
const subject = privateKeyToAccount(generatePrivateKey());
const sent: Sent[] = [];

/** A JSON-RPC proxy in front of anvil that records the blocks the server reads. */
type CountingProxy = { url: string; blocksRead: number[]; stop(): Promise<void> };

async function countingProxy(target: string): Promise<CountingProxy> {
  const blocksRead: number[] = [];
  const server: Server = createHttpServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const calls = [JSON.parse(body)].flat() as { method: string; params?: unknown[] }[];
    for (const call of calls) {
      if (call.method === 'eth_getBlockByNumber') blocksRead.push(Number(call.params?.[0]));
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    blocksRead,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

beforeAll(async () => {
  stack = await startLocalStack({ chainIds: [31337], siwx: false });
  const first = stack.chains[0];
  if (first === undefined) throw new Error('no chain');
  chain = first;
  rpc = await countingProxy(chain.rpcUrl);
}, 120_000);
afterAll(async () => {
  await rpc?.stop();
  await stack?.stop();
});

/**
 * Sends `count` transfers in blocks of up to 25 (anvil's automine off, then one `evm_mine` per batch): ETH and
 * DOCK from two dev accounts to the subject, ETH from the subject back, and NFTs between dev account 0 and
 * the subject.
 */
async function generateTransfers(count: number): Promise<void> {
  const viemChain = toViemChain(chain);
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const testClient = createTestClient({ chain: viemChain, mode: 'anvil', transport: http(chain.rpcUrl) });
  const dev = (index: number) => {
    const account = stack.accounts[index];
    if (account === undefined) throw new Error(`no dev account ${index}`);
    return privateKeyToAccount(account.privateKey);
  };
  const [nftOwner, ethSender, dockSender] = [dev(0), dev(2), dev(3)];
  const nonces = new Map<Address, number>();
  const send = async (
    from: typeof subject,
    to: Address,
    value: bigint,
    data: Hex | undefined,
    gas: bigint,
  ) => {
    const nonce =
      nonces.get(from.address) ??
      (await publicClient.getTransactionCount({ address: from.address, blockTag: 'pending' }));
    nonces.set(from.address, nonce + 1);
    const wallet = createWalletClient({ account: from, chain: viemChain, transport: http(chain.rpcUrl) });
    return wallet.sendTransaction({ to, value, data, gas, nonce, type: 'legacy', gasPrice: parseGwei('5') });
  };
  if ((await publicClient.getBalance({ address: subject.address })) === 0n) {
    const hash = await send(ethSender, subject.address, parseEther('10'), undefined, 21_000n);
    await publicClient.waitForTransactionReceipt({ hash });
    sent.push({ hash, kind: 'native', direction: 'in', amount: '10' });
    count -= 1;
  }
  await testClient.setAutomine(false);
  try {
    let nftsHere = sent.filter((each) => each.kind === 'nft').length % 2 === 1;
    for (let n = 0; n < count; n++) {
      const kind = n % 8 === 7 ? 'nft' : n % 3 === 0 ? 'native-in' : n % 3 === 1 ? 'dock' : 'native-out';
      const amount = BigInt(n + 1) * 10n ** 15n;
      if (kind === 'native-in') {
        sent.push({
          hash: await send(ethSender, subject.address, amount, undefined, 21_000n),
          kind: 'native',
          direction: 'in',
          amount: formatEther(amount),
        });
      } else if (kind === 'native-out') {
        sent.push({
          hash: await send(subject, ethSender.address, amount, undefined, 21_000n),
          kind: 'native',
          direction: 'out',
          amount: formatEther(amount),
        });
      } else if (kind === 'dock') {
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [subject.address, amount],
        });
        sent.push({
          hash: await send(dockSender, chain.contracts.dockToken, 0n, data, 100_000n),
          kind: 'dock',
          direction: 'in',
          amount: formatUnits(amount, 18),
        });
      } else {
        // NFT #1 goes to the subject and back, so that both directions are in the history.
        const [from, to] = nftsHere ? [subject, nftOwner] : [nftOwner, subject];
        const data = encodeFunctionData({
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [from.address, to.address, 1n],
        });
        sent.push({
          hash: await send(from, chain.contracts.testNft, 0n, data, 150_000n),
          kind: 'nft',
          direction: nftsHere ? 'out' : 'in',
          amount: '1',
        });
        nftsHere = !nftsHere;
        // The next NFT move must see this one mined (same token).
        await testClient.mine({ blocks: 1 });
      }
      if (n % 25 === 24) await testClient.mine({ blocks: 1 });
    }
    await testClient.mine({ blocks: 1 });
  } finally {
    await testClient.setAutomine(true);
  }
  const receipts = await Promise.all(sent.map(({ hash }) => publicClient.getTransactionReceipt({ hash })));
  expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true);
}

/** The order the history must have: the chain's own, newest first. */
async function newestFirst(): Promise<Sent[]> {
  const publicClient = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) });
  const positioned = await Promise.all(
    sent.map(async (each) => {
      const receipt = await publicClient.getTransactionReceipt({ hash: each.hash });
      return { each, block: Number(receipt.blockNumber), index: receipt.transactionIndex };
    }),
  );
  return positioned.sort((a, b) => b.block - a.block || b.index - a.index).map(({ each }) => each);
}

async function startServer(dataDir: string): Promise<{ server: WalletDockServer; url: string }> {
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir,
    projects: [{ id: 'history-test', name: 'History test', allowedOrigins: ['*'], analytics: false }],
    chains: [
      {
        id: chain.caipNetworkId,
        name: chain.name,
        rpcUrl: rpc.url,
        nativeCurrency: chain.nativeCurrency,
        history: { kind: 'builtin', startBlock: 0, maxBlockRange: 40 },
      },
    ],
  });
  return { server, url: await server.listen() };
}

/** Every page of the subject's history through the SDK's client (which validates each response). */
async function everyPage(url: string): Promise<HistoryItem[]> {
  const client = createBlockchainApiClient({ baseUrl: url, projectId: 'history-test', timeoutMs: 60_000 });
  const items: HistoryItem[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await client.getHistory({
      account: subject.address,
      chainId: chain.caipNetworkId,
      ...(cursor === undefined ? {} : { cursor }),
    });
    expect(page.data.length).toBeLessThanOrEqual(20);
    items.push(...page.data);
    if (page.next === null) return items;
    cursor = page.next;
  }
  throw new Error('the history did not end');
}

function expectExactly(items: readonly HistoryItem[], expected: readonly Sent[]): void {
  expect(items.map((item) => item.metadata.hash)).toEqual(expected.map((each) => each.hash));
  items.forEach((item, index) => {
    const want = expected[index] as Sent;
    expect(item.metadata).toMatchObject({ status: 'confirmed', chain: chain.caipNetworkId });
    expect(item.transfers).toHaveLength(1);
    const [transfer] = item.transfers;
    expect(transfer?.direction).toBe(want.direction);
    expect(transfer?.quantity.numeric).toBe(want.amount);
    if (want.kind === 'nft') expect(transfer?.nft_info?.name).toBe('Dock Test NFT #1');
    else
      expect(transfer?.fungible_info?.symbol).toBe(
        want.kind === 'dock' ? 'DOCK' : chain.nativeCurrency.symbol,
      );
  });
}

describe('@walletdock/server: the built-in history indexer on anvil', () => {
  it('returns exactly the 200 generated transfers, newest first, paged with the cursor, and resumes after a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'walletdock-history-'));
    try {
      await generateTransfers(150);
      const first = await startServer(dataDir);
      try {
        expectExactly(await everyPage(first.url), await newestFirst());
      } finally {
        await first.server.close();
      }
      const indexedTo = Math.max(...rpc.blocksRead);
      expect(new Set(rpc.blocksRead).size).toBe(rpc.blocksRead.length); // each block read once

      await generateTransfers(50);
      expect(sent).toHaveLength(200);
      rpc.blocksRead.length = 0;
      const restarted = await startServer(dataDir);
      try {
        const items = await everyPage(restarted.url);
        expect(items).toHaveLength(200);
        expectExactly(items, await newestFirst());
        expect(new Set(items.map((item) => item.id)).size).toBe(200);
      } finally {
        await restarted.server.close();
      }
      // The restarted server read only the blocks mined since the first index.
      expect(rpc.blocksRead.length).toBeGreaterThan(0);
      expect(Math.min(...rpc.blocksRead)).toBe(indexedTo + 1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
