import { subscribe } from 'valtio/vanilla';
import type { ChainsController } from '../../controllers/types.js';
import { defineFeature } from '../define-feature.js';
import { initialSiwxState } from './state.js';
import type { SiwxController } from './types.js';

/** Whether some namespace's account is connecting, connected or reconnecting (a sign-in may follow). */
function accountInPlay(chains: ChainsController): boolean {
  return Object.keys(chains.state.namespaces).some((namespace) => {
    const status = chains.getAccount(namespace)?.status;
    return status !== undefined && status !== 'disconnected';
  });
}

/**
 * Sign-in (spec §2 sign-in view, §3 sign-in session, §5): its code (siwx.ts) loads, with a `siwx` or
 * `siweConfig` option, once an account starts connecting (or is restored) while the client is mounted, on the
 * first `client.feature('siwx')`, or on opening its views. Nothing to sign in before that, so a page that
 * configures sign-in does not load the flow before the visitor connects; the flow takes up the connection it
 * finds when it loads (its watcher looks at the active account first).
 */
export const siwxFeature = defineFeature<SiwxController>()({
  name: 'siwx',
  views: ['SIWXSignMessage', 'ConnectingSiwe'],
  uses: ['chains', 'connection', 'router', 'modal', 'toast', 'telemetry'],
  initialState: initialSiwxState,
  onMount({ env, deps: { chains }, load }) {
    if (env.options.siwx === undefined) return undefined;
    const start = () => load().catch(() => undefined);
    if (accountInPlay(chains)) {
      start();
      return undefined;
    }
    const stop = subscribe(chains.state, () => {
      if (!accountInPlay(chains)) return;
      stop();
      start();
    });
    return stop;
  },
  load: () => import('./siwx.js'),
});
