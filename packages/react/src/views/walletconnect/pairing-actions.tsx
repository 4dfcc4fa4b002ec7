'use client';

import { isDeepLink } from '@walletdock/core';
import type { Translator } from '../../i18n/translator-core.js';
import { isolatedName, NAME_SLOT } from '../shared/isolated-name.js';
import { CopyIcon, ExternalLinkIcon, QrIcon } from '../shared/view-icons.js';

type PairingActionsProps = {
  i18n: Pick<Translator, 't'>;
  /** The pairing URI is there and usable: the code's own actions (QR toggle, open, copy) are offered. */
  live: boolean;
  /** "Get {wallet}": where a visitor without the chosen wallet gets it (already through core's link rule). */
  getLink: string | undefined;
  /** The wallet apps are listed (a phone without a chosen wallet): the QR code is behind a toggle. */
  appList: boolean;
  qrShown: boolean;
  onToggleQr(): void;
  /** The link that opens the chosen wallet with the URI (on a phone), if the link rule allows one. */
  openLink: string | undefined;
  walletName: string;
  onCopy(): void;
};

/**
 * Below the pairing code: "Get {wallet}" (a wallet not installed here), and, for a live code, "Show/Hide QR
 * code" (with the app list), "Open in {wallet}", "Copy link". A label with a wallet's name is one text run (a
 * span): as loose text nodes in the flex button, its words would be spaced by the button's gap, not by spaces.
 */
export function PairingActions({
  i18n,
  live,
  getLink,
  appList,
  qrShown,
  onToggleQr,
  openLink,
  walletName,
  onCopy,
}: PairingActionsProps) {
  return (
    <div className="wd-wc-actions">
      {getLink ? (
        <a className="wd-button" href={getLink} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon />
          <span>{isolatedName(i18n.t('walletConnect.getWallet', { wallet: NAME_SLOT }), walletName)}</span>
        </a>
      ) : null}
      {live ? (
        <LiveActions {...{ i18n, appList, qrShown, onToggleQr, openLink, walletName, onCopy }} />
      ) : null}
    </div>
  );
}

function LiveActions({
  i18n,
  appList,
  qrShown,
  onToggleQr,
  openLink,
  walletName,
  onCopy,
}: Omit<PairingActionsProps, 'live' | 'getLink'>) {
  return (
    <>
      {appList ? (
        <button
          type="button"
          className="wd-button wd-button--secondary"
          aria-expanded={qrShown}
          onClick={onToggleQr}
        >
          <QrIcon />
          {qrShown ? i18n.t('walletConnect.hideQr') : i18n.t('walletConnect.showQr')}
        </button>
      ) : null}
      {openLink ? (
        <a
          className="wd-button"
          href={openLink}
          // A universal link opens the wallet's site or app; a wallet's custom scheme stays in this tab.
          {...(isDeepLink(openLink) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          <ExternalLinkIcon />
          <span>{isolatedName(i18n.t('walletConnect.openIn', { wallet: NAME_SLOT }), walletName)}</span>
        </a>
      ) : null}
      <button type="button" className="wd-button wd-button--secondary" onClick={onCopy}>
        <CopyIcon />
        {i18n.t('walletConnect.copyLink')}
      </button>
    </>
  );
}
