import type { AdapterMountContext, ChainAdapter } from '../../adapter/types.js';
import type { CaipNetwork } from '../../caip/types.js';

/** How the harness's wallet answers the next prompts: at once, refused as a visitor would (4001), or later. */
export type ConformanceWalletMode = 'approve' | 'reject' | 'pending';

/**
 * One fresh adapter with one wallet, as a conformance rule needs it. Every rule creates its own harness (so
 * rules never see each other's state) and cleans it up.
 */
export type ChainAdapterHarness = {
  /** A new adapter, not mounted yet, whose own networks do not include `fixtures.clientNetwork`. */
  adapter: ChainAdapter;
  /** The connector of the harness's wallet (installed before mount, not yet authorised). */
  connectorId: string;
  /** Sets how the wallet answers its next prompts. */
  setMode(mode: ConformanceWalletMode): void;
  /** How many prompts the wallet has shown so far (connect, sign, send, switch). */
  prompts(): number;
  /**
   * A wallet the discovery had not seen appears (an extension announcing itself, a Wallet Standard wallet
   * registering); resolves with its connector id.
   */
  announceWallet(): string | Promise<string>;
  /**
   * The connected wallet changes as a visitor would make it: its accounts or network change (anything that a
   * mounted adapter reports as an event). Called after `unmount` to prove that nothing is listening any more.
   */
  changeWallet(): void | Promise<void>;
  /** Ends what the harness started (stacks, registries), after the rule. */
  cleanup?(): void | Promise<void>;
};

/**
 * What the transfer rules (`chainAdapterTransferRules`, the `transfers` capability of the send feature) send:
 * from the harness's wallet, which must hold enough of the native currency (and of `token`) for a few
 * transfers and their fees on the network it connects on.
 */
export type ChainAdapterTransferFixtures = {
  /** An address of the namespace other than the wallet's (a function when known only once the chain runs). */
  receiver: string | (() => string);
  /** The native amount each native transfer sends, in the smallest unit (more than 0; above any minimum). */
  amount: bigint;
  /** An address the adapter must refuse (`assertAddress`); default `'not-an-address'`. */
  invalidAddress?: string;
  /** A token the wallet holds, to send `amount` of (its smallest unit) to `receiver` (default: the fixtures' one). */
  token?: {
    address: string;
    decimals: number;
    amount: bigint;
    /**
     * A receiver of the token (default the fixtures' `receiver`); a function returning a fresh address each
     * time proves a receiver's token account gets created (Solana).
     */
    receiver?: string | (() => string);
  };
};

/** What the conformance suite needs to know about the adapter besides its harness. */
export type ChainAdapterFixtures = {
  /** The adapter's namespace. */
  namespace: string;
  /**
   * A network of the namespace that the adapter was not created with, but that the client configures (it is in
   * the mount context) and the harness's wallet can switch to: after mount the adapter must serve it. A
   * function when the network exists only once the test's chain has started (it is read when a rule runs).
   */
  clientNetwork: CaipNetwork | (() => CaipNetwork);
  /** The mount context's project id; default `conformance`. */
  projectId?: string;
  /** How long a rule waits for the wallet or an event; default 5000 ms. */
  timeoutMs?: number;
  /**
   * Which timers are the adapter's, by the stack that created them (e.g. `/adapter-evm\/(src|dist)\//`): the
   * unmount rule then ignores the timers other code running in the same test process starts meanwhile (a local
   * chain's or a server's). Default: every timer started while the rule runs counts.
   */
  timerOwner?: RegExp;
  /**
   * The transfer rules' fixtures: given, the suite also checks the adapter's `transfers` (which it must then
   * have) — address checks, fee, a native and a token transfer on the chain, a refusal.
   */
  transfers?: ChainAdapterTransferFixtures;
};

/** Creates a fresh harness for one rule. */
export type CreateChainAdapterHarness = () => ChainAdapterHarness | Promise<ChainAdapterHarness>;

/** One rule of the `ChainAdapter` contract, runnable on its own. */
export type ConformanceRule = {
  /** What the rule checks, as a test title. */
  readonly name: string;
  /** Rejects with a `ConformanceError` naming what broke the rule. */
  run(): Promise<void>;
};

/** The fixtures' client network (read when a rule runs). */
export function clientNetworkOf(fixtures: ChainAdapterFixtures): CaipNetwork {
  return typeof fixtures.clientNetwork === 'function' ? fixtures.clientNetwork() : fixtures.clientNetwork;
}

/** The mount context a rule mounts the adapter with. */
export function conformanceContext(
  adapter: ChainAdapter,
  fixtures: ChainAdapterFixtures,
): AdapterMountContext {
  const client = clientNetworkOf(fixtures);
  const own = adapter.networks.filter((n) => n.caipNetworkId !== client.caipNetworkId);
  return { networks: [...own, client], projectId: fixtures.projectId ?? 'conformance' };
}
