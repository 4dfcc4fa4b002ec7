import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateChains } from '../config/chains.js';
import { migrateToLatest } from '../db/migrate.js';
import { openStore, type Store } from '../db/open-store.js';
import { FAKE_NFT, FAKE_TOKEN, FakeChain, fakeAddress } from '../test-utils/fake-chain.js';
import { STORE_KINDS, tempDir } from '../test-utils/fixtures.js';
import { startPostgres, type TestPostgres } from '../test-utils/start-postgres.js';
import { BuiltinIndexer, type BuiltinIndexerOptions } from './builtin-indexer.js';
import { HistoryIndexingError, HistoryUpstreamError } from './errors.js';
import type { ChainPosition, HistoryEntry, HistoryIndexer } from './history-indexer.js';
import { claimLease } from './history-store.js';

const ALICE = fakeAddress(0xa1);
const BOB = fakeAddress(0xb0);
const CAROL = fakeAddress(0xc0);
const ZERO = fakeAddress(0);
const checksummed = (address: string) => address as `0x${string}`;

let nextChain = 1;
/** A chain config of its own for each test, so that tests on one database do not see each other's rows. */
const chainConfig = () =>
  validateChains([
    {
      id: `eip155:${nextChain++}`,
      name: 'Fake',
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      history: { kind: 'builtin' },
    },
  ])[0] as NonNullable<ReturnType<typeof validateChains>[0]>;

async function everyPage(indexer: HistoryIndexer, account: string, limit: number): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  let before: ChainPosition | undefined;
  for (;;) {
    const page = await indexer.page(checksummed(account), { before, limit });
    expect(page.entries.length).toBeLessThanOrEqual(limit);
    entries.push(...page.entries);
    if (!page.more) return entries;
    before = page.entries.at(-1)?.position;
  }
}

describe.each(STORE_KINDS)('the built-in history indexer on %s', (kind) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    let postgres: TestPostgres | undefined;
    const dir = await tempDir('walletdock-history-');
    if (kind === 'postgres') postgres = await startPostgres();
    store = await openStore({ databaseUrl: postgres?.url, dataDir: dir.path });
    await migrateToLatest(store.db);
    cleanup = async () => {
      await store.close();
      await postgres?.stop();
      await dir.remove();
    };
  });
  afterAll(() => cleanup?.());

  const indexer = (
    fake: FakeChain,
    options: Partial<BuiltinIndexerOptions> & { chain: BuiltinIndexerOptions['chain'] },
  ) =>
    new BuiltinIndexer({
      db: store.db,
      reader: fake.reader(),
      startBlock: 0,
      maxBlockRange: 10,
      pollMs: 10,
      ...options,
    });

  it('returns the native, ERC-20 and NFT transfers and the calls of an account, newest first, paged', async () => {
    const chain = new FakeChain(40);
    const eth = chain.send(3, { from: ALICE, to: BOB, value: 1_500_000_000_000_000_000n });
    chain.send(4, { from: CAROL, to: BOB, value: 1n }); // not Alice's
    const tokens = chain.transfer(12, {
      sender: BOB,
      token: FAKE_TOKEN,
      standard: 'erc20',
      from: BOB,
      to: ALICE,
      amount: 2_500_000n,
    });
    const mint = chain.transfer(20, {
      sender: CAROL,
      token: FAKE_NFT,
      standard: 'erc721',
      from: ZERO,
      to: ALICE,
      amount: 1n,
    });
    const self = chain.send(20, { from: ALICE, to: ALICE, value: 1n });
    const approve = chain.send(33, { from: ALICE, to: FAKE_TOKEN, method: '0x095ea7b3', failed: true });
    const source = indexer(chain, { chain: chainConfig() });

    const entries = await everyPage(source, ALICE, 2);
    expect(entries.map((entry) => entry.item.metadata.hash)).toEqual([approve, self, mint, tokens, eth]);
    const [approval, toSelf, minted, received, sent] = entries.map((entry) => entry.item);
    expect(approval?.metadata).toMatchObject({ operationType: 'approve', status: 'failed' });
    expect(approval?.transfers).toEqual([]);
    expect(toSelf?.transfers).toEqual([
      {
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        asset: 'native',
        direction: 'self',
        quantity: { numeric: '0.000000000000000001' },
      },
    ]);
    expect(minted?.metadata.operationType).toBe('mint');
    expect(minted?.transfers).toEqual([
      {
        nft_info: {
          name: 'Fake NFT #1',
          content: { preview: { url: 'data:image/svg+xml;base64,PHN2Zy8+' } },
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ]);
    expect(received?.transfers).toEqual([
      {
        fungible_info: { name: 'Fake Token', symbol: 'FAKE' },
        asset: FAKE_TOKEN,
        direction: 'in',
        quantity: { numeric: '2.5' },
      },
    ]);
    // A token transfer's sides are the Transfer log's, not the token contract the transaction called.
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x00000000000000000000000000000000000000B0',
      sentTo: '0x00000000000000000000000000000000000000A1',
    });
    expect(sent?.metadata).toMatchObject({
      operationType: 'send',
      minedAt: new Date((1_700_000_000 + 3) * 1000).toISOString(),
      sentTo: '0x00000000000000000000000000000000000000B0',
    });
    expect(sent?.id).toBe(`${source.chainId}:${eth}`);
    expect(sent?.transfers[0]?.quantity.numeric).toBe('1.5');
    // Every block was read once, in ranges of 10, though the history was paged three times.
    expect([...chain.blockReads.values()].every((count) => count === 1)).toBe(true);
    expect(chain.blockReads.size).toBe(41);
  });

  it('lists a zero-value plain transfer as a send of 0 ETH; a call that moves nothing stays an execute', async () => {
    const chain = new FakeChain(12);
    const zero = chain.send(3, { from: ALICE, to: BOB, value: 0n });
    const call = chain.send(5, { from: ALICE, to: FAKE_TOKEN, method: '0x12345678' });
    const entries = await everyPage(indexer(chain, { chain: chainConfig() }), ALICE, 10);
    expect(entries.map((entry) => entry.item.metadata.hash)).toEqual([call, zero]);
    const [called, sent] = entries.map((entry) => entry.item);
    expect(sent?.metadata.operationType).toBe('send');
    expect(sent?.transfers).toEqual([
      {
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        asset: 'native',
        direction: 'out',
        quantity: { numeric: '0' },
      },
    ]);
    expect(called?.metadata.operationType).toBe('execute');
    expect(called?.transfers).toEqual([]);
  });

  it('resumes after a node failure where it stopped, and reads only new blocks later', async () => {
    const chain = new FakeChain(45);
    const first = chain.send(2, { from: BOB, to: ALICE, value: 5n });
    const second = chain.send(31, { from: ALICE, to: BOB, value: 6n });
    chain.failAtBlock = 25;
    const config = chainConfig();
    const failing = indexer(chain, { chain: config });
    const failure = await failing
      .page(checksummed(ALICE), { before: undefined, limit: 10 })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(HistoryUpstreamError);
    expect(failure).toMatchObject({ status: 502, code: 'upstream_unavailable' });
    expect(failure.message).toContain('node down at block 25');
    await failing.close();

    // A "restart": a new indexer on the same database goes on from block 20.
    chain.failAtBlock = undefined;
    const restarted = indexer(chain, { chain: config });
    const entries = await everyPage(restarted, ALICE, 10);
    expect(entries.map((entry) => entry.item.metadata.hash)).toEqual([second, first]);
    expect(chain.blockReads.get(5)).toBe(1);
    expect(chain.blockReads.get(25)).toBe(1);

    chain.mineTo(50);
    const third = chain.send(48, { from: CAROL, to: ALICE, value: 7n });
    const later = await everyPage(restarted, ALICE, 10);
    expect(later.map((entry) => entry.item.metadata.hash)).toEqual([third, second, first]);
    expect([...chain.blockReads.values()].every((count) => count === 1)).toBe(true);
  });

  it('indexes an account once when requests of two instances on one database ask at the same time', async () => {
    const chain = new FakeChain(60);
    const hashes = [5, 17, 29, 41, 53].map((block) =>
      chain.send(block, { from: BOB, to: ALICE, value: BigInt(block) }),
    );
    chain.delayMs = 15;
    const config = chainConfig();
    const instances = [
      indexer(chain, { chain: config, maxBlockRange: 5 }),
      indexer(chain, { chain: config, maxBlockRange: 5 }),
    ];
    const pages = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((n) => instances[n]?.page(checksummed(ALICE), { before: undefined, limit: 10 })),
    );
    for (const page of pages) {
      expect(page?.entries.map((entry) => entry.item.metadata.hash)).toEqual([...hashes].reverse());
    }
    expect(chain.blockReads.size).toBe(61);
    expect([...chain.blockReads.values()].every((count) => count === 1)).toBe(true);
  });

  it('answers 503 with Retry-After while a long first indexing goes on in the background', async () => {
    const chain = new FakeChain(80);
    const hash = chain.send(70, { from: ALICE, to: BOB, value: 1n });
    chain.delayMs = 40;
    const source = indexer(chain, { chain: chainConfig(), maxBlockRange: 5, waitMs: 100 });
    const busy = await source
      .page(checksummed(ALICE), { before: undefined, limit: 10 })
      .catch((error) => error);
    expect(busy).toBeInstanceOf(HistoryIndexingError);
    expect(busy).toMatchObject({ status: 503, code: 'history_indexing', headers: { 'Retry-After': '2' } });
    await expect.poll(() => chain.blockReads.size, { timeout: 10_000 }).toBe(81);
    chain.delayMs = 0;
    const page = await source.page(checksummed(ALICE), { before: undefined, limit: 10 });
    expect(page.entries.map((entry) => entry.item.metadata.hash)).toEqual([hash]);
    expect([...chain.blockReads.values()].every((count) => count === 1)).toBe(true);
  });

  it('takes over the lease of an instance that died while indexing, once it expires', async () => {
    const chain = new FakeChain(10);
    const hash = chain.send(9, { from: ALICE, to: BOB, value: 1n });
    const config = chainConfig();
    const key = { chainId: config.id, account: ALICE };
    expect(await claimLease(store.db, key, { owner: 'dead-instance', startBlock: 0, leaseSeconds: 1 })).toBe(
      0,
    );
    const source = indexer(chain, { chain: config, waitMs: 5_000 });
    const started = Date.now();
    const page = await source.page(checksummed(ALICE), { before: undefined, limit: 10 });
    expect(page.entries.map((entry) => entry.item.metadata.hash)).toEqual([hash]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });
});
