import { getAddress } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type WalletDockServer } from '../index.js';
import { type FakeEtherscan, startFakeEtherscan, txRow } from '../test-utils/fake-etherscan.js';
import { call, TEST_PROJECTS, tempDir } from '../test-utils/fixtures.js';
import { HISTORY_PAGE_SIZE } from './history.js';

const ACCOUNT = '0x4e83362442b8d1bec281594cea3050c8eb01311c';
const OTHER = '0x9aa99c23f67c81701c772b106b4f83f6e858dd2e';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const native = { name: 'Ether', symbol: 'ETH', decimals: 18 };

describe('GET /v1/account/{account}/history', () => {
  let server: WalletDockServer;
  let base: string;
  let base2: FakeEtherscan;
  let optimism: FakeEtherscan;
  let cleanup: () => Promise<void>;
  const url = (path: string) =>
    `${base}${path}${path.includes('?') ? '&' : '?'}projectId=proj-on&st=walletdock&sv=test`;

  beforeAll(async () => {
    const dir = await tempDir('walletdock-history-route-');
    [base2, optimism] = await Promise.all([startFakeEtherscan(), startFakeEtherscan()]);
    server = await createServer({
      port: 0,
      logLevel: 'silent',
      dataDir: dir.path,
      projects: TEST_PROJECTS,
      chains: [
        {
          id: 'eip155:8453',
          name: 'Base',
          rpcUrl: 'http://127.0.0.1:1',
          nativeCurrency: native,
          history: { kind: 'blockscout', url: base2.url },
        },
        {
          id: 'eip155:10',
          name: 'OP Mainnet',
          rpcUrl: 'http://127.0.0.1:1',
          nativeCurrency: native,
          history: { kind: 'etherscan', url: optimism.url, apiKey: 'k' },
        },
        { id: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: native },
      ],
    });
    base = await server.listen();
    cleanup = async () => {
      await server.close();
      await Promise.all([base2.stop(), optimism.stop()]);
      await dir.remove();
    };
  });
  afterAll(() => cleanup?.());
  beforeEach(() => {
    for (const fake of [base2, optimism]) {
      fake.mode = 'ok';
      fake.rows = { txlist: [], tokentx: [], tokennfttx: [] };
    }
  });

  it("pages one chain's history with the cursor, newest first", async () => {
    for (let n = 1; n <= 30; n++)
      base2.rows.txlist.push(
        txRow({ block: n, index: 0, hash: hash(n), from: ACCOUNT, to: OTHER, value: '1' }),
      );
    const first = await call(url(`/v1/account/${getAddress(ACCOUNT)}/history?chainId=eip155:8453`));
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(HISTORY_PAGE_SIZE);
    expect(typeof first.body.next).toBe('string');
    const second = await call(
      url(`/v1/account/${ACCOUNT}/history?chainId=eip155:8453&cursor=${encodeURIComponent(first.body.next)}`),
    );
    expect(second.body.next).toBeNull();
    const hashes = [...first.body.data, ...second.body.data].map(
      (item: { metadata: { hash: string } }) => item.metadata.hash,
    );
    expect(hashes).toEqual(Array.from({ length: 30 }, (_, i) => hash(30 - i)));
    expect(second.body.data[0]).toMatchObject({
      id: `eip155:8453:${hash(10)}`,
      metadata: { chain: 'eip155:8453', operationType: 'send', sentFrom: getAddress(ACCOUNT) },
    });
  });

  it('merges the chains that have a history source when no chainId is given', async () => {
    base2.rows.txlist.push(txRow({ block: 5, index: 0, hash: hash(1), from: ACCOUNT, to: OTHER }));
    optimism.rows.txlist.push(
      txRow({ block: 9, index: 0, hash: hash(2), from: OTHER, to: ACCOUNT, value: '5' }),
    );
    const page = await call(url(`/v1/account/${ACCOUNT}/history`));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ next: null });
    expect(page.body.data.map((item: { id: string }) => item.id)).toEqual([
      `eip155:10:${hash(2)}`,
      `eip155:8453:${hash(1)}`,
    ]);
  });

  it('answers 501 naming a chain without a history source, 400 for a chain it does not serve', async () => {
    const none = await call(url(`/v1/account/${ACCOUNT}/history?chainId=eip155:1`));
    expect(none).toMatchObject({
      status: 501,
      body: {
        error: {
          code: 'not_configured',
          message: 'History for eip155:1 (Ethereum) is not configured on this server',
        },
      },
    });
    const unknown = await call(url(`/v1/account/${ACCOUNT}/history?chainId=eip155:999`));
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 'unsupported_chain' } } });
  });

  it('refuses bad input with a 400 naming it', async () => {
    expect((await call(url('/v1/account/0x123/history'))).status).toBe(400);
    const checksum = await call(url('/v1/account/0x4E83362442b8d1bec281594cea3050c8eb01311c/history'));
    expect(checksum.body.error.message).toContain('EIP-55');
    const cursor = await call(url(`/v1/account/${ACCOUNT}/history?cursor=bogus`));
    expect(cursor).toMatchObject({ status: 400, body: { error: { code: 'invalid_param' } } });
    expect(cursor.body.error.message).toContain('"cursor"');
  });

  it('answers 502 when a chain’s API fails, never a partial page', async () => {
    base2.rows.txlist.push(txRow({ block: 5, index: 0, hash: hash(1), from: ACCOUNT, to: OTHER }));
    optimism.mode = 'invalid-key';
    const failed = await call(url(`/v1/account/${ACCOUNT}/history`));
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatchObject({ code: 'upstream_unavailable' });
    expect(failed.body.error.message).toContain('History of eip155:10: the etherscan API refused');
    expect(failed.body.data).toBeUndefined();
  });
});
