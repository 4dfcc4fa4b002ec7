/** Link schemes a wallet directory entry must never make us open (script or inline-document URLs). */
const UNSAFE_SCHEMES = /^\s*(javascript|data|vbscript|file|blob):/i;

/**
 * The link that opens a pairing `uri` in a mobile wallet, from the wallet's directory `mobile_link`:
 *
 * - a universal link (`https://metamask.app.link/`) → `https://metamask.app.link/wc?uri=<encoded uri>`;
 * - a custom scheme (`rainbow://`, `rainbow:`, `rainbow`) → `rainbow://wc?uri=<encoded uri>`.
 *
 * Returns `undefined` for an empty or unsafe link (`javascript:`, `data:`…), so a bad directory entry never
 * becomes a clickable script.
 */
export function deepLink(mobileLink: string | null | undefined, uri: string): string | undefined {
  const link = mobileLink?.trim() ?? '';
  if (link === '' || UNSAFE_SCHEMES.test(link)) return undefined;
  const query = `wc?uri=${encodeURIComponent(uri)}`;
  if (/^https?:\/\//i.test(link)) return `${link.endsWith('/') ? link : `${link}/`}${query}`;
  if (link.includes('://')) return `${link.endsWith('/') ? link : `${link}/`}${query}`;
  const scheme = link.replaceAll('/', '').replaceAll(':', '');
  return scheme === '' ? undefined : `${scheme}://${query}`;
}
