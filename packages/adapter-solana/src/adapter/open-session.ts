import type {
  AdapterAccount,
  AdapterConnection,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapterEvents,
  ConnectorSessions,
  Emitter,
} from '@walletdock/core';
import { noAccountError } from '@walletdock/core';
import { featureOf, type Wallet, type WalletAccount } from '../connectors/types.js';
import { UnknownSolanaChainError } from '../errors.js';
import { type SolanaWalletChain, toWalletChain, tryCaipNetworkId } from '../networks/chain-id.js';
import { chainsOf, isSolanaChain, type SolanaSession, solanaAccounts } from './wallet-session.js';

// Opening a session once a wallet answered a connect or a restore, and following its events: loaded with the
// rest of connecting (connecting.ts), not with the adapter.

type Chosen = { chain: SolanaWalletChain; caipNetworkId: CaipNetworkId };

const toAdapterAccounts = (accounts: readonly WalletAccount[]): AdapterAccount[] =>
  accounts.map((a) => ({ address: a.address, type: 'eoa' }));

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
