import { subscribe } from 'valtio/vanilla';
import type { ChainsController, ConnectingState } from '../../controllers/types.js';
import { ChainError } from '../../errors/chain-error.js';
import { ConnectorError } from '../../errors/connector-error.js';
import { isUserRejection } from '../../errors/is-user-rejection.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { WalletDockError } from '../../errors/walletdock-error.js';
import type { View } from '../../router/views.js';
import { SiwxError } from '../../siwx/siwx-error.js';
import type { SIWXConfig, SIWXSession } from '../../siwx/types.js';
import type { FeatureContextOf, FeatureInstanceOf } from '../types.js';
import type { siwxFeature } from './feature.js';
import { createSessionEnds } from './session-ends.js';
import { initialSiwxState } from './state.js';
import type { SiwxController } from './types.js';

/** The views that wait on a connect: once it succeeded, they lead nowhere (connect-flow.ts's VIEW_OF). */
const CONNECTING_VIEWS: readonly View[] = ['ConnectingExternal', 'ConnectingWalletConnectBasic'];

/** Whether `attempt` is the connect (succeeding or done) of the active account's connector. */
function isConnectOf(attempt: ConnectingState | undefined, chains: ChainsController): boolean {
  if (attempt?.status !== 'connecting' && attempt?.status !== 'connected') return false;
  const account = chains.getAccount();
  return account?.status === 'connected' && account.connectorId === attempt.connectorId;
}

/** The catalogue message a failed sign-in shows. */
function failureMessage(error: unknown): string {
  if (isUserRejection(error)) return MESSAGES.signatureDeclined;
  if (error instanceof WalletDockError) return error.shortMessage;
  return error instanceof Error ? error.message : String(error);
}

/** What signing in needs, checked in the order of spec §5 ("Signing in requires …"), each with its error. */
function signInTarget(siwx: SIWXConfig | undefined, chains: ChainsController) {
  if (!siwx) throw new SiwxError(MESSAGES.siwxNotEnabled);
  const namespace = chains.state.activeNamespace;
  const address = chains.activeAddress();
  if (namespace === undefined || address === undefined)
    throw new ConnectorError(MESSAGES.noActiveCaipAddress);
  const network = chains.activeNetwork();
  if (!network) throw new ChainError(MESSAGES.caipNetworkUndefined);
  if (siwx.namespaces !== undefined && !siwx.namespaces.includes(network.chainNamespace)) {
    throw new SiwxError(MESSAGES.siwxNotEnabled, {
      details: `Sign-in is not set up for ${network.chainNamespace}`,
    });
  }
  const account = chains.getAccount(namespace);
  if (account?.connectorId === undefined || account.status !== 'connected') {
    throw new ConnectorError(MESSAGES.connectionControllerClientNotSet);
  }
  return { siwx, namespace, address, network };
}

/** The configuration, when it signs in `namespace`. */
function signingConfig(siwx: SIWXConfig | undefined, namespace: string | undefined): SIWXConfig | undefined {
  if (!siwx || namespace === undefined) return undefined;
  return siwx.namespaces === undefined || siwx.namespaces.includes(namespace) ? siwx : undefined;
}

/** "network address" of the connected active account, else undefined. */
function activeAccountKey(chains: ChainsController): string | undefined {
  const network = chains.activeNetwork();
  const account = chains.getAccount();
  if (!network || account?.address === undefined || account.status !== 'connected') return undefined;
  return `${network.caipNetworkId} ${account.address}`;
}

/**
 * Creates the sign-in flow (spec §2 sign-in view, §3 sign-in session, §5 "Signing in requires …").
 *
 * - Watching (while mounted): whenever the active account, network or connection status changes, a connected
 *   account is looked up (`siwx.getSessions`): a valid session → `authenticated`; none → `unauthenticated` and
 *   the modal shows SIWXSignMessage (pushed when the modal is open, in place of the whole history when it shows
 *   the connecting view of the connect that just succeeded, opened on it otherwise). Namespaces the
 *   configuration does not sign in (`siwx.namespaces`) are never asked.
 * - `signIn()` checks the preconditions in the spec's order (sign-in enabled, an active address, an active
 *   network, a connection), then message → wallet signature → `siwx.addSession` (verification) → state.
 *   A declined signature leaves the connection and the view as they were, with 'Signature declined' (said by
 *   the sign-in view: the wallet request's toast of the same text is hidden while the view shows).
 * - `cancel()` is the modal's `cancelSignIn` (required → disconnect; else close), which keeps `modal.close`'s
 *   own rule (a required sign-in without a session does not close) the one place that decides.
 * - Required (`siwx.getRequired()`): no connected account goes without a session. A disconnect ends the
 *   sessions signed in during that connection (session-ends.ts), so a reconnect asks again; `signOut()`
 *   disconnects; a sign-in view left without a connected account (the wallet disconnected) closes.
 */
export function createSiwxFlow({
  env,
  deps: { chains, connection, router, modal, toast, telemetry },
  state,
}: FeatureContextOf<typeof siwxFeature>): { controller: SiwxController; watch(): () => void } {
  /** Incremented by every lookup: only the latest one's answer is applied. */
  let lookup = 0;
  const sessions = createSessionEnds(() => env.options.siwx, chains, env.logger);
  const required = () => env.options.siwx?.getRequired?.() === true;

  const configFor = (namespace: string | undefined) => signingConfig(env.options.siwx, namespace);
  const activeKey = () => activeAccountKey(chains);

  async function ask(): Promise<void> {
    if (modal.state.open) {
      const { view } = router.state;
      // Over the connecting view of the connect that gave this account, the connect is over: signing in
      // replaces its flow (no Back to a finished connect).
      if (CONNECTING_VIEWS.includes(view) && isConnectOf(connection.state.connecting, chains)) {
        router.reset('SIWXSignMessage');
      } else if (view !== 'SIWXSignMessage') router.push('SIWXSignMessage');
      return;
    }
    await modal.open({ view: 'SIWXSignMessage' });
  }

  const controller: SiwxController = {
    state,

    async signIn() {
      const { siwx, namespace, address, network } = signInTarget(env.options.siwx, chains);
      const key = activeKey();
      state.status = 'signing';
      state.error = undefined;
      try {
        const { data, message } = await siwx.createMessage({
          accountAddress: address,
          chainId: network.caipNetworkId,
        });
        const signature = await connection.signMessage({ message, namespace });
        const session: SIWXSession = { data, message, signature };
        await siwx.addSession(session);
        if (activeKey() === key) {
          sessions.mark(namespace, network.caipNetworkId, address, true);
          Object.assign(state, { status: 'authenticated', session, error: undefined });
        } else state.status = 'unauthenticated';
        telemetry.track('SIGN_IN', { namespace, network });
        if (modal.state.open && router.state.view === 'SIWXSignMessage') await modal.close({ force: true });
        return session;
      } catch (error) {
        const message = failureMessage(error);
        Object.assign(state, { status: 'unauthenticated', session: undefined, error: message });
        telemetry.track('SIGN_IN', { namespace, network, error });
        // The sign-in view says it in its heading: the wallet request's toast of the same text goes (one message).
        const onView = modal.state.open && router.state.view === 'SIWXSignMessage';
        if (onView && toast.state.open && toast.state.message === message) toast.hide();
        throw error;
      } finally {
        // The account or network changed while the wallet was asked: its lookup left the decision to this
        // sign-in (see `refresh`), so look it up now.
        if (activeKey() !== key) {
          controller
            .refresh()
            .catch((error: unknown) => env.logger.error('Checking the sign-in failed', error));
        }
      }
    },

    async cancel() {
      state.error = undefined;
      await modal.cancelSignIn();
    },

    async signOut() {
      const namespace = chains.state.activeNamespace;
      const network = chains.activeNetwork();
      const address = chains.activeAddress();
      const siwx = configFor(network?.chainNamespace);
      if (siwx && network && address !== undefined && namespace !== undefined) {
        await siwx.revokeSession(network.caipNetworkId, address);
        sessions.mark(namespace, network.caipNetworkId, address, false);
        // Required: a connected account is a signed-in one, so signing out leaves (and the next connect asks).
        if (required() && chains.getAccount(namespace)?.status === 'connected') {
          await connection.disconnect(namespace);
        }
      }
      lookup++;
      Object.assign(state, initialSiwxState());
    },

    async refresh() {
      const request = ++lookup;
      const network = chains.activeNetwork();
      const address = chains.activeAddress();
      const siwx = configFor(network?.chainNamespace);
      if (!siwx || !network || address === undefined || activeKey() === undefined) {
        if (state.status !== 'signing') Object.assign(state, initialSiwxState());
        return;
      }
      let found: readonly SIWXSession[] = [];
      try {
        // A session of a disconnect being ended is not found again.
        await sessions.settled();
        found = await siwx.getSessions(network.caipNetworkId, address);
      } catch (error) {
        env.logger.error('Reading the sign-in sessions failed; treating it as no session', error);
      }
      if (request !== lookup) return;
      const session = found[0];
      if (session) {
        sessions.mark(network.chainNamespace, network.caipNetworkId, address, true);
        Object.assign(state, { status: 'authenticated', session, error: undefined });
        return;
      }
      // No session, but a sign-in already asks the wallet (e.g. started before this lookup answered): it decides.
      if (state.status === 'signing') return;
      Object.assign(state, initialSiwxState());
      await ask();
    },
  };

  return {
    controller,
    watch() {
      let key: string | undefined;
      const onChange = () => {
        sessions.endDisconnected();
        const next = activeKey();
        if (next === key) return;
        // Required, and the account left while the sign-in view asks: nothing to sign in, so it closes.
        const left = key !== undefined && chains.activeAddress() === undefined;
        if (left && required() && modal.state.open && router.state.view === 'SIWXSignMessage') {
          void modal.close({ force: true });
        }
        key = next;
        controller
          .refresh()
          .catch((error: unknown) => env.logger.error('Checking the sign-in failed', error));
      };
      const stop = subscribe(chains.state, onChange);
      onChange();
      return stop;
    },
  };
}

/** The feature's entry point (features/host.ts loads this module with `import()`). */
export function createFeature(
  context: FeatureContextOf<typeof siwxFeature>,
): FeatureInstanceOf<typeof siwxFeature> {
  return createSiwxFlow(context);
}
