import {
  assertAdapterNetworks,
  connectorNotFoundError,
  createAdapterBase,
  SwitchChainError,
  walletConnectConnector,
} from '@walletdock/core';
import { createDiscovery } from '../connectors/discovery.js';
import type { Wallet } from '../connectors/types.js';
import { toWalletChain } from '../networks/chain-id.js';
import type { solanaSessions } from './open-session.js';
import { solanaRpcMethods } from './rpc-methods.js';
import type { SolanaAdapter, SolanaAdapterOptions } from './types.js';
import { chainsOf, type SolanaSession } from './wallet-session.js';
import { solanaWalletConnect } from './walletconnect.js';

/**
 * Connecting (`standard:connect` / `standard:disconnect`, opening a session and following its events), loaded
 * with `import()` on the first connect, restore or disconnect: listing wallets does not need it.
 */
const connectingModule = () => import('./connecting.js');

/** Default wait of `reconnect` for its wallet to register after a page load. */
export const RECONNECT_TIMEOUT_MS = 500;

/** The connector id of WalletConnect. */
export { WALLET_CONNECT_CONNECTOR_ID } from '@walletdock/core';

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
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS;
  const walletConnectEnabled = Boolean(options.walletConnect);
  const base = createAdapterBase<SolanaSession>({
    namespace: 'solana',
    networks,
    discovered: () => discovery.list(),
    // The discovered wallets, and WalletConnect (last) when it is configured.
    extra: walletConnectEnabled ? [walletConnectConnector('solana')] : [],
  });
  const { events, sessions, connectors, networkOf } = base;
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
  let opener: Promise<ReturnType<typeof solanaSessions>> | undefined;
  /** Opens a session (see open-session.ts) once the connecting code has loaded. */
  async function start(...args: Parameters<ReturnType<typeof solanaSessions>['start']>) {
    if (!opener) {
      const loading = connectingModule().then((module) => module.solanaSessions({ known, events, sessions }));
      loading.catch(() => {
        if (opener === loading) opener = undefined; // the chunk failed: the next connect tries again
      });
      opener = loading;
    }
    return (await opener).start(...args);
  }
  const rpc = solanaRpcMethods({ rpcUrls: options.rpcUrls, known, networkOf, sessions });

  function walletOf(connectorId: string): Wallet {
    const wallet = discovery.walletOf(connectorId);
    if (!wallet) throw connectorNotFoundError('Solana', connectorId);
    return wallet;
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    networks,

    ...base.members(walletConnect, { join: () => discovery.start(), leave: () => discovery.stop() }),

    async connect({ connectorId, caipNetworkId }) {
      if (walletConnect.isConnector(connectorId)) {
        if (caipNetworkId !== undefined) networkOf(caipNetworkId);
        const connector = await walletConnect.connector();
        const { wallet, accounts } = await connector.connect(
          caipNetworkId === undefined ? {} : { caipNetworkId },
        );
        return start(connectorId, wallet, accounts, caipNetworkId);
      }
      const wallet = walletOf(connectorId);
      const { connectWallet } = await connectingModule();
      return start(connectorId, wallet, await connectWallet(wallet, false), caipNetworkId);
    },

    async reconnect({ connectorId, caipNetworkId }) {
      if (walletConnect.isConnector(connectorId)) {
        const restored = await (await walletConnect.connector()).reconnect();
        return restored ? start(connectorId, restored.wallet, restored.accounts, caipNetworkId) : null;
      }
      if (!(await connectors.waitFor(connectorId, reconnectTimeoutMs))) return null;
      const wallet = walletOf(connectorId);
      const { reconnectWallet } = await connectingModule();
      const accounts = await reconnectWallet(wallet);
      return accounts.length === 0 ? null : start(connectorId, wallet, accounts, caipNetworkId);
    },

    async disconnect({ connectorId }) {
      if (walletConnect.isConnector(connectorId)) {
        sessions.forget(connectorId);
        await (await walletConnect.loaded())?.disconnect();
        return;
      }
      const wallet = sessions.get(connectorId)?.wallet ?? discovery.walletOf(connectorId);
      sessions.forget(connectorId);
      const { disconnectWallet } = await connectingModule();
      await disconnectWallet(wallet);
    },

    async switchNetwork({ connectorId, caipNetworkId }) {
      networkOf(caipNetworkId);
      const session = sessions.require(connectorId);
      const chain = toWalletChain(caipNetworkId, known());
      if (!chainsOf(session.wallet, session.account).includes(chain)) {
        throw new SwitchChainError({
          details: `The wallet ${JSON.stringify(session.wallet.name)} does not serve ${chain} for this account`,
        });
      }
      // Wallet Standard wallets have no "active chain": the chain is chosen per request, so switching is local.
      session.chain = chain;
      session.caipNetworkId = caipNetworkId;
    },

    getBalance: rpc.getBalance,
    getTokenBalances: rpc.getTokenBalances,
    signMessage: rpc.signMessage,
    sendTransaction: rpc.sendTransaction,

    solana: {
      getWallet: (connectorId) => sessions.get(connectorId)?.wallet,
      getAccount: (connectorId) => sessions.get(connectorId)?.account,
      getCaipNetworkId: (connectorId) => sessions.get(connectorId)?.caipNetworkId,
      ...rpc.solana,
    },
  };
  return adapter;
}
