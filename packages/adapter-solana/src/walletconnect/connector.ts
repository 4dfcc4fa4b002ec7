import type { WalletIcon } from '@wallet-standard/base';
import {
  type CaipNetwork,
  type CaipNetworkId,
  ConnectorError,
  closeUniversalProvider,
  createWalletConnectHub,
  loadUniversalProvider as loadProviderClass,
  MalformedResponseError,
  MESSAGES,
  toWalletDockError,
  ValidationError,
  type WalletConnectHub,
  type WalletConnectProviderClass,
  WalletConnectUnavailableError,
} from '@walletdock/core';
import type { Wallet, WalletAccount } from '../connectors/types.js';
import { UnknownSolanaChainError } from '../errors.js';
import { toWalletChain, tryCaipNetworkId } from '../networks/chain-id.js';
import { decodeBase58, encodeBase58 } from '../utils/base58.js';
import { isBytes } from '../utils/bytes.js';
import {
  buildSolanaOptionalNamespaces,
  decodeBase64,
  encodeBase64,
  type SessionNamespacesLike,
  sessionSolanaAccounts,
  toWalletConnectError,
  withSignature,
} from './namespaces.js';
import type {
  SolanaWalletConnectConnector,
  SolanaWalletConnectConnectorOptions,
  SolanaWalletConnectSession,
} from './types.js';

/**
 * The part of `@walletconnect/universal-provider`'s `UniversalProvider` this connector uses, typed here so that
 * neither this module nor its declarations reference the optional peer.
 */
type Listener = (...args: never[]) => void;
type SessionLike = { topic: string; expiry?: number; namespaces: SessionNamespacesLike };
export type UniversalProviderLike = {
  session?: SessionLike | undefined;
  connect(params: { optionalNamespaces: Record<string, unknown> }): Promise<unknown>;
  disconnect(): Promise<void>;
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  client?: {
    on?: (event: string, listener: Listener) => void;
    off?: (event: string, listener: Listener) => void;
    core?: { relayer?: { transportClose?: () => Promise<void> } };
  };
};

type PendingPairing = { promise: Promise<SolanaWalletConnectSession> };

/** The storage prefix when none is given: apart from the EVM adapter's WalletConnect client (see README). */
export const DEFAULT_SOLANA_STORAGE_PREFIX = 'walletdock-solana';

/** WalletConnect's logo, the icon of the session's Wallet Standard wallet. */
const WALLETCONNECT_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#3B99FC"/><path d="M12.3 15.4c4.3-4.2 11.1-4.2 15.4 0l.5.5c.2.2.2.6 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a7.6 7.6 0 0 0-10.6 0l-.8.8a.3.3 0 0 1-.4 0l-1.8-1.7a.6.6 0 0 1 0-.8l.6-.6Zm19.1 3.5 1.6 1.6c.2.2.2.6 0 .8l-7.2 7a.6.6 0 0 1-.8 0l-5.1-5a.2.2 0 0 0-.2 0l-5.1 5a.6.6 0 0 1-.8 0l-7.2-7a.6.6 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5.1 5c.1.1.2.1.2 0l5.1-5a.6.6 0 0 1 .8 0l5.1 5c.1.1.2.1.2 0l5.1-5a.6.6 0 0 1 .8 0Z" fill="#fff"/></svg>',
)}`;

/** Core's `loadUniversalProvider` (missing peer → error; Verify off), default: this adapter's `import()`. */
export function loadUniversalProvider(
  importer: () => Promise<unknown> = () => import('@walletconnect/universal-provider'),
): Promise<WalletConnectProviderClass<UniversalProviderLike>> {
  return loadProviderClass<UniversalProviderLike>(importer);
}

function malformed(method: string, path: string, problem: string): MalformedResponseError {
  return new MalformedResponseError({ endpoint: `WalletConnect ${method}`, path, problem });
}

/** The base58 value at `result[key]`, decoded and of `length` bytes, or a `MalformedResponseError`. */
function base58Field(result: unknown, key: string, length: number, method: string): Uint8Array {
  const value = (result as Record<string, unknown> | null | undefined)?.[key];
  let bytes: Uint8Array | undefined;
  try {
    bytes = typeof value === 'string' ? decodeBase58(value) : undefined;
  } catch {
    bytes = undefined;
  }
  if (!bytes || bytes.length !== length)
    throw malformed(method, `$.${key}`, `expected ${length} base58 bytes`);
  return bytes;
}

/**
 * Creates the WalletConnect connector of the Solana adapter. Nothing is loaded or opened until `connect` or
 * `reconnect`: then `@walletconnect/universal-provider` is imported (an optional peer; missing →
 * `WalletConnectUnavailableError`) and one `UniversalProvider` is initialised for the connector's lifetime. The
 * session proposal carries only `optionalNamespaces.solana` (the configured networks' CAIP-2 ids). The session is
 * handed to the adapter as a Wallet Standard wallet ({@link SolanaWalletConnectSession}).
 */
export function createSolanaWalletConnectConnector(
  options: SolanaWalletConnectConnectorOptions,
): SolanaWalletConnectConnector {
  const now = options.now ?? (() => Date.now());
  const networks = options.networks.filter((network) => network.chainNamespace === 'solana');
  const rpcUrlOf = options.rpcUrlOf ?? ((network: CaipNetwork) => network.rpcUrls.default.http[0]);

  // The hub owns the one provider; without a shared hub the connector has its own and registers solana with it.
  const hub: WalletConnectHub<UniversalProviderLike> =
    options.hub ??
    createWalletConnectHub<UniversalProviderLike>({
      load: () => loadUniversalProvider(options.importUniversalProvider),
      close: closeUniversalProvider,
      projectId: options.projectId,
      metadata: options.metadata,
      storagePrefix: options.storagePrefix ?? DEFAULT_SOLANA_STORAGE_PREFIX,
      ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
      ...(options.storage === undefined ? {} : { storage: options.storage }),
      ...(options.logLevel === undefined ? {} : { logLevel: options.logLevel }),
      ...(options.now === undefined ? {} : { now: options.now }),
    });
  const release = options.hub
    ? undefined
    : hub.register('solana', {
        proposal: (preferred) =>
          buildSolanaOptionalNamespaces(networks, rpcUrlOf, preferred as CaipNetworkId | undefined).solana,
        onPairingUri: (uri, expiry) => {
          if (!destroyed) options.onPairingUri(uri, expiry);
        },
      });
  let attachedTo: UniversalProviderLike | undefined;
  let provider: UniversalProviderLike | undefined;
  let current: SolanaWalletConnectSession | undefined;
  let pending: PendingPairing | undefined;
  /** While true, provider events are not forwarded (connecting, our own disconnect). */
  let quiet = false;
  let destroyed = false;
  const listeners: [string, Listener][] = [];
  const clientListeners: [string, Listener][] = [];
  const changeListeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>();

  /** The live session of the provider, if it has one that has not expired. */
  function liveSession(target: UniversalProviderLike | undefined = provider): SessionLike | undefined {
    const session = target?.session;
    if (!session) return undefined;
    if (session.expiry !== undefined && session.expiry * 1000 <= now()) return undefined;
    return session;
  }

  function methodsOf(session: SessionLike | undefined): string[] {
    return sessionSolanaAccounts(session?.namespaces).methods;
  }

  /** Sends a request of the session to the wallet on the CAIP-2 network of `chain` (a Wallet Standard chain). */
  async function call(method: string, params: Record<string, unknown>, chain: string): Promise<unknown> {
    const target = provider;
    const session = liveSession(target);
    if (!target || !session || !current) throw new ConnectorError(MESSAGES.connectorNotConnected);
    const caipNetworkId = tryCaipNetworkId(chain, networks) ?? (chain as CaipNetworkId);
    if (!current.caipNetworkIds.includes(caipNetworkId)) {
      throw new UnknownSolanaChainError(chain, `The WalletConnect session has no account on ${chain}`);
    }
    if (!methodsOf(session).includes(method)) {
      throw new ConnectorError(MESSAGES.connectorNotConnected, {
        details: `The WalletConnect session did not approve ${method}`,
      });
    }
    try {
      return await target.request({ method, params }, caipNetworkId);
    } catch (error) {
      throw toWalletConnectError(error);
    }
  }

  /** The Wallet Standard chain of a session network, or undefined for a network the app did not configure. */
  function walletChainOf(caipNetworkId: CaipNetworkId): `solana:${string}` | undefined {
    try {
      return toWalletChain(caipNetworkId, networks);
    } catch {
      return undefined;
    }
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: WALLETCONNECT_ICON,
    get chains() {
      return [
        ...new Set(current?.accounts.flatMap((account) => account.chains) ?? []),
      ] as `${string}:${string}`[];
    },
    get accounts() {
      return current?.accounts ?? [];
    },
    get features() {
      return features();
    },
  };

  const signMessageFeature = {
    version: '1.0.0',
    async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
      const outputs: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
      for (const { account, message } of inputs) {
        if (!isBytes(message)) throw new ValidationError('A message to sign is a Uint8Array');
        const chain = account.chains[0];
        if (chain === undefined) throw new ConnectorError(MESSAGES.accountNotFound);
        const result = await call(
          'solana_signMessage',
          { message: encodeBase58(message), pubkey: account.address },
          chain,
        );
        outputs.push({
          signedMessage: message,
          signature: base58Field(result, 'signature', 64, 'solana_signMessage'),
        });
      }
      return outputs;
    },
  };

  const signTransactionFeature = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0] as const,
    async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]) {
      const outputs: { signedTransaction: Uint8Array }[] = [];
      for (const { account, transaction, chain } of inputs) {
        const on = chain ?? account.chains[0];
        if (on === undefined) throw new ConnectorError(MESSAGES.accountNotFound);
        const method = 'solana_signTransaction';
        const result = await call(method, { transaction: encodeBase64(transaction) }, on);
        const signed = (result as { transaction?: unknown } | null | undefined)?.transaction;
        if (typeof signed === 'string' && signed !== '') {
          try {
            outputs.push({ signedTransaction: decodeBase64(signed) });
          } catch {
            throw malformed(method, '$.transaction', 'expected a base64 transaction');
          }
          continue;
        }
        // Older wallets answer only `{ signature }`: place it in the account's signer slot.
        const signature = base58Field(result, 'signature', 64, method);
        try {
          outputs.push({
            signedTransaction: withSignature(transaction, decodeBase58(account.address), signature),
          });
        } catch (error) {
          throw malformed(method, '$.signature', (error as Error).message);
        }
      }
      return outputs;
    },
  };

  const signAndSendFeature = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0] as const,
    async signAndSendTransaction(
      ...inputs: {
        account: WalletAccount;
        transaction: Uint8Array;
        chain: string;
        options?: Record<string, unknown>;
      }[]
    ) {
      const outputs: { signature: Uint8Array }[] = [];
      for (const { transaction, chain, options: sendOptions } of inputs) {
        const method = 'solana_signAndSendTransaction';
        const result = await call(
          method,
          {
            transaction: encodeBase64(transaction),
            ...(sendOptions === undefined ? {} : { sendOptions }),
          },
          chain,
        );
        outputs.push({ signature: base58Field(result, 'signature', 64, method) });
      }
      return outputs;
    },
  };

  const eventsFeature = {
    version: '1.0.0',
    on(event: string, listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
      if (event !== 'change') return () => {};
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
  };

  const disconnectFeature = { version: '1.0.0', disconnect: () => connector.disconnect() };

  function features(): Record<`${string}:${string}`, unknown> {
    const methods = methodsOf(liveSession());
    return {
      'standard:events': eventsFeature,
      'standard:disconnect': disconnectFeature,
      ...(methods.includes('solana_signMessage') ? { 'solana:signMessage': signMessageFeature } : {}),
      ...(methods.includes('solana_signTransaction')
        ? { 'solana:signTransaction': signTransactionFeature }
        : {}),
      ...(methods.includes('solana_signAndSendTransaction')
        ? { 'solana:signAndSendTransaction': signAndSendFeature }
        : {}),
    };
  }

  /**
   * The session as the adapter takes it: one Wallet Standard account per approved address, serving the Wallet
   * Standard chains of the configured networks it was approved on. Undefined without solana accounts there.
   */
  function sessionOf(session: SessionLike | undefined): SolanaWalletConnectSession | undefined {
    if (!session) return undefined;
    const { chains, accountsByChain, addresses } = sessionSolanaAccounts(session.namespaces);
    const caipNetworkIds = chains.filter((id) => walletChainOf(id) !== undefined && accountsByChain.has(id));
    const accounts: WalletAccount[] = [];
    for (const address of addresses) {
      const on = caipNetworkIds.filter((id) => accountsByChain.get(id)?.includes(address));
      if (on.length === 0) continue;
      const accountFeatures = Object.keys(features()).filter((name) => name.startsWith('solana:'));
      accounts.push(
        Object.freeze({
          address,
          publicKey: decodeBase58(address),
          chains: on.map((id) => walletChainOf(id) as `solana:${string}`),
          features: accountFeatures as `${string}:${string}`[],
        }),
      );
    }
    if (accounts.length === 0) return undefined;
    return { wallet, accounts, caipNetworkIds };
  }

  function listen(target: UniversalProviderLike, event: string, listener: Listener) {
    target.on(event, listener);
    listeners.push([event, listener]);
  }

  function ended() {
    if (quiet || destroyed || !current) return;
    current = undefined;
    options.onDisconnect();
  }

  function attach(target: UniversalProviderLike) {
    listen(target, 'session_update', (() => {
      if (quiet || destroyed || !current) return;
      const next = sessionOf(liveSession(target));
      if (!next) {
        ended();
        return;
      }
      current = next;
      for (const listener of [...changeListeners]) listener({ accounts: next.accounts });
    }) as Listener);
    listen(target, 'disconnect', ended as Listener);
    // UniversalProvider does not forward the sign client's expiry of the session.
    const onExpire = ((event: { topic?: unknown }) => {
      if (event?.topic !== undefined && event.topic === target.session?.topic) ended();
    }) as Listener;
    if (typeof target.client?.on === 'function') {
      target.client.on('session_expire', onExpire);
      clientListeners.push(['session_expire', onExpire]);
    }
  }

  async function load(): Promise<UniversalProviderLike> {
    if (destroyed) throw new ConnectorError('WalletConnect connector destroyed');
    let target: UniversalProviderLike;
    try {
      target = await hub.provider();
    } catch (error) {
      throw error instanceof WalletConnectUnavailableError ? error : toWalletDockError(error);
    }
    if (destroyed) throw new ConnectorError('WalletConnect connector destroyed');
    if (attachedTo !== target) {
      detach();
      attach(target);
      attachedTo = target;
      provider = target;
    }
    return target;
  }

  function detach() {
    const target = attachedTo;
    if (!target) return;
    for (const [event, listener] of listeners.splice(0)) target.removeListener(event, listener);
    for (const [event, listener] of clientListeners.splice(0)) target.client?.off?.(event, listener);
  }

  async function pair(preferred: CaipNetworkId | undefined): Promise<SolanaWalletConnectSession> {
    const target = await load();
    const stored = sessionOf(liveSession(target));
    if (stored) {
      current = stored;
      return stored;
    }
    quiet = true;
    try {
      await hub.connect(
        preferred === undefined ? { namespace: 'solana' } : { namespace: 'solana', preferred },
      );
    } catch (error) {
      throw toWalletConnectError(error);
    } finally {
      quiet = false;
    }
    const established = sessionOf(liveSession(target));
    if (!established) {
      await target.disconnect().catch(() => undefined);
      throw new ConnectorError(MESSAGES.accountNotFound, {
        details: 'The wallet approved the session without a solana account on a configured network',
      });
    }
    current = established;
    return established;
  }

  const connector: SolanaWalletConnectConnector = {
    async connect(params = {}) {
      if (networks.length === 0) throw new ConnectorError(MESSAGES.chainNotConfigured);
      if (
        params.caipNetworkId !== undefined &&
        !networks.some((n) => n.caipNetworkId === params.caipNetworkId)
      ) {
        throw new ConnectorError(MESSAGES.chainNotConfigured, { details: params.caipNetworkId });
      }
      if (current && liveSession()) return current;
      const pairing = hub.pairing();
      if (pending && (pairing === undefined || pairing.expiry > now())) {
        hub.announce();
        return pending.promise;
      }
      const attempt: PendingPairing = { promise: pair(params.caipNetworkId) };
      pending = attempt;
      try {
        return await attempt.promise;
      } finally {
        if (pending === attempt) pending = undefined;
      }
    },

    async reconnect() {
      if (current && liveSession()) return current;
      const target = await load();
      current = sessionOf(liveSession(target));
      return current ?? null;
    },

    async disconnect() {
      const target = provider;
      const hadSession = target?.session !== undefined;
      current = undefined;
      if (!target || !hadSession) return;
      quiet = true;
      try {
        await hub.disconnect(); // every namespace of the session ends
      } catch (error) {
        throw toWalletDockError(error);
      } finally {
        quiet = false;
      }
    },

    getSession: () => current,

    async destroy() {
      destroyed = true;
      changeListeners.clear();
      detach();
      // A private hub closes the relay connection now; the client's shared hub when its last namespace goes.
      release?.();
    },
  };
  return connector;
}
