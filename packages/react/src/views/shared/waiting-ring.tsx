'use client';

/**
 * The ring around a wallet's image while the wallet is asked (ConnectingExternal, the sign-in view): its track,
 * and a turning arc unless the request `failed`. Decorative; styled by the `wd-cx-ring*` rules.
 */
export function WaitingRing({ failed }: { failed: boolean }) {
  return (
    <svg className="wd-cx-ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect className="wd-cx-ring-track" x="1.5" y="1.5" width="97" height="97" rx="26" />
      {failed ? null : (
        <rect
          className="wd-cx-ring-arc"
          x="1.5"
          y="1.5"
          width="97"
          height="97"
          rx="26"
          pathLength={100}
          strokeDasharray="22 78"
        />
      )}
    </svg>
  );
}
