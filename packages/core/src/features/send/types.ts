import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js';
import type { TokenBalance } from '../../controllers/types.js';

/**
 * Where the send flow is (the views follow it): the form (WalletSend, with its token picker
 * WalletSendSelectToken), the review with the fee (WalletSendPreview), then on that view the wallet's prompt
 * (`sending`: asked, not yet answered), the wait for the block (`confirming`), and the end (`success` with the
 * explorer link, `failure` with the reason and Try again).
 */
export type SendStep = 'form' | 'review' | 'sending' | 'confirming' | 'success' | 'failure';

/** The fee of the reviewed transfer, in the native currency (decimal strings in whole units, spec §5). */
export type SendFee = {
  /** The network fee, e.g. `'0.000021'`. */
  fee: string;
  /** What else the transfer takes from the sender (solana: the rent of a token account it creates), e.g. `'0'`. */
  reserve: string;
  /** The native currency's symbol (ETH, SOL). */
  symbol: string;
  /** `fee + reserve` in USD when the native currency's price is known. */
  usd?: number;
};

/**
 * A problem of the form as the visitor filled it (shown under its field; Review is disabled while there is one).
 * `message` is one of core's catalogue (`MESSAGES.*`), translated by the modal.
 */
export type SendProblem = {
  field: 'token' | 'amount' | 'receiver' | 'network';
  message: string;
};

export type SendState = {
  /** The chosen token: a copy of an entry of the active account's balances (native first). */
  token: TokenBalance | undefined;
  /** The amount in the token's whole units as a decimal string (spec §5), whatever `amountUnit` the visitor types in. */
  sendTokenAmount: string | undefined;
  /** The receiver's address in the active namespace: what was typed, or what a typed name resolved to. */
  receiverAddress: string | undefined;
  /** The receiver's name (typed and resolved, or the address's primary name) and avatar, when known. */
  receiverProfileName: string | undefined;
  receiverProfileImage: string | undefined;
  /** The value of the active network's balance in USD, as shown beside the amount. */
  networkBalanceInUSD: string | undefined;
  /** True while the send request is in flight (asked, or waiting for its block). */
  loading: boolean;
  /** The unit the amount field takes: the token, or USD when the token's price is known (the fiat toggle). */
  amountUnit: 'token' | 'fiat';
  /** The receiver field as typed (an address, or a name such as `alice.wd.eth`). */
  receiverInput: string | undefined;
  /** True while a typed name is being resolved through the names feature. */
  resolvingName: boolean;
  /** The form's first problem, once the visitor typed something (undefined while empty or valid). */
  problem: SendProblem | undefined;
  /** The reviewed transfer's fee (`review()`), undefined on the form. */
  fee: SendFee | undefined;
  /** `estimating` while `review()` or `setMax()` reads the fee; `failed` when the network could not price it. */
  feeStatus: 'idle' | 'estimating' | 'ready' | 'failed';
  step: SendStep;
  /** The network the form is for (the active one when it was filled); a network change resets the form. */
  caipNetworkId: CaipNetworkId | undefined;
  /** The sent transaction's hash (solana: signature), from `sending` on. */
  hash: string | undefined;
  /** The explorer's page of the sent transaction, when the network has an explorer. */
  explorerUrl: string | undefined;
  /** Why the send failed (`failure`): a message of core's catalogue ('Transaction declined', 'The transaction failed on the network', …). */
  failure: string | undefined;
};

export type SendController = {
  readonly state: SendState;
  /**
   * The tokens the active account can send: its balances (`account.tokenBalance`, native first) on eip155 and
   * solana; empty elsewhere. Loads them when not loaded yet.
   */
  tokens(): Promise<TokenBalance[]>;
  setToken(token: TokenBalance | undefined): void;
  /** The amount as typed, in `amountUnit` (the fiat value is converted to the token amount at the token's price). */
  setAmount(amount: string | undefined): void;
  /** The fiat toggle: only when the chosen token has a price; switching keeps the amount's value. */
  setAmountUnit(unit: 'token' | 'fiat'): void;
  /** The amount field's text in the current unit (the fiat value when `amountUnit` is fiat, 2 decimals). */
  amountInput(): string;
  /**
   * Max: the whole balance of a token; of the native currency, the balance less the fee (eip155) or the fee and
   * the rent a new account needs (solana). Estimates the fee; on failure `feeStatus` is `failed` and the problem
   * says 'The network fee could not be estimated'.
   */
  setMax(): Promise<void>;
  /** Sets the receiver's address directly (drops the previous receiver's profile when it changes). */
  setReceiverAddress(address: string | undefined): void;
  /**
   * The receiver field as typed: an address of the active namespace, or (eip155, names feature configured) a name
   * resolved to its address with its avatar ('No address found for this name' when it has none).
   */
  setReceiver(input: string | undefined): Promise<void>;
  setReceiverProfile(profile: { name?: string; image?: string }): void;
  setNetworkBalanceInUSD(value: string | undefined): void;
  setLoading(loading: boolean): void;
  /** Throws the spec's messages for missing inputs or an unsupported namespace. */
  assertReady(namespace: ChainNamespace | undefined): void;
  /**
   * Checks the whole form against the balance (amount above 0, at most the balance, the fee payable, the
   * receiver valid) and returns its first problem, or undefined.
   */
  validate(): SendProblem | undefined;
  /**
   * From the form to the review: checks the form (throws its problem as a `ValidationError`), estimates the fee
   * (`feeStatus`), checks the fee can be paid, and sets `step` to `review`.
   */
  review(): Promise<SendFee>;
  /**
   * Sends the reviewed transfer through the connected wallet (`connection.sendTransaction`), puts a pending entry
   * at the top of Activity, waits for its block, then refreshes the balances and the history. Resolves the hash;
   * `step` ends at `success` or `failure` (a refusal: 'Transaction declined'; a revert: 'The transaction failed on
   * the network'). Rejects with the failure's error.
   */
  send(): Promise<string>;
  /** Back from the review to the form (keeps what was filled). */
  edit(): void;
  /** After a failure: back to the review of the same transfer, for another try. */
  retry(): Promise<SendFee>;
  reset(): void;
};
