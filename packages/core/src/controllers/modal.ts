import { proxy } from 'valtio/vanilla';
import type { ChainNamespace } from '../caip/types.js';
import type { WalletDockContext } from '../client/context.js';
import { yieldToBrowser } from '../client/yield.js';
import type { View } from '../router/views.js';
import { SHAKE_MS } from './timing.js';
import type {
  ChainsController,
  ConnectionController,
  ModalController,
  ModalState,
  RouterController,
  RouterData,
} from './types.js';

/** The modal's dependencies, all built before it. */
export type ModalDeps = {
  readonly chains: ChainsController;
  readonly router: RouterController;
  readonly connection: Pick<ConnectionController, 'disconnect'>;
};

/**
 * Creates the modal's open/close rules (spec §2 "Opening the modal", §4 "Modal").
 *
 * Opening picks the first view: the requested one; else Account when an address is connected (of the
 * requested namespace, if one is given: it becomes the active namespace only when it is connected, so that
 * opening to connect a second namespace never hides the connected one); else, with no adapter configured, AllWallets on mobile and
 * ConnectingWalletConnectBasic on desktop; else Connect. Going from closed to open sets `loading`, runs every
 * `ctx.hooks.onModalOpen` hook (prefetches), then clears `loading`; the modal is shown at once, with `loading`
 * telling the views that prefetched data may still arrive. Opening an already open modal only navigates.
 *
 * Closing is blocked (resolves false and shakes) on ApproveTransaction, and on SIWXSignMessage while the app
 * requires a sign-in session and none exists, unless forced. In embedded mode the modal is part of the page:
 * closing returns to Account (connected) or Connect and resolves false, since the modal stays visible.
 * Closing a modal that is already closed resolves true and changes nothing.
 */
export function createModal(ctx: WalletDockContext, deps: ModalDeps): ModalController {
  const state = proxy<ModalState>({
    open: false,
    loading: false,
    shake: false,
    namespace: undefined,
    hasOpened: false,
  });
  let shakeTimer: unknown;
  /** Counts openings, so that an older opening's hooks finishing late do not clear a newer one's `loading`. */
  let openings = 0;

  /**
   * The view to open on when none is requested: Account when the requested namespace (else the active one) has
   * an address (a requested, connected namespace has already been made active).
   */
  function firstView(namespace: ChainNamespace | undefined): View {
    const { chains } = deps;
    const address = namespace ? chains.getAccount(namespace)?.address : chains.activeAddress();
    if (address !== undefined) return 'Account';
    if (ctx.adapters.size === 0) return ctx.platform.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
    return 'Connect';
  }

  async function runOpenHooks(): Promise<void> {
    const results = await Promise.allSettled([...ctx.hooks.onModalOpen].map(async (hook) => hook()));
    for (const result of results) {
      if (result.status === 'rejected') ctx.logger.error('A modal-open hook failed', result.reason);
    }
  }

  /** Whether the SIWX rules keep the sign-in view open: a session is required and none exists yet. */
  async function signInRequiredWithoutSession(): Promise<boolean> {
    const siwx = ctx.options.siwx;
    if (!siwx?.getRequired?.()) return false;
    const { chains } = deps;
    const caipNetworkId = chains.activeNetwork()?.caipNetworkId;
    const address = chains.activeAddress();
    if (!caipNetworkId || !address) return true;
    try {
      const sessions = await siwx.getSessions(caipNetworkId, address);
      return sessions.length === 0;
    } catch (error) {
      ctx.logger.error('Reading the sign-in sessions failed; treating it as no session', error);
      return true;
    }
  }

  const modal: ModalController = {
    state,

    async open(options = {}) {
      const { view, data, namespace } = options;
      state.namespace = namespace;
      // Only a connected namespace becomes active: opening for one to connect it must not hide the account of
      // the namespace that is connected (closing without connecting leaves that one in front); `connect`
      // makes the new namespace active once it is connected.
      if (namespace && deps.chains.getAccount(namespace)?.address !== undefined) {
        deps.chains.setActiveNamespace(namespace);
      }
      // `ModalOpenOptions` ties `data` to `view`; without a view there is no data.
      const router = deps.router as { reset(view: View, data?: RouterData): void };
      router.reset(view ?? firstView(namespace), data);
      if (state.open) return;

      const opening = ++openings;
      state.loading = true;
      state.open = true;
      state.hasOpened = true;
      try {
        // The hooks (prefetches, loading the connect flow's code) run after the click's task, so that the
        // dialog's first frame does not wait for them (click → first wallet on a slow phone).
        await yieldToBrowser();
        await runOpenHooks();
      } finally {
        if (opening === openings && state.open) state.loading = false;
      }
    },

    async close(options = {}) {
      if (!state.open && !ctx.options.enableEmbedded) {
        state.loading = false;
        return true;
      }
      const force = options.force === true;
      const view = deps.router.state.view;
      if (!force) {
        const blocked =
          view === 'ApproveTransaction' ||
          (view === 'SIWXSignMessage' && (await signInRequiredWithoutSession()));
        if (blocked) {
          modal.shake();
          return false;
        }
      }
      state.loading = false;
      if (ctx.options.enableEmbedded) {
        deps.router.reset(deps.chains.activeAddress() ? 'Account' : 'Connect');
        return false;
      }
      state.open = false;
      return true;
    },

    shake() {
      if (shakeTimer !== undefined) ctx.clock.clearTimeout(shakeTimer);
      state.shake = true;
      shakeTimer = ctx.clock.setTimeout(() => {
        shakeTimer = undefined;
        state.shake = false;
      }, SHAKE_MS);
    },

    setLoading(loading) {
      state.loading = loading;
    },

    async cancelSignIn() {
      if (ctx.options.siwx?.getRequired?.()) {
        await deps.connection.disconnect();
        await modal.close({ force: true });
        return;
      }
      await modal.close();
    },
  };
  return modal;
}
