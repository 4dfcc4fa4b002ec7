import { type CaipNetworkId, createEmitter, UserRejectedRequestError } from '@walletdock/core';
import { type ExampleKeyPair, exampleKeyPair, signExampleMessage } from './keys.js';

/**
 * How the wallet answers a prompt: approve it, reject it as a visitor would (code 4001), or keep it open until
 * the test answers it (`approvePending` / `rejectPending`) — a visitor who has not decided yet.
 */
export type ExampleWalletMode = 'approve' | 'reject' | 'pending';

export type ExampleWalletOptions = {
  /** The connector id (stable across page loads), e.g. a reverse-DNS name. Default `org.example.wallet`. */
  id?: string;
  name?: string;
  /** An image URL or data URI for the wallet list. */
  icon?: string;
  /** A 32-byte ed25519 secret key; default a random one. */
  secretKey?: Uint8Array;
  /** Native balances in the smallest unit, by network. */
  balances?: Partial<Record<CaipNetworkId, bigint>>;
  mode?: ExampleWalletMode;
};

export type ExampleWalletEvents = {
  accountsChanged: (accounts: readonly string[]) => void;
  chainChanged: (caipNetworkId: CaipNetworkId) => void;
  disconnect: () => void;
};

export type ExampleSignedMessage = { message: string; signature: string };
export type ExampleTransfer = { caipNetworkId: CaipNetworkId; to: string; value: bigint; signature: string };

/**
 * An in-process wallet of the example chain: one ed25519 account, prompts answered by `mode`, real
 * signatures. It is the "provider" behind the example adapter's connector, the way an EIP-1193 provider or a
 * Wallet Standard wallet is behind the EVM and Solana adapters.
 */
export type ExampleWallet = {
  readonly id: string;
  readonly name: string;
  readonly icon: string | undefined;
  readonly address: string;
  readonly publicKey: string;
  /** How the next prompts are answered; a test acts as the visitor by changing it. */
  mode: ExampleWalletMode;
  /** Whether the visitor has authorised the app (connected, not revoked). */
  readonly authorized: boolean;
  /** The network the wallet is on; undefined until a connect settles it. */
  readonly chainId: CaipNetworkId | undefined;
  readonly signedMessages: readonly ExampleSignedMessage[];
  readonly transfers: readonly ExampleTransfer[];
  /** How many prompts the wallet has shown (answered or not). */
  readonly promptCount: number;
  /** Prompts waiting for an answer (mode `pending`), oldest first, by what they ask. */
  readonly pendingPrompts: readonly string[];
  /** Approves the oldest waiting prompt; false when none waits. */
  approvePending(): boolean;
  /** Rejects the oldest waiting prompt (code 4001); false when none waits. */
  rejectPending(): boolean;
  balanceOf(caipNetworkId: CaipNetworkId): bigint;

  /** Prompts the visitor to connect; the accounts on approval, a 4001 error on rejection. */
  requestAccounts(caipNetworkId: CaipNetworkId): Promise<string[]>;
  /** The authorised accounts without prompting (empty when not authorised). */
  accounts(): string[];
  /** Prompts the visitor to sign `message`. */
  signMessage(message: string): Promise<string>;
  /** Prompts the visitor to sign a transfer on the wallet's network; returns its id (the signature). */
  signTransfer(transfer: { to: string; value: bigint }): Promise<string>;
  /** Prompts the visitor to switch network. */
  switchChain(caipNetworkId: CaipNetworkId): Promise<void>;
  /** The app disconnects: the authorisation ends, without an event. */
  revoke(): void;
  /** The visitor disconnects the app from inside the wallet: the authorisation ends and `disconnect` fires. */
  disconnectFromWallet(): void;
  on<E extends keyof ExampleWalletEvents>(event: E, listener: ExampleWalletEvents[E]): () => void;
};

/**
 * Creates an in-process example-chain wallet.
 *
 * @example
 * ```ts
 * const wallet = createExampleWallet({ name: 'Example Wallet', balances: { 'example:mainnet': 5n * 10n ** 9n } });
 * const adapter = exampleAdapter({ wallets: [wallet] });
 * ```
 */
export function createExampleWallet(options: ExampleWalletOptions = {}): ExampleWallet {
  const keys: ExampleKeyPair = exampleKeyPair(options.secretKey);
  const events = createEmitter<ExampleWalletEvents>();
  const balances = new Map(Object.entries(options.balances ?? {}) as [CaipNetworkId, bigint][]);
  const signedMessages: ExampleSignedMessage[] = [];
  const transfers: ExampleTransfer[] = [];
  let authorized = false;
  let chainId: CaipNetworkId | undefined;

  let promptCount = 0;
  const waiting: { what: string; answer(approved: boolean): void }[] = [];
  const rejection = (what: string) =>
    new UserRejectedRequestError({ details: `${wallet.name}: the visitor rejected ${what}` });
  const prompt = async (what: string): Promise<void> => {
    promptCount += 1;
    await Promise.resolve();
    if (wallet.mode === 'reject') throw rejection(what);
    if (wallet.mode === 'pending') {
      const approved = await new Promise<boolean>((answer) => waiting.push({ what, answer }));
      if (!approved) throw rejection(what);
    }
  };
  const answerNext = (approved: boolean): boolean => {
    const next = waiting.shift();
    next?.answer(approved);
    return next !== undefined;
  };
  const requireAuthorised = (): void => {
    if (!authorized) throw new Error(`${wallet.name} has not authorised the app`);
  };

  const wallet: ExampleWallet = {
    id: options.id ?? 'org.example.wallet',
    name: options.name ?? 'Example Wallet',
    icon: options.icon,
    address: keys.address,
    publicKey: keys.address,
    mode: options.mode ?? 'approve',
    get authorized() {
      return authorized;
    },
    get chainId() {
      return chainId;
    },
    signedMessages,
    transfers,
    get promptCount() {
      return promptCount;
    },
    get pendingPrompts() {
      return waiting.map((w) => w.what);
    },
    approvePending: () => answerNext(true),
    rejectPending: () => answerNext(false),
    balanceOf: (caipNetworkId) => balances.get(caipNetworkId) ?? 0n,

    async requestAccounts(caipNetworkId) {
      await prompt('the connection');
      authorized = true;
      chainId ??= caipNetworkId;
      return [keys.address];
    },
    accounts: () => (authorized ? [keys.address] : []),
    async signMessage(message) {
      requireAuthorised();
      await prompt('signing a message');
      const signature = signExampleMessage(keys.secretKey, message);
      signedMessages.push({ message, signature });
      return signature;
    },
    async signTransfer({ to, value }) {
      requireAuthorised();
      if (chainId === undefined) throw new Error(`${wallet.name} is on no network`);
      await prompt('a transfer');
      const network = chainId;
      const signature = signExampleMessage(
        keys.secretKey,
        JSON.stringify({ chain: network, from: keys.address, to, value: value.toString() }),
      );
      balances.set(network, wallet.balanceOf(network) - value);
      transfers.push({ caipNetworkId: network, to, value, signature });
      return signature;
    },
    async switchChain(caipNetworkId) {
      await prompt(`switching to ${caipNetworkId}`);
      if (chainId === caipNetworkId) return;
      chainId = caipNetworkId;
      events.emit('chainChanged', caipNetworkId);
    },
    revoke() {
      authorized = false;
    },
    disconnectFromWallet() {
      authorized = false;
      events.emit('disconnect');
    },
    on: (event, listener) => events.on(event, listener),
  };
  return wallet;
}
