import type { HistoryItem, HistoryResponse, NftsResponse } from '@walletdock/core';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack, testNftAbi, toViemChain } from '../../index.js';
import { expectMessage, PATTERN_REFUSED } from '../../test-utils/messages.js';

// The history and NFTs of the stack's services (@walletdock/server's built-in indexer over the stack's chains),
// paged by the spec's 20 items; paging over many pages of history is tested in ../history.test.ts.
const PAGE_SIZE = 20;
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ siwx: false });
});
afterAll(() => stack?.stop());

const get = (path: string) =>
  fetch(`${stack.services.url}${path}${path.includes('?') ? '&' : '?'}projectId=p1`);
const account = (index: number) => {
  const found = stack.accounts[index];
  if (!found) throw new Error(`no account ${index}`);
  return found;
};
const chainA = () => {
  const chain = stack.chains[0];
  if (!chain) throw new Error('no chain');
  return chain;
};
const history = async (address: Address, query = '') => {
  const response = await get(`/v1/account/${address}/history${query === '' ? '' : `?${query}`}`);
  expect(response.status).toBe(200);
  return (await response.json()) as HistoryResponse;
};
/** Every page of the history, following `next`. */
const allHistory = async (address: Address, query = '') => {
  const items: HistoryItem[] = [];
  let next: string | null = null;
  do {
    const cursor: string = next === null ? '' : `cursor=${encodeURIComponent(next)}`;
    const page = await history(address, [query, cursor].filter((part) => part !== '').join('&'));
    expect(page.data.length).toBeLessThanOrEqual(PAGE_SIZE);
    items.push(...page.data);
    next = page.next;
  } while (next !== null);
  return items;
};

describe('GET /v1/account/{account}/history', () => {
  it('shows a real transfer: the ETH and DOCK a dev account sent, newest first, on both sides', async () => {
    const chain = chainA();
    const sender = account(2);
    const receiver = account(6).address;
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain: toViemChain(chain),
      transport: http(),
    });
    const client = createPublicClient({ chain: toViemChain(chain), transport: http() });
    const ethHash = await wallet.sendTransaction({ to: receiver, value: parseEther('0.25') });
    await client.waitForTransactionReceipt({ hash: ethHash });
    const dockHash = await wallet.writeContract({
      address: chain.contracts.dockToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('42', 18)],
    });
    await client.waitForTransactionReceipt({ hash: dockHash });

    const received = await history(receiver, 'chainId=eip155:31337');
    expect(received.next).toBeNull();
    expect(received.data.map((item) => item.metadata.hash)).toEqual([dockHash, ethHash]);
    const [dock, eth] = received.data;
    expect(dock).toEqual({
      id: `eip155:31337:${dockHash}`,
      metadata: {
        operationType: 'receive',
        hash: dockHash,
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        // The sides of the token transfer (the Transfer log's), not the token contract the transaction called.
        sentFrom: sender.address,
        sentTo: receiver,
        status: 'confirmed',
        nonce: 1,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          fungible_info: {
            name: 'Dock Test Token',
            symbol: 'DOCK',
            icon: { url: `${stack.services.url}/public/getTokenImage/DOCK?projectId=p1` },
          },
          direction: 'in',
          quantity: { numeric: '42' },
          price: 0.5,
          value: 21,
        },
      ],
    });
    expect(eth?.metadata).toMatchObject({ operationType: 'receive', sentTo: receiver, nonce: 0 });
    expect(eth?.transfers).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.25' }, price: 3000, value: 750 }),
    ]);

    const sent = await history(sender.address, 'chainId=eip155:31337');
    expect(
      sent.data.slice(0, 2).map((item) => [item.metadata.operationType, item.transfers[0]?.direction]),
    ).toEqual([
      ['send', 'out'],
      ['send', 'out'],
    ]);
  });

  it('includes the seed mints, ERC-721 transfers with is_spam false, and pages with the cursor', async () => {
    const owner = account(0).address;
    const items = await allHistory(owner, 'chainId=eip155:31337');
    // DOCK, tUSD and three NFTs minted to account 0.
    expect(items).toHaveLength(5);
    expect(items.every((item) => item.metadata.operationType === 'mint')).toBe(true);
    const nfts = items.flatMap((item) => item.transfers).filter((transfer) => transfer.nft_info);
    expect(nfts.map((t) => t.nft_info?.name)).toEqual([
      'Dock Test NFT #3',
      'Dock Test NFT #2',
      'Dock Test NFT #1',
    ]);
    for (const transfer of nfts) {
      expect(transfer.nft_info?.flags).toEqual({ is_spam: false });
      expect(transfer.nft_info?.content?.preview?.url).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(transfer.quantity).toEqual({ numeric: '1' });
    }
    // Newest first: blocks never go backwards down the list.
    const minedAt = items.map((item) => item.metadata.minedAt);
    expect([...minedAt].sort().reverse()).toEqual(minedAt);
  });

  it('merges every chain when chainId is absent, and filters by chainId', async () => {
    const owner = account(1).address;
    const all = await allHistory(owner);
    const chains = new Set(all.map((item) => item.metadata.chain));
    expect([...chains].sort()).toEqual(['eip155:31337', 'eip155:31338']);
    const onlyB = await allHistory(owner, 'chainId=eip155:31338');
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((item) => item.metadata.chain === 'eip155:31338')).toBe(true);
    expect(all.length).toBe(onlyB.length * 2);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
  });

  it('shows an NFT transfer on both sides, and accepts (and ignores) onramp', async () => {
    const chain = chainA();
    const from = account(1);
    const to = account(5).address;
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      chain: toViemChain(chain),
      transport: http(),
    });
    const client = createPublicClient({ chain: toViemChain(chain), transport: http() });
    const hash = await wallet.writeContract({
      address: chain.contracts.testNft,
      abi: testNftAbi,
      functionName: 'transferFrom',
      args: [from.address, to, 5n],
    });
    await client.waitForTransactionReceipt({ hash });
    const [newest] = (await history(to, 'chainId=eip155:31337&onramp=coinbase')).data;
    expect(newest?.metadata.hash).toBe(hash);
    expect(newest?.transfers).toEqual([
      {
        nft_info: {
          name: 'Dock Test NFT #5',
          content: { preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ]);
    const [sent] = (await history(from.address, 'chainId=eip155:31337')).data;
    expect(sent?.transfers[0]?.direction).toBe('out');
  });

  it('answers an address with no activity with an empty page', async () => {
    expect(await history('0x000000000000000000000000000000000000dEaD')).toEqual({ data: [], next: null });
  });

  it.each([
    ['/v1/account/nope/history', PATTERN_REFUSED('account')],
    [
      `/v1/account/${'0x'.padEnd(42, '1')}/history?chainId=eip155:10`,
      'Chain eip155:10 is not supported by this server',
    ],
    [
      `/v1/account/${'0x'.padEnd(42, '1')}/history?cursor=garbage`,
      '"cursor" is not a cursor this server issued: garbage',
    ],
  ] as [string, string | RegExp][])('answers 400 for %s', async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expectMessage(((await response.json()) as { error: { message: string } }).error.message, message);
  });
});

describe('GET /v1/account/{address}/nfts (WalletDock extension)', () => {
  it("lists the address's DNFT tokens with on-chain metadata, paged by cursor", async () => {
    const chain = stack.chains[1];
    if (!chain) throw new Error('no chain B');
    const response = await get(`/v1/account/${account(0).address}/nfts?chainId=eip155:31338`);
    const body = (await response.json()) as NftsResponse;
    expect(body.next).toBeNull();
    expect(body.data.map((nft) => nft.tokenId)).toEqual(['1', '2', '3']);
    expect(body.data[0]).toEqual({
      chainId: 'eip155:31338',
      contractAddress: chain.contracts.testNft,
      tokenId: '1',
      name: 'Dock Test NFT #1',
      collection: 'Dock Test NFT',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      metadataUrl: expect.stringMatching(/^data:application\/json;base64,/),
    });
  });

  it('pages NFTs 20 at a time with the cursor', async () => {
    const chain = chainA();
    const deployer = stack.accounts.at(-1);
    const owner = account(8).address;
    if (!deployer) throw new Error('no deployer');
    const wallet = createWalletClient({
      account: privateKeyToAccount(deployer.privateKey),
      chain: toViemChain(chain),
      transport: http(),
    });
    const client = createPublicClient({ chain: toViemChain(chain), transport: http() });
    for (let tokenId = 1_000n; tokenId < 1_021n; tokenId += 1n) {
      const hash = await wallet.writeContract({
        address: chain.contracts.testNft,
        abi: testNftAbi,
        functionName: 'mint',
        args: [owner, tokenId],
      });
      await client.waitForTransactionReceipt({ hash });
    }
    const url = `/v1/account/${owner}/nfts?chainId=eip155:31337`;
    const first = (await (await get(url)).json()) as NftsResponse;
    expect(first.data.map((nft) => nft.tokenId)).toEqual(
      Array.from({ length: 20 }, (_, index) => String(1_000 + index)),
    );
    expect(first.next).not.toBeNull();
    const second = (await (await get(`${url}&cursor=${first.next}`)).json()) as NftsResponse;
    expect(second).toMatchObject({ data: [{ tokenId: '1020' }], next: null });
  });

  it.each([
    [`/v1/account/${'0x'.padEnd(42, '1')}/nfts`, '"chainId" is required'],
    [
      `/v1/account/${'0x'.padEnd(42, '1')}/nfts?chainId=eip155:31337&cursor=-1`,
      '"cursor" is not a cursor this server issued: -1',
    ],
  ])('answers 400 for %s', async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expectMessage(((await response.json()) as { error: { message: string } }).error.message, message);
  });
});
