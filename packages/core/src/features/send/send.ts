import type { TokenBalance } from '../../controllers/types.js';
import { validateSendInputs } from '../../validation/send-inputs.js';
import { resetOnAccountChange } from '../reset-on-account-change.js';
import type { FeatureContextOf, FeatureInstanceOf } from '../types.js';
import type { sendFeature } from './feature.js';
import { fiatToTokenAmount, tokenAmountToFiat } from './fiat.js';
import { createSendFlow } from './send-flow.js';
import { formProblemOf } from './send-problem.js';
import { createReceiver } from './send-receiver.js';
import type { SendScope } from './send-scope.js';
import { sendTargetOf } from './send-scope.js';
import { initialSendState } from './state.js';
import { decimalsOf, isNativeToken } from './token-units.js';
import type { SendController } from './types.js';

/** The form's scope: its generation, the account and network it is bound to, and its closure state. */
type FormScope = SendScope & { reset(): void; boundAccount(): string | undefined };

function createScope(context: FeatureContextOf<typeof sendFeature>): FormScope {
  const { state, deps, env } = context;
  let generation = 0;
  let account: string | undefined;
  const resetListeners = new Set<() => void>();
  const scope: FormScope = {
    ...context,
    boundAccount: () => account,
    estimate: undefined,
    unresolvedName: false,
    fiatInput: undefined,
    generation: () => generation,
    isCurrent: (g) =>
      g === generation && (account === undefined || account === deps.chains.activeCaipAddress()),
    bind() {
      if (state.caipNetworkId !== undefined && account !== undefined) return;
      state.caipNetworkId = deps.chains.activeNetwork()?.caipNetworkId;
      account = deps.chains.activeCaipAddress();
      // The adapter's synchronous checks may need code of its own first (eip155: the EIP-55 Keccak-256): load it
      // with the form's first input and check again what was typed meanwhile.
      const loading = sendTargetOf(scope)?.transfers.load?.();
      const bound = generation;
      loading?.then(
        () => {
          if (bound === generation) scope.refreshProblem();
        },
        (error: unknown) => env.logger.warn('Loading the send checks of the adapter failed', error),
      );
    },
    refreshProblem() {
      state.problem = formProblemOf(scope, { complete: false });
    },
    backToForm() {
      if (state.step === 'review' || state.step === 'failure') {
        Object.assign(state, { step: 'form', fee: undefined, feeStatus: 'idle', failure: undefined });
      }
    },
    setAmountText(amount) {
      scope.backToForm();
      state.sendTokenAmount = amount;
      scope.refreshProblem();
    },
    history: () => (env.options.features.history ? context.features.history : undefined),
    onReset(listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    reset() {
      generation += 1;
      account = undefined;
      Object.assign(scope, { estimate: undefined, unresolvedName: false, fiatInput: undefined });
      for (const listener of [...resetListeners]) listener();
      Object.assign(state, initialSendState());
    },
  };
  return scope;
}

/** The active account's balances as Send lists them: the native currency first (spec §3 "token balance item"). */
function sendableTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  const copies = balances.map((token) => ({ ...token, quantity: { ...token.quantity } }));
  return [...copies.filter(isNativeToken), ...copies.filter((token) => !isNativeToken(token))];
}

/** The USD value of a balance list, 2 decimals, when some entry is priced. */
function balanceInUsd(tokens: readonly TokenBalance[]): string | undefined {
  const priced = tokens.filter((token) => token.price > 0);
  if (priced.length === 0) return undefined;
  const total = priced.reduce(
    (sum, token) => sum + (token.value ?? Number(token.quantity.numeric) * token.price),
    0,
  );
  return total.toFixed(2);
}

/**
 * Creates Send (spec §3 "Send flow", §4, §5, §9): the form (token, amount as a decimal string with a fiat
 * toggle at the token's USD price, receiver as an address or an eip155 name), its checks, Max, the review with
 * the fee and the send with its pending Activity entry, block wait and refresh (send-flow.ts). The form
 * belongs to the network and account it was filled on: a change of either resets it (spec §4), also while a
 * request is in flight — a late answer then writes nothing. Only eip155 and solana with an adapter that has
 * `transfers`; elsewhere 'Unsupported chain'.
 */
export function createSend(
  context: FeatureContextOf<typeof sendFeature>,
): SendController & { watch(): () => void } {
  const scope = createScope(context);
  const { state, deps } = context;
  const flow = createSendFlow(scope);
  const receiver = createReceiver(scope);

  const price = () => state.token?.price ?? 0;

  const send: SendController & { watch(): () => void } = {
    state,
    ...flow,
    ...receiver,

    async tokens() {
      if (!sendTargetOf(scope)) return [];
      const tokens = sendableTokens(await deps.balances.fetchTokenBalances());
      state.networkBalanceInUSD = balanceInUsd(tokens);
      return tokens;
    },

    setToken(token) {
      scope.bind();
      // A copy: the form keeps the token as chosen, not a live view of the (refreshing) balance list.
      state.token = token ? { ...token, quantity: { ...token.quantity } } : undefined;
      scope.estimate = undefined;
      if (!(price() > 0)) state.amountUnit = 'token';
      if (state.amountUnit === 'fiat' && scope.fiatInput !== undefined) send.setAmount(scope.fiatInput);
      else scope.setAmountText(state.sendTokenAmount);
    },

    setAmount(amount) {
      scope.bind();
      if (state.amountUnit === 'fiat' && state.token && amount !== undefined && amount.trim() !== '') {
        scope.fiatInput = amount;
        const converted = fiatToTokenAmount(amount.trim(), price(), decimalsOf(state.token));
        scope.setAmountText(converted ?? amount);
        return;
      }
      scope.fiatInput = undefined;
      scope.setAmountText(amount);
    },

    setAmountUnit(unit) {
      if (unit === 'fiat' && !(price() > 0)) return;
      state.amountUnit = unit;
      scope.fiatInput = undefined;
    },

    amountInput() {
      if (state.amountUnit !== 'fiat') return state.sendTokenAmount ?? '';
      if (scope.fiatInput !== undefined) return scope.fiatInput;
      const amount = state.sendTokenAmount?.trim() ?? '';
      return amount === '' ? '' : (tokenAmountToFiat(amount, price()) ?? amount);
    },

    setNetworkBalanceInUSD(value) {
      state.networkBalanceInUSD = value;
    },

    setLoading(loading) {
      state.loading = loading;
    },

    assertReady(namespace) {
      validateSendInputs({
        amount: state.sendTokenAmount,
        receiverAddress: state.receiverAddress,
        token: state.token,
        namespace,
      });
    },

    validate() {
      return formProblemOf(scope, { complete: true });
    },

    reset() {
      scope.reset();
    },

    watch() {
      return resetOnAccountChange(
        deps.chains,
        () => (state.caipNetworkId === undefined ? undefined : scope.boundAccount()),
        () => scope.reset(),
      );
    },
  };
  return send;
}

/**
 * The feature module's entry (loaded with `import()` by features/send/feature.ts). Changing the active network
 * resets the form for the client's lifetime (spec §4); while mounted, so does a change of account. Before this
 * module loads the form is empty, so nothing is missed.
 */
export function createFeature(
  context: FeatureContextOf<typeof sendFeature>,
): FeatureInstanceOf<typeof sendFeature> {
  const { watch, ...controller } = createSend(context);
  context.deps.chains.onActiveNetworkChange(() => controller.reset());
  return { controller, watch };
}
