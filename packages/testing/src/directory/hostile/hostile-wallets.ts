import type { DirectoryWallet } from '@walletdock/core';

/** A wallet as a hostile directory serves it: any JSON, not necessarily a valid `DirectoryWallet`. */
export type RawWallet = Record<string, unknown>;

/** What every script link runs if it ever runs: sets the canary and raises a dialog. */
export const SCRIPT_PAYLOAD = 'window.top.__pwned=1;alert(1)';

/**
 * The script and scheme-less links found to pass a string test, one wallet each (named
 * `Hostile <label>`): every link of the wallet is the spelling, except the scheme-less one, which is only a
 * `mobile_link` (a relative link that would navigate the dApp's own tab).
 */
export const SCRIPT_LINKS: readonly { label: string; link: string; only?: 'mobile_link' }[] = [
  { label: 'plain', link: `javascript:${SCRIPT_PAYLOAD}` },
  { label: 'mixed case', link: ` \tJaVaScRiPt:${SCRIPT_PAYLOAD}` },
  { label: 'tab in scheme', link: `java\tscript:${SCRIPT_PAYLOAD}` },
  { label: 'leading control', link: `\u0001\u001fjavascript:${SCRIPT_PAYLOAD}` },
  { label: 'entity-encoded', link: `&#106;avascript&#58;${SCRIPT_PAYLOAD}` },
  { label: 'protocol-relative', link: '//evil.invalid/pwn' },
  { label: 'scheme-less', link: 'hostile-wallet/connect', only: 'mobile_link' },
];

/** The wallets of the `script-links` scenario, built on a real wallet of the upstream answer. */
export function scriptLinkWallets(template: DirectoryWallet): RawWallet[] {
  return SCRIPT_LINKS.map(({ label, link, only }, index) => ({
    ...template,
    id: `hostile-link-${index}`,
    name: `Hostile ${label}`,
    rdns: null,
    injected: null,
    mobile_link: link,
    desktop_link: only === undefined ? link : null,
    webapp_link: only === undefined ? link : null,
  }));
}

/**
 * The wallets of the `names` scenario: a right-to-left override (U+202E: "Rtl", then "override Wallet" shown
 * reversed), other control and bidi characters, an empty name and a whitespace-only name. Cleaned, the first two
 * read "Rtloverride Wallet" and "Control Wallet"; the last two have no usable name.
 */
export const HOSTILE_NAMES: readonly string[] = [
  'Rtl\u202Eoverride Wallet\u202C',
  'Con\u0000tr\u0007ol\u200F \u2066Wallet\u2069\u001b',
  '',
  ' \t\u00a0 ',
];

/** A harmless mobile link, so that a phone lists the wallet too (it lists only wallets with one). */
const MOBILE_LINK = 'https://wallet.example.invalid/wc';

export function nameWallets(template: DirectoryWallet): RawWallet[] {
  return HOSTILE_NAMES.map((name, index) => ({
    ...template,
    id: `hostile-name-${index}`,
    name,
    rdns: null,
    injected: null,
    mobile_link: MOBILE_LINK,
  }));
}

/**
 * The wallets of the `odd-ids` scenario: image ids `.`, `..` and empty (URL parsing would turn the first two into
 * another endpoint), and an empty wallet id.
 */
export const ODD_ID_WALLETS: readonly { name: string; id: string; image_id: string }[] = [
  { name: 'Dot Wallet', id: 'hostile-id-dot', image_id: '.' },
  { name: 'Dot Dot Wallet', id: 'hostile-id-dot-dot', image_id: '..' },
  { name: 'Blank Image Wallet', id: 'hostile-id-blank-image', image_id: '' },
  { name: 'Blank Id Wallet', id: '', image_id: 'hostile-blank-id' },
];

export function oddIdWallets(template: DirectoryWallet): RawWallet[] {
  return ODD_ID_WALLETS.map((wallet) => ({
    ...template,
    ...wallet,
    rdns: null,
    injected: null,
    mobile_link: MOBILE_LINK,
  }));
}
