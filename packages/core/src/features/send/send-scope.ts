import type { AdapterFeeEstimate, ChainAdapter, ChainAdapterTransfers } from '../../adapter/types.js';
import type { CaipAddress, CaipNetwork, ChainNamespace } from '../../caip/types.js';
import { namespaceCanSend, SEND_NAMESPACES } from '../../validation/send-inputs.js';
import type { HistoryController } from '../history/types.js';
import type { FeatureContextOf } from '../types.js';
import type { sendFeature } from './feature.js';

/** What the send form is for: the active account on the active network, with its adapter's transfers. */
export type SendTarget = {
  namespace: ChainNamespace;
  network: CaipNetwork;
  address: string;
  caipAddress: CaipAddress;
  adapter: ChainAdapter;
  transfers: ChainAdapterTransfers;
};

/** The fee estimate the form has for its current token and receiver (setMax, review). */
export type KnownEstimate = { key: string; estimate: AdapterFeeEstimate };

/**
 * What the send feature's parts share (send.ts composes them): the feature's context, the form's generation
 * (every reset starts a new one: a late answer of an older one writes nothing) and the closure state of the form.
 */
export type SendScope = FeatureContextOf<typeof sendFeature> & {
  /** The current generation; `isCurrent(g)` is false once the form was reset or the account or network changed. */
  generation(): number;
  isCurrent(generation: number): boolean;
  /** Binds an empty form to the active network and account (its first input). */
  bind(): void;
  /** Recomputes `state.problem` from what was typed. */
  refreshProblem(): void;
  /** The fee estimate of the current token and receiver, once one was read. */
  estimate: KnownEstimate | undefined;
  /** A typed name that resolved to no address (the receiver's problem). */
  unresolvedName: boolean;
  /** The typed fiat amount while `amountUnit` is fiat (the field's text). */
  fiatInput: string | undefined;
  /** From the review or a failure back to the form (an input changed: the reviewed transfer is gone). */
  backToForm(): void;
  /** Sets the amount in the token's whole units (Max, the fiat conversion), back on the form. */
  setAmountText(amount: string | undefined): void;
  /** The history feature's controller, when its flag is on (the pending entry, the refetch). */
  history(): HistoryController | undefined;
  /** Called by `reset()` (aborts the wait for a block); returns the function that removes the listener. */
  onReset(listener: () => void): () => void;
};

/**
 * The active account and network when send can work there (eip155 or solana, an adapter with `transfers`, a
 * connected address), else `undefined` ('Unsupported chain' for a namespace or adapter without Send).
 */
export function sendTargetOf(scope: Pick<SendScope, 'deps'>): SendTarget | undefined {
  const { chains } = scope.deps;
  const namespace = chains.state.activeNamespace;
  const network = chains.activeNetwork();
  const address = chains.activeAddress();
  const caipAddress = chains.activeCaipAddress();
  if (!namespace || !network || address === undefined || caipAddress === undefined) return undefined;
  if (!SEND_NAMESPACES.includes(namespace)) return undefined;
  let adapter: ChainAdapter;
  try {
    adapter = chains.adapter(namespace);
  } catch {
    return undefined;
  }
  const { transfers } = adapter;
  return transfers ? { namespace, network, address, caipAddress, adapter, transfers } : undefined;
}

/** True when the active namespace can send (eip155 or solana, an adapter with `transfers`), connected or not. */
export function activeNamespaceCanSend(scope: Pick<SendScope, 'deps' | 'env'>): boolean {
  return namespaceCanSend(scope.deps.chains.state.activeNamespace ?? undefined, scope.env.options.adapters);
}
