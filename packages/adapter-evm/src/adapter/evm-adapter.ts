import {
  type AdapterConnection,
  assertAdapterNetworks,
  connectorNotFoundError,
  createAdapterBase,
  walletConnectConnector,
} from '@walletdock/core';
import { createDiscovery } from '../connectors/discovery.js';
import type { EvmWindow } from '../connectors/types.js';
import type { EIP1193Provider } from '../eip6963/types.js';
import type { InjectedContext } from './injected-connect.js';
import type { EvmSession } from './injected-session.js';
import { lazyPublicClients } from './public-clients.js';
import { evmRpcMethods } from './rpc-methods.js';
import type { EvmAdapter, EvmAdapterOptions } from './types.js';
import { evmWalletConnect } from './walletconnect.js';

/** Default wait of `reconnect` for its connector to be announced after a page load. */
export const RECONNECT_TIMEOUT_MS = 500;

/** The connector id of WalletConnect. */
export { WALLET_CONNECT_CONNECTOR_ID } from '@walletdock/core';

/**
 * Connecting an injected or announced wallet, restoring its session and switching its network
 * (injected-connect.ts: the EIP-1193 calls, the session's event wiring, EIP-3326 / EIP-3085), loaded with
 * `import()` on first use: listing wallets does not need it.
 */
const injectedModule = () => import('./injected-connect.js');

function defaultWindow(): EvmWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as EvmWindow);
}

/**
 * Creates the `ChainAdapter` for EVM (`eip155`) chains on core's adapter kit. Creating it does nothing;
 * `mount()` starts wallet discovery (EIP-6963 announcements, the legacy `window.ethereum`), `unmount()` stops it
 * and removes every provider listener. viem (RPC transport, public clients, reads, ENS, multicall) is loaded
 * with import() on the first RPC use, never to list or connect wallets.
 *
 * @throws {ConfigurationError} when a network is not an eip155 network.
 */
export function evmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const networks = assertAdapterNetworks(options.networks, 'eip155', 'EVM', 'evmAdapter');
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS;
  const base = createAdapterBase<EvmSession>({
    namespace: 'eip155',
    networks,
    discovered: () => discovery.list(),
  });
  const { events, sessions, connectors, networkOf } = base;
  const walletConnect = evmWalletConnect({ options, base });
  const discovery = createDiscovery({
    custom: options.connectors ?? [],
    wallets: options.wallets ?? [],
    walletConnect: walletConnect.enabled ? walletConnectConnector('eip155') : undefined,
    onChange: () => connectors.changed(),
  });

  function providerOf(connectorId: string): EIP1193Provider {
    const session = sessions.get(connectorId);
    if (session) return session.provider;
    const provider = connectors.find(connectorId)?.provider as EIP1193Provider | undefined;
    if (!provider) throw connectorNotFoundError('eip155', connectorId);
    return provider;
  }

  const injected: InjectedContext = {
    events,
    sessions,
    networks: () => base.networks(),
    networkOf,
    rpcUrls: options.rpcUrls,
  };

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    networks,

    ...base.members(walletConnect, {
      join: () => discovery.start(options.window ?? defaultWindow()),
      leave: () => discovery.stop(),
    }),

    async connect({ connectorId, caipNetworkId }) {
      if (!walletConnect.isConnector(connectorId)) {
        const provider = providerOf(connectorId);
        return (await injectedModule()).connectInjected(injected, connectorId, provider, caipNetworkId);
      }
      const connector = await walletConnect.connector();
      const result = await connector.connect(caipNetworkId === undefined ? {} : { caipNetworkId });
      return walletConnect.connection(connector, result);
    },

    async reconnect({ connectorId, caipNetworkId }): Promise<AdapterConnection | null> {
      if (walletConnect.isConnector(connectorId)) {
        const wc = await walletConnect.connector();
        const result = await wc.reconnect(caipNetworkId === undefined ? {} : { caipNetworkId });
        return result ? walletConnect.connection(wc, result) : null;
      }
      const connector = await connectors.waitFor(connectorId, reconnectTimeoutMs);
      if (!connector || connector.type === 'WALLET_CONNECT') return null;
      const provider = providerOf(connectorId);
      return (await injectedModule()).reconnectInjected(injected, connectorId, provider);
    },

    async disconnect({ connectorId }) {
      if (walletConnect.isConnector(connectorId)) {
        sessions.forget(connectorId);
        await (await walletConnect.loaded())?.disconnect();
        return;
      }
      const provider =
        sessions.get(connectorId)?.provider ??
        (connectors.find(connectorId)?.provider as EIP1193Provider | undefined);
      sessions.forget(connectorId);
      if (!provider) return;
      try {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
      } catch {
        // EIP-2255 revocation is optional: wallets without it are forgotten locally.
      }
    },

    async switchNetwork({ connectorId, caipNetworkId }) {
      const network = networkOf(caipNetworkId); // a network the app did not configure fails for every wallet
      if (walletConnect.isConnector(connectorId)) {
        await (await walletConnect.connector()).switchNetwork(caipNetworkId);
        return;
      }
      const { provider } = sessions.require(connectorId);
      await (await injectedModule()).switchInjected(injected, provider, network);
    },

    ...evmRpcMethods({ networkOf, publicClientOf: lazyPublicClients(options.rpcUrls), sessions }),
  };
  return adapter;
}
