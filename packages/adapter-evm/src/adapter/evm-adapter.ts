import {
  type AdapterAccount,
  type AdapterConnection,
  type AdapterMountContext,
  assertAdapterNetworks,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapterEvents,
  type Connector,
  ConnectorError,
  createEmitter,
  createWalletConnectHub,
  formatUnits,
  MESSAGES,
  parseUnits,
  toWalletDockError,
  WALLETCONNECT_HUB_KEY,
  type WalletConnectHub,
} from '@walletdock/core';
import type { PublicClient } from 'viem';
import { createDiscovery } from '../connectors/discovery.js';
import type { EvmWindow } from '../connectors/types.js';
import type { EIP1193EventListener, EIP1193Provider } from '../eip6963/types.js';
import { chainIdOf, findNetwork, toCaipNetworkId } from '../networks/chain-id.js';
import { switchEvmNetwork } from '../networks/switch-network.js';
import {
  readGasPrice,
  readMaxPriorityFeePerGas,
  readNativeBalance,
  readTokenBalances,
  resolveEvmName,
} from '../reads/reads.js';
import type { PublicClients } from '../rpc/transport.js';
import { rpcUrlsOf } from '../rpc/urls.js';
import { signMessage } from '../signing/sign-message.js';
import {
  type SendTransactionParameters,
  sendTransaction as sendEvmTransaction,
} from '../transactions/send-transaction.js';
import type { UniversalProviderLike } from '../walletconnect/connector.js';
import type { WalletConnectConnector } from '../walletconnect/types.js';
import type { EvmAdapter, EvmAdapterOptions } from './types.js';

/** Default wait of `reconnect` for its connector to be announced after a page load. */
export const RECONNECT_TIMEOUT_MS = 500;

/** MetaMask emits `disconnect` with 1013 while it reconnects to a chain; it is not a disconnection. */
const TRANSIENT_DISCONNECT_CODE = 1013;

/** The connector id of WalletConnect. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

type Session = { provider: EIP1193Provider; stop: () => void };

/** The WalletConnect connector as listed; its implementation is loaded with `import()` on first use. */
const WALLET_CONNECT_CONNECTOR: Connector = Object.freeze({
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
});

function defaultWindow(): EvmWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as EvmWindow);
}

async function call(
  provider: EIP1193Provider,
  method: string,
  params?: readonly unknown[],
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params });
  } catch (error) {
    throw toWalletDockError(error);
  }
}

function accountsOf(value: unknown): AdapterAccount[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string' && /^0x[0-9a-fA-F]{40}$/.test(item))
    .map((address) => ({ address, type: 'eoa' }));
}

/**
 * Creates the `ChainAdapter` for EVM (`eip155`) chains. Creating it does nothing; `mount()` starts wallet
 * discovery (EIP-6963 announcements, the legacy `window.ethereum`), `unmount()` stops it and removes every
 * provider listener.
 *
 * @throws {ConfigurationError} when a network is not an eip155 network.
 */
export function evmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const networks = assertAdapterNetworks(options.networks, 'eip155', 'EVM', 'evmAdapter');
  let known: readonly CaipNetwork[] = networks;
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? RECONNECT_TIMEOUT_MS;
  const events = createEmitter<ChainAdapterEvents>();
  const sessions = new Map<string, Session>();
  // viem (RPC transport, public clients, reads, ENS, multicall) is loaded with import() on the first RPC use,
  // never to list or connect wallets: an app whose visitor never connects downloads none of it.
  let rpc: Promise<PublicClients> | undefined;

  const discovery = createDiscovery({
    custom: options.connectors ?? [],
    wallets: options.wallets ?? [],
    walletConnect: options.walletConnect ? WALLET_CONNECT_CONNECTOR : undefined,
    onChange: (connectors) => events.emit('connectors', connectors),
  });

  const networkOf = (caipNetworkId: CaipNetworkId) => findNetwork(known, caipNetworkId);

  // WalletConnect: the connector module (and @walletconnect/universal-provider behind it) is loaded only when
  // the visitor picks WalletConnect or a stored WalletConnect session is restored.
  let projectId = '';
  let walletConnect: Promise<WalletConnectConnector> | undefined;
  /** The client's WalletConnect hub (one session for every namespace) and this adapter's release of it. */
  let hub: WalletConnectHub<UniversalProviderLike> | undefined;
  let releaseHub: (() => void) | undefined;
  const isWalletConnect = (connectorId: string) =>
    options.walletConnect !== undefined &&
    options.walletConnect !== false &&
    connectorId === WALLET_CONNECT_CONNECTOR_ID;

  function loadWalletConnect(): Promise<WalletConnectConnector> {
    const settings = options.walletConnect;
    if (!settings) {
      return Promise.reject(
        new ConnectorError(MESSAGES.connectorNotConnected, { details: 'WalletConnect is not enabled' }),
      );
    }
    walletConnect ??= import('../walletconnect/index.js').then(({ createWalletConnectConnector }) =>
      createWalletConnectConnector({
        projectId,
        metadata: settings.metadata,
        networks: known,
        ...(settings.relayUrl === undefined ? {} : { relayUrl: settings.relayUrl }),
        ...(settings.storage === undefined ? {} : { storage: settings.storage }),
        ...(settings.storagePrefix === undefined ? {} : { storagePrefix: settings.storagePrefix }),
        ...(hub === undefined ? {} : { hub }),
        onPairingUri: emitPairingUri,
        onEvent: (event) => {
          const connectorId = WALLET_CONNECT_CONNECTOR_ID;
          if (event.type === 'accountsChanged') {
            const accounts = event.accounts.map((address) => ({ address, type: 'eoa' as const }));
            if (accounts.length === 0) forget(connectorId);
            events.emit('accountsChanged', { connectorId, accounts });
          } else if (event.type === 'chainChanged') {
            events.emit('chainChanged', { connectorId, caipNetworkId: event.caipNetworkId });
          } else {
            forget(connectorId);
            events.emit('disconnect', { connectorId });
          }
        },
      }),
    );
    walletConnect.catch(() => {
      walletConnect = undefined; // e.g. the optional peer is missing: a later attempt tries again
    });
    return walletConnect;
  }

  function emitPairingUri(uri: string, expiry: number): void {
    events.emit('pairingUri', { connectorId: WALLET_CONNECT_CONNECTOR_ID, uri, expiry });
  }

  /**
   * With WalletConnect configured and mounted by a client: joins the client's one WalletConnect hub
   * (`context.shared`, created by the first adapter to mount with the options of that adapter), so a pairing
   * from either namespace proposes eip155 too. Nothing is loaded here (the hub and the proposal are lazy).
   */
  function joinHub(shared: AdapterMountContext['shared']): void {
    const settings = options.walletConnect;
    if (!settings || !shared || releaseHub) return;
    const joined = shared.get(WALLETCONNECT_HUB_KEY, () =>
      createWalletConnectHub<UniversalProviderLike>({
        // core's loader turns the vendor Verify API off on every provider it creates.
        load: async () => (await import('../walletconnect/index.js')).loadUniversalProvider(),
        close: async (instance) =>
          (await import('../walletconnect/index.js')).closeUniversalProvider(instance),
        projectId,
        metadata: settings.metadata,
        ...(settings.relayUrl === undefined ? {} : { relayUrl: settings.relayUrl }),
        ...(settings.storage === undefined ? {} : { storage: settings.storage }),
        ...(settings.storagePrefix === undefined ? {} : { storagePrefix: settings.storagePrefix }),
      }),
    );
    hub = joined;
    releaseHub = joined.register('eip155', {
      proposal: async (preferred) =>
        (await import('../walletconnect/index.js')).buildOptionalNamespaces(
          known,
          preferred as CaipNetworkId | undefined,
        ).eip155,
      onPairingUri: emitPairingUri,
    });
  }

  function walletConnectConnection(
    connector: WalletConnectConnector,
    result: { accounts: readonly string[]; caipNetworkId: CaipNetworkId },
  ): AdapterConnection {
    const connectorId = WALLET_CONNECT_CONNECTOR_ID;
    const accounts = result.accounts.map((address) => ({ address, type: 'eoa' as const }));
    const [first] = accounts;
    if (!first)
      throw new ConnectorError(MESSAGES.accountNotFound, { details: 'The wallet approved no account' });
    forget(connectorId);
    sessions.set(connectorId, { provider: connector.getProvider() as EIP1193Provider, stop: () => {} });
    return { connectorId, address: first.address, accounts, caipNetworkId: result.caipNetworkId };
  }

  /** The viem public client of a network, creating this adapter's clients (and loading viem) on first use. */
  async function publicClientOf(network: CaipNetwork): Promise<PublicClient> {
    if (rpc === undefined) {
      const loading = import('../rpc/transport.js').then(({ createPublicClients }) =>
        createPublicClients(options.rpcUrls),
      );
      rpc = loading;
      loading.catch(() => {
        if (rpc === loading) rpc = undefined; // e.g. a chunk that failed to download: a later call tries again
      });
    }
    return (await rpc).get(network);
  }

  function connectorOf(connectorId: string): Connector | undefined {
    return discovery.list().find((c) => c.id === connectorId);
  }

  function providerOf(connectorId: string): EIP1193Provider {
    const session = sessions.get(connectorId);
    if (session) return session.provider;
    const connector = connectorOf(connectorId);
    const provider = connector?.provider as EIP1193Provider | undefined;
    if (!connector || !provider) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `No eip155 wallet with connector id ${JSON.stringify(connectorId)} was found`,
      });
    }
    return provider;
  }

  function connectedProviderOf(connectorId: string): EIP1193Provider {
    const session = sessions.get(connectorId);
    if (!session) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `The connector ${JSON.stringify(connectorId)} is not connected`,
      });
    }
    return session.provider;
  }

  function forget(connectorId: string): void {
    sessions.get(connectorId)?.stop();
    sessions.delete(connectorId);
  }

  /** Listens to the provider's EIP-1193 events and forwards them, normalised, as adapter events. */
  function watch(connectorId: string, provider: EIP1193Provider): void {
    forget(connectorId);
    const onAccounts = (accounts: unknown) => {
      const list = accountsOf(accounts);
      if (list.length === 0) forget(connectorId);
      events.emit('accountsChanged', { connectorId, accounts: list });
    };
    const onChain = (chainId: unknown) => {
      let caipNetworkId: CaipNetworkId;
      try {
        caipNetworkId = toCaipNetworkId(chainId);
      } catch {
        return; // a malformed chain id from the wallet is ignored
      }
      events.emit('chainChanged', { connectorId, caipNetworkId });
    };
    const onDisconnect = (error: unknown) => {
      if ((error as { code?: unknown } | undefined)?.code === TRANSIENT_DISCONNECT_CODE) return;
      forget(connectorId);
      events.emit('disconnect', { connectorId });
    };
    const listeners: [string, EIP1193EventListener][] = [
      ['accountsChanged', onAccounts as EIP1193EventListener],
      ['chainChanged', onChain as EIP1193EventListener],
      ['disconnect', onDisconnect as EIP1193EventListener],
    ];
    for (const [event, listener] of listeners) provider.on?.(event, listener);
    sessions.set(connectorId, {
      provider,
      stop: () => {
        for (const [event, listener] of listeners) provider.removeListener?.(event, listener);
      },
    });
  }

  async function chainOf(provider: EIP1193Provider): Promise<CaipNetworkId> {
    return toCaipNetworkId(await call(provider, 'eth_chainId'));
  }

  /** Resolves once the connector is listed, or with undefined after `timeoutMs`. */
  function waitForConnector(connectorId: string, timeoutMs: number): Promise<Connector | undefined> {
    const found = connectorOf(connectorId);
    if (found || timeoutMs <= 0) return Promise.resolve(found);
    return new Promise((resolve) => {
      const done = (connector: Connector | undefined) => {
        clearTimeout(timer);
        stop();
        resolve(connector);
      };
      const stop = events.on('connectors', (connectors) => {
        const match = connectors.find((c) => c.id === connectorId);
        if (match) done(match);
      });
      const timer = setTimeout(() => done(connectorOf(connectorId)), timeoutMs);
    });
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    networks,

    mount(context) {
      projectId = context.projectId;
      const extra = context.networks.filter(
        (n) => n.chainNamespace === 'eip155' && !networks.some((m) => m.caipNetworkId === n.caipNetworkId),
      );
      known = Object.freeze([...networks, ...extra]);
      joinHub(context.shared);
      discovery.start(options.window ?? defaultWindow());
    },

    unmount() {
      for (const connectorId of [...sessions.keys()]) forget(connectorId);
      discovery.stop();
      const loaded = walletConnect;
      walletConnect = undefined;
      loaded?.then((connector) => connector.destroy()).catch(() => {});
      releaseHub?.();
      releaseHub = undefined;
      hub = undefined;
    },

    getConnectors: () => discovery.list(),
    on: (event, listener) => events.on(event, listener),

    async connect({ connectorId, caipNetworkId }) {
      if (isWalletConnect(connectorId)) {
        const connector = await loadWalletConnect();
        const result = await connector.connect(caipNetworkId === undefined ? {} : { caipNetworkId });
        return walletConnectConnection(connector, result);
      }
      const provider = providerOf(connectorId);
      const accounts = accountsOf(await call(provider, 'eth_requestAccounts'));
      const [first] = accounts;
      if (!first)
        throw new ConnectorError(MESSAGES.accountNotFound, { details: 'The wallet returned no account' });
      let chain = await chainOf(provider);
      if (
        caipNetworkId !== undefined &&
        caipNetworkId !== chain &&
        known.some((n) => n.caipNetworkId === caipNetworkId)
      ) {
        try {
          await switchEvmNetwork(
            provider,
            networkOf(caipNetworkId),
            rpcUrlsOf(networkOf(caipNetworkId), options.rpcUrls),
          );
          chain = await chainOf(provider);
        } catch {
          // Connected, but the wallet stays on its network (the visitor declined or it cannot switch):
          // the connection reports the wallet's real network and core applies its unsupported-network rule.
        }
      }
      watch(connectorId, provider);
      return { connectorId, address: first.address, accounts, caipNetworkId: chain };
    },

    async reconnect({ connectorId, caipNetworkId }): Promise<AdapterConnection | null> {
      if (isWalletConnect(connectorId)) {
        const wc = await loadWalletConnect();
        const result = await wc.reconnect(caipNetworkId === undefined ? {} : { caipNetworkId });
        return result ? walletConnectConnection(wc, result) : null;
      }
      const connector = await waitForConnector(connectorId, reconnectTimeoutMs);
      if (!connector || connector.type === 'WALLET_CONNECT') return null;
      const provider = providerOf(connectorId);
      const accounts = accountsOf(await call(provider, 'eth_accounts'));
      const [first] = accounts;
      if (!first) return null;
      const chain = await chainOf(provider);
      watch(connectorId, provider);
      return { connectorId, address: first.address, accounts, caipNetworkId: chain };
    },

    async disconnect({ connectorId }) {
      if (isWalletConnect(connectorId)) {
        forget(connectorId);
        const loaded = walletConnect;
        if (loaded) await (await loaded).disconnect();
        return;
      }
      const provider =
        sessions.get(connectorId)?.provider ??
        (connectorOf(connectorId)?.provider as EIP1193Provider | undefined);
      forget(connectorId);
      if (!provider) return;
      try {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
      } catch {
        // EIP-2255 revocation is optional: wallets without it are forgotten locally.
      }
    },

    async switchNetwork({ connectorId, caipNetworkId }) {
      if (isWalletConnect(connectorId)) {
        networkOf(caipNetworkId); // a network the app did not configure fails like for other wallets
        await (await loadWalletConnect()).switchNetwork(caipNetworkId);
        return;
      }
      const network = networkOf(caipNetworkId);
      const provider = connectedProviderOf(connectorId);
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

    async getGasPrice({ caipNetworkId }) {
      return readGasPrice(await publicClientOf(networkOf(caipNetworkId)));
    },

    async getMaxPriorityFeePerGas({ caipNetworkId }) {
      return readMaxPriorityFeePerGas(await publicClientOf(networkOf(caipNetworkId)));
    },

    async resolveName({ name, caipNetworkId }) {
      const network = networkOf(caipNetworkId);
      return resolveEvmName(await publicClientOf(network), network, name);
    },

    getProvider: (connectorId) => sessions.get(connectorId)?.provider,

    async signMessage({ connectorId, address, message }) {
      return signMessage({ provider: connectedProviderOf(connectorId), address, message });
    },

    async sendTransaction({ connectorId, address, caipNetworkId, transaction }) {
      const network = networkOf(caipNetworkId);
      const provider = connectedProviderOf(connectorId);
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
