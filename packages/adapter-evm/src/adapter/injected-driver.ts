import {
  type AdapterBase,
  type ConnectorDriver,
  connectorNotFoundError,
  type WalletConnectLink,
} from '@walletdock/core';
import type { EIP1193Provider } from '../eip6963/types.js';
import type { EvmRpcUrls } from '../rpc/urls.js';
import type { InjectedContext } from './injected-connect.js';
import type { EvmSession } from './injected-session.js';

/**
 * Connecting an injected or announced wallet, restoring its session and switching its network
 * (injected-connect.ts: the EIP-1193 calls, the session's event wiring, EIP-3326 / EIP-3085), loaded with
 * `import()` on first use: listing wallets does not need it.
 */
const injectedModule = () => import('./injected-connect.js');

/**
 * The EVM adapter's driver of browser wallets (EIP-6963 announced, the legacy `window.ethereum`, the app's
 * own connectors): every connector that is not WalletConnect. A restore after a page load waits up to
 * `reconnectTimeoutMs` for the wallet to announce itself.
 */
export function injectedDriver(params: {
  base: AdapterBase<EvmSession>;
  walletConnect: Pick<WalletConnectLink<never, unknown>, 'isConnector'>;
  rpcUrls: EvmRpcUrls | undefined;
  reconnectTimeoutMs: number;
}): ConnectorDriver {
  const { base, walletConnect } = params;
  const { sessions, connectors } = base;
  const injected: InjectedContext = {
    events: base.events,
    sessions,
    networks: () => base.networks(),
    networkOf: base.networkOf,
    rpcUrls: params.rpcUrls,
  };
  const listedProvider = (connectorId: string) =>
    connectors.find(connectorId)?.provider as EIP1193Provider | undefined;
  const providerOf = (connectorId: string): EIP1193Provider => {
    const provider = sessions.get(connectorId)?.provider ?? listedProvider(connectorId);
    if (!provider) throw connectorNotFoundError('eip155', connectorId);
    return provider;
  };

  return {
    owns: (connectorId) => !walletConnect.isConnector(connectorId),

    async connect({ connectorId, caipNetworkId }) {
      const provider = providerOf(connectorId);
      return (await injectedModule()).connectInjected(injected, connectorId, provider, caipNetworkId);
    },

    async reconnect({ connectorId }) {
      const connector = await connectors.waitFor(connectorId, params.reconnectTimeoutMs);
      if (!connector || connector.type === 'WALLET_CONNECT') return null;
      return (await injectedModule()).reconnectInjected(injected, connectorId, providerOf(connectorId));
    },

    async disconnect({ connectorId }) {
      const provider = sessions.get(connectorId)?.provider ?? listedProvider(connectorId);
      sessions.forget(connectorId);
      if (!provider) return;
      try {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
      } catch {
        // EIP-2255 revocation is optional: wallets without it are forgotten locally.
      }
    },

    async switchNetwork({ connectorId, network }) {
      const { provider } = sessions.require(connectorId);
      await (await injectedModule()).switchInjected(injected, provider, network);
    },
  };
}
