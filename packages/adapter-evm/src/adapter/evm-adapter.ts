import {
  assertAdapterNetworks,
  createAdapterBase,
  RECONNECT_TIMEOUT_MS,
  walletConnectConnector,
} from '@walletdock/core';
import { createDiscovery } from '../connectors/discovery.js';
import type { EvmWindow } from '../connectors/types.js';
import { evmTransfers } from '../transfers/evm-transfers.js';
import { injectedDriver } from './injected-driver.js';
import type { EvmSession } from './injected-session.js';
import { lazyPublicClients } from './public-clients.js';
import { evmRpcMethods } from './rpc-methods.js';
import type { EvmAdapter, EvmAdapterOptions } from './types.js';
import { evmWalletConnect } from './walletconnect.js';

/** Default wait of `reconnect` for its connector to be announced after a page load (the kit's). */
export { RECONNECT_TIMEOUT_MS, WALLET_CONNECT_CONNECTOR_ID } from '@walletdock/core';

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
  const base = createAdapterBase<EvmSession>({
    namespace: 'eip155',
    networks,
    discovered: () => discovery.list(),
    // WalletConnect first (it owns its one connector id), then every other wallet of the browser
    drivers: (kit) => [
      walletConnect.driver(),
      injectedDriver({
        base: kit,
        walletConnect,
        rpcUrls: options.rpcUrls,
        reconnectTimeoutMs: options.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS,
      }),
    ],
  });
  const { sessions, connectors, networkOf } = base;
  const walletConnect = evmWalletConnect({ options, base });
  const discovery = createDiscovery({
    custom: options.connectors ?? [],
    wallets: options.wallets ?? [],
    walletConnect: walletConnect.enabled ? walletConnectConnector('eip155') : undefined,
    onChange: () => connectors.changed(),
  });

  const publicClientOf = lazyPublicClients(options.rpcUrls);
  const transfers = evmTransfers({ networkOf, publicClientOf });
  const members = base.members(walletConnect, {
    join: () => discovery.start(options.window ?? defaultWindow()),
    leave: () => discovery.stop(),
  });
  // A connected account may send: its transfer code (with the EIP-55 checks that `transfers.assertAddress` runs
  // synchronously) starts loading once the connection is there.
  const preloadTransfers = <T>(connection: T): T => {
    if (connection) transfers.load().catch(() => {});
    return connection;
  };

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    networks,

    ...members,
    connect: (params) => members.connect(params).then(preloadTransfers),
    reconnect: (params) => members.reconnect(params).then(preloadTransfers),

    ...evmRpcMethods({ networkOf, publicClientOf, sessions }),
    transfers,
  };
  return adapter;
}
