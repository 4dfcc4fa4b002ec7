import {
  type AdapterBase,
  type AdapterConnection,
  type CaipNetworkId,
  type ConnectorDriver,
  createWalletConnectLink,
  noAccountError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectHub,
  type WalletConnectLink,
} from '@walletdock/core';
import type { EIP1193Provider } from '../eip6963/types.js';
import type { UniversalProviderLike } from '../walletconnect/connector.js';
import type { WalletConnectConnector } from '../walletconnect/types.js';
import type { EvmSession } from './injected-session.js';
import type { EvmAdapterOptions } from './types.js';

/** The WalletConnect module (and @walletconnect/universal-provider behind it), loaded on first use. */
const walletConnectModule = () => import('../walletconnect/index.js');

/**
 * The EVM adapter's WalletConnect: core's link (the client's hub, the connector loaded with `import()` when the
 * visitor picks WalletConnect or a stored session is restored), its events as adapter events, and its driver
 * (the link's, with the connector's connection as an adapter session).
 */
export function evmWalletConnect(params: {
  options: EvmAdapterOptions;
  base: AdapterBase<EvmSession>;
}): WalletConnectLink<UniversalProviderLike, WalletConnectConnector> & {
  driver(): ConnectorDriver;
} {
  const { events, sessions, networks } = params.base;
  const connectorId = WALLET_CONNECT_CONNECTOR_ID;
  const emitPairingUri = (uri: string, expiry: number) =>
    events.emit('pairingUri', { connectorId, uri, expiry });

  const link = createWalletConnectLink({
    namespace: 'eip155',
    settings: params.options.walletConnect,
    module: walletConnectModule,
    proposal: async (preferred) =>
      (await walletConnectModule()).buildOptionalNamespaces(
        networks(),
        preferred as CaipNetworkId | undefined,
      ).eip155,
    onPairingUri: emitPairingUri,
    create: ({ createWalletConnectConnector }, { projectId, hub, settings }) =>
      createWalletConnectConnector({
        ...settings,
        projectId,
        networks: networks(),
        ...(hub === undefined ? {} : { hub: hub as WalletConnectHub<UniversalProviderLike> }),
        onPairingUri: emitPairingUri,
        onEvent: (event) => {
          if (event.type === 'accountsChanged') {
            const accounts = event.accounts.map((address) => ({ address, type: 'eoa' as const }));
            if (accounts.length === 0) sessions.forget(connectorId);
            events.emit('accountsChanged', { connectorId, accounts });
          } else if (event.type === 'chainChanged') {
            events.emit('chainChanged', { connectorId, caipNetworkId: event.caipNetworkId });
          } else {
            sessions.forget(connectorId);
            events.emit('disconnect', { connectorId });
          }
        },
      }),
  });

  function connection(connector: WalletConnectConnector, result: ConnectedResult): AdapterConnection {
    const accounts = result.accounts.map((address) => ({ address, type: 'eoa' as const }));
    const [first] = accounts;
    if (!first) throw noAccountError();
    sessions.start(connectorId, { provider: connector.getProvider() as EIP1193Provider, stop: () => {} });
    return { connectorId, address: first.address, accounts, caipNetworkId: result.caipNetworkId };
  }

  return {
    ...link,
    driver: () =>
      link.driver({
        sessions,
        connect: async (connector, { caipNetworkId, newPairing }) =>
          connection(
            connector,
            await connector.connect({
              ...(caipNetworkId === undefined ? {} : { caipNetworkId }),
              ...(newPairing ? { newPairing } : {}),
            }),
          ),
        async reconnect(connector, { caipNetworkId }) {
          const result = await connector.reconnect(caipNetworkId === undefined ? {} : { caipNetworkId });
          return result ? connection(connector, result) : null;
        },
        switchNetwork: (connector, { caipNetworkId }) => connector.switchNetwork(caipNetworkId),
      }),
  };
}

type ConnectedResult = { accounts: readonly string[]; caipNetworkId: CaipNetworkId };
