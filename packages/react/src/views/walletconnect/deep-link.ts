import { safeLinkUrl, walletDeepLinkSchemes } from '@walletdock/core';

/**
 * The link that opens a pairing `uri` in a mobile wallet, from the wallet's directory `mobile_link`:
 *
 * - a universal link (`https://metamask.app.link/`) → `https://metamask.app.link/wc?uri=<encoded uri>`;
 * - a custom scheme (`rainbow://`, `rainbow:`, `rainbow`) → `rainbow://wc?uri=<encoded uri>`.
 *
 * The result passes core's one link rule (`safeLinkUrl`: https, http on loopback, or the wallet's own plain
 * custom scheme — never javascript:, data:, … however it is spelt); `undefined` otherwise, so a bad directory
 * entry never becomes a clickable script or a relative link that navigates the host page.
 */
export function deepLink(mobileLink: string | null | undefined, uri: string): string | undefined {
  const link = mobileLink?.trim() ?? '';
  if (link === '') return undefined;
  const query = `wc?uri=${encodeURIComponent(uri)}`;
  let candidate: string;
  if (link.includes('://')) candidate = `${link.endsWith('/') ? link : `${link}/`}${query}`;
  else {
    const scheme = link.replaceAll('/', '').replaceAll(':', '');
    if (scheme === '') return undefined;
    candidate = `${scheme}://${query}`;
  }
  return safeLinkUrl(candidate, { deepLinkSchemes: walletDeepLinkSchemes({ mobile_link: link }) });
}
