import type { Hex } from 'viem';
import type { LocalChain } from '../stack/types.js';
import type { ProviderRpcErrorJson } from '../wallet/errors.js';

/**
 * How an injected test wallet answers requests that need the visitor's consent (connecting, signing, sending,
 * switching or adding a chain): `approve` accepts them, `reject` refuses them with 4001, `pending` leaves them
 * waiting until the test calls `approve()` or `reject()`. Reads never wait.
 */
export type InjectedWalletMode = 'approve' | 'reject' | 'pending';

/** The part of a local stack an injected wallet needs: its chains and funded accounts. */
export type InjectedWalletStack = {
  chains: readonly Pick<LocalChain, 'chainId' | 'rpcUrl' | 'name' | 'nativeCurrency'>[];
  accounts: readonly { privateKey: Hex }[];
};

/** Options of {@link installInjectedWallet}. */
export type InjectedWalletOptions = {
  /** The local stack (from `startLocalStack()`, or its plain `{ chains, accounts }`). */
  stack: InjectedWalletStack;
  /** EIP-6963 name; default "WalletDock Test Wallet". */
  name?: string;
  /** EIP-6963 reverse-DNS id; default "dev.walletdock.testwallet". */
  rdns?: string;
  /** EIP-6963 UUIDv4; default a random one. */
  uuid?: string;
  /** EIP-6963 icon (data URI); default a generated icon with the name's initials. */
  icon?: string;
  /** Index of the selected account in `stack.accounts`; default 0. */
  accountIndex?: number;
  /** Initial chain id; default the stack's first chain. */
  chainId?: number;
  /** Default 'approve'. */
  mode?: InjectedWalletMode;
  /** Also expose the wallet as `window.ethereum` when no other wallet took it (legacy injection); default false. */
  windowEthereum?: boolean;
  /** Whether an approved `wallet_addEthereumChain` also switches to the chain; default true. */
  switchOnAdd?: boolean;
};

/** Where a request stands in an injected wallet's log. */
export type InjectedWalletOutcome = 'pending' | 'success' | 'rejected' | 'error';

/** One request a page sent to an injected wallet, as logged for assertions. */
export type InjectedWalletRequest = {
  /** Sequence number, unique per wallet, from 1. */
  readonly id: number;
  readonly method: string;
  readonly params: unknown;
  /** URL of the frame that sent it. */
  readonly frameUrl: string;
  /** `Date.now()` when it arrived. */
  readonly receivedAt: number;
  /** `pending` until answered; `rejected` for a 4001 rejection, `error` for any other error. */
  outcome: InjectedWalletOutcome;
  /** For requests that asked for consent: `waiting` until decided. Absent for requests that needed none. */
  approval?: 'waiting' | 'approved' | 'rejected';
  /** The result, once `outcome` is `success`. */
  result?: unknown;
  /** The error, once `outcome` is `rejected` or `error`. */
  error?: ProviderRpcErrorJson;
};

/** Options of {@link InjectedWalletController.waitForRequest}. */
export type WaitForRequestOptions = {
  /** Milliseconds to wait; default 10 000. */
  timeout?: number;
};
