import { createSiwxMessage } from '@walletdock/core';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  type PublicClient,
  parseEther,
  webSocket,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_STACK_SEED,
  type LocalChain,
  type LocalStack,
  MULTICALL3_ADDRESS,
  multicall3Abi,
  multicall3DeployedBytecode,
  startLocalStack,
  testNftAbi,
  testTokenAbi,
  toViemChain,
} from './index.js';

let stack: LocalStack;
let clients: PublicClient[];

beforeAll(async () => {
  stack = await startLocalStack();
  clients = stack.chains.map((chain) => createPublicClient({ chain: toViemChain(chain), transport: http() }));
}, 30_000);

afterAll(async () => {
  await stack?.stop();
});

function chainAt(index: number): { chain: LocalChain; client: PublicClient } {
  const chain = stack.chains[index];
  const client = clients[index];
  if (!chain || !client) throw new Error(`no chain ${index}`);
  return { chain, client };
}

async function rpcChainId(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  const body = (await response.json()) as { result: string };
  return Number.parseInt(body.result, 16);
}

describe('startLocalStack (default options)', { timeout: 20_000 }, () => {
  it('starts two chains with distinct ids, names and loopback URLs', () => {
    expect(stack.chains.map((c) => c.chainId)).toEqual([31337, 31338]);
    expect(stack.chains.map((c) => c.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338']);
    expect(stack.chains.map((c) => c.name)).toEqual(['Dock Devnet A', 'Dock Devnet B']);
    for (const chain of stack.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(chain.wsUrl).toBe(chain.rpcUrl.replace('http://', 'ws://'));
      expect(chain.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 });
    }
    expect(new Set(stack.chains.map((c) => c.rpcUrl)).size).toBe(2);
  });

  it('makes a network switch observable: each RPC URL serves its own chain id', async () => {
    const [a, b] = stack.chains;
    expect(await rpcChainId(a?.rpcUrl ?? '')).toBe(31337);
    expect(await rpcChainId(b?.rpcUrl ?? '')).toBe(31338);
    expect(await chainAt(0).client.getChainId()).toBe(31337);
    expect(await chainAt(1).client.getChainId()).toBe(31338);
  });

  it('serves JSON-RPC over WebSocket at wsUrl', async () => {
    const { chain } = chainAt(1);
    const client = createPublicClient({ transport: webSocket(chain.wsUrl) });
    try {
      expect(await client.getChainId()).toBe(chain.chainId);
    } finally {
      (await client.transport.getRpcClient()).close();
    }
  });

  it('deploys the contracts at the same addresses on both chains, Multicall3 at its canonical address', async () => {
    const [a, b] = stack.chains;
    expect(a?.contracts).toEqual(b?.contracts);
    expect(a?.contracts.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
    expect(MULTICALL3_ADDRESS).toBe(a?.contracts.multicall3);
    const addresses = Object.values(a?.contracts ?? {});
    expect(new Set(addresses).size).toBe(5);
    for (const { client } of [chainAt(0), chainAt(1)]) {
      expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBe(multicall3DeployedBytecode);
      for (const address of addresses) {
        expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2);
      }
    }
  });

  it('reads balanceOf, decimals and symbol of both tokens with viem multicall (aggregate3) on each chain', async () => {
    const holder = stack.accounts[0]?.address as Address;
    for (const [index, expected] of LOCAL_STACK_SEED.balances.entries()) {
      const { chain, client } = chainAt(index);
      const { dockToken, testUsd } = chain.contracts;
      const token = (address: Address) =>
        [
          { address, abi: testTokenAbi, functionName: 'balanceOf', args: [holder] },
          { address, abi: testTokenAbi, functionName: 'decimals' },
          { address, abi: testTokenAbi, functionName: 'symbol' },
        ] as const;
      const results = await client.multicall({
        contracts: [...token(dockToken), ...token(testUsd)],
        allowFailure: false,
        multicallAddress: MULTICALL3_ADDRESS,
      });
      expect(results).toEqual([expected.dock, 18, 'DOCK', expected.testUsd, 6, 'tUSD']);
    }
  });

  it('gives chain B different token balances from chain A', async () => {
    const holder = stack.accounts[4]?.address as Address;
    const read = (index: number) =>
      chainAt(index).client.readContract({
        address: chainAt(index).chain.contracts.testUsd,
        abi: testTokenAbi,
        functionName: 'balanceOf',
        args: [holder],
      });
    expect(await read(0)).toBe(10_000_000_000n);
    expect(await read(1)).toBe(2_500_000_000n);
  });

  it('reverts aggregate3 with "Multicall3: call failed" unless the failing call allows failure', async () => {
    const { chain, client } = chainAt(0);
    // mint is owner-only, so this call reverts.
    const failing = {
      target: chain.contracts.dockToken,
      callData: encodeFunctionData({
        abi: testTokenAbi,
        functionName: 'mint',
        args: [MULTICALL3_ADDRESS, 1n],
      }),
    };
    const aggregate3 = (allowFailure: boolean) =>
      client.simulateContract({
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [[{ ...failing, allowFailure }]],
      });
    await expect(aggregate3(false)).rejects.toThrow('Multicall3: call failed');
    const { result } = await aggregate3(true);
    expect(result).toHaveLength(1);
    expect(result[0]?.success).toBe(false);
  });

  it('answers the Multicall3 block and balance helpers', async () => {
    const { chain, client } = chainAt(1);
    const read = <F extends 'getChainId' | 'getBlockNumber' | 'getCurrentBlockGasLimit'>(functionName: F) =>
      client.readContract({ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName });
    expect(await read('getChainId')).toBe(BigInt(chain.chainId));
    expect(await read('getBlockNumber')).toBe(await client.getBlockNumber());
    expect(await read('getCurrentBlockGasLimit')).toBeGreaterThan(0n);
    const balance = await client.readContract({
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      args: [stack.accounts[1]?.address as Address],
    });
    expect(balance).toBe(parseEther('10000'));
  });

  it('returns the anvil dev accounts, funded with 10,000 ETH and (but for the deployer) at nonce 0', async () => {
    const { client } = chainAt(0);
    expect(stack.accounts).toHaveLength(10);
    expect(stack.accounts[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    });
    const served = await createWalletClient({ transport: http(chainAt(0).chain.rpcUrl) }).getAddresses();
    expect(served.map((a) => a.toLowerCase())).toEqual(stack.accounts.map((a) => a.address.toLowerCase()));
    for (const account of stack.accounts.slice(0, -1)) {
      expect(await client.getBalance({ address: account.address })).toBe(parseEther('10000'));
      expect(await client.getTransactionCount({ address: account.address })).toBe(0);
    }
  });

  it('deploys from the last dev account, which owns the contracts', async () => {
    const { chain, client } = chainAt(1);
    const deployer = stack.accounts.at(-1)?.address;
    for (const address of [chain.contracts.dockToken, chain.contracts.testUsd]) {
      expect(await client.readContract({ address, abi: testTokenAbi, functionName: 'owner' })).toBe(deployer);
    }
    expect(
      await client.readContract({ address: chain.contracts.testNft, abi: testNftAbi, functionName: 'owner' }),
    ).toBe(deployer);
  });

  it('mints the NFTs: ids 1-3 to account 0 and 4-5 to account 1, enumerable', async () => {
    const { chain, client } = chainAt(0);
    const nft = { address: chain.contracts.testNft, abi: testNftAbi } as const;
    const [a0, a1] = stack.accounts.map((a) => a.address);
    expect(await client.readContract({ ...nft, functionName: 'name' })).toBe('Dock Test NFT');
    expect(await client.readContract({ ...nft, functionName: 'symbol' })).toBe('DNFT');
    expect(await client.readContract({ ...nft, functionName: 'totalSupply' })).toBe(5n);
    for (const { tokenId, accountIndex } of LOCAL_STACK_SEED.nfts) {
      expect(await client.readContract({ ...nft, functionName: 'ownerOf', args: [tokenId] })).toBe(
        stack.accounts[accountIndex]?.address,
      );
    }
    const owned = async (owner: Address) => {
      const count = await client.readContract({ ...nft, functionName: 'balanceOf', args: [owner] });
      const ids: bigint[] = [];
      for (let i = 0n; i < count; i++) {
        ids.push(
          await client.readContract({ ...nft, functionName: 'tokenOfOwnerByIndex', args: [owner, i] }),
        );
      }
      return ids;
    };
    expect(await owned(a0 as Address)).toEqual([1n, 2n, 3n]);
    expect(await owned(a1 as Address)).toEqual([4n, 5n]);
    expect(await client.readContract({ ...nft, functionName: 'tokenByIndex', args: [4n] })).toBe(5n);
    for (const interfaceId of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f', '0x780e9d63'] as const) {
      expect(
        await client.readContract({ ...nft, functionName: 'supportsInterface', args: [interfaceId] }),
      ).toBe(true);
    }
    expect(
      await client.readContract({ ...nft, functionName: 'supportsInterface', args: ['0xffffffff'] }),
    ).toBe(false);
  });

  it('serves tokenURI as on-chain base64 JSON whose image is a base64 SVG showing the token id', async () => {
    const { chain, client } = chainAt(1);
    for (const { tokenId } of LOCAL_STACK_SEED.nfts) {
      const uri = await client.readContract({
        address: chain.contracts.testNft,
        abi: testNftAbi,
        functionName: 'tokenURI',
        args: [tokenId],
      });
      const metadata = JSON.parse(decodeDataUri(uri, 'application/json')) as {
        name: string;
        description: string;
        image: string;
      };
      expect(metadata.name).toBe(`Dock Test NFT #${tokenId}`);
      expect(metadata.description).toEqual(expect.any(String));
      const svg = decodeDataUri(metadata.image, 'image/svg+xml');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg).toContain(`>#${tokenId}</text>`);
    }
  });

  it('toJSON() returns plain data: chains, accounts, the services URL, the relay URL and the Solana chain only', () => {
    const json = stack.toJSON();
    expect(Object.keys(json).sort()).toEqual(['accounts', 'chains', 'services', 'solana', 'walletConnect']);
    expect(json.services.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(json.walletConnect.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(JSON.parse(JSON.stringify(stack))).toEqual(json);
    expect(json.chains).toEqual(stack.chains);
    expect(json.chains).not.toBe(stack.chains);
  });

  it('runs the reference sign-in backend at services.siwxUrl: a loopback page signs in, others are refused', async () => {
    const siwxUrl = stack.services.siwxUrl as string;
    expect(siwxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const origin = 'http://localhost:5173';
    const { nonce } = (await (await fetch(`${siwxUrl}/siwx/nonce`, { headers: { origin } })).json()) as {
      nonce: string;
    };
    const account = privateKeyToAccount(stack.accounts[0]?.privateKey as `0x${string}`);
    const message = createSiwxMessage({
      accountAddress: account.address,
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      uri: origin,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
    });
    const verified = await fetch(`${siwxUrl}/siwx/verify`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
    });
    expect(verified.status).toBe(200);
    expect(verified.headers.get('set-cookie')).toContain('HttpOnly');
    const foreign = await fetch(`${siwxUrl}/siwx/nonce`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });
});

/** Decodes a `data:<mime>;base64,…` URI, checking that the base64 is canonical (padding included). */
function decodeDataUri(uri: string, mime: string): string {
  const prefix = `data:${mime};base64,`;
  expect(uri.startsWith(prefix)).toBe(true);
  const base64 = uri.slice(prefix.length);
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.toString('base64')).toBe(base64);
  return bytes.toString('utf8');
}
