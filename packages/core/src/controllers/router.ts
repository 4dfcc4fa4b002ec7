import { proxy, ref } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import type { View } from '../router/views.js';
import type {
  ModalController,
  RouterController,
  RouterData,
  RouterState,
  TransactionAction,
} from './types.js';

/**
 * The router's dependencies. The modal is built after the router (it navigates with it), so the router reaches
 * it through a late-bound getter: a back edge, called only inside methods, never at creation.
 */
export type RouterDeps = { readonly modal: () => Pick<ModalController, 'close'> };

/** The view the modal starts at and the start of its history (spec §2). */
export const INITIAL_VIEW: View = 'Connect';

/**
 * Creates the modal's navigation (spec §2 "Navigation"): a view stack with push, reset, replace, go back and
 * go back to an index, and the transaction stack that remembers where to return after a wallet request.
 *
 * - Every history entry keeps the data it was opened with, so going back restores the previous view's data.
 * - Pushing the view that is already shown does nothing (neither a second history entry nor new data): a
 *   double click cannot stack the same view twice. Use `replace` to change the current view's data.
 * - View data and transaction actions are stored as valtio refs: they are opaque to the router (they may
 *   hold wallet providers or callbacks), so they are neither deep-proxied nor copied into snapshots.
 */
export function createRouter(ctx: WalletDockContext, deps: RouterDeps): RouterController {
  const state = proxy<RouterState>({
    view: INITIAL_VIEW,
    history: [INITIAL_VIEW],
    data: undefined,
    transactionStack: [],
  });
  /** The data of each history entry, index for index. */
  let dataStack: (RouterData | undefined)[] = [undefined];

  const keep = (data: RouterData | undefined): RouterData | undefined => (data ? ref(data) : undefined);

  function show(index: number): void {
    const view = state.history[index];
    if (view === undefined) return;
    state.view = view;
    state.data = dataStack[index];
  }

  // The typed signatures (`ViewDataArgs`) are checked at the call sites; inside, any view's data is stored alike.
  function push(view: View, data?: RouterData): void {
    if (view === state.view) return;
    state.history.push(view);
    dataStack.push(keep(data));
    show(state.history.length - 1);
  }

  function reset(view: View, data?: RouterData): void {
    state.history = [view];
    dataStack = [keep(data)];
    show(0);
  }

  function replace(view: View, data?: RouterData): void {
    const top = state.history.length - 1;
    state.history[top] = view;
    dataStack[top] = keep(data);
    show(top);
  }

  const router: RouterController = {
    state,
    push: push as RouterController['push'],
    reset: reset as RouterController['reset'],
    replace: replace as RouterController['replace'],

    goBack() {
      if (state.history.length <= 1) {
        deps
          .modal()
          .close()
          .catch((error: unknown) => {
            ctx.logger.error('Closing the modal from the first view failed', error);
          });
        return;
      }
      state.history.pop();
      dataStack.pop();
      show(state.history.length - 1);
    },

    goBackToIndex(index) {
      if (!Number.isInteger(index) || index < 0 || index >= state.history.length) {
        ctx.logger.warn(
          `goBackToIndex(${String(index)}) is outside the history (length ${state.history.length})`,
        );
        return;
      }
      state.history.splice(index + 1);
      dataStack.splice(index + 1);
      show(index);
    },

    pushTransactionStack(action) {
      state.transactionStack.push(ref({ ...action }));
    },

    popTransactionStack(outcome, error) {
      const action = state.transactionStack.pop();
      if (!action) {
        ctx.logger.debug(`popTransactionStack('${outcome}') without a pending wallet request`);
        return;
      }
      runCallback(ctx, action, outcome, error);
      if (action.view === null) {
        deps
          .modal()
          .close({ force: true })
          .catch((closeError: unknown) => {
            ctx.logger.error('Closing the modal after a wallet request failed', closeError);
          });
      } else if (action.view !== undefined) {
        if (action.replace) replace(action.view);
        else push(action.view);
      } else {
        router.goBack();
      }
    },
  };
  return router;
}

/** Runs the action's callback for the outcome. A throwing callback is logged: navigation still happens. */
function runCallback(
  ctx: WalletDockContext,
  action: TransactionAction,
  outcome: 'success' | 'cancel' | 'error',
  error: unknown,
): void {
  try {
    if (outcome === 'success') action.onSuccess?.();
    else if (outcome === 'cancel') action.onCancel?.();
    else action.onError?.(error);
  } catch (callbackError) {
    ctx.logger.error(`The ${outcome} callback of a wallet request threw`, callbackError);
  }
}
