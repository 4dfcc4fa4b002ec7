'use client';

import { type DirectoryWallet, type Platform, type WalletDockState, walletGetLink } from '@walletdock/core';
import type { ReactNode } from 'react';
import type { Translator } from '../../i18n/translator-core.js';
import { isolatedName, NAME_SLOT } from '../shared/isolated-name.js';

/** What the WalletConnect view says about a live pairing, and where a visitor without the wallet gets it. */
export type PairingCopy = {
  /** Above the sentence: the chosen wallet is not installed in this (desktop) browser. */
  title: ReactNode | undefined;
  /** The sentence under the code: how to use it here. */
  text: ReactNode;
  /** "Get {wallet}": the wallet's store or extension page (core's link rule), for a wallet not installed here. */
  getLink: string | undefined;
};

type CopyInput = {
  i18n: Pick<Translator, 't'>;
  /** The directory wallet the visitor chose, if any. */
  wallet: DirectoryWallet | undefined;
  /** The wallet's name as the header shows it. */
  walletName: string;
  platform: Pick<Platform, 'mobile' | 'ios' | 'android'>;
  connectors: WalletDockState['connectors']['connectors'];
  /** The wallet apps are listed instead of the code (a phone without a chosen wallet). */
  codeHidden: boolean;
  /** The link that opens the chosen wallet with the URI (a phone, the link rule allowing it). */
  openLink: string | undefined;
};

/**
 * The copy of a live pairing, by where the visitor is:
 * - on a desktop, a chosen directory wallet without its extension here (no connector of its rdns): "{wallet} is
 *   not installed in this browser", "Scan this QR code with {wallet} on your phone", and "Get {wallet}" — the
 *   directory's link for this platform (`walletGetLink`: the extension's store page, else the web app, else the
 *   homepage; only links core's link rule allows, so a script or scheme-less link is never offered);
 * - on a phone the code cannot be scanned with "your phone": with a chosen wallet that opens, "Open {wallet} to
 *   connect"; else the code is for another device;
 * - else "Scan this QR code with your phone".
 */
export function pairingCopy({
  i18n,
  wallet,
  walletName,
  platform,
  connectors,
  codeHidden,
  openLink,
}: CopyInput): PairingCopy {
  type NamedKey =
    | 'walletConnect.openToConnect'
    | 'walletConnect.scanOnOtherDevice'
    | 'walletConnect.notInstalledHere'
    | 'walletConnect.scanWithWallet';
  const named = (key: NamedKey) => isolatedName(i18n.t(key, { wallet: NAME_SLOT }), walletName);
  if (codeHidden) return { title: undefined, text: i18n.t('walletConnect.chooseWallet'), getLink: undefined };
  if (platform.mobile) {
    const text = !wallet
      ? i18n.t('walletConnect.scanOnOtherDeviceAny')
      : openLink
        ? named('walletConnect.openToConnect')
        : named('walletConnect.scanOnOtherDevice');
    return { title: undefined, text, getLink: undefined };
  }
  const installed =
    wallet?.rdns != null &&
    wallet.rdns !== '' &&
    connectors.some(
      (connector) => connector.info?.rdns === wallet.rdns && connector.type !== 'WALLET_CONNECT',
    );
  if (!wallet || installed)
    return { title: undefined, text: i18n.t('walletConnect.scan'), getLink: undefined };
  return {
    title: named('walletConnect.notInstalledHere'),
    text: named('walletConnect.scanWithWallet'),
    getLink: walletGetLink(wallet, platform)?.url,
  };
}
