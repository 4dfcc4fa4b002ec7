import type { Platform } from '../client/platform.js';
import { safeLinkUrl } from './links.js';

/** Where a wallet's "Get" link leads: its app store page, its browser extension, its web app or its homepage. */
export type WalletGetLinkKind = 'appStore' | 'playStore' | 'chromeStore' | 'webapp' | 'homepage';

/** A wallet's link for a visitor who does not have it yet (the GetWallet view). */
export type WalletGetLink = { kind: WalletGetLinkKind; url: string };

/** The directory fields a "Get" link is chosen from (a `DirectoryWallet` has them all). */
export type WalletGetLinkFields = {
  app_store?: string | null | undefined;
  play_store?: string | null | undefined;
  chrome_store?: string | null | undefined;
  webapp_link?: string | null | undefined;
  homepage?: string | null | undefined;
};

/**
 * The link that gets a wallet on this platform, or `undefined` when the wallet has none that may be opened:
 * on iOS its App Store page, on Android its Google Play page, on a desktop its Chrome Web Store extension, then
 * (everywhere) its web app and its homepage. Only web links are offered (core's link rule, `safeLinkUrl`: https,
 * http on loopback): a store or homepage is never a custom scheme, and a refused link falls through to the next.
 */
export function walletGetLink(
  wallet: WalletGetLinkFields,
  platform: Pick<Platform, 'mobile' | 'ios' | 'android'>,
): WalletGetLink | undefined {
  const order: [WalletGetLinkKind, string | null | undefined][] = [];
  if (platform.ios) order.push(['appStore', wallet.app_store]);
  else if (platform.android) order.push(['playStore', wallet.play_store]);
  else if (!platform.mobile) order.push(['chromeStore', wallet.chrome_store]);
  order.push(['webapp', wallet.webapp_link], ['homepage', wallet.homepage]);
  for (const [kind, link] of order) {
    const url = safeLinkUrl(link);
    if (url !== undefined) return { kind, url };
  }
  return undefined;
}
