import {
  type AdapterBase,
  type CaipNetwork,
  type CaipNetworkId,
  type ConnectorDriver,
  createWalletConnectLink,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectHub,
} from '@walletdock/core';
import { rpcEndpointOf } from '../rpc/urls.js';
import type { UniversalProviderLike } from '../walletconnect/connector.js';
import { type SessionOpener, switchSession } from './session-opener.js';
import type { SolanaAdapterOptions } from './types.js';
import type { SolanaSession } from './wallet-session.js';

/**
 * The Solana adapter's WalletConnect: core's link (the client's hub, the connector loaded with `import()` when
 * the visitor picks WalletConnect or a stored session is restored). Its session is driven as a Wallet Standard
 * wallet, so signing, sending and account changes go through the same code as other wallets.
 */
export function solanaWalletConnect(params: {
  options: SolanaAdapterOptions;
  /** The adapter's `import()` of its WalletConnect module (the only way the package reaches it). */
  module: () => Promise<typeof import('../walletconnect/index.js')>;
  base: AdapterBase<SolanaSession>;
}) {
  const { options, module: walletConnectModule } = params;
  const { events, sessions, networks } = params.base;
  const connectorId = WALLET_CONNECT_CONNECTOR_ID;
  const rpcUrlOf = (network: CaipNetwork) => rpcEndpointOf(network, options.rpcUrls).http;
  const emitPairingUri = (uri: string, expiry: number) =>
    events.emit('pairingUri', { connectorId, uri, expiry });

  const link = createWalletConnectLink({
    namespace: 'solana',
    settings: options.walletConnect,
    module: walletConnectModule,
    // The connector's DEFAULT_SOLANA_STORAGE_PREFIX (not imported: that module is loaded lazily).
    defaultStoragePrefix: 'walletdock-solana',
    proposal: async (preferred) =>
      (await walletConnectModule()).buildSolanaOptionalNamespaces(
        networks(),
        rpcUrlOf,
        preferred as CaipNetworkId | undefined,
      ).solana,
    onPairingUri: emitPairingUri,
    create: ({ createSolanaWalletConnectConnector }, { projectId, hub, settings }) =>
      createSolanaWalletConnectConnector({
        ...settings,
        projectId,
        networks: networks(),
        rpcUrlOf,
        ...(hub === undefined ? {} : { hub: hub as WalletConnectHub<UniversalProviderLike> }),
        onPairingUri: emitPairingUri,
        onDisconnect: () => {
          if (!sessions.forget(connectorId)) return;
          events.emit('disconnect', { connectorId });
        },
      }),
  });

  return {
    ...link,
    /** The link's driver: the session, once approved, is opened as a Wallet Standard wallet's (`open`). */
    driver: (open: SessionOpener): ConnectorDriver =>
      link.driver({
        sessions,
        async connect(connector, { connectorId, caipNetworkId, newPairing }) {
          if (caipNetworkId !== undefined) params.base.networkOf(caipNetworkId);
          const { wallet, accounts } = await connector.connect({
            ...(caipNetworkId === undefined ? {} : { caipNetworkId }),
            ...(newPairing ? { newPairing } : {}),
          });
          return open(connectorId, wallet, accounts, caipNetworkId);
        },
        async reconnect(connector, { connectorId, caipNetworkId }) {
          const restored = await connector.reconnect();
          return restored ? open(connectorId, restored.wallet, restored.accounts, caipNetworkId) : null;
        },
        switchNetwork: (_connector, switching) => switchSession(params.base, switching),
      }),
  };
}
