import {
  type AdapterAccount,
  type CaipNetworkId,
  type ChainAdapterEvents,
  type ConnectorSession,
  type Emitter,
  listenTo,
  toWalletDockError,
  type WalletEventListener,
} from '@walletdock/core';
import type { EIP1193Provider } from '../eip6963/types.js';
import { toCaipNetworkId } from '../networks/chain-id.js';

/** MetaMask emits `disconnect` with 1013 while it reconnects to a chain; it is not a disconnection. */
const TRANSIENT_DISCONNECT_CODE = 1013;

/** An EVM adapter session: the connector's EIP-1193 provider. */
export type EvmSession = ConnectorSession & { provider: EIP1193Provider };

/** An EIP-1193 request, its failure mapped to core's classes. */
export async function call(
  provider: EIP1193Provider,
  method: string,
  params?: readonly unknown[],
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params });
  } catch (error) {
    throw toWalletDockError(error);
  }
}

/** The well-formed addresses of a wallet's `eth_accounts` answer. */
export function accountsOf(value: unknown): AdapterAccount[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string' && /^0x[0-9a-fA-F]{40}$/.test(item))
    .map((address) => ({ address, type: 'eoa' }));
}

/** The wallet's current chain as a CAIP-2 id. */
export async function chainOf(provider: EIP1193Provider): Promise<CaipNetworkId> {
  return toCaipNetworkId(await call(provider, 'eth_chainId'));
}

/**
 * A session on an EIP-1193 provider: listens to its `accountsChanged`, `chainChanged` and `disconnect` and
 * forwards them, normalised, as adapter events; `forget` ends the session (no account left, disconnected).
 */
export function watchProvider(
  connectorId: string,
  provider: EIP1193Provider,
  events: Emitter<ChainAdapterEvents>,
  forget: () => void,
): EvmSession {
  const stop = listenTo(provider as Parameters<typeof listenTo>[0], {
    accountsChanged: ((accounts: unknown) => {
      const list = accountsOf(accounts);
      if (list.length === 0) forget();
      events.emit('accountsChanged', { connectorId, accounts: list });
    }) as WalletEventListener,
    chainChanged: ((chainId: unknown) => {
      let caipNetworkId: CaipNetworkId;
      try {
        caipNetworkId = toCaipNetworkId(chainId);
      } catch {
        return; // a malformed chain id from the wallet is ignored
      }
      events.emit('chainChanged', { connectorId, caipNetworkId });
    }) as WalletEventListener,
    disconnect: ((error: unknown) => {
      if ((error as { code?: unknown } | undefined)?.code === TRANSIENT_DISCONNECT_CODE) return;
      forget();
      events.emit('disconnect', { connectorId });
    }) as WalletEventListener,
  });
  return { provider, stop };
}
