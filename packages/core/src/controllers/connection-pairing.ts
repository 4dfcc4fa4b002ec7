import type { ConnectionScope } from './connection-types.js';

/**
 * Whether a WalletConnect connect shows the pending pairing (`state.wcUri`, announced by an adapter's
 * `pairingUri` event) instead of starting one. Spec §4: only on Telegram and in Safari on iOS, until it expires.
 * Elsewhere each opening of the WalletConnect view starts a fresh pairing (the connect flow).
 */
export function shouldReusePairing({ ctx, state }: ConnectionScope): boolean {
  const { platform } = ctx;
  return (
    (platform.telegram || (platform.ios && platform.safari)) &&
    state.wcUri !== undefined &&
    state.wcPairingExpiry !== undefined &&
    ctx.clock.now() < state.wcPairingExpiry
  );
}
