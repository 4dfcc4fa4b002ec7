import {
  assertAdapterNetworks,
  createAdapterBase,
  RECONNECT_TIMEOUT_MS,
  walletConnectConnector,
} from '@walletdock/core';
import { createDiscovery } from '../connectors/discovery.js';
import { solanaTransfers } from '../transfers/capability.js';
import { solanaRpcMethods } from './rpc-methods.js';
import { sessionOpener } from './session-opener.js';
import { standardDriver } from './standard-driver.js';
import type { SolanaAdapter, SolanaAdapterOptions } from './types.js';
import type { SolanaSession } from './wallet-session.js';
import { solanaWalletConnect } from './walletconnect.js';

/** Default wait of `reconnect` for its wallet to register after a page load (the kit's). */
export { RECONNECT_TIMEOUT_MS, WALLET_CONNECT_CONNECTOR_ID } from '@walletdock/core';

/**
 * Creates core's `ChainAdapter` for Solana (`solana`) on Wallet Standard wallets and @solana/web3.js 1.x, built
 * on core's adapter kit. Creating it does nothing; `mount()` reads the Wallet Standard registry (`getWallets()`)
 * and follows wallets that register or unregister later, `unmount()` stops that and every wallet listener.
 * web3.js is a peer dependency loaded with `import()` on the first RPC read or transaction: listing wallets,
 * connecting and signing messages never load it. The reads, signing, transfers and SPL code load with `import()`
 * on first use too ('./rpc-methods.ts'). RPC reads are retried (3 retries, 150 ms exponential, Retry-After
 * honoured).
 *
 * @throws {ConfigurationError} when a network is not a solana network.
 */
export function solanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const networks = assertAdapterNetworks(options.networks, 'solana', 'Solana', 'solanaAdapter');
  const walletConnectEnabled = Boolean(options.walletConnect);
  const base = createAdapterBase<SolanaSession>({
    namespace: 'solana',
    label: 'Solana',
    networks,
    discovered: () => discovery.list(),
    // The discovered wallets, and WalletConnect (last) when it is configured.
    extra: walletConnectEnabled ? [walletConnectConnector('solana')] : [],
    // WalletConnect first (it owns its one connector id), then every Wallet Standard wallet
    drivers: (kit) => {
      const open = sessionOpener(kit);
      return [
        walletConnect.driver(open),
        standardDriver({
          base: kit,
          owns: (connectorId) => !walletConnect.isConnector(connectorId),
          walletOf: (connectorId) => discovery.walletOf(connectorId),
          open,
          reconnectTimeoutMs: options.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS,
        }),
      ];
    },
  });
  const { sessions, connectors, networkOf } = base;
  const known = base.networks;
  const walletConnect = solanaWalletConnect({
    options,
    // WalletConnect (and @walletconnect/universal-provider behind it) loads only when it is used.
    module: () => import('../walletconnect/index.js'),
    base,
  });
  const discovery = createDiscovery({
    networks: known,
    registry: options.registry,
    onChange: () => connectors.changed(),
  });
  const rpc = solanaRpcMethods({ rpcUrls: options.rpcUrls, known, networkOf, sessions });

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    networks,

    ...base.members(walletConnect, { join: () => discovery.start(), leave: () => discovery.stop() }),

    getBalance: rpc.getBalance,
    getTokenBalances: rpc.getTokenBalances,
    signMessage: rpc.signMessage,
    sendTransaction: rpc.sendTransaction,
    // Send (spec §3): the checks and links here, the fee and the confirmation wait load with the transactions.
    transfers: solanaTransfers({ networkOf, lazy: rpc.transfers }),

    solana: {
      getWallet: (connectorId) => sessions.get(connectorId)?.wallet,
      getAccount: (connectorId) => sessions.get(connectorId)?.account,
      getCaipNetworkId: (connectorId) => sessions.get(connectorId)?.caipNetworkId,
      ...rpc.solana,
    },
  };
  return adapter;
}
