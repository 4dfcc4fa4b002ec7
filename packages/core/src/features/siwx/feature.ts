import type { FeatureDefinition } from '../types.js';
import { initialSiwxState } from './state.js';

/** The core controllers the sign-in flow uses. */
export type SiwxUses = 'chains' | 'connection' | 'router' | 'modal' | 'toast' | 'telemetry';

/**
 * Sign-in (spec §2 sign-in view, §3 sign-in session, §5): its code (siwx.ts) loads when the client mounts
 * with a `siwx` or `siweConfig` option, on the first `client.feature('siwx')`, or on opening its views.
 */
export const siwxFeature: FeatureDefinition<'siwx', SiwxUses> = {
  name: 'siwx',
  views: ['SIWXSignMessage', 'ConnectingSiwe'],
  uses: ['chains', 'connection', 'router', 'modal', 'toast', 'telemetry'],
  initialState: initialSiwxState,
  // With sign-in configured, the flow watches connections from mount on (it asks after a connect).
  onMount({ env, load }) {
    if (env.options.siwx !== undefined) load().catch(() => undefined);
  },
  load: () => import('./siwx.js'),
};
