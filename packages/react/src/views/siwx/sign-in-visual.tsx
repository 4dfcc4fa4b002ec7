'use client';

import type { WalletDockClient } from '@walletdock/core';
import { WarningIcon } from '../shared/view-icons.js';
import { WaitingRing } from '../shared/waiting-ring.js';
import { WalletImage } from '../shared/wallet-image.js';
import type { SignInPhase } from './sign-in-phase.js';
import { SignatureIcon } from './siwx-icons.js';

export type SignInVisualProps = {
  client: WalletDockClient;
  phase: SignInPhase['kind'];
  /** The dApp's name (its tile's letter when it has no icon) and first icon (`options.metadata`). */
  appName: string;
  appIcon: string | undefined;
  /** The connected wallet's icon (`connectedWalletInfo.icon`), shown while it is asked and after it answered. */
  walletIcon: string | undefined;
};

/**
 * The sign-in view's picture, decorative (the texts beside it say everything): before signing, the dApp's icon
 * (or its initial on the accent) with a pen badge; while the wallet is asked, the wallet's icon ringed by the
 * progress arc of ConnectingExternal (its CSS, CONNECTING_EXTERNAL_CSS); after a refusal or a failure, the ring
 * in the error colour with a warning badge. The same box in every phase, so the view keeps its height.
 */
export function SignInVisual({ client, phase, appName, appIcon, walletIcon }: SignInVisualProps) {
  if (phase === 'idle') {
    const letter = Array.from(appName.trim())[0]?.toUpperCase() ?? '?';
    return (
      <div className="wd-cx-visual wd-siwx-visual" aria-hidden="true">
        {appIcon === undefined ? (
          <span className="wd-image wd-siwx-app-letter">
            <span data-letter={letter} />
          </span>
        ) : (
          <WalletImage src={appIcon} appImage size={8} />
        )}
        <span className="wd-cx-badge wd-siwx-badge">
          <SignatureIcon />
        </span>
      </div>
    );
  }
  const failed = phase !== 'signing';
  return (
    <div className="wd-cx-visual wd-siwx-visual" aria-hidden="true">
      <WalletImage src={walletIcon} client={client} size={8} />
      <WaitingRing failed={failed} />
      {failed ? (
        <span className="wd-cx-badge">
          <WarningIcon />
        </span>
      ) : null}
    </div>
  );
}
