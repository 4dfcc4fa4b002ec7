// Before @solana/spl-token: its bigint-buffer loads quietly (see quiet-bigint-buffer.ts).
import './quiet-bigint-buffer.js';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import type { BalancesResponse, FungiblePriceResponse } from '@walletdock/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES_USD } from '../server/prices.js';
import { startLocalStack } from '../stack/start-local-stack.js';
import type { LocalStack } from '../stack/types.js';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ chainIds: [93401], accounts: 3 });
});
afterAll(() => stack?.stop());

const get = (path: string) =>
  fetch(`${stack.services.url}${path}${path.includes('?') ? '&' : '?'}projectId=p1`);
const balances = async (address: string, extra = '') => {
  const response = await get(
    `/v1/account/${address}/balance?chainId=${stack.solana.caipNetworkId}&currency=usd${extra}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as BalancesResponse).balances;
};

describe('the local stack with Solana', () => {
  it('exposes the Solana chain in the stack and in toJSON(), with as many dev accounts as the EVM side', async () => {
    expect(stack.solana.caipNetworkId).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/);
    expect(stack.solana.accounts).toHaveLength(3);
    expect(stack.toJSON().solana).toEqual(stack.solana);
    expect(JSON.parse(JSON.stringify(stack.toJSON())).solana).toEqual(stack.solana);
    const connection = new Connection(stack.solana.rpcUrl);
    expect(await connection.getGenesisHash()).toBe(stack.solana.genesisHash);
  });

  it('serves SOL and dUSD balances of a dev account, read from the chain, with prices', async () => {
    const address = stack.solana.accounts[0]?.publicKey ?? '';
    const body = await balances(address);
    expect(body).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: stack.solana.caipNetworkId,
        price: PRICES_USD.SOL,
        value: 100 * PRICES_USD.SOL,
        iconUrl: `${stack.services.url}/public/getTokenImage/SOL?projectId=p1`,
        quantity: { decimals: '9', numeric: '100' },
      },
      {
        address: `${stack.solana.caipNetworkId}:${stack.solana.mint.address}`,
        name: 'Dock Solana USD',
        symbol: 'dUSD',
        chainId: stack.solana.caipNetworkId,
        price: PRICES_USD.dUSD,
        value: 1_000,
        iconUrl: `${stack.services.url}/public/getTokenImage/dUSD?projectId=p1`,
        quantity: { decimals: '6', numeric: '1000' },
      },
    ]);
    expect(await balances(Keypair.generate().publicKey.toBase58())).toEqual([]);
  });

  it('follows a real SPL transfer once forceUpdate bypasses the cache', async () => {
    const [sender, receiver] = stack.solana.accounts;
    if (!sender || !receiver) throw new Error('no accounts');
    await balances(receiver.publicKey); // cached now
    const from = Keypair.fromSecretKey(Uint8Array.from(sender.secretKey));
    const mint = new PublicKey(stack.solana.mint.address);
    const ata = (owner: PublicKey) => getAssociatedTokenAddressSync(mint, owner);
    await sendAndConfirmTransaction(
      new Connection(stack.solana.rpcUrl, 'confirmed'),
      new Transaction().add(
        createTransferCheckedInstruction(
          ata(from.publicKey),
          mint,
          ata(new PublicKey(receiver.publicKey)),
          from.publicKey,
          2_500_000n,
          6,
        ),
      ),
      [from],
    );
    const forced = await balances(
      receiver.publicKey,
      `&forceUpdate=${stack.solana.caipNetworkId}:${stack.solana.mint.address}`,
    );
    expect(forced.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['SOL', '100'],
      ['dUSD', '1002.5'],
    ]);
  });

  it.each([
    // The server checks the chain before the address.
    [
      '/v1/account/0xabc/balance?chainId=SOLANA&currency=usd',
      400,
      '"chainId" is not a CAIP-2 chain id: SOLANA',
    ],
    [
      '/v1/account/not-base58!/balance?chainId=solana:X&currency=usd',
      400,
      'Chain solana:X is not supported by this server',
    ],
    [
      `/v1/account/${'1'.repeat(32)}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&currency=usd`,
      400,
      'Chain solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not supported by this server',
    ],
  ])('answers %s with %i', async (path, status, message) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it('prices SOL and dUSD by CAIP-10 id', async () => {
    const response = await fetch(`${stack.services.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        projectId: 'p1',
        currency: 'usd',
        addresses: [
          `${stack.solana.caipNetworkId}:So11111111111111111111111111111111111111111`,
          `${stack.solana.caipNetworkId}:${stack.solana.mint.address}`,
          `${stack.solana.caipNetworkId}:${Keypair.generate().publicKey.toBase58()}`,
        ],
      }),
    });
    const body = (await response.json()) as FungiblePriceResponse;
    expect(body.fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['SOL', 150],
      ['dUSD', 1],
    ]);
  });

  it('stops the Solana chain with the stack', async () => {
    const other = await startLocalStack({ chainIds: [93402], accounts: 1 });
    const url = other.solana.rpcUrl;
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await other.stop();
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});
