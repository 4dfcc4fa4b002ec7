import type {
  SolanaSignAndSendTransactionOptions,
  SolanaSignTransactionOptions,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';

/**
 * The Wallet Standard object of the Solana test wallet, shared by the in-process wallet
 * (`registerSolanaTestWallet`) and the Playwright one (`installSolanaWallet`): the page-side script gets these
 * functions as source text, so everything in this file that runs must stay self-contained — no imports at run
 * time, no module-level values, no helpers outside the function bodies.
 *
 * The object keeps the page's view (its accounts, its chains, the `change` listeners) and hands every decision and
 * every key operation to a {@link SolanaWalletBackend}: in Node the backend signs directly, in a page it asks the
 * test process through a Playwright binding.
 */

/** An account as the backend describes it: base58 address and the 32 public-key bytes. */
export type SolanaAccountData = { readonly address: string; readonly publicKey: ArrayLike<number> };

/** The name, icon and chains the wallet object shows. */
export type SolanaWalletCoreConfig = {
  readonly name: string;
  readonly icon: WalletIcon;
  readonly chains: readonly IdentifierString[];
};

/** One `solana:signMessage` input, as handed to the backend. */
export type SignMessageRequest = { readonly address: string; readonly message: Uint8Array };
/** One `solana:signTransaction` input, as handed to the backend. */
export type SignTransactionRequest = {
  readonly address: string;
  readonly transaction: Uint8Array;
  readonly chain?: IdentifierString;
  readonly options?: SolanaSignTransactionOptions;
};
/** One `solana:signAndSendTransaction` input, as handed to the backend. */
export type SignAndSendTransactionRequest = {
  readonly address: string;
  readonly transaction: Uint8Array;
  readonly chain: IdentifierString;
  readonly options?: SolanaSignAndSendTransactionOptions;
};

/** Where the wallet object's decisions and key operations happen. One call = one prompt for all its inputs. */
export type SolanaWalletBackend = {
  /** The accounts the site may see: `[]` for a silent connect of a site that was never authorised. */
  connect(silent: boolean): Promise<readonly SolanaAccountData[]>;
  disconnect(): Promise<void>;
  signMessage(
    requests: readonly SignMessageRequest[],
  ): Promise<readonly { signedMessage: ArrayLike<number>; signature: ArrayLike<number> }[]>;
  /** The signed transactions (wire format). */
  signTransaction(requests: readonly SignTransactionRequest[]): Promise<readonly ArrayLike<number>[]>;
  /** The transaction signatures (64 bytes each). */
  signAndSendTransaction(
    requests: readonly SignAndSendTransactionRequest[],
  ): Promise<readonly ArrayLike<number>[]>;
};

/** The wallet object plus the hooks through which the wallet's user (the test) changes it. */
export type SolanaWalletCore = {
  readonly wallet: Wallet;
  /** The wallet's user selected other accounts: applied (and `change` emitted) only while the site is connected. */
  replaceAccounts(accounts: readonly SolanaAccountData[]): void;
  /** The wallet's user disconnected the site: accounts become `[]` and `change` is emitted if there were any. */
  clearAccounts(): void;
  /** The wallet now supports `chains`: emits `change` with the chains (and the re-chained accounts, if any). */
  setChains(chains: readonly IdentifierString[]): void;
};

/**
 * Builds the Wallet Standard wallet object (version 1.0.0) with the features standard:connect, standard:disconnect,
 * standard:events, solana:signMessage, solana:signTransaction and solana:signAndSendTransaction.
 * Self-contained: it is serialised into pages.
 */
export function createSolanaWalletCore(
  config: SolanaWalletCoreConfig,
  backend: SolanaWalletBackend,
): SolanaWalletCore {
  type ChangeListener = (properties: {
    accounts?: readonly WalletAccount[];
    chains?: readonly IdentifierString[];
  }) => void;
  const accountFeatures: readonly IdentifierString[] = Object.freeze([
    'solana:signAndSendTransaction',
    'solana:signTransaction',
    'solana:signMessage',
  ]);
  const fail = (code: number, message: string): Error => Object.assign(new Error(message), { code });
  const toBytes = (value: ArrayLike<number>): Uint8Array => Uint8Array.from(value as ArrayLike<number>);

  let chains: readonly IdentifierString[] = Object.freeze([...config.chains]);
  let accounts: readonly WalletAccount[] = Object.freeze([]);
  const listeners = new Set<ChangeListener>();

  const emit = (properties: Parameters<ChangeListener>[0]): void => {
    for (const listener of [...listeners]) {
      try {
        listener(properties);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  const makeAccount = (data: SolanaAccountData): WalletAccount => {
    const existing = accounts.find((account) => account.address === data.address);
    if (
      existing &&
      existing.chains.length === chains.length &&
      existing.chains.every((c, i) => c === chains[i])
    ) {
      return existing;
    }
    const publicKey = toBytes(data.publicKey);
    const accountChains = Object.freeze([...chains]);
    return Object.freeze({
      address: data.address,
      get publicKey() {
        return publicKey.slice();
      },
      chains: accountChains,
      features: accountFeatures,
    });
  };
  /** Replaces the accounts; emits `change` when the list of addresses (or the account objects) changed. */
  const applyAccounts = (data: readonly SolanaAccountData[]): void => {
    const next = Object.freeze(data.map(makeAccount));
    const same = next.length === accounts.length && next.every((account, i) => account === accounts[i]);
    accounts = next;
    if (!same) emit({ accounts });
  };
  const connectedAccount = (account: unknown, feature: string): WalletAccount => {
    const address = (account as { address?: unknown } | undefined)?.address;
    const known = accounts.find((candidate) => candidate.address === address);
    if (!known) {
      throw fail(4100, `${feature}: the account ${String(address)} is not connected to this site.`);
    }
    return known;
  };
  const checkChain = (chain: unknown, feature: string, required: boolean): void => {
    if (chain === undefined && !required) return;
    if (typeof chain !== 'string' || !chains.includes(chain as IdentifierString)) {
      throw fail(-32602, `${feature}: unsupported chain ${String(chain)}.`);
    }
  };
  const checkBytes = (value: unknown, what: string): Uint8Array => {
    if (!(value instanceof Uint8Array)) throw fail(-32602, `${what} must be a Uint8Array.`);
    return value;
  };

  const wallet = {
    version: '1.0.0' as const,
    name: config.name,
    icon: config.icon,
    get chains() {
      return chains;
    },
    get accounts() {
      return accounts;
    },
    features: Object.freeze({
      'standard:connect': Object.freeze({
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const data = await backend.connect(input?.silent === true);
          applyAccounts(data);
          return { accounts };
        },
      }),
      'standard:disconnect': Object.freeze({
        version: '1.0.0',
        async disconnect() {
          await backend.disconnect();
          applyAccounts([]);
        },
      }),
      'standard:events': Object.freeze({
        version: '1.0.0',
        on(event: string, listener: ChangeListener) {
          if (event !== 'change') return () => {};
          const wrapped: ChangeListener = (properties) => listener(properties);
          listeners.add(wrapped);
          return () => {
            listeners.delete(wrapped);
          };
        },
      }),
      'solana:signMessage': Object.freeze({
        version: '1.0.0',
        async signMessage(...inputs: readonly { account: WalletAccount; message: Uint8Array }[]) {
          const requests = inputs.map((input) => ({
            address: connectedAccount(input?.account, 'solana:signMessage').address,
            message: checkBytes(input.message, 'message'),
          }));
          const outputs = await backend.signMessage(requests);
          return outputs.map((output) => ({
            signedMessage: toBytes(output.signedMessage),
            signature: toBytes(output.signature),
            signatureType: 'ed25519' as const,
          }));
        },
      }),
      'solana:signTransaction': Object.freeze({
        version: '1.0.0',
        supportedTransactionVersions: Object.freeze(['legacy', 0] as const),
        async signTransaction(
          ...inputs: readonly {
            account: WalletAccount;
            transaction: Uint8Array;
            chain?: IdentifierString;
            options?: SolanaSignTransactionOptions;
          }[]
        ) {
          const requests = inputs.map((input) => {
            const address = connectedAccount(input?.account, 'solana:signTransaction').address;
            checkChain(input.chain, 'solana:signTransaction', false);
            const request: SignTransactionRequest = {
              address,
              transaction: checkBytes(input.transaction, 'transaction'),
              ...(input.chain === undefined ? {} : { chain: input.chain }),
              ...(input.options === undefined ? {} : { options: { ...input.options } }),
            };
            return request;
          });
          const outputs = await backend.signTransaction(requests);
          return outputs.map((signed) => ({ signedTransaction: toBytes(signed) }));
        },
      }),
      'solana:signAndSendTransaction': Object.freeze({
        version: '1.0.0',
        supportedTransactionVersions: Object.freeze(['legacy', 0] as const),
        async signAndSendTransaction(
          ...inputs: readonly {
            account: WalletAccount;
            transaction: Uint8Array;
            chain: IdentifierString;
            options?: SolanaSignAndSendTransactionOptions;
          }[]
        ) {
          const requests = inputs.map((input) => {
            const address = connectedAccount(input?.account, 'solana:signAndSendTransaction').address;
            checkChain(input.chain, 'solana:signAndSendTransaction', true);
            const request: SignAndSendTransactionRequest = {
              address,
              transaction: checkBytes(input.transaction, 'transaction'),
              chain: input.chain,
              ...(input.options === undefined ? {} : { options: { ...input.options } }),
            };
            return request;
          });
          const outputs = await backend.signAndSendTransaction(requests);
          return outputs.map((signature) => ({ signature: toBytes(signature) }));
        },
      }),
    }),
  };

  return {
    wallet: wallet as Wallet,
    replaceAccounts(data) {
      if (accounts.length > 0) applyAccounts(data);
    },
    clearAccounts() {
      applyAccounts([]);
    },
    setChains(next) {
      chains = Object.freeze([...next]);
      if (accounts.length === 0) {
        emit({ chains });
        return;
      }
      accounts = Object.freeze(accounts.map((account) => makeAccount(account)));
      emit({ chains, accounts });
    },
  };
}

/** The part of `window` the Wallet Standard registration needs. */
export type WalletStandardWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  CustomEvent?: typeof CustomEvent;
};

/**
 * Registers `wallet` with the app in `target` by the Wallet Standard protocol (as `registerWallet` of
 * `@wallet-standard/wallet` does): dispatches `wallet-standard:register-wallet` with a callback the app calls with
 * its `register`, and answers the app's later `wallet-standard:app-ready`. Unlike `registerWallet`, it returns a
 * function that unregisters the wallet (and stops answering `app-ready`). Self-contained: serialised into pages.
 */
export function registerWalletInWindow(target: WalletStandardWindow, wallet: Wallet): () => void {
  type Api = { register(wallet: Wallet): () => void };
  const unregisters: (() => void)[] = [];
  let active = true;
  const callback = (api: Api): void => {
    if (active) unregisters.push(api.register(wallet));
  };
  const EventClass = target.CustomEvent ?? CustomEvent;
  try {
    target.dispatchEvent(
      new EventClass('wallet-standard:register-wallet', {
        bubbles: false,
        cancelable: false,
        composed: false,
        detail: callback,
      }),
    );
  } catch (error) {
    console.error('wallet-standard:register-wallet event could not be dispatched\n', error);
  }
  const onAppReady = (event: Event): void => callback((event as CustomEvent<Api>).detail);
  target.addEventListener('wallet-standard:app-ready', onAppReady);
  return () => {
    active = false;
    target.removeEventListener('wallet-standard:app-ready', onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
