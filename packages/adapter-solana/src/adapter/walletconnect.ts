import {
  type AdapterBase,
  type CaipNetwork,
  type CaipNetworkId,
  createWalletConnectLink,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectHub,
} from '@walletdock/core';
import { rpcEndpointOf } from '../rpc/urls.js';
import type { UniversalProviderLike } from '../walletconnect/connector.js';
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

  return createWalletConnectLink({
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
}
