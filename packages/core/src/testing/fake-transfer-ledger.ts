import type { AdapterFeeEstimate, AdapterTransactionOutcome } from '../adapter/types.js';
import type { CaipNetworkId } from '../caip/types.js';
import { InvalidInputRpcError } from '../errors/json-rpc-errors.js';
import { sameAddress } from './addresses.js';
import type { FakeToken } from './fake-adapter.js';
import { type FakeFeeLedger, type FakeFees, fakeFeeOf } from './fake-fees.js';
import { ledgerOf, tokenLedgerOf } from './fake-ledger.js';
import type { FakeTransferRequest } from './fake-transfers.js';
import { FAKE_WALLET_INTERNALS, type FakeWallet } from './fake-wallet.js';
import type { FakeWalletSet } from './fake-wallet-set.js';

/** The fake chain's ledger rules for transfers: prices, the funds check, and the settlement in a block. */
export type FakeTransferLedger = {
  readonly ledger: FakeFeeLedger;
  /** The token deployed on the network at `token`, or "no token" (code -32000). */
  deployed(caipNetworkId: CaipNetworkId, token: string): FakeToken;
  feeOf(
    caipNetworkId: CaipNetworkId,
    transfer: { to: string; token?: string | undefined },
  ): AdapterFeeEstimate;
  /** Throws "insufficient funds" (code -32000) when the sender cannot pay amount, fee and reserve, or below a minimum. */
  check(from: string, caipNetworkId: CaipNetworkId, request: FakeTransferRequest): void;
  /** Moves the amount and charges the fee (only the fee when `reverted`, or when the funds are gone by then). */
  settle(
    wallet: FakeWallet,
    from: string,
    caipNetworkId: CaipNetworkId,
    request: FakeTransferRequest,
    reverted: { reason: string | undefined } | undefined,
  ): AdapterTransactionOutcome;
};

export function createTransferLedger(params: {
  set: FakeWalletSet;
  tokens: Partial<Record<CaipNetworkId, readonly FakeToken[]>> | undefined;
  fees: FakeFees;
}): FakeTransferLedger {
  const { wallets, namespace } = params.set;
  const nativeOf = (address: string, id: CaipNetworkId) =>
    ledgerOf(wallets, address, id)?.balanceOf(address, id) ?? 0n;
  const tokenOf = (address: string, id: CaipNetworkId, token: string) =>
    tokenLedgerOf(wallets, address, id, token)?.tokenBalanceOf(address, id, token) ?? 0n;
  const ledger: FakeFeeLedger = {
    accountExists: (address, id) => nativeOf(address, id) > 0n,
    tokenAccountExists: (address, id, token) =>
      wallets.some((w) => w[FAKE_WALLET_INTERNALS].hasTokenBalanceEntry(address, id, token)),
  };
  const feeOf: FakeTransferLedger['feeOf'] = (caipNetworkId, { to, token }) =>
    fakeFeeOf(namespace, params.fees, ledger, caipNetworkId, token === undefined ? { to } : { to, token });

  const transferLedger: FakeTransferLedger = {
    ledger,
    feeOf,
    deployed(caipNetworkId, token) {
      const found = params.tokens?.[caipNetworkId]?.find((t) => sameAddress(t.address, token));
      if (!found)
        throw new InvalidInputRpcError({ details: `no token ${token} is deployed on ${caipNetworkId}` });
      return found;
    },

    check(from, caipNetworkId, request) {
      const { token, amount } = request.fakeTransfer;
      if (token !== undefined) transferLedger.deployed(caipNetworkId, token);
      const { fee, reserve, minimumAmount } = feeOf(caipNetworkId, { to: request.to, token });
      const native = nativeOf(from, caipNetworkId);
      const needed = fee + reserve + (token === undefined ? amount : 0n);
      if (native < needed) {
        throw new InvalidInputRpcError({
          details: `insufficient funds: ${from} has ${native} on ${caipNetworkId}, the transfer needs ${needed}`,
        });
      }
      if (token !== undefined && tokenOf(from, caipNetworkId, token) < amount) {
        throw new InvalidInputRpcError({
          details: `insufficient token balance: ${from} holds less than ${amount}`,
        });
      }
      if (minimumAmount !== undefined && amount < minimumAmount) {
        throw new InvalidInputRpcError({
          details: `insufficient funds for rent: a new account needs at least ${minimumAmount}`,
        });
      }
    },

    settle(wallet, from, caipNetworkId, request, reverted) {
      const { token, amount } = request.fakeTransfer;
      const { fee, reserve } = feeOf(caipNetworkId, { to: request.to, token });
      const payer = ledgerOf(wallets, from, caipNetworkId) ?? wallet;
      const charge = (value: bigint) =>
        payer.setBalance(from, caipNetworkId, payer.balanceOf(from, caipNetworkId) - value);
      let failure = reverted;
      if (!failure) {
        try {
          transferLedger.check(from, caipNetworkId, request);
        } catch (error) {
          failure = { reason: error instanceof Error ? error.message : String(error) };
        }
      }
      if (failure) {
        charge(fee <= payer.balanceOf(from, caipNetworkId) ? fee : 0n);
        return failure.reason === undefined
          ? { status: 'reverted' }
          : { status: 'reverted', reason: failure.reason };
      }
      charge(fee + reserve);
      if (token === undefined) {
        charge(amount);
        const receiver = ledgerOf(wallets, request.to, caipNetworkId) ?? wallet;
        receiver.setBalance(
          request.to,
          caipNetworkId,
          receiver.balanceOf(request.to, caipNetworkId) + amount,
        );
      } else {
        const holder = tokenLedgerOf(wallets, from, caipNetworkId, token) ?? wallet;
        holder.setTokenBalance(
          from,
          caipNetworkId,
          token,
          holder.tokenBalanceOf(from, caipNetworkId, token) - amount,
        );
        const receiver = tokenLedgerOf(wallets, request.to, caipNetworkId, token) ?? wallet;
        const held = receiver.tokenBalanceOf(request.to, caipNetworkId, token);
        receiver.setTokenBalance(request.to, caipNetworkId, token, held + amount);
      }
      return { status: 'success' };
    },
  };
  return transferLedger;
}
