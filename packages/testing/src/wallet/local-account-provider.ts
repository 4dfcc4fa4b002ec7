import type { Address, Hex } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import {
  parseAddEthereumChainParams,
  parseSwitchEthereumChainParams,
  validateInitialChains,
} from './chains.js';
import { TypedEmitter } from './emitter.js';
import { ProviderRpcError } from './errors.js';
import { createJsonRpcClient, type JsonRpcSend } from './json-rpc.js';
import { isWalletOnlyNamespace, UNSUPPORTED_METHODS } from './methods.js';
import { parseAddress, positionalParams, toChainIdHex } from './params.js';
import { ethAccountsPermission, parsePermissionParams, type WalletPermission } from './permissions.js';
import { parseSendTransactionParams, prepareTransaction } from './transaction.js';
import { parseSignTypedDataParams } from './typed-data.js';
import type {
  ApprovalRequest,
  LocalAccountProvider,
  LocalAccountProviderOptions,
  LocalAccountProviderState,
  ProviderEventMap,
  ProviderEventName,
  ProviderListener,
  RequestArguments,
  WalletChain,
} from './types.js';

type Handler = (args: RequestArguments) => unknown;

const HEX_BYTES = /^0x(?:[0-9a-f]{2})*$/i;

/**
 * Creates an EIP-1193 provider that behaves like a browser-extension wallet holding `privateKeys`: it signs
 * locally with viem accounts and forwards every read (and the signed raw transactions) to the current chain's
 * JSON-RPC URL with `fetch`. It works in a browser page and in Node.
 *
 * Behaviour, as in a real wallet:
 * - Not connected at start: `eth_accounts` is `[]` until `eth_requestAccounts` (or `wallet_requestPermissions`)
 *   is approved; the connection is remembered until `wallet_revokePermissions` or {@link
 *   LocalAccountProvider.disconnect}. Only the selected account is exposed.
 * - Requests that need consent (see {@link LocalAccountProviderOptions.approve}) reject with 4001 when refused.
 *   A second `eth_requestAccounts` while one waits for consent rejects with -32002.
 * - `personal_sign`, `eth_signTypedData_v4` and `eth_sendTransaction` need the connected account (else 4100);
 *   transactions get their nonce, gas and EIP-1559 fees from the chain, are signed locally and sent with
 *   `eth_sendRawTransaction` (one at a time, so that nonces never collide).
 * - `wallet_switchEthereumChain` (EIP-3326) rejects an unknown chain with 4902; `wallet_addEthereumChain`
 *   (EIP-3085) adds the chain and, by default, switches to it (see {@link
 *   LocalAccountProviderOptions.switchOnAdd}); adding the current chain does nothing.
 * - Unsupported signing methods (`eth_sign`, …), subscriptions and unknown `wallet_*` methods reject with 4200;
 *   everything else is forwarded to the node, whose errors keep their code, message and data.
 * - Events: `connect` (once after creation, and when the dapp reconnects after {@link
 *   LocalAccountProvider.disconnect}), `disconnect` (4900), `accountsChanged`, `chainChanged` (hex id).
 *
 * @example
 * ```ts
 * const provider = createLocalAccountProvider({
 *   privateKeys: stack.accounts.map((account) => account.privateKey),
 *   chains: stack.chains,
 * });
 * const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as Address[];
 * ```
 */
export function createLocalAccountProvider(options: LocalAccountProviderOptions): LocalAccountProvider {
  if (options.privateKeys.length === 0) throw new TypeError('A test wallet needs at least one private key.');
  validateInitialChains(options.chains);
  const accounts: readonly PrivateKeyAccount[] = options.privateKeys.map((key) => privateKeyToAccount(key));
  const addresses = accounts.map((account) => account.address);
  const chains = new Map<number, WalletChain>(options.chains.map((chain) => [chain.chainId, { ...chain }]));
  const approve = options.approve ?? (() => true);
  const switchOnAdd = options.switchOnAdd ?? true;
  const origin = options.origin ?? defaultOrigin();

  let chainId = options.chainId ?? options.chains[0]?.chainId ?? 0;
  if (!chains.has(chainId)) throw new TypeError(`The initial chain ${chainId} is not one of the chains.`);
  let accountIndex = checkAccountIndex(options.accountIndex ?? 0, accounts.length);
  /** Set while the dapp holds the `eth_accounts` permission. */
  let connection: { date: number } | undefined;
  /** Set after {@link LocalAccountProvider.disconnect}, until the dapp connects again. */
  let disconnected = false;
  let pendingConnection: Promise<Address[]> | undefined;
  let transactionQueue: Promise<unknown> = Promise.resolve();

  const emitter = new TypedEmitter<ProviderEventMap>();
  const rpcClients = new Map<string, JsonRpcSend>();

  const selectedAccount = (): PrivateKeyAccount => accounts[accountIndex] as PrivateKeyAccount;
  const exposedAccounts = (): Address[] => (connection ? [selectedAccount().address] : []);
  const currentChain = (): WalletChain => chains.get(chainId) as WalletChain;

  function rpcFor(chain: WalletChain): JsonRpcSend {
    const key = `${chain.chainId} ${chain.rpcUrl}`;
    let client = rpcClients.get(key);
    if (!client) {
      client = createJsonRpcClient({
        chainId: chain.chainId,
        url: chain.rpcUrl,
        ...(options.rpcTimeoutMs === undefined ? {} : { timeoutMs: options.rpcTimeoutMs }),
        ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      });
      rpcClients.set(key, client);
    }
    return client;
  }

  async function consent(args: RequestArguments): Promise<void> {
    let approved: boolean;
    try {
      approved = await approve(args as ApprovalRequest);
    } catch (error) {
      throw ProviderRpcError.from(error);
    }
    if (!approved) throw ProviderRpcError.userRejected();
  }

  function authorize(address: Address): PrivateKeyAccount {
    const account = selectedAccount();
    if (!connection || address.toLowerCase() !== account.address.toLowerCase()) {
      throw ProviderRpcError.unauthorized();
    }
    return account;
  }

  function connect(): Address[] {
    if (!connection) {
      connection = { date: Date.now() };
      if (disconnected) {
        disconnected = false;
        emitter.emit('connect', { chainId: toChainIdHex(chainId) });
      }
      emitter.emit('accountsChanged', exposedAccounts());
    }
    return exposedAccounts();
  }

  function revoke(): void {
    if (!connection) return;
    connection = undefined;
    emitter.emit('accountsChanged', []);
  }

  function setChain(next: number): void {
    if (next === chainId) return;
    chainId = next;
    emitter.emit('chainChanged', toChainIdHex(next));
  }

  function permissions(): WalletPermission[] {
    return connection ? [ethAccountsPermission(origin, exposedAccounts(), connection.date)] : [];
  }

  const handlers: Record<string, Handler> = {
    eth_accounts: () => exposedAccounts(),
    eth_coinbase: () => exposedAccounts()[0] ?? null,
    eth_chainId: () => toChainIdHex(chainId),
    net_version: () => String(chainId),

    eth_requestAccounts: (args) => {
      if (connection) return exposedAccounts();
      if (pendingConnection) {
        throw ProviderRpcError.resourceUnavailable('Already processing eth_requestAccounts. Please wait.');
      }
      const pending = consent(args).then(connect);
      pendingConnection = pending;
      const clear = (): void => {
        if (pendingConnection === pending) pendingConnection = undefined;
      };
      pending.then(clear, clear);
      return pending;
    },

    wallet_requestPermissions: async (args) => {
      parsePermissionParams(args.method, args.params);
      await consent(args);
      connect();
      return permissions();
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: (args) => {
      parsePermissionParams(args.method, args.params);
      revoke();
      return null;
    },

    personal_sign: async (args) => {
      const [message, rawAddress] = positionalParams(args.method, args.params, 2);
      if (typeof message !== 'string')
        throw ProviderRpcError.invalidParams('personal_sign message must be a string.');
      const account = authorize(parseAddress(rawAddress, 'personal_sign address'));
      await consent(args);
      authorize(account.address);
      return account.signMessage({ message: HEX_BYTES.test(message) ? { raw: message as Hex } : message });
    },

    eth_signTypedData_v4: async (args) => {
      const { address, typedData } = parseSignTypedDataParams(args.params, chainId);
      const account = authorize(address);
      await consent(args);
      authorize(account.address);
      try {
        return await account.signTypedData(typedData);
      } catch (error) {
        const shortMessage = (error as { shortMessage?: unknown }).shortMessage;
        const message = typeof shortMessage === 'string' ? shortMessage : String(error);
        throw new ProviderRpcError(-32602, `Invalid typed data: ${message}`, { cause: error });
      }
    },

    eth_sendTransaction: async (args) => {
      const request = parseSendTransactionParams(args.params, chainId);
      const account = authorize(request.from);
      await consent(args);
      authorize(account.address);
      const chain = currentChain();
      const rpc = rpcFor(chain);
      const send = async (): Promise<Hex> => {
        const transaction = await prepareTransaction(request, chain.chainId, rpc);
        const serialized = await account.signTransaction(transaction);
        return (await rpc('eth_sendRawTransaction', [serialized])) as Hex;
      };
      const result = transactionQueue.then(send, send);
      transactionQueue = result.catch(() => undefined);
      return result;
    },

    wallet_switchEthereumChain: async (args) => {
      const target = parseSwitchEthereumChainParams(args.params);
      if (target === chainId) return null;
      if (!chains.has(target)) throw ProviderRpcError.unrecognizedChain(toChainIdHex(target));
      await consent(args);
      if (!chains.has(target)) throw ProviderRpcError.unrecognizedChain(toChainIdHex(target));
      setChain(target);
      return null;
    },

    wallet_addEthereumChain: async (args) => {
      const chain = parseAddEthereumChainParams(args.params);
      if (chain.chainId === chainId) return null;
      const known = chains.has(chain.chainId);
      if (known && !switchOnAdd) return null;
      await consent(args);
      if (!chains.has(chain.chainId)) chains.set(chain.chainId, chain);
      if (switchOnAdd) setChain(chain.chainId);
      return null;
    },
  };

  async function request(args: RequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || args.method === '') {
      throw ProviderRpcError.invalidRequest('request expects an object with a non-empty string "method".');
    }
    if (args.params !== undefined && (typeof args.params !== 'object' || args.params === null)) {
      throw ProviderRpcError.invalidParams('params must be an array or an object.');
    }
    const { method } = args;
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (handler) return handler(args);
    if (UNSUPPORTED_METHODS.has(method) || isWalletOnlyNamespace(method)) {
      throw ProviderRpcError.unsupportedMethod(method);
    }
    return rpcFor(currentChain())(method, args.params);
  }

  const provider: LocalAccountProvider = {
    request: (args) => request(args),
    on<E extends ProviderEventName>(event: E, listener: ProviderListener<E>) {
      emitter.on(event, listener);
      return provider;
    },
    removeListener<E extends ProviderEventName>(event: E, listener: ProviderListener<E>) {
      emitter.off(event, listener);
      return provider;
    },
    setAccount(index) {
      const next = checkAccountIndex(index, accounts.length);
      if (next === accountIndex) return;
      accountIndex = next;
      if (connection) emitter.emit('accountsChanged', exposedAccounts());
    },
    switchChain(next) {
      if (!chains.has(next)) throw ProviderRpcError.unrecognizedChain(toChainIdHex(next));
      setChain(next);
    },
    disconnect() {
      revoke();
      if (disconnected) return;
      disconnected = true;
      emitter.emit('disconnect', ProviderRpcError.disconnected());
    },
    getState: (): LocalAccountProviderState => ({
      connected: !!connection,
      accounts: exposedAccounts(),
      chainId,
    }),
    addresses,
    getChains: () => [...chains.values()].map((chain) => ({ ...chain })),
  };

  queueMicrotask(() => emitter.emit('connect', { chainId: toChainIdHex(chainId) }));
  return provider;
}

function checkAccountIndex(index: number, count: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`Account index ${index} is out of range: the wallet has ${count} account(s).`);
  }
  return index;
}

function defaultOrigin(): string {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : 'http://localhost';
}
