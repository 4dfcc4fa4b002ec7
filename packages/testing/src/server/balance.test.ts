import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, PublicKey } from '@solana/web3.js';
import { createBlockchainApiClient } from '@walletdock/core';
import {
  type ChainConfig,
  type ChainConfigInput,
  createServer,
  createTokenMetadataReader,
  NotATokenError,
  type WalletDockServer,
} from '@walletdock/server';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCK_TOKEN,
  type LocalChain,
  type LocalStack,
  MULTICALL3_ADDRESS,
  startLocalStack,
  TEST_USD,
  toViemChain,
} from '../index.js';
import { type CountingRpcProxy, startCountingRpcProxy } from './counting-rpc-proxy.js';

// @walletdock/server's chain upstreams against the local stack's real chains: chain A (31337) through a
// counting proxy with Multicall3, chain B (31338) without Multicall3 and with DOCK only, the Solana chain.
let stack: LocalStack;
let server: WalletDockServer;
let base: string;
let proxies: CountingRpcProxy[];
let clients: PublicClient[];
let dataDir: string;
let now = Date.now();

const chainA = () => stack.chains[0] as LocalChain;
const chainB = () => stack.chains[1] as LocalChain;
const account = (index: number) => stack.accounts[index]?.address as Address;
const api = () => createBlockchainApiClient({ baseUrl: base, projectId: 'p1', retry: { attempts: 0 } });
const icon = (symbol: string) => `${base}/public/getTokenImage/${symbol}?projectId=p1`;
const get = async (path: string) => {
  const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}projectId=p1`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

function evmChain(
  chain: LocalChain,
  rpcUrl: string,
  extra: Partial<ChainConfigInput> = {},
): ChainConfigInput {
  return {
    id: chain.caipNetworkId,
    name: chain.name,
    rpcUrl,
    nativeCurrency: chain.nativeCurrency,
    tokens: [
      { address: chain.contracts.dockToken, ...DOCK_TOKEN },
      { address: chain.contracts.testUsd, ...TEST_USD },
    ],
    ...extra,
  };
}

beforeAll(async () => {
  stack = await startLocalStack({ siwx: false });
  proxies = await Promise.all(stack.chains.map((chain) => startCountingRpcProxy(chain.rpcUrl)));
  clients = stack.chains.map((chain) => createPublicClient({ chain: toViemChain(chain), transport: http() }));
  dataDir = await mkdtemp(join(tmpdir(), 'walletdock-server-balance-'));
  const [a, b] = [chainA(), chainB()];
  const { solana } = stack;
  server = await createServer(
    {
      port: 0,
      logLevel: 'silent',
      dataDir,
      projects: [{ id: 'p1', name: 'Test', allowedOrigins: ['*'], analytics: false }],
      chains: [
        evmChain(a, proxies[0]?.url ?? '', { nfts: [a.contracts.testNft] }),
        evmChain(b, proxies[1]?.url ?? '', {
          multicall3: null,
          tokens: [{ address: b.contracts.dockToken, ...DOCK_TOKEN }],
        }),
        {
          id: solana.caipNetworkId,
          name: solana.name,
          rpcUrl: solana.rpcUrl,
          nativeCurrency: solana.nativeCurrency,
          tokens: [
            {
              address: solana.mint.address,
              symbol: solana.mint.symbol,
              name: solana.mint.name,
              decimals: solana.mint.decimals,
            },
          ],
        },
      ],
      prices: {
        kind: 'static',
        usd: {
          [`${a.caipNetworkId}/slip44:60`]: 3000,
          [`${a.caipNetworkId}:${a.contracts.dockToken}`]: 0.5,
          [`${a.caipNetworkId}:${a.contracts.testUsd}`]: 1,
          [`${b.caipNetworkId}/slip44:60`]: 3000,
          [`${b.caipNetworkId}:${b.contracts.testUsd}`]: 1,
          [`${solana.caipNetworkId}/slip44:501`]: 150,
        },
      },
    },
    {
      now: () => now,
      allowanceSpender: (chainId) =>
        stack.chains.find((c) => c.caipNetworkId === chainId)?.contracts.swapPool,
    },
  );
  base = await server.listen();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await Promise.all((proxies ?? []).map((proxy) => proxy.close()));
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function send(
  chainIndex: number,
  fromIndex: number,
  write: (wallet: ReturnType<typeof walletOf>) => Promise<`0x${string}`>,
) {
  const hash = await write(walletOf(chainIndex, fromIndex));
  await clients[chainIndex]?.waitForTransactionReceipt({ hash });
}

function walletOf(chainIndex: number, fromIndex: number) {
  const key = stack.accounts[fromIndex]?.privateKey;
  if (key === undefined) throw new Error(`no dev account ${fromIndex}`);
  const chain = stack.chains[chainIndex] as LocalChain;
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: toViemChain(chain),
    transport: http(),
  });
}

describe('@walletdock/server on the local chains', () => {
  it('lists the configured chains', async () => {
    expect(await api().getSupportedChains()).toEqual({
      http: [chainA().caipNetworkId, chainB().caipNetworkId, stack.solana.caipNetworkId],
      ws: [],
    });
  });

  it("answers a dev account's real ETH, DOCK and tUSD balances, priced, in the contract's shape", async () => {
    const a = chainA();
    const client = clients[0] as PublicClient;
    const address = account(3);
    const read = (token: Address) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
    const [eth, dock, tusd] = await Promise.all([
      client.getBalance({ address }),
      read(a.contracts.dockToken),
      read(a.contracts.testUsd),
    ]);
    const { balances } = await api().getBalances({ address, chainId: a.caipNetworkId, currency: 'usd' });
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: a.caipNetworkId,
        price: 3000,
        value: Number(formatUnits(eth, 18)) * 3000,
        iconUrl: icon('ETH'),
        quantity: { decimals: '18', numeric: formatUnits(eth, 18) },
      },
      {
        address: `${a.caipNetworkId}:${a.contracts.dockToken}`,
        name: 'Dock Test Token',
        symbol: 'DOCK',
        chainId: a.caipNetworkId,
        price: 0.5,
        value: 500_000,
        iconUrl: icon('DOCK'),
        quantity: { decimals: '18', numeric: formatUnits(dock, 18) },
      },
      {
        address: `${a.caipNetworkId}:${a.contracts.testUsd}`,
        name: 'Test USD',
        symbol: 'tUSD',
        chainId: a.caipNetworkId,
        price: 1,
        value: 10_000,
        iconUrl: icon('tUSD'),
        quantity: { decimals: '6', numeric: formatUnits(tusd, 6) },
      },
    ]);
    expect(dock).toBe(1_000_000n * 10n ** 18n);
  });

  it('answers an unpriced token with price 0 and no value, and leaves zero balances out', async () => {
    const b = chainB();
    const { balances } = await api().getBalances({
      address: account(3),
      chainId: b.caipNetworkId,
      currency: 'usd',
    });
    expect(balances.map((each) => [each.symbol, each.quantity.numeric, each.price, each.value])).toEqual([
      ['ETH', expect.any(String), 3000, expect.any(Number)],
      ['DOCK', '250000', 0, undefined],
    ]);
    const empty = await api().getBalances({
      address: '0x000000000000000000000000000000000000dEaD',
      chainId: b.caipNetworkId,
      currency: 'usd',
    });
    expect(empty.balances).toEqual([]);
  });

  it('reads a chain with Multicall3 in one eth_call, and one without in one JSON-RPC batch', async () => {
    const [a, b] = [chainA(), chainB()];
    for (const proxy of proxies) proxy.reset();
    await api().getBalances({
      address: account(2),
      chainId: a.caipNetworkId,
      currency: 'usd',
      forceUpdate: `${a.caipNetworkId}:${a.contracts.testUsd}`,
    });
    expect(proxies[0]?.requests).toEqual([
      [
        {
          method: 'eth_call',
          params: [expect.objectContaining({ to: MULTICALL3_ADDRESS }), 'latest'],
        },
      ],
    ]);
    await api().getBalances({ address: account(2), chainId: b.caipNetworkId, currency: 'usd' });
    expect(proxies[1]?.requests.map((request) => request.map((call) => call.method).sort())).toEqual([
      ['eth_call', 'eth_getBalance'],
    ]);
  });

  it('caches balances 30 s: a transfer is not seen until forceUpdate or the expiry', async () => {
    const a = chainA();
    const client = clients[0] as PublicClient;
    const receiver = account(7);
    const symbols = async (extra: { forceUpdate?: string } = {}) =>
      (
        await api().getBalances({ address: receiver, chainId: a.caipNetworkId, currency: 'usd', ...extra })
      ).balances.map((each) => [each.symbol, each.quantity.numeric]);
    const eth = formatUnits(await client.getBalance({ address: receiver }), 18);
    expect(await symbols()).toEqual([['ETH', eth]]);
    await send(0, 4, (wallet) =>
      wallet.writeContract({
        address: a.contracts.testUsd,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, parseUnits('12.5', 6)],
      }),
    );
    now += 29_000;
    expect(await symbols()).toEqual([['ETH', eth]]);
    const forced = await symbols({ forceUpdate: `${a.caipNetworkId}:${a.contracts.testUsd}` });
    expect(forced).toEqual([
      ['ETH', eth],
      ['tUSD', '12.5'],
    ]);
    await send(0, 4, (wallet) => wallet.sendTransaction({ to: receiver, value: parseEther('1') }));
    now += 29_000;
    expect(await symbols()).toEqual(forced);
    now += 1_000;
    expect(await symbols()).toEqual([
      ['ETH', formatUnits(await client.getBalance({ address: receiver }), 18)],
      ['tUSD', '12.5'],
    ]);
  });

  it("answers a Solana dev account's real SOL and dUSD balances", async () => {
    const { solana } = stack;
    const owner = solana.accounts[0]?.publicKey as string;
    const connection = new Connection(solana.rpcUrl, 'confirmed');
    const [lamports, accounts] = await Promise.all([
      connection.getBalance(new PublicKey(owner)),
      connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
        mint: new PublicKey(solana.mint.address),
      }),
    ]);
    const units = accounts.value.reduce(
      (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount as string),
      0n,
    );
    expect(units).toBeGreaterThan(0n);
    const { balances } = await api().getBalances({
      address: owner,
      chainId: solana.caipNetworkId,
      currency: 'usd',
    });
    expect(balances).toEqual([
      {
        name: solana.nativeCurrency.name,
        symbol: 'SOL',
        chainId: solana.caipNetworkId,
        price: 150,
        value: Number(formatUnits(BigInt(lamports), 9)) * 150,
        iconUrl: icon('SOL'),
        quantity: { decimals: '9', numeric: formatUnits(BigInt(lamports), 9) },
      },
      {
        address: `${solana.caipNetworkId}:${solana.mint.address}`,
        name: solana.mint.name,
        symbol: solana.mint.symbol,
        chainId: solana.caipNetworkId,
        price: 0,
        iconUrl: icon(solana.mint.symbol),
        quantity: {
          decimals: String(solana.mint.decimals),
          numeric: formatUnits(units, solana.mint.decimals),
        },
      },
    ]);
  });

  it("answers the node's gas price, and the real allowance towards the swap pool", async () => {
    const a = chainA();
    const client = clients[0] as PublicClient;
    const gasPrice = await client.getGasPrice();
    expect(await api().getSwapGasPrice({ chainId: a.caipNetworkId })).toEqual({
      standard: gasPrice.toString(),
      fast: ((gasPrice * 125n) / 100n).toString(),
      instant: ((gasPrice * 150n) / 100n).toString(),
    });
    const tokenAddress = `${a.caipNetworkId}:${a.contracts.dockToken}`;
    const allowance = () => api().getSwapAllowance({ tokenAddress, userAddress: account(5) });
    expect(await allowance()).toEqual({ allowance: '0' });
    await send(0, 5, (wallet) =>
      wallet.writeContract({
        address: a.contracts.dockToken,
        abi: erc20Abi,
        functionName: 'approve',
        args: [a.contracts.swapPool, parseUnits('123', 18)],
      }),
    );
    expect(await allowance()).toEqual({ allowance: parseUnits('123', 18).toString() });
    const notAToken = await get(
      `/v1/convert/allowance?tokenAddress=${a.caipNetworkId}:${a.contracts.swapPool}&userAddress=${account(5)}`,
    );
    expect(notAToken.status).toBe(400);
  });

  it('prices tokens, reading the metadata of an unconfigured ERC-20 from the chain', async () => {
    const [a, b] = [chainA(), chainB()];
    const { fungibles } = await api().getFungiblePrice({
      currency: 'usd',
      addresses: [
        `${a.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
        `${b.caipNetworkId}:${b.contracts.dockToken}`,
        `${b.caipNetworkId}:${b.contracts.testUsd}`,
      ],
    });
    expect(fungibles).toEqual([
      { name: 'Ether', symbol: 'ETH', iconUrl: icon('ETH'), price: 3000 },
      { name: 'Test USD', symbol: 'tUSD', iconUrl: icon('tUSD'), price: 1 },
    ]);
  });

  it('reads any ERC-20 metadata in one multicall, cached, and refuses a contract that is not a token', async () => {
    const a = chainA();
    const proxy = proxies[0] as CountingRpcProxy;
    const chain: ChainConfig = {
      id: a.caipNetworkId,
      namespace: 'eip155',
      name: a.name,
      rpcUrl: proxy.url,
      nativeCurrency: a.nativeCurrency,
      multicall3: MULTICALL3_ADDRESS,
      tokens: [],
      history: undefined,
    };
    const client = createPublicClient({ chain: toViemChain({ ...a, rpcUrl: proxy.url }), transport: http() });
    let clock = 0;
    const reader = createTokenMetadataReader({ clientOf: () => client, now: () => clock });
    proxy.reset();
    expect(await reader.read(chain, a.contracts.testUsd)).toEqual({
      name: 'Test USD',
      symbol: 'tUSD',
      decimals: 6,
    });
    expect(proxy.requests.flat().map((call) => call.method)).toEqual(['eth_call']);
    clock += 4 * 60_000;
    expect(await reader.read(chain, a.contracts.testUsd)).toMatchObject({ symbol: 'tUSD' });
    expect(proxy.requests).toHaveLength(1);
    await expect(reader.read(chain, a.contracts.testNft)).rejects.toBeInstanceOf(NotATokenError);
    await expect(reader.read(chain, account(6))).rejects.toBeInstanceOf(NotATokenError);
  });

  it("lists a dev account's NFTs of the configured collection in three batched reads", async () => {
    const a = chainA();
    const proxy = proxies[0] as CountingRpcProxy;
    proxy.reset();
    const page = await api().getNfts({ address: account(0), chainId: a.caipNetworkId });
    expect(proxy.requests.map((request) => request.map((call) => call.method))).toEqual([
      ['eth_call'],
      ['eth_call'],
      ['eth_call'],
    ]);
    expect(page.next).toBeNull();
    expect(page.data.map((nft) => [nft.tokenId, nft.contractAddress, nft.collection])).toEqual(
      ['1', '2', '3'].map((id) => [id, a.contracts.testNft, 'Dock Test NFT']),
    );
    for (const nft of page.data) {
      expect(nft.name).toBe(`Dock Test NFT #${nft.tokenId}`);
      expect(nft.imageUrl).toMatch(/^data:image\/svg\+xml/);
      expect(nft.metadataUrl).toMatch(/^data:application\/json/);
    }
    const other = await api().getNfts({ address: account(1), chainId: a.caipNetworkId });
    expect(other.data.map((nft) => nft.tokenId)).toEqual(['4', '5']);
    const none = await get(`/v1/account/${account(0)}/nfts?chainId=${chainB().caipNetworkId}`);
    expect(none.status).toBe(501);
  });
});
