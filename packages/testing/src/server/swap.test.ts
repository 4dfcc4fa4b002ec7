import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBlockchainApiClient } from '@walletdock/core';
import { createServer, type WalletDockServer } from '@walletdock/server';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, type LocalStack, startLocalStack, testSwapPoolAbi, toViemChain } from '../index.js';

// @walletdock/server's pool quoter against the stack's real TestSwapPool on anvil, over real HTTP: its quotes
// are the pool's constant-product formula over its real reserves, and what the pool pays when the transaction it
// built is sent. The contract's 400s and gas prices on the stack's own services: contract/swaps.test.ts.

let stack: LocalStack;
let chain: LocalChain;
let client: PublicClient;
let server: WalletDockServer;
let base: string;
let dataDir: string;

beforeAll(async () => {
  stack = await startLocalStack({ siwx: false });
  chain = stack.chains[0] as LocalChain;
  client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) });
  dataDir = await mkdtemp(join(tmpdir(), 'walletdock-server-swap-'));
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir,
    projects: [{ id: 'p1', name: 'Swap tests', allowedOrigins: ['*'], analytics: false }],
    chains: stack.chains.map((each) => ({
      id: each.caipNetworkId,
      name: each.name,
      rpcUrl: each.rpcUrl,
      nativeCurrency: each.nativeCurrency,
      multicall3: each.contracts.multicall3,
    })),
    swap: {
      pools: [
        {
          chainId: chain.caipNetworkId,
          address: chain.contracts.swapPool,
          tokens: [chain.contracts.dockToken, chain.contracts.testUsd],
        },
      ],
    },
    onramp: {
      provider: 'checkout',
      paymentCurrencies: [
        { id: 'USD', usdPerUnit: 1 },
        { id: 'EUR', usdPerUnit: 1.08 },
      ],
      purchaseCurrencies: [
        { symbol: 'ETH', name: 'Ether', priceUsd: 3_000, networks: [{ chainId: chain.caipNetworkId }] },
        {
          symbol: 'tUSD',
          name: 'Test USD',
          decimals: 6,
          priceUsd: 1,
          networks: [{ chainId: chain.caipNetworkId, contractAddress: chain.contracts.testUsd }],
        },
      ],
    },
  });
  base = await server.listen();
}, 120_000);
afterAll(async () => {
  await server?.close();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const withProject = (root: string, path: string) =>
  `${root}${path}${path.includes('?') ? '&' : '?'}projectId=p1`;
const json = async <T>(response: Response): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const get = <T>(path: string) => fetch(withProject(base, path)).then((r) => json<T>(r));
const post = (path: string, body: unknown) =>
  fetch(withProject(base, path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const caip10 = (address: string) => `${chain.caipNetworkId}:${address}`;
const dock = () => caip10(chain.contracts.dockToken);
const tusd = () => caip10(chain.contracts.testUsd);
const walletOf = (index: number) => {
  const account = stack.accounts[index];
  if (!account) throw new Error(`no account ${index}`);
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  });
};
const balanceOf = (token: Address, holder: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });
const allowanceOf = (token: Address, owner: Address) =>
  client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, chain.contracts.swapPool],
  });
/** The constant-product formula with the pool's 0.3 % fee, from the pool's real reserves. */
const expectedOut = async (amountIn: bigint, tokenIn: Address) => {
  const [reserve0, reserve1] = await client.readContract({
    address: chain.contracts.swapPool,
    abi: testSwapPoolAbi,
    functionName: 'getReserves',
  });
  const [reserveIn, reserveOut] =
    tokenIn.toLowerCase() === chain.contracts.dockToken.toLowerCase()
      ? [reserve0, reserve1]
      : [reserve1, reserve0];
  const withFee = amountIn * 9_970n;
  return (withFee * reserveOut) / (reserveIn * 10_000n + withFee);
};
type Quotes = {
  quotes: {
    id: string | null;
    fromAmount: string;
    fromAccount: string;
    toAmount: string;
    toAccount: string;
  }[];
};
type Built = {
  tx: { from: string; to: string; data: Hex; amount: string; eip155?: { gas: string; gasPrice: string } };
};
type Approve = {
  tx: { from: string; to: Address; data: Hex; value: string; eip155: { gas: string; gasPrice: string } };
};

describe('@walletdock/server swaps on the local pool', () => {
  it("lists the native currency and the pool's tokens, their metadata read from the chain", async () => {
    const body = await get<{
      tokens: { symbol: string; address: string; decimals: number; logoUri: string }[];
    }>(`/v1/convert/tokens?chainId=${chain.caipNetworkId}`);
    expect(body.tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: caip10('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'), decimals: 18 },
      { symbol: 'DOCK', address: dock(), decimals: 18 },
      { symbol: 'tUSD', address: tusd(), decimals: 6 },
    ]);
    expect(body.tokens[1]?.logoUri).toBe(`${base}/public/getTokenImage/DOCK?projectId=p1`);
  });

  it("quotes from the pool's real reserves with its 0.3 % fee, both ways", async () => {
    const user = stack.accounts[0]?.address;
    for (const [from, to, amount, tokenIn] of [
      [dock(), tusd(), parseUnits('1000', 18), chain.contracts.dockToken],
      [tusd(), dock(), parseUnits('250', 6), chain.contracts.testUsd],
    ] as const) {
      const path = `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${from}&to=${to}&gasPrice=1`;
      expect(await get<Quotes>(path)).toEqual({
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: from,
            toAmount: (await expectedOut(amount, tokenIn)).toString(),
            toAccount: to,
          },
        ],
      });
    }
  });

  it('approve then swap: the allowance is set, and the balances move by exactly the quote', async () => {
    const wallet = walletOf(3);
    const user = wallet.account.address;
    const amount = parseUnits('1500', 18);
    expect(await allowanceOf(chain.contracts.dockToken, user)).toBe(0n);

    const approve = await get<Approve>(
      `/v1/convert/build-approve?userAddress=${caip10(user)}&from=${dock()}&to=${tusd()}&amount=${amount}`,
    );
    expect(approve.tx).toMatchObject({ from: user, to: chain.contracts.dockToken, value: '0' });
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: approve.tx.to,
        data: approve.tx.data,
        gas: BigInt(approve.tx.eip155.gas),
        gasPrice: BigInt(approve.tx.eip155.gasPrice),
      }),
    });
    expect(await allowanceOf(chain.contracts.dockToken, user)).toBe(amount);
    // The server's allowance route reads towards the swap setting's pool, with no spender passed in.
    expect(
      await get<{ allowance: string }>(
        `/v1/convert/allowance?tokenAddress=${dock()}&userAddress=${caip10(user)}`,
      ),
    ).toEqual({ allowance: amount.toString() });

    const quote = await get<Quotes>(
      `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${dock()}&to=${tusd()}&gasPrice=1`,
    );
    const toAmount = BigInt(quote.quotes[0]?.toAmount ?? 0);
    const built = await json<Built>(
      await post('/v1/convert/build-transaction', {
        amount: amount.toString(),
        eip155: { slippage: '1' },
        from: dock(),
        to: tusd(),
        userAddress: caip10(user),
        projectId: 'p1',
      }),
    );
    expect(built.tx).toMatchObject({ from: caip10(user), to: caip10(chain.contracts.swapPool), amount: '0' });
    expect(decodeFunctionData({ abi: testSwapPoolAbi, data: built.tx.data })).toEqual({
      functionName: 'swap',
      args: [chain.contracts.dockToken, amount, (toAmount * 99n) / 100n, user],
    });
    const [dockBefore, tusdBefore] = await Promise.all([
      balanceOf(chain.contracts.dockToken, user),
      balanceOf(chain.contracts.testUsd, user),
    ]);
    const receipt = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: chain.contracts.swapPool,
        data: built.tx.data,
        gas: BigInt(built.tx.eip155?.gas ?? 0),
      }),
    });
    expect(receipt.status).toBe('success');
    expect(await balanceOf(chain.contracts.dockToken, user)).toBe(dockBefore - amount);
    expect(await balanceOf(chain.contracts.testUsd, user)).toBe(tusdBefore + toAmount);
    expect(await allowanceOf(chain.contracts.dockToken, user)).toBe(0n);
  });

  it('the minimum output is real: a swap built with 0 % slippage reverts once the price moved', async () => {
    const [mover, victim] = [walletOf(1), walletOf(2)];
    for (const wallet of [mover, victim]) {
      await client.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: chain.contracts.testUsd,
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.contracts.swapPool, maxUint256],
        }),
      });
    }
    const build = async (user: Address, slippage: string) =>
      json<Built>(
        await post('/v1/convert/build-transaction', {
          amount: parseUnits('100', 6).toString(),
          eip155: { slippage },
          from: tusd(),
          to: dock(),
          userAddress: caip10(user),
        }),
      );
    const strict = await build(victim.account.address, '0');
    const moving = await build(mover.account.address, '1');
    await client.waitForTransactionReceipt({
      hash: await mover.sendTransaction({ to: chain.contracts.swapPool, data: moving.tx.data }),
    });
    await expect(
      client.call({ account: victim.account.address, to: chain.contracts.swapPool, data: strict.tx.data }),
    ).rejects.toThrow(/InsufficientOutputAmount|reverted/);
  });

  it('estimates a fallback gas limit when the swap would revert (no tokens, no approval), and none with disableEstimate', async () => {
    const user = stack.accounts[6]?.address as Address;
    const body = {
      amount: parseUnits('10', 18).toString(),
      eip155: { slippage: '0.5' },
      from: dock(),
      to: tusd(),
      userAddress: caip10(user),
    };
    expect((await json<Built>(await post('/v1/convert/build-transaction', body))).tx.eip155?.gas).toBe(
      '250000',
    );
    const quiet = await json<Built>(
      await post('/v1/convert/build-transaction', { ...body, disableEstimate: true }),
    );
    expect(quiet.tx.eip155).toBeUndefined();
  });

  it('refuses pairs the pool does not swap and chains without a pool (400), as the contract says', async () => {
    const user = stack.accounts[0]?.address;
    const refused = async (path: string) => {
      const response = await fetch(withProject(base, path));
      return {
        status: response.status,
        code: ((await response.json()) as { error: { code: string } }).error.code,
      };
    };
    const quote = (from: string, to: string, amount = '1000000') =>
      refused(`/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${from}&to=${to}&gasPrice=1`);
    expect(await quote(caip10('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'), tusd())).toEqual({
      status: 400,
      code: 'unsupported_pair',
    });
    expect(await quote(dock(), tusd(), '1000')).toEqual({ status: 400, code: 'insufficient_liquidity' });
    const other = stack.chains[1] as LocalChain;
    expect(await refused(`/v1/convert/tokens?chainId=${other.caipNetworkId}`)).toEqual({
      status: 400,
      code: 'unsupported_chain',
    });
  });

  it("answers shapes @walletdock/core's client accepts (it validates every response)", async () => {
    const api = createBlockchainApiClient({ baseUrl: base, projectId: 'p1' });
    const user = stack.accounts[0]?.address as Address;
    const chainId = chain.caipNetworkId;
    expect((await api.getSwapTokens({ chainId })).tokens).toHaveLength(3);
    const quote = await api.getSwapQuote({
      amount: '1000000',
      userAddress: user,
      from: tusd(),
      to: dock(),
      gasPrice: '1',
    });
    expect(BigInt(quote.quotes[0]?.toAmount ?? 0)).toBeGreaterThan(0n);
    const built = await api.buildSwapTransaction({
      amount: '1000000',
      eip155: { slippage: '1' },
      from: tusd(),
      to: dock(),
      userAddress: caip10(user),
    });
    expect(built.tx.to).toBe(caip10(chain.contracts.swapPool));
    expect((await api.buildSwapApprove({ userAddress: caip10(user), from: tusd(), to: dock() })).tx.to).toBe(
      chain.contracts.testUsd,
    );
    const options = await api.getOnrampOptions();
    const network = options.purchaseCurrencies[1]?.networks[0];
    expect(network).toMatchObject({
      chain_id: String(chain.chainId),
      contract_address: chain.contracts.testUsd,
    });
    const onrampQuote = await api.getOnrampQuote({
      purchaseCurrency: 'tUSD',
      paymentCurrency: 'EUR',
      amount: '100',
      network: network?.name ?? '',
    });
    expect(onrampQuote.purchaseAmount).toEqual({
      amount: (((100 - 1.5 - 0.25) * 1.08) / 1).toFixed(6),
      currency: 'tUSD',
    });
    const { url } = await api.generateOnrampUrl({
      destinationWallets: [{ address: user, blockchains: [network?.name ?? ''], assets: ['tUSD'] }],
      defaultNetwork: network?.name ?? '',
      partnerUserId: user.slice(0, 10),
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(user);
  });
});
