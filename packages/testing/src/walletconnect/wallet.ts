import { randomBytes } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import type { Address, Hex } from 'viem';
import type { LocalChain } from '../stack/types.js';
import { ProviderRpcError } from '../wallet/errors.js';
import { createLocalAccountProvider } from '../wallet/local-account-provider.js';
import type { LocalAccountProvider } from '../wallet/types.js';
import {
  createWalletConnectSolanaSigner,
  requestedChains,
  SOLANA_METHODS,
  type WalletConnectSolanaOptions,
} from './solana.js';

/** What the wallet's user does with a session proposal or a signing request. */
export type WalletConnectWalletMode = 'approve' | 'reject';

/** Options of `createWalletConnectWallet`. */
export type CreateWalletConnectWalletOptions = {
  /** The relay to connect to, e.g. `startWalletConnectRelay().url` or `stack.walletConnect.relayUrl`. */
  relayUrl: string;
  /** Any project id: the local relay accepts every one. */
  projectId: string;
  /** The wallet's EVM accounts (e.g. the anvil dev keys). At least one, unless `solana` is given (then `[]`). */
  privateKeys: readonly Hex[];
  /** The EVM chains the wallet approves (`eip155:<chainId>`), e.g. `stack.chains`. At least one with keys. */
  chains: readonly LocalChain[];
  /**
   * The wallet's Solana side: with it, a proposal naming `solana` (required or optional) gets a `solana`
   * namespace with every key on each configured chain the proposal asks for (all when it names none), and the
   * session answers `solana_signMessage`, `solana_signTransaction`, `solana_signAndSendTransaction` and
   * `solana_signAllTransactions`. E.g. `{ secretKeys: stack.solana.accounts.map((a) => a.secretKey),
   * chains: [{ caipNetworkId: stack.solana.caipNetworkId, rpcUrl: stack.solana.rpcUrl }] }`.
   */
  solana?: WalletConnectSolanaOptions;
  /** The wallet's metadata shown to the dapp. */
  metadata?: SignClientTypes.Metadata;
  /**
   * `approve` (default), or `reject`: session proposals and the signing requests (the methods the wallet
   * approves in a session) are refused as a user would, with WalletConnect's `USER_REJECTED` error (code 5000,
   * 'User rejected.').
   */
  mode?: WalletConnectWalletMode;
};

/** One entry of the wallet's log. */
export type WalletConnectWalletLogEntry =
  | { kind: 'proposal'; id: number; outcome: 'approved' | 'rejected'; error?: string }
  | {
      kind: 'request';
      id: number;
      topic: string;
      chainId: string;
      method: string;
      params: unknown;
      outcome: 'result' | 'error';
      result?: unknown;
      error?: { code: number; message: string };
    };

/** A WalletConnect wallet in Node: a `@walletconnect/sign-client` that signs with local keys. */
export type WalletConnectWallet = {
  /** The wallet's sign client (for anything the helpers below do not cover). */
  readonly client: InstanceType<typeof SignClient>;
  /** Every proposal and request the wallet handled, in order. */
  readonly log: readonly WalletConnectWalletLogEntry[];
  /** The EVM accounts the wallet exposes on every EVM chain (`[]` without `privateKeys`). */
  readonly addresses: readonly Address[];
  /** The base58 Solana public keys the wallet exposes on every Solana chain (`[]` without `solana`). */
  readonly solanaPublicKeys: readonly string[];
  /** Current mode; can be changed at any time (it applies to the next proposal or request). */
  mode: WalletConnectWalletMode;
  /** Pairs with a dapp from its `wc:` URI; the proposal then arrives and is handled per `mode`. */
  pair(uri: string): Promise<void>;
  /** Resolves with the next session the wallet approves (or rejects if the next proposal is rejected). */
  waitForSession(timeoutMs?: number): Promise<SessionTypes.Struct>;
  /** The wallet's active sessions. */
  sessions(): SessionTypes.Struct[];
  /** Switches a session's EVM chain as the wallet's user would: emits `chainChanged` to the dapp. */
  switchChain(chainId: number, topic?: string): Promise<void>;
  /** Disconnects one session (default: all) as the wallet's user would. */
  disconnect(topic?: string): Promise<void>;
  /** Disconnects nothing; closes the relay connection and stops the client's timers. Idempotent. */
  close(): Promise<void>;
};

/** The wallet could not do what was asked (unknown session, chain, …). */
export class WalletConnectWalletError extends Error {
  override name = 'WalletConnectWalletError';
}

const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
];
const EVENTS = ['accountsChanged', 'chainChanged'];
/** The methods a user approves or rejects: `mode: 'reject'` refuses them. */
const APPROVAL_METHODS: ReadonlySet<string> = new Set([...METHODS, ...SOLANA_METHODS]);

/**
 * Creates a WalletConnect wallet peer in Node on `@walletconnect/sign-client` 2.21.8: it pairs from a dapp's
 * `wc:` URI, approves (or, with `mode: 'reject'`, rejects) session proposals with the `eip155` namespace of the
 * given chains and every account of `privateKeys` (when the proposal names `eip155`, or names no namespace) and,
 * with the `solana` option, a `solana` namespace (when the proposal names `solana`). EVM requests are answered
 * through `createLocalAccountProvider` (signing locally, reads forwarded to the chain) on the request's chain;
 * `wallet_switchEthereumChain` also emits `chainChanged` on the session. Solana requests (WalletConnect's Solana
 * JSON-RPC: base58 messages and signatures, base64 transactions) are signed with ed25519 and sent to the
 * chain's `rpcUrl`. In `reject` mode signing requests fail with code 5000. Storage is in memory; telemetry is
 * off.
 *
 * @example
 * const wallet = await createWalletConnectWallet({ relayUrl: stack.walletConnect.relayUrl, projectId: 'test',
 *   privateKeys: stack.accounts.map((a) => a.privateKey), chains: stack.chains });
 * await wallet.pair(uri);
 * await wallet.close();
 */
export async function createWalletConnectWallet(
  options: CreateWalletConnectWalletOptions,
): Promise<WalletConnectWallet> {
  const evm = options.privateKeys.length > 0;
  if (!evm && options.solana === undefined) {
    throw new WalletConnectWalletError('The wallet needs a private key');
  }
  if (evm && options.chains.length === 0) throw new WalletConnectWalletError('The wallet needs a chain');
  let solana: ReturnType<typeof createWalletConnectSolanaSigner> | undefined;
  try {
    solana = options.solana === undefined ? undefined : createWalletConnectSolanaSigner(options.solana);
  } catch (error) {
    throw new WalletConnectWalletError(error instanceof Error ? error.message : String(error));
  }
  const chains = evm ? options.chains : [];
  const walletChains = chains.map((chain) => ({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
  }));
  // One provider per session, so each session has its own chain and account selection.
  const providers = new Map<string, LocalAccountProvider>();
  const newProvider = () =>
    createLocalAccountProvider({ privateKeys: options.privateKeys, chains: walletChains });
  const addresses = evm ? newProvider().addresses : [];

  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata ?? {
      name: 'WalletDock Test Wallet',
      description: 'A WalletConnect wallet signing with the anvil dev keys',
      url: 'http://localhost',
      icons: [],
    },
    // Each client gets its own core: sign-client otherwise shares one core per storage prefix in a process.
    customStoragePrefix: `walletdock-wallet-${randomBytes(8).toString('hex')}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  });

  const log: WalletConnectWalletLogEntry[] = [];
  const sessionWaiters: Array<{ resolve(session: SessionTypes.Struct): void; reject(error: Error): void }> =
    [];

  const providerFor = async (topic: string): Promise<LocalAccountProvider> => {
    let provider = providers.get(topic);
    if (provider === undefined) {
      provider = newProvider();
      await provider.request({ method: 'eth_requestAccounts' });
      providers.set(topic, provider);
    }
    return provider;
  };

  /** The namespaces to approve for a proposal (possibly none). */
  const namespacesFor = (proposal: ProposalTypes.Struct): SessionTypes.Namespaces => {
    const namespaces: SessionTypes.Namespaces = {};
    const mentionsAny =
      Object.keys(proposal.requiredNamespaces ?? {}).length +
        Object.keys(proposal.optionalNamespaces ?? {}).length >
      0;
    if (evm && (!mentionsAny || requestedChains(proposal, 'eip155') !== undefined)) {
      namespaces.eip155 = {
        chains: chains.map((chain) => chain.caipNetworkId),
        accounts: chains.flatMap((chain) => addresses.map((address) => `${chain.caipNetworkId}:${address}`)),
        methods: [...METHODS],
        events: [...EVENTS],
      };
    }
    const solanaNamespace = solana?.namespaceFor(proposal);
    if (solanaNamespace !== undefined) namespaces.solana = solanaNamespace;
    return namespaces;
  };

  const refuse = async (id: number, reason: { code: number; message: string }, message: string) => {
    let failure: string | undefined;
    try {
      await client.reject({ id, reason });
    } catch (error) {
      failure = String(error);
    }
    log.push({
      kind: 'proposal',
      id,
      outcome: 'rejected',
      ...(failure === undefined ? {} : { error: failure }),
    });
    for (const waiter of sessionWaiters.splice(0)) waiter.reject(new WalletConnectWalletError(message));
  };

  client.on('session_proposal', async ({ id, params }) => {
    if (wallet.mode === 'reject') {
      await refuse(id, getSdkError('USER_REJECTED'), 'The wallet rejected the session proposal');
      return;
    }
    const namespaces = namespacesFor(params);
    if (Object.keys(namespaces).length === 0) {
      await refuse(
        id,
        getSdkError('UNSUPPORTED_NAMESPACE_KEY'),
        'The wallet serves none of the namespaces the session proposal asks for',
      );
      return;
    }
    try {
      const { topic, acknowledged } = await client.approve({ id, namespaces });
      log.push({ kind: 'proposal', id, outcome: 'approved' });
      if (evm) await providerFor(topic);
      const session = await acknowledged();
      for (const waiter of sessionWaiters.splice(0)) waiter.resolve(session);
    } catch (error) {
      // E.g. a required namespace or chain the wallet does not serve: tell the dapp rather than leave it waiting.
      await client.reject({ id, reason: getSdkError('UNSUPPORTED_NAMESPACE_KEY') }).catch(() => {});
      log.push({ kind: 'proposal', id, outcome: 'rejected', error: String(error) });
      for (const waiter of sessionWaiters.splice(0)) {
        waiter.reject(error instanceof Error ? error : new WalletConnectWalletError(String(error)));
      }
    }
  });

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params;
    const entry: WalletConnectWalletLogEntry & { kind: 'request' } = {
      kind: 'request',
      id,
      topic,
      chainId,
      method: request.method,
      params: request.params,
      outcome: 'result',
    };
    try {
      if (wallet.mode === 'reject' && APPROVAL_METHODS.has(request.method)) {
        throw Object.assign(new Error(getSdkError('USER_REJECTED').message), getSdkError('USER_REJECTED'));
      }
      if (chainId.startsWith('solana:')) {
        if (solana === undefined) throw new ProviderRpcError(5100, `The wallet does not serve ${chainId}`);
        const result = await solana.request(chainId, request.method, request.params);
        entry.result = result;
        log.push(entry);
        await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
        return;
      }
      if (!evm) throw new ProviderRpcError(5100, `The wallet does not serve ${chainId}`);
      const provider = await providerFor(topic);
      const requestedChain = Number(chainId.split(':')[1]);
      if (
        provider.getState().chainId !== requestedChain &&
        chains.some((c) => c.chainId === requestedChain)
      ) {
        provider.switchChain(requestedChain);
      }
      const account = accountIn(request.params, addresses);
      if (account !== undefined) provider.setAccount(account);
      const result = await provider.request({ method: request.method, params: request.params });
      if (request.method === 'wallet_switchEthereumChain')
        await emitChainChanged(topic, provider.getState().chainId);
      entry.result = result;
      log.push(entry);
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
    } catch (error) {
      const rpcError = toRpcError(error);
      entry.outcome = 'error';
      entry.error = rpcError;
      log.push(entry);
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: rpcError } }).catch(() => {});
    }
  });

  client.on('session_delete', ({ topic }) => {
    providers.delete(topic);
  });

  const emitChainChanged = async (topic: string, chainId: number) => {
    await client.emit({
      topic,
      chainId: `eip155:${chainId}`,
      event: { name: 'chainChanged', data: chainId },
    });
  };

  const activeTopics = (topic?: string): string[] => {
    const topics = client.session.getAll().map((session) => session.topic);
    if (topic === undefined) return topics;
    if (!topics.includes(topic)) throw new WalletConnectWalletError(`No session with topic ${topic}`);
    return [topic];
  };

  let closing: Promise<void> | undefined;
  const wallet: WalletConnectWallet = {
    client,
    log,
    addresses,
    solanaPublicKeys: solana?.publicKeys ?? [],
    mode: options.mode ?? 'approve',
    async pair(uri) {
      await client.core.pairing.pair({ uri });
    },
    waitForSession(timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = sessionWaiters.indexOf(waiter);
          if (index >= 0) sessionWaiters.splice(index, 1);
          reject(new WalletConnectWalletError(`No session within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          resolve: (session: SessionTypes.Struct) => {
            clearTimeout(timer);
            resolve(session);
          },
          reject: (error: Error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        sessionWaiters.push(waiter);
      });
    },
    sessions: () => client.session.getAll(),
    async switchChain(chainId, topic) {
      if (!chains.some((chain) => chain.chainId === chainId)) {
        throw new WalletConnectWalletError(`The wallet does not know chain ${chainId}`);
      }
      for (const sessionTopic of activeTopics(topic)) {
        (await providerFor(sessionTopic)).switchChain(chainId);
        await emitChainChanged(sessionTopic, chainId);
      }
    },
    async disconnect(topic) {
      for (const sessionTopic of activeTopics(topic)) {
        await client.disconnect({ topic: sessionTopic, reason: getSdkError('USER_DISCONNECTED') });
        providers.delete(sessionTopic);
      }
    },
    close() {
      closing ??= (async () => {
        for (const waiter of sessionWaiters.splice(0)) waiter.reject(new WalletConnectWalletError('Closed'));
        for (const event of ['session_proposal', 'session_request', 'session_delete'] as const) {
          client.events.removeAllListeners(event);
        }
        client.core.heartbeat.stop();
        await client.core.relayer.transportClose().catch(() => {});
      })();
      return closing;
    },
  };
  return wallet;
}

/** The index of the first wallet address in the request's params (a `from`, or an address argument). */
function accountIn(params: unknown, addresses: readonly Address[]): number | undefined {
  const lower = addresses.map((address) => address.toLowerCase());
  const candidates: unknown[] = Array.isArray(params) ? [...params] : [params];
  for (const candidate of candidates) {
    const value =
      typeof candidate === 'string'
        ? candidate
        : typeof candidate === 'object' && candidate !== null && 'from' in candidate
          ? (candidate as { from: unknown }).from
          : undefined;
    if (typeof value !== 'string') continue;
    const index = lower.indexOf(value.toLowerCase());
    if (index >= 0) return index;
  }
  return undefined;
}

function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof ProviderRpcError) return { code: error.code, message: error.message };
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number') {
    return { code: error.code, message: error instanceof Error ? error.message : 'Request failed' };
  }
  return { code: -32603, message: error instanceof Error ? error.message : String(error) };
}
