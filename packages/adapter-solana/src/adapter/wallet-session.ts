import { type CaipNetworkId, ConnectorError, type ConnectorSession, MESSAGES } from '@walletdock/core';
import type { Wallet, WalletAccount } from '../connectors/types.js';
import type { SolanaWalletChain } from '../networks/chain-id.js';

/** A Solana adapter session: a Wallet Standard wallet, its authorised accounts and the chosen chain. */
export type SolanaSession = ConnectorSession & {
  wallet: Wallet;
  accounts: readonly WalletAccount[];
  account: WalletAccount;
  chain: SolanaWalletChain;
  caipNetworkId: CaipNetworkId;
};

export const isSolanaChain = (chain: unknown): chain is SolanaWalletChain =>
  typeof chain === 'string' && chain.startsWith('solana:');

/** The accounts of a wallet's answer that can act on Solana (all of them when accounts name no chains). */
export function solanaAccounts(accounts: readonly WalletAccount[] | undefined): WalletAccount[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.filter(
    (a) =>
      typeof a?.address === 'string' &&
      a.address !== '' &&
      (!Array.isArray(a.chains) || a.chains.length === 0 || a.chains.some(isSolanaChain)),
  );
}

/** The Solana chains an account (else its wallet) serves, in the wallet's order. */
export function chainsOf(wallet: Wallet, account: WalletAccount | undefined): SolanaWalletChain[] {
  const fromAccount = (account?.chains ?? []).filter(isSolanaChain);
  return fromAccount.length > 0 ? fromAccount : wallet.chains.filter(isSolanaChain);
}

/** The session's account with this address (default: its active one), or "Account not found". */
export function accountOf(session: SolanaSession, address: string | undefined): WalletAccount {
  if (address === undefined) return session.account;
  const account = session.accounts.find((a) => a.address === address);
  if (!account) {
    throw new ConnectorError(MESSAGES.accountNotFound, {
      details: `The wallet did not authorise ${address} for this app`,
    });
  }
  return account;
}
