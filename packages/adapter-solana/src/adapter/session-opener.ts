import {
  type AdapterBase,
  type AdapterConnection,
  type CaipNetworkId,
  lazyOnce,
  SwitchChainError,
} from '@walletdock/core';
import { toWalletChain } from '../networks/chain-id.js';
import type { solanaSessions } from './open-session.js';
import { chainsOf, type SolanaSession } from './wallet-session.js';

/**
 * Connecting (`standard:connect` / `standard:disconnect`, opening a session and following its events), loaded
 * with `import()` on the first connect, restore or disconnect: listing wallets does not need it.
 */
export const connectingModule = () => import('./connecting.js');

/** Opens a session for a wallet that answered a connect or restore (the same for every Solana driver). */
export type SessionOpener = (
  ...args: Parameters<ReturnType<typeof solanaSessions>['start']>
) => Promise<AdapterConnection>;

/** The session opener of one adapter, its code loaded once (again after a failed load). */
export function sessionOpener(base: AdapterBase<SolanaSession>): SessionOpener {
  const sessions = lazyOnce(async () =>
    (await connectingModule()).solanaSessions({
      known: base.networks,
      events: base.events,
      sessions: base.sessions,
    }),
  );
  return async (...args) => (await sessions.get()).start(...args);
}

/**
 * Switching a session's network. Wallet Standard wallets (and the WalletConnect session, driven as one) have no
 * "active chain": the chain is chosen per request, so switching is local, to a chain the account serves.
 */
export async function switchSession(
  base: AdapterBase<SolanaSession>,
  { connectorId, caipNetworkId }: { connectorId: string; caipNetworkId: CaipNetworkId },
): Promise<void> {
  const session = base.sessions.require(connectorId);
  const chain = toWalletChain(caipNetworkId, base.networks());
  if (!chainsOf(session.wallet, session.account).includes(chain)) {
    throw new SwitchChainError({
      details: `The wallet ${JSON.stringify(session.wallet.name)} does not serve ${chain} for this account`,
    });
  }
  session.chain = chain;
  session.caipNetworkId = caipNetworkId;
}
