import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.js';
import { createServer, type WalletDockServer } from '../server.js';
import { tempDir } from '../test-utils/fixtures.js';
import type { SwapQuoter } from './swap-quoter.js';
import { swapSpender } from './swap-spender.js';

const CHAIN = 'eip155:31337';
const DOCK = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const TUSD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468';
const WETH = '0x1111111111111111111111111111111111111111';
const POOL = '0x6379ebD504941f50D5BfDE9348B37593bd29C835';
const SECOND = '0x2222222222222222222222222222222222222222';
const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('GET /v1/convert/allowance with several pools of one token', () => {
  let server: WalletDockServer;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const dir = await tempDir('walletdock-spender-');
    remove = dir.remove;
    server = await createServer({
      logLevel: 'silent',
      dataDir: dir.path,
      projects: [{ id: 'p', name: 'P', allowedOrigins: ['*'], analytics: false }],
      chains: [
        {
          id: CHAIN,
          name: 'Anvil',
          rpcUrl: 'http://127.0.0.1:9',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      swap: {
        pools: [
          { chainId: CHAIN, address: POOL, tokens: [DOCK, TUSD] },
          { chainId: CHAIN, address: SECOND, tokens: [DOCK, WETH] },
        ],
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await remove?.();
  });

  const allowance = async (token: string) => {
    const response = await server.app.inject({
      url: `/v1/convert/allowance?tokenAddress=${CHAIN}:${token}&userAddress=${USER}&projectId=p`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('refuses with 409 ambiguous_spender rather than read the allowance towards one pool of the two', async () => {
    expect(await allowance(DOCK)).toMatchObject({
      status: 409,
      body: { error: { code: 'ambiguous_spender', message: expect.stringContaining(`${POOL}, ${SECOND}`) } },
    });
  });

  it('reads the allowance of a token of one pool towards that pool (here the node is down: 502, not 409)', async () => {
    expect(await allowance(TUSD)).toMatchObject({
      status: 502,
      body: { error: { code: 'upstream_unavailable' } },
    });
  });
});

describe('swapSpender', () => {
  it("answers a quoter's unexpected failure as a 502 naming the quoter", async () => {
    const quoter = {
      name: 'broken',
      spender: async () => {
        throw new Error('socket hang up');
      },
    } as unknown as SwapQuoter;
    const failure = Promise.resolve(swapSpender(quoter)(CHAIN, TUSD));
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toThrow('the swap quoter "broken" failed: socket hang up');
  });
});
