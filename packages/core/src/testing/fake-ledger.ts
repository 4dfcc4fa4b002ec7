import type { AdapterTransactionRequest } from '../adapter/types.js';
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js';
import { InvalidInputRpcError, InvalidParamsRpcError } from '../errors/json-rpc-errors.js';
import { isHexAddress, sameAddress } from './addresses.js';
import { FAKE_WALLET_INTERNALS, type FakeWallet } from './fake-wallet.js';

// The fake chain's ledger rules: which wallet holds an address's balance, what a valid transfer is, and the
// funds check — what a node would answer.

/** The wallet holding the balance of an address: its owner first, else any wallet that tracks it. */
export function ledgerOf(
  wallets: readonly FakeWallet[],
  address: string,
  caipNetworkId: CaipNetworkId,
): FakeWallet | undefined {
  const tracks = (w: FakeWallet) => w[FAKE_WALLET_INTERNALS].hasBalanceEntry(address, caipNetworkId);
  const owner = wallets.find((w) => w.accounts.some((a) => sameAddress(a, address)));
  return owner && tracks(owner) ? owner : (wallets.find(tracks) ?? owner);
}

/** The wallet holding the balance of a token for an address, as `ledgerOf` does for native balances. */
export function tokenLedgerOf(
  wallets: readonly FakeWallet[],
  address: string,
  caipNetworkId: CaipNetworkId,
  token: string,
): FakeWallet | undefined {
  const tracks = (w: FakeWallet) =>
    w[FAKE_WALLET_INTERNALS].hasTokenBalanceEntry(address, caipNetworkId, token);
  const owner = wallets.find((w) => w.accounts.some((a) => sameAddress(a, address)));
  return owner && tracks(owner) ? owner : (wallets.find(tracks) ?? owner);
}

/** A transfer's `to`, `value` and `data`, checked as a node of the namespace would (code -32602 when bad). */
export function validateTransaction(
  namespace: ChainNamespace,
  transaction: AdapterTransactionRequest,
): { to: string; value: bigint; data?: string } {
  const { to, value = 0n, data } = transaction;
  const validTo =
    namespace === 'eip155' ? isHexAddress(to) : typeof to === 'string' && /^\S{1,128}$/.test(to);
  if (!validTo) {
    throw new InvalidParamsRpcError({
      details: `\`to\` is not a ${namespace} address: ${JSON.stringify(to)}`,
    });
  }
  if (typeof value !== 'bigint' || value < 0n) {
    throw new InvalidParamsRpcError({ details: '`value` must be a non-negative bigint' });
  }
  if (data !== undefined && (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))) {
    throw new InvalidParamsRpcError({ details: '`data` must be 0x-prefixed hex bytes' });
  }
  return data === undefined ? { to, value } : { to, value, data };
}

/** "insufficient funds" (code -32000) when `from` holds less than `value` on the network. */
export function assertFunds(
  wallet: FakeWallet,
  from: string,
  caipNetworkId: CaipNetworkId,
  value: bigint,
): void {
  const balance = wallet.balanceOf(from, caipNetworkId);
  if (balance < value) {
    throw new InvalidInputRpcError({
      details: `insufficient funds: ${from} has ${balance} on ${caipNetworkId}, the transaction sends ${value}`,
    });
  }
}
