import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateChains } from '../config/chains.js';
import { type FakeEtherscan, startFakeEtherscan, tokenRow, txRow } from '../test-utils/fake-etherscan.js';
import { HistoryUpstreamError } from './errors.js';
import { EtherscanIndexer, type EtherscanIndexerOptions } from './etherscan-indexer.js';
import type { ChainPosition, HistoryEntry } from './history-indexer.js';

// The address of Etherscan's documentation examples.
const ACCOUNT = '0x4e83362442b8d1bec281594cea3050c8eb01311c';
const OTHER = '0x9aa99c23f67c81701c772b106b4f83f6e858dd2e';
const DOCK = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35';
const NFT = '0xb19b36b1456e65e3a6d514d3f715f204bd59f431';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

const CHAIN = validateChains([
  {
    id: 'eip155:8453',
    name: 'Base',
    rpcUrl: 'https://base-rpc.example.com',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
])[0] as NonNullable<ReturnType<typeof validateChains>[0]>;

let fake: FakeEtherscan;
beforeAll(async () => {
  fake = await startFakeEtherscan();
});
afterAll(() => fake?.stop());
beforeEach(() => {
  fake.mode = 'ok';
  fake.rows = { txlist: [], tokentx: [], tokennfttx: [] };
  fake.requests = [];
});

const adapter = (options: Partial<EtherscanIndexerOptions> = {}) =>
  new EtherscanIndexer({ chain: CHAIN, kind: 'etherscan', url: fake.url, apiKey: 'KEY123', ...options });

async function everyPage(indexer: EtherscanIndexer, limit: number): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  let before: ChainPosition | undefined;
  for (;;) {
    const page = await indexer.page(ACCOUNT as Address, { before, limit });
    entries.push(...page.entries);
    if (!page.more) return entries;
    before = page.entries.at(-1)?.position;
  }
}

describe('the Blockscout/Etherscan history adapter', () => {
  it('maps txlist, tokentx and tokennfttx rows to the contract, one item per transaction', async () => {
    fake.rows.txlist.push(
      txRow({
        block: 10,
        index: 3,
        hash: hash(1),
        from: ACCOUNT,
        to: OTHER,
        value: '1500000000000000000',
        nonce: 7,
      }),
      // A swap: ETH out in the transaction, DOCK in by its log.
      txRow({
        block: 20,
        index: 0,
        hash: hash(2),
        from: ACCOUNT,
        to: DOCK,
        value: '1000000000000000',
        input: '0x7ff36ab5000000',
      }),
      txRow({
        block: 30,
        index: 1,
        hash: hash(3),
        from: ACCOUNT,
        to: DOCK,
        isError: true,
        input: '0x095ea7b3abcdef',
      }),
    );
    fake.rows.tokentx.push(
      tokenRow({
        block: 20,
        index: 0,
        hash: hash(2),
        from: DOCK,
        to: ACCOUNT,
        contract: DOCK,
        name: 'Dock Test Token',
        symbol: 'DOCK',
        value: '42000000000000000000',
      }),
      // Someone else's transaction that sent the account tokens.
      tokenRow({
        block: 25,
        index: 4,
        hash: hash(4),
        from: OTHER,
        to: ACCOUNT,
        contract: DOCK,
        name: 'Dock Test Token',
        symbol: 'DOCK',
        value: '1500000',
        decimals: 6,
      }),
    );
    fake.rows.tokennfttx.push(
      tokenRow({
        block: 40,
        index: 0,
        hash: hash(5),
        from: '0x0000000000000000000000000000000000000000',
        to: ACCOUNT,
        contract: NFT,
        name: 'Dock Test NFT',
        symbol: 'DNFT',
        tokenId: '7',
      }),
    );
    const entries = await everyPage(adapter(), 20);
    expect(entries.map((entry) => entry.item.metadata.hash)).toEqual([
      hash(5),
      hash(3),
      hash(4),
      hash(2),
      hash(1),
    ]);
    const [mint, failed, received, swap, sent] = entries.map((entry) => entry.item);
    expect(mint).toMatchObject({
      id: `eip155:8453:${hash(5)}`,
      metadata: { operationType: 'mint', chain: 'eip155:8453', status: 'confirmed' },
      transfers: [
        {
          nft_info: { name: 'Dock Test NFT #7', flags: { is_spam: false } },
          direction: 'in',
          quantity: { numeric: '1' },
        },
      ],
    });
    expect(failed?.metadata).toMatchObject({ operationType: 'approve', status: 'failed' });
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: getAddress(OTHER),
      sentTo: getAddress(ACCOUNT),
    });
    expect(received?.transfers).toEqual([
      {
        fungible_info: { name: 'Dock Test Token', symbol: 'DOCK' },
        asset: DOCK,
        direction: 'in',
        quantity: { numeric: '1.5' },
      },
    ]);
    expect(swap?.metadata.operationType).toBe('trade');
    expect(swap?.transfers).toEqual([
      {
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        asset: 'native',
        direction: 'out',
        quantity: { numeric: '0.001' },
      },
      {
        fungible_info: { name: 'Dock Test Token', symbol: 'DOCK' },
        asset: DOCK,
        direction: 'in',
        quantity: { numeric: '42' },
      },
    ]);
    expect(sent?.metadata).toMatchObject({
      operationType: 'send',
      nonce: 7,
      minedAt: new Date((1_654_646_411 + 10 * 12) * 1000).toISOString(),
    });
    // The documented query: module, action, address, newest first, the API key; Etherscan's V2 also the chain.
    const first = fake.requests[0];
    expect(first?.pathname).toBe('/api');
    expect(Object.fromEntries(first?.searchParams ?? [])).toMatchObject({
      chainid: '8453',
      module: 'account',
      address: ACCOUNT,
      sort: 'desc',
      page: '1',
      offset: '100',
      apikey: 'KEY123',
    });
    expect(new Set(fake.requests.map((url) => url.searchParams.get('action')))).toEqual(
      new Set(['txlist', 'tokentx', 'tokennfttx']),
    );
  });

  it('pages a long history with lists cut off at `offset`, returning every transaction once, newest first', async () => {
    const expected: string[] = [];
    for (let n = 1; n <= 45; n++) {
      const block = 100 + Math.floor(n / 3); // three transactions in most blocks
      const index = n % 3;
      if (n % 2 === 0)
        fake.rows.txlist.push(
          txRow({ block, index, hash: hash(n), from: ACCOUNT, to: OTHER, value: String(n) }),
        );
      else
        fake.rows.tokentx.push(
          tokenRow({
            block,
            index,
            hash: hash(n),
            from: OTHER,
            to: ACCOUNT,
            contract: DOCK,
            name: 'Dock',
            symbol: 'DOCK',
            value: String(n),
          }),
        );
      expected.push(hash(n));
    }
    expected.reverse();
    const entries = await everyPage(adapter({ kind: 'blockscout', rowsPerCall: 7 }), 4);
    expect(entries.map((entry) => entry.item.metadata.hash)).toEqual(expected);
    // Blockscout's API takes no chainid; the later pages ask up to the cursor's block.
    expect(fake.requests.every((url) => !url.searchParams.has('chainid'))).toBe(true);
    expect(fake.requests.some((url) => url.searchParams.get('endblock') !== null)).toBe(true);
  });

  it('answers an empty page when the API has no transactions ("No transactions found")', async () => {
    expect(await adapter().page(ACCOUNT as Address, { before: undefined, limit: 20 })).toEqual({
      entries: [],
      more: false,
    });
  });

  it.each([
    ['invalid-key', /refused txlist: NOTOK \(Invalid API Key\)|refused \w+: NOTOK \(Invalid API Key\)/],
    ['http-500', /answered \w+ with HTTP 500/],
    ['not-json', /body that is not JSON/],
    ['malformed', /blockNumber or timeStamp that is not a number/],
  ] as const)('turns a failing API (%s) into a 502, never into data', async (mode, message) => {
    fake.rows.txlist.push(txRow({ block: 10, index: 0, hash: hash(1), from: ACCOUNT, to: OTHER }));
    fake.mode = mode;
    const error = await adapter()
      .page(ACCOUNT as Address, { before: undefined, limit: 20 })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(HistoryUpstreamError);
    expect(error).toMatchObject({ status: 502, code: 'upstream_unavailable' });
    expect(error.message).toMatch(/^History of eip155:8453: the etherscan API /);
    expect(error.message).toMatch(message);
  });

  it('gives up on an API that does not answer within the timeout (502)', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const error = await adapter({ timeoutMs: 300 })
      .page(ACCOUNT as Address, { before: undefined, limit: 20 })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(HistoryUpstreamError);
    expect(error.message).toMatch(/did not answer \w+ within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
