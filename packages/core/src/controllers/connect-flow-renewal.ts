import type { ConnectFlowDeps } from './connect-flow-types.js';

/** The longest delay `setTimeout` takes (about 24.8 days); a later expiry is checked again after it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Whether the pending pairing (`state.wcPairingExpiry`) has expired. */
export const pairingExpired = (deps: Pick<ConnectFlowDeps, 'state' | 'clock'>): boolean =>
  deps.state.wcPairingExpiry !== undefined && deps.clock.now() >= deps.state.wcPairingExpiry;

/**
 * The renewal of a pairing that expires while its attempt waits: `pairingChanged()` (a new pending pairing)
 * sets a timer to its expiry; then, if the latest attempt still waits on that URI, `renew()` starts a new one
 * (the attempts renew only while the WalletConnect view shows it).
 */
export function createPairingRenewal(
  deps: Pick<ConnectFlowDeps, 'state' | 'clock'>,
  renew: () => void,
): { pairingChanged(): void } {
  let renewal: unknown;
  return {
    pairingChanged() {
      deps.clock.clearTimeout(renewal);
      renewal = undefined;
      const { wcUri: uri, wcPairingExpiry: expiry } = deps.state;
      if (uri === undefined || expiry === undefined) return;
      const delay = () => Math.min(Math.max(0, expiry - deps.clock.now()), MAX_TIMEOUT_MS);
      const check = () => {
        renewal = undefined;
        const waiting =
          deps.state.connecting?.kind === 'walletConnect' && deps.state.connecting.status === 'connecting';
        if (!waiting || deps.state.wcUri !== uri) return;
        if (!pairingExpired(deps)) {
          renewal = deps.clock.setTimeout(check, delay()); // not yet (an expiry beyond `setTimeout`'s range)
          return;
        }
        renew();
      };
      renewal = deps.clock.setTimeout(check, delay());
    },
  };
}
