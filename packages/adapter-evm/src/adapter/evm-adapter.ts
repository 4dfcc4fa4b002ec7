import {
  type AdapterConnection,
  assertAdapterNetworks,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterEvents,
  connectorNotFoundError,
  createConnectorList,
  createConnectorSessions,
  createEmitter,
  findNetwork,
  formatUnits,
  noAccountError,
  parseUnits,
  walletConnectConnector,
  withClientNetworks,
} from '@walletdock/core';
import { createDiscovery } from '../connectors/discovery.js';
import type { EvmWindow } from '../connectors/types.js';
import type { EIP1193Provider } from '../eip6963/types.js';
import { chainIdOf } from '../networks/chain-id.js';
import { switchEvmNetwork } from '../networks/switch-network.js';
import {
  readGasPrice,
  readMaxPriorityFeePerGas,
  readNativeBalance,
  readTokenBalances,
  resolveEvmName,
} from '../reads/reads.js';
import { rpcUrlsOf } from '../rpc/urls.js';
import { signMessage } from '../signing/sign-message.js';
import {
  type SendTransactionParameters,
  sendTransaction as sendEvmTransaction,
} from '../transactions/send-transaction.js';
import { accountsOf, call, chainOf, type EvmSession, watchProvider } from './injected-session.js';
import { lazyPublicClients } from './public-clients.js';
import type { EvmAdapter, EvmAdapterOptions } from './types.js';
import { evmWalletConnect } from './walletconnect.js';

/** Default wait of `reconnect` for its connector to be announced after a page load. */
export const RECONNECT_TIMEOUT_MS = 500;

/** The connector id of WalletConnect. */
export { WALLET_CONNECT_CONNECTOR_ID } from '@walletdock/core';

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
  let known: readonly CaipNetwork[] = networks;
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS;
  const events = createEmitter<ChainAdapterEvents>();
  const sessions = createConnectorSessions<EvmSession>();
  const publicClientOf = lazyPublicClients(options.rpcUrls);
  const walletConnect = evmWalletConnect({ options, networks: () => known, events, sessions });
  const discovery = createDiscovery({
    custom: options.connectors ?? [],
    wallets: options.wallets ?? [],
    walletConnect: walletConnect.enabled ? walletConnectConnector('eip155') : undefined,
    onChange: () => connectors.changed(),
  });
  const connectors = createConnectorList({ discovered: () => discovery.list(), events });
  const networkOf = (caipNetworkId: CaipNetworkId) => findNetwork(known, caipNetworkId);

  function providerOf(connectorId: string): EIP1193Provider {
    const session = sessions.get(connectorId);
    if (session) return session.provider;
    const provider = connectors.find(connectorId)?.provider as EIP1193Provider | undefined;
    if (!provider) throw connectorNotFoundError('eip155', connectorId);
    return provider;
  }

  /** Starts the session of an injected or announced wallet: its events become adapter events. */
  function start(connectorId: string, provider: EIP1193Provider): void {
    sessions.start(
      connectorId,
      watchProvider(connectorId, provider, events, () => sessions.forget(connectorId)),
    );
  }

  async function connectInjected(connectorId: string, caipNetworkId: CaipNetworkId | undefined) {
    const provider = providerOf(connectorId);
    const accounts = accountsOf(await call(provider, 'eth_requestAccounts'));
    const [first] = accounts;
    if (!first) throw noAccountError('The wallet returned no account');
    let chain = await chainOf(provider);
    if (
      caipNetworkId !== undefined &&
      caipNetworkId !== chain &&
      known.some((n) => n.caipNetworkId === caipNetworkId)
    ) {
      try {
        const network = networkOf(caipNetworkId);
        await switchEvmNetwork(provider, network, rpcUrlsOf(network, options.rpcUrls));
        chain = await chainOf(provider);
      } catch {
        // Connected, but the wallet stays on its network (the visitor declined or it cannot switch):
        // the connection reports the wallet's real network and core applies its unsupported-network rule.
      }
    }
    start(connectorId, provider);
    return { connectorId, address: first.address, accounts, caipNetworkId: chain };
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    networks,

    mount(context) {
      known = withClientNetworks(networks, context.networks, 'eip155');
      walletConnect.join(context);
      discovery.start(options.window ?? defaultWindow());
    },

    unmount() {
      sessions.clear();
      discovery.stop();
      walletConnect.leave();
    },

    getConnectors: () => connectors.list(),
    on: (event, listener) => events.on(event, listener),

    async connect({ connectorId, caipNetworkId }) {
      if (!walletConnect.isConnector(connectorId)) return connectInjected(connectorId, caipNetworkId);
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
      const accounts = accountsOf(await call(provider, 'eth_accounts'));
      const [first] = accounts;
      if (!first) return null;
      const chain = await chainOf(provider);
      start(connectorId, provider);
      return { connectorId, address: first.address, accounts, caipNetworkId: chain };
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
      await switchEvmNetwork(provider, network, rpcUrlsOf(network, options.rpcUrls));
    },

    async getBalance({ address, caipNetworkId }) {
      const network = networkOf(caipNetworkId);
      return readNativeBalance(await publicClientOf(network), network, address);
    },

    async getTokenBalances({ address, caipNetworkId, tokens }) {
      const network = networkOf(caipNetworkId);
      return readTokenBalances(await publicClientOf(network), network, address, tokens);
    },

    getGasPrice: async ({ caipNetworkId }) => readGasPrice(await publicClientOf(networkOf(caipNetworkId))),
    getMaxPriorityFeePerGas: async ({ caipNetworkId }) =>
      readMaxPriorityFeePerGas(await publicClientOf(networkOf(caipNetworkId))),

    async resolveName({ name, caipNetworkId }) {
      const network = networkOf(caipNetworkId);
      return resolveEvmName(await publicClientOf(network), network, name);
    },

    getProvider: (connectorId) => sessions.get(connectorId)?.provider,

    async signMessage({ connectorId, address, message }) {
      return signMessage({ provider: sessions.require(connectorId).provider, address, message });
    },

    async sendTransaction({ connectorId, address, caipNetworkId, transaction }) {
      const network = networkOf(caipNetworkId);
      const { provider } = sessions.require(connectorId);
      return sendEvmTransaction({
        provider,
        publicClient: await publicClientOf(network),
        address,
        chainId: chainIdOf(caipNetworkId),
        request: transaction as SendTransactionParameters['request'],
      });
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),
  };
  return adapter;
}
