import { InvalidCaipAddressError } from '../caip/errors.js';
import type { CaipNetworkId } from '../caip/types.js';
import { normalizeAddress } from './addresses.js';

/** A fake wallet's view of the fake chain: native and token balances of any address, and nonces. */
export type FakeBalances = {
  balanceOf(address: string, caipNetworkId: CaipNetworkId): bigint;
  setBalance(address: string, caipNetworkId: CaipNetworkId, amount: bigint): void;
  tokenBalanceOf(address: string, caipNetworkId: CaipNetworkId, token: string): bigint;
  setTokenBalance(address: string, caipNetworkId: CaipNetworkId, token: string, amount: bigint): void;
  hasBalanceEntry(address: string, caipNetworkId: CaipNetworkId): boolean;
  hasTokenBalanceEntry(address: string, caipNetworkId: CaipNetworkId, token: string): boolean;
  /** The sender's next nonce on the network (from 0). */
  nextNonce(address: string, caipNetworkId: CaipNetworkId): number;
};

function balanceKey(address: string, caipNetworkId: CaipNetworkId): string {
  return `${caipNetworkId}:${normalizeAddress(address)}`;
}

function tokenBalanceKey(address: string, caipNetworkId: CaipNetworkId, token: string): string {
  return `${balanceKey(address, caipNetworkId)}|${normalizeAddress(token)}`;
}

function parseBalanceKey(key: string): string {
  const parts = key.split(':');
  const [namespace, reference, address] = parts;
  if (parts.length !== 3 || !namespace || !reference || !address) {
    throw new InvalidCaipAddressError(
      key,
      'a balance key must be a CAIP-10 account id: namespace:reference:address',
    );
  }
  return balanceKey(address, `${namespace}:${reference}` as CaipNetworkId);
}

/**
 * Creates the balances from `createFakeWallet`'s options: native balances keyed by CAIP-10 account id, token
 * balances by CAIP-10 account id then token address.
 *
 * @throws {InvalidCaipAddressError} for a key that is not a CAIP-10 account id.
 */
export function createFakeBalances(options: {
  balances?: Readonly<Record<string, bigint>> | undefined;
  tokenBalances?: Readonly<Record<string, Readonly<Record<string, bigint>>>> | undefined;
}): FakeBalances {
  const balances = new Map<string, bigint>();
  for (const [key, amount] of Object.entries(options.balances ?? {}))
    balances.set(parseBalanceKey(key), amount);
  const tokenBalances = new Map<string, bigint>();
  for (const [key, tokens] of Object.entries(options.tokenBalances ?? {})) {
    const account = parseBalanceKey(key);
    for (const [token, amount] of Object.entries(tokens)) {
      tokenBalances.set(`${account}|${normalizeAddress(token)}`, amount);
    }
  }
  const nonces = new Map<string, number>();
  return {
    balanceOf: (address, id) => balances.get(balanceKey(address, id)) ?? 0n,
    setBalance(address, id, amount) {
      balances.set(balanceKey(address, id), amount);
    },
    tokenBalanceOf: (address, id, token) => tokenBalances.get(tokenBalanceKey(address, id, token)) ?? 0n,
    setTokenBalance(address, id, token, amount) {
      tokenBalances.set(tokenBalanceKey(address, id, token), amount);
    },
    hasBalanceEntry: (address, id) => balances.has(balanceKey(address, id)),
    hasTokenBalanceEntry: (address, id, token) => tokenBalances.has(tokenBalanceKey(address, id, token)),
    nextNonce(address, id) {
      const key = balanceKey(address, id);
      const nonce = nonces.get(key) ?? 0;
      nonces.set(key, nonce + 1);
      return nonce;
    },
  };
}
