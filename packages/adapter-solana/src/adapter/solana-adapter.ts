import type { Connection } from '@solana/web3.js';
import {
  assertAdapterNetworks,
  type CaipNetworkId,
  connectorNotFoundError,
  createAdapterBase,
  SwitchChainError,
  throwIfCancelled,
  untilCancelled,
  walletConnectConnector,
} from '@walletdock/core';
import { readSolBalance, readTokenBalances } from '../balances/read-balances.js';
import { createDiscovery } from '../connectors/discovery.js';
import type { Wallet } from '../connectors/types.js';
import { toWalletChain } from '../networks/chain-id.js';
import { createConnections } from '../rpc/connections.js';
import { parseTransferRequest, sendOptionsOf } from '../transactions/request.js';
import { buildTransferTransaction } from '../transactions/transfer.js';
import { connectWallet, disconnectWallet, reconnectWallet } from './standard-connect.js';
import { solanaTransactions } from './transactions.js';
import type { SolanaAdapter, SolanaAdapterOptions } from './types.js';
import { accountOf, chainsOf, type SolanaSession, solanaSessions } from './wallet-session.js';
import { solanaWalletConnect } from './walletconnect.js';

/** Default wait of `reconnect` for its wallet to register after a page load. */
export const RECONNECT_TIMEOUT_MS = 500;

/** The connector id of WalletConnect. */
export { WALLET_CONNECT_CONNECTOR_ID } from '@walletdock/core';

/**
 * Creates core's `ChainAdapter` for Solana (`solana`) on Wallet Standard wallets and @solana/web3.js 1.x, built
 * on core's adapter kit. Creating it does nothing; `mount()` reads the Wallet Standard registry (`getWallets()`)
 * and follows wallets that register or unregister later, `unmount()` stops that and every wallet listener.
 * web3.js is a peer dependency loaded with `import()` on the first RPC read or transaction: listing wallets,
 * connecting and signing messages never load it. RPC reads are retried (3 retries, 150 ms exponential,
 * Retry-After honoured).
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
  const connections = createConnections(options.rpcUrls);
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
  const connectionOf = (caipNetworkId: CaipNetworkId): Promise<Connection> =>
    connections.get(networkOf(caipNetworkId));
  const { start } = solanaSessions({ known, events, sessions });
  const signing = solanaTransactions({ known, networkOf, connectionOf, sessions });

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
      return start(connectorId, wallet, await connectWallet(wallet, false), caipNetworkId);
    },

    async reconnect({ connectorId, caipNetworkId }) {
      if (walletConnect.isConnector(connectorId)) {
        const restored = await (await walletConnect.connector()).reconnect();
        return restored ? start(connectorId, restored.wallet, restored.accounts, caipNetworkId) : null;
      }
      if (!(await connectors.waitFor(connectorId, reconnectTimeoutMs))) return null;
      const wallet = walletOf(connectorId);
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

    async getBalance({ address, caipNetworkId }) {
      const network = networkOf(caipNetworkId);
      return readSolBalance(await connections.get(network), network, address);
    },

    async getTokenBalances({ address, caipNetworkId, tokens }) {
      return readTokenBalances(await connectionOf(caipNetworkId), address, tokens);
    },

    // A cancel (core's `signal`): Wallet Standard and WalletConnect cannot withdraw a request the wallet shows,
    // so the adapter does not prompt once the signal has aborted and stops waiting.
    async signMessage({ connectorId, address, message, signal }) {
      throwIfCancelled(signal);
      return untilCancelled(signing.signMessage({ connectorId, address, message }), signal);
    },

    async sendTransaction({ connectorId, address, caipNetworkId, transaction, signal }) {
      const transfer = parseTransferRequest(transaction);
      accountOf(sessions.require(connectorId), address);
      const connection = await connectionOf(caipNetworkId);
      const built = await buildTransferTransaction({ connection, from: address, transfer });
      throwIfCancelled(signal); // cancelled while the transfer was built: the wallet is never asked
      return untilCancelled(
        signing.signAndSend({ connectorId, address }, caipNetworkId, built, sendOptionsOf(transfer)),
        signal,
      );
    },

    solana: {
      getConnection: ({ caipNetworkId }) => connectionOf(caipNetworkId),
      getWallet: (connectorId) => sessions.get(connectorId)?.wallet,
      getAccount: (connectorId) => sessions.get(connectorId)?.account,
      getCaipNetworkId: (connectorId) => sessions.get(connectorId)?.caipNetworkId,
      ...signing.methods,
    },
  };
  return adapter;
}
