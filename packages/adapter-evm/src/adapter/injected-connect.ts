import {
  type AdapterConnection,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterEvents,
  type ConnectorSessions,
  type Emitter,
  noAccountError,
} from '@walletdock/core';
import type { EIP1193Provider } from '../eip6963/types.js';
import { switchEvmNetwork } from '../networks/switch-network.js';
import { type EvmRpcUrls, rpcUrlsOf } from '../rpc/urls.js';
import { accountsOf, call, chainOf, type EvmSession, watchProvider } from './injected-session.js';

// Connecting an injected or announced wallet (EIP-1193), restoring its session and switching its network:
// loaded by the adapter with `import()` on the first connect, restore or switch of such a wallet. Listing
// wallets does not need it.

/** What the adapter gives the connecting code. */
export type InjectedContext = {
  readonly events: Emitter<ChainAdapterEvents>;
  readonly sessions: ConnectorSessions<EvmSession>;
  networks(): readonly CaipNetwork[];
  networkOf(caipNetworkId: CaipNetworkId): CaipNetwork;
  readonly rpcUrls: EvmRpcUrls | undefined;
};

/** Starts the session of an injected or announced wallet: its events become adapter events. */
function start(context: InjectedContext, connectorId: string, provider: EIP1193Provider): void {
  const { events, sessions } = context;
  sessions.start(
    connectorId,
    watchProvider(connectorId, provider, events, () => sessions.forget(connectorId)),
  );
}

/** Switches the wallet to `network` (adding it first when the wallet does not know it). */
export function switchInjected(
  context: Pick<InjectedContext, 'rpcUrls'>,
  provider: EIP1193Provider,
  network: CaipNetwork,
): Promise<void> {
  return switchEvmNetwork(provider, network, rpcUrlsOf(network, context.rpcUrls));
}

/**
 * Asks the wallet for its accounts (`eth_requestAccounts`), then for the requested network when it is another
 * configured one (declining that still connects, on the wallet's network), and starts the session.
 */
export async function connectInjected(
  context: InjectedContext,
  connectorId: string,
  provider: EIP1193Provider,
  caipNetworkId: CaipNetworkId | undefined,
): Promise<AdapterConnection> {
  const accounts = accountsOf(await call(provider, 'eth_requestAccounts'));
  const [first] = accounts;
  if (!first) throw noAccountError('The wallet returned no account');
  let chain = await chainOf(provider);
  if (
    caipNetworkId !== undefined &&
    caipNetworkId !== chain &&
    context.networks().some((n) => n.caipNetworkId === caipNetworkId)
  ) {
    try {
      await switchInjected(context, provider, context.networkOf(caipNetworkId));
      chain = await chainOf(provider);
    } catch {
      // Connected, but the wallet stays on its network (the visitor declined or it cannot switch):
      // the connection reports the wallet's real network and core applies its unsupported-network rule.
    }
  }
  start(context, connectorId, provider);
  return { connectorId, address: first.address, accounts, caipNetworkId: chain };
}

/** The wallet's still-authorised accounts (`eth_accounts`, no prompt) as a session, or null without any. */
export async function reconnectInjected(
  context: InjectedContext,
  connectorId: string,
  provider: EIP1193Provider,
): Promise<AdapterConnection | null> {
  const accounts = accountsOf(await call(provider, 'eth_accounts'));
  const [first] = accounts;
  if (!first) return null;
  const chain = await chainOf(provider);
  start(context, connectorId, provider);
  return { connectorId, address: first.address, accounts, caipNetworkId: chain };
}
