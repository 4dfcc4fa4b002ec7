import type { ConnectorType } from '../adapter/types.js';
import type { AccountType, CaipNetworkId } from '../caip/types.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { SwitchChainError } from '../errors/switch-chain-error.js';
import { createEmitter } from '../events/emitter.js';
import { sameAddress } from './addresses.js';
import { createFakeBalances } from './fake-balances.js';
import { createFakePrompts } from './fake-prompts.js';

/**
 * How a fake wallet answers prompts (connect, switch network, sign, send): `approve` at once, `reject` with
 * a `UserRejectedRequestError` (code 4001), or keep them `pending` until the test calls `approve()` or
 * `reject()` — to assert what the UI shows while a wallet request is open.
 */
export type FakeWalletMode = 'approve' | 'reject' | 'pending';

/** A prompt the fake wallet is showing its user. */
export type FakePendingRequest = {
  method: 'connect' | 'switchChain' | 'signMessage' | 'sendTransaction';
  params: Readonly<Record<string, unknown>>;
};

/** Adapter calls that `failNext` can make fail. */
export type FakeWalletMethod =
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'signMessage'
  | 'sendTransaction'
  | 'getBalance'
  | 'getTokenBalances'
  /** `transfers.estimateFee` of a transfer from one of the wallet's accounts (the network cannot price it). */
  | 'estimateFee';

/** A transaction the fake wallet sent. */
export type FakeTransaction = {
  hash: `0x${string}`;
  from: string;
  to: string;
  value: bigint;
  data: string | undefined;
  caipNetworkId: CaipNetworkId;
  /** Per sender and network, from 0, as a chain's nonce. */
  nonce: number;
  /** The network fee a transfer built by `transfers.buildRequest` pays (absent for other transactions). */
  fee?: bigint;
  /** The token a transfer moves and how much of it, in its smallest unit (absent for the native currency). */
  token?: string;
  tokenAmount?: bigint;
};

/** A message the fake wallet signed. */
export type FakeSignedMessage = { address: string; message: string; signature: `0x${string}` };

export type FakeWalletOptions = {
  /** The connector id (e.g. an rdns); stable across "page loads" that reuse the wallet object. */
  id: string;
  name: string;
  /** How the adapter reports the wallet; default `ANNOUNCED` (found through EIP-6963 / Wallet Standard). */
  type?: ConnectorType;
  /** The wallet's accounts, the active one first. */
  accounts: readonly string[];
  /** Networks the wallet knows; switching to another fails with code 4902. Default: every network. */
  networks?: readonly CaipNetworkId[];
  /** The network the wallet is on; default the first of `networks`, else the adapter's first network. */
  chainId?: CaipNetworkId;
  /** Native balances in the smallest unit, keyed by CAIP-10 account id (`eip155:1:0xabc…`). */
  balances?: Readonly<Record<string, bigint>>;
  /**
   * Token balances in the token's smallest unit, keyed by CAIP-10 account id, then by token address:
   * `{ 'eip155:1:0xabc…': { '0xToken…': 1000n } }`. The token's metadata (symbol, decimals) lives on the
   * adapter (`createFakeAdapter({ tokens })`), as it lives on the chain for a real wallet.
   */
  tokenBalances?: Readonly<Record<string, Readonly<Record<string, bigint>>>>;
  imageUrl?: string;
  rdns?: string;
  /** Account type reported for every account; default `payment` on bip122, `eoa` elsewhere. */
  accountType?: AccountType;
  /** Start in this mode (default `approve`). */
  mode?: FakeWalletMode;
  /** `false` for a wallet that appears only when the test calls `announce()`. Default true. */
  announced?: boolean;
};

type WalletEvents = {
  accountsChanged: (accounts: readonly string[]) => void;
  chainChanged: (caipNetworkId: CaipNetworkId) => void;
  disconnect: () => void;
  announce: () => void;
};

/** @internal What the fake adapter uses to drive a wallet; not part of the public API. */
export type FakeWalletInternals = {
  on<E extends keyof WalletEvents>(event: E, listener: WalletEvents[E]): () => void;
  /**
   * Shows a prompt; `onApprove` runs when the user approves (its error rejects the request). When `signal`
   * aborts first, the prompt is withdrawn (it leaves `pendingRequests`) and the request rejects with the
   * signal's reason; an already aborted signal shows no prompt.
   */
  prompt<T>(request: FakePendingRequest, onApprove: () => T, signal?: AbortSignal): Promise<T>;
  authorize(): void;
  revoke(): void;
  setChain(caipNetworkId: CaipNetworkId): void;
  hasBalanceEntry(address: string, caipNetworkId: CaipNetworkId): boolean;
  hasTokenBalanceEntry(address: string, caipNetworkId: CaipNetworkId, token: string): boolean;
  nextNonce(address: string, caipNetworkId: CaipNetworkId): number;
  nextSequence(): number;
  recordTransaction(transaction: FakeTransaction): void;
  recordSignature(signature: FakeSignedMessage): void;
  /** Throws the error scheduled by `failNext` for this method, once. */
  throwIfFailing(method: FakeWalletMethod): void;
};

/** Key of the internals on a fake wallet (a frozen constant, no module state). */
export const FAKE_WALLET_INTERNALS: unique symbol = Symbol('walletdock.fakeWallet.internals');

/**
 * An in-memory wallet that behaves like a real one: it must be connected (authorised) before it signs or
 * sends, it has an active account and network, native and token balances, and it records what it signed and sent.
 * Its "act as the user" methods (`setAccounts`, `switchChain`, `disconnect`, `announce`, `approve`,
 * `reject`) produce the events a real wallet would, through every fake adapter it is given to.
 */
export type FakeWallet = {
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly imageUrl: string | undefined;
  readonly rdns: string | undefined;
  readonly accountType: AccountType | undefined;
  /** How prompts are answered; change it at any time (requests already pending stay pending). */
  mode: FakeWalletMode;
  /** The app is authorised (connected). Survives "page reloads" that reuse this object. */
  readonly authorized: boolean;
  readonly announced: boolean;
  readonly accounts: readonly string[];
  readonly activeAccount: string | undefined;
  readonly chainId: CaipNetworkId | undefined;
  /** The networks the wallet knows; `undefined` means every network. */
  readonly networks: readonly CaipNetworkId[] | undefined;
  readonly transactions: readonly FakeTransaction[];
  readonly signedMessages: readonly FakeSignedMessage[];
  /** Prompts waiting for `approve()` / `reject()`, oldest first. */
  readonly pendingRequests: readonly FakePendingRequest[];
  /** How many prompts the wallet has shown its user (answered or not; a request cancelled before it showed none). */
  readonly promptCount: number;
  knowsNetwork(caipNetworkId: CaipNetworkId): boolean;
  /** The native balance of any address on a network, in the smallest unit (0n when unknown). */
  balanceOf(address: string, caipNetworkId: CaipNetworkId): bigint;
  setBalance(address: string, caipNetworkId: CaipNetworkId, amount: bigint): void;
  /** The balance of a token held by any address on a network, in the token's smallest unit (0n when unknown). */
  tokenBalanceOf(address: string, caipNetworkId: CaipNetworkId, token: string): bigint;
  setTokenBalance(address: string, caipNetworkId: CaipNetworkId, token: string, amount: bigint): void;
  /** Approves the oldest pending prompt. Returns false when none is pending. */
  approve(): boolean;
  /** Rejects the oldest pending prompt with code 4001. Returns false when none is pending. */
  reject(): boolean;
  /** The user switches or removes accounts; an empty list disconnects the app. Emits `accountsChanged`. */
  setAccounts(accounts: readonly string[]): void;
  /** The user switches network in the wallet. Emits `chainChanged`. Unknown network: code 4902. */
  switchChain(caipNetworkId: CaipNetworkId): void;
  /** The user adds a network to the wallet (`wallet_addEthereumChain`). */
  addNetwork(caipNetworkId: CaipNetworkId): void;
  /** The user disconnects the app from the wallet. Emits `disconnect`. */
  disconnect(): void;
  /** The wallet appears (e.g. its extension announces itself after the page loaded). Emits `connectors`. */
  announce(): void;
  /**
   * Makes the next adapter call of `method` for this wallet throw `error` (a relay outage, a locked wallet,
   * a crashing extension…), to exercise error paths without mocking.
   */
  failNext(method: FakeWalletMethod, error: unknown): void;
  readonly [FAKE_WALLET_INTERNALS]: FakeWalletInternals;
};

/**
 * Creates a fake wallet for `createFakeAdapter`. Pass the same wallet object to a new adapter and client to
 * simulate a page reload: the wallet remembers that it authorised the app, so `reconnect` succeeds.
 *
 * @example
 * ```ts
 * const wallet = createFakeWallet({
 *   id: 'io.example.wallet',
 *   name: 'Example Wallet',
 *   accounts: ['0x1111111111111111111111111111111111111111'],
 *   balances: { 'eip155:1:0x1111111111111111111111111111111111111111': 10n ** 18n },
 * });
 * wallet.mode = 'pending';            // the next prompt waits
 * const connecting = client.controllers.connection.connect({ namespace: 'eip155', connectorId: wallet.id });
 * wallet.approve();                   // the user clicks "Connect" in the wallet
 * await connecting;
 * wallet.switchChain('eip155:8453');  // the user switches network in the wallet
 * ```
 */
export function createFakeWallet(options: FakeWalletOptions): FakeWallet {
  if (typeof options.id !== 'string' || options.id === '') {
    throw new ConfigurationError('createFakeWallet needs a non-empty id');
  }
  let networks = options.networks ? [...options.networks] : undefined;
  const initialChain = options.chainId ?? networks?.[0];
  if (initialChain !== undefined && networks && !networks.includes(initialChain)) {
    throw new ConfigurationError(
      `createFakeWallet: chainId ${initialChain} is not one of the wallet's networks`,
    );
  }
  let chainId: CaipNetworkId | undefined = initialChain;
  let accounts = [...options.accounts];
  let authorized = false;
  let announced = options.announced ?? true;
  let sequence = 0;
  const ledger = createFakeBalances(options);
  const transactions: FakeTransaction[] = [];
  const signedMessages: FakeSignedMessage[] = [];
  const failures = new Map<FakeWalletMethod, unknown>();
  const events = createEmitter<WalletEvents>();

  const internals: FakeWalletInternals = {
    on: (event, listener) => events.on(event, listener),
    prompt: (request, onApprove, signal) => prompts.prompt(request, onApprove, signal),
    authorize() {
      authorized = true;
    },
    revoke() {
      authorized = false;
    },
    setChain(id) {
      chainId = id;
    },
    hasBalanceEntry: ledger.hasBalanceEntry,
    hasTokenBalanceEntry: ledger.hasTokenBalanceEntry,
    nextNonce: ledger.nextNonce,
    nextSequence: () => sequence++,
    recordTransaction: (transaction) => void transactions.push(transaction),
    recordSignature: (signature) => void signedMessages.push(signature),
    throwIfFailing(method) {
      if (!failures.has(method)) return;
      const error = failures.get(method);
      failures.delete(method);
      throw error;
    },
  };

  const wallet: FakeWallet = {
    id: options.id,
    name: options.name,
    type: options.type ?? 'ANNOUNCED',
    imageUrl: options.imageUrl,
    rdns: options.rdns,
    accountType: options.accountType,
    mode: options.mode ?? 'approve',
    get authorized() {
      return authorized;
    },
    get announced() {
      return announced;
    },
    get accounts() {
      return [...accounts];
    },
    get activeAccount() {
      return accounts[0];
    },
    get chainId() {
      return chainId;
    },
    get networks() {
      return networks ? [...networks] : undefined;
    },
    get transactions() {
      return [...transactions];
    },
    get signedMessages() {
      return [...signedMessages];
    },
    get pendingRequests() {
      return prompts.pending();
    },
    get promptCount() {
      return prompts.shown();
    },
    knowsNetwork: (id) => networks === undefined || networks.includes(id),
    balanceOf: ledger.balanceOf,
    setBalance: ledger.setBalance,
    tokenBalanceOf: ledger.tokenBalanceOf,
    setTokenBalance: ledger.setTokenBalance,
    approve: () => prompts.approveNext(),
    reject: () => prompts.rejectNext(),
    setAccounts(next) {
      const changed =
        next.length !== accounts.length || next.some((a, i) => !sameAddress(a, accounts[i] ?? ''));
      accounts = [...next];
      if (!authorized || !changed) return;
      if (accounts.length === 0) authorized = false;
      events.emit('accountsChanged', [...accounts]);
    },
    switchChain(id) {
      if (!wallet.knowsNetwork(id)) {
        throw new SwitchChainError({ details: `${wallet.name} does not know the network ${id}` });
      }
      if (id === chainId) return;
      chainId = id;
      events.emit('chainChanged', id);
    },
    addNetwork(id) {
      if (networks && !networks.includes(id)) networks = [...networks, id];
    },
    disconnect() {
      if (!authorized) return;
      authorized = false;
      events.emit('disconnect');
    },
    announce() {
      if (announced) return;
      announced = true;
      events.emit('announce');
    },
    failNext(method, error) {
      failures.set(method, error);
    },
    [FAKE_WALLET_INTERNALS]: internals,
  };
  const prompts = createFakePrompts(wallet);
  return wallet;
}
