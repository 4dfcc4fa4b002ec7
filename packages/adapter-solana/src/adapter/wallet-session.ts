import {
  type AdapterAccount,
  type AdapterConnection,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterEvents,
  ConnectorError,
  type ConnectorSession,
  type ConnectorSessions,
  type Emitter,
  MESSAGES,
  noAccountError,
} from '@walletdock/core';
import { featureOf, type Wallet, type WalletAccount } from '../connectors/types.js';
import { UnknownSolanaChainError } from '../errors.js';
import { type SolanaWalletChain, toWalletChain, tryCaipNetworkId } from '../networks/chain-id.js';

/** A Solana adapter session: a Wallet Standard wallet, its authorised accounts and the chosen chain. */
export type SolanaSession = ConnectorSession & {
  wallet: Wallet;
  accounts: readonly WalletAccount[];
  account: WalletAccount;
  chain: SolanaWalletChain;
  caipNetworkId: CaipNetworkId;
};

type Chosen = { chain: SolanaWalletChain; caipNetworkId: CaipNetworkId };

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

const toAdapterAccounts = (accounts: readonly WalletAccount[]): AdapterAccount[] =>
  accounts.map((a) => ({ address: a.address, type: 'eoa' }));

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

/**
 * The network a connection uses: the requested one when the account serves it, else the first of the
 * account's chains that is a configured network, else the first that maps to a CAIP-2 id at all (core then
 * applies its unsupported-network rule).
 */
export function chooseChain(
  known: readonly CaipNetwork[],
  chains: readonly SolanaWalletChain[],
  requested: CaipNetworkId | undefined,
): Chosen {
  if (requested !== undefined) {
    try {
      const chain = toWalletChain(requested, known);
      if (chains.includes(chain)) return { chain, caipNetworkId: requested };
    } catch {
      // a network the wallet cannot name: fall through to the wallet's own chains
    }
  }
  const mapped = chains.flatMap((chain) => {
    const caipNetworkId = tryCaipNetworkId(chain, known);
    return caipNetworkId === undefined ? [] : [{ chain, caipNetworkId }];
  });
  const found = mapped.find((m) => known.some((n) => n.caipNetworkId === m.caipNetworkId)) ?? mapped[0];
  if (!found) {
    throw new UnknownSolanaChainError(
      chains.join(', '),
      `None of the wallet's chains (${chains.join(', ') || 'none'}) maps to a CAIP-2 network`,
    );
  }
  return found;
}

/** The session's new chain after a wallet `change` event, or undefined when it keeps its chain. */
function movedChain(
  known: readonly CaipNetwork[],
  session: SolanaSession,
  announced: readonly string[] | undefined,
): Chosen | undefined {
  const chains =
    announced !== undefined && (session.account.chains ?? []).filter(isSolanaChain).length === 0
      ? announced.filter(isSolanaChain)
      : chainsOf(session.wallet, session.account);
  if (chains.length === 0 || chains.includes(session.chain)) return undefined;
  try {
    return chooseChain(known, chains, undefined);
  } catch {
    return undefined; // the wallet moved to chains we cannot name: keep the session's network
  }
}

/**
 * Opens sessions on Wallet Standard wallets and forwards each wallet's `standard:events` `change` (accounts,
 * chains) as adapter events.
 */
export function solanaSessions(params: {
  known: () => readonly CaipNetwork[];
  events: Emitter<ChainAdapterEvents>;
  sessions: ConnectorSessions<SolanaSession>;
}) {
  const { events, sessions } = params;

  function onChange(
    connectorId: string,
    session: SolanaSession,
    properties: { accounts?: readonly WalletAccount[]; chains?: readonly string[] },
  ): void {
    if (!sessions.isCurrent(connectorId, session)) return; // a change of an ended session
    if (properties.accounts !== undefined) {
      const accounts = solanaAccounts(properties.accounts);
      const [first] = accounts;
      if (!first) {
        sessions.forget(connectorId);
        events.emit('accountsChanged', { connectorId, accounts: [] });
        return;
      }
      const changed =
        accounts.length !== session.accounts.length ||
        accounts.some((a, i) => a.address !== session.accounts[i]?.address);
      session.accounts = accounts;
      session.account = first;
      if (changed) events.emit('accountsChanged', { connectorId, accounts: toAdapterAccounts(accounts) });
    }
    if (properties.accounts === undefined && properties.chains === undefined) return;
    const next = movedChain(params.known(), session, properties.chains);
    if (!next) return;
    session.chain = next.chain;
    session.caipNetworkId = next.caipNetworkId;
    events.emit('chainChanged', { connectorId, caipNetworkId: next.caipNetworkId });
  }

  /** Opens a session and forwards the wallet's `standard:events` `change` as adapter events. */
  function start(
    connectorId: string,
    wallet: Wallet,
    accounts: readonly WalletAccount[],
    requested: CaipNetworkId | undefined,
  ): AdapterConnection {
    const [first] = accounts;
    if (!first) throw noAccountError();
    const { chain, caipNetworkId } = chooseChain(params.known(), chainsOf(wallet, first), requested);
    const session: SolanaSession = { wallet, accounts, account: first, chain, caipNetworkId, stop: () => {} };
    sessions.forget(connectorId);
    const feature = featureOf(wallet, 'standard:events');
    if (feature) {
      try {
        session.stop = feature.on('change', (properties) => onChange(connectorId, session, properties));
      } catch {
        // a wallet whose events cannot be subscribed to: the session works without them
      }
    }
    sessions.start(connectorId, session);
    return { connectorId, address: first.address, accounts: toAdapterAccounts(accounts), caipNetworkId };
  }

  return { start };
}
