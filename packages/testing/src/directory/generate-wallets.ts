import { createHash } from 'node:crypto';
import type { DirectoryWallet } from '@walletdock/core';

/** How many generated wallets the sample directory holds (besides the two test wallets). */
export const GENERATED_WALLET_COUNT = 640;

/** CAIP-2 chains the generated wallets pick from: every namespace of the spec, and the local stack's chains. */
export const DIRECTORY_CHAINS = [
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:31337',
  'eip155:31338',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'bip122:000000000019d6689c085ae165831e93',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  'cosmos:cosmoshub-4',
] as const;

const ONSETS = [
  'Ar',
  'Bel',
  'Cor',
  'Dex',
  'El',
  'Fin',
  'Gal',
  'Hal',
  'Ion',
  'Jun',
  'Kor',
  'Lum',
  'Mer',
  'Nov',
];
const MIDDLES = ['a', 'e', 'i', 'o', 'u', 'ar', 'en', 'is', 'ol', 'ux', 'ra', 'li'];
const CODAS = ['bit', 'chain', 'dock', 'flux', 'gate', 'hub', 'key', 'link', 'nest', 'port', 'safe', 'vault'];
const SUFFIXES = ['Wallet', 'Wallet', 'Vault', 'Pay', 'Keys', 'Pocket', ''];

/** The local stack's two test wallets, listed first so that the e2e tests find them by rdns. */
const TEST_WALLETS: readonly { name: string; rdns: string }[] = [
  { name: 'WalletDock Test Wallet', rdns: 'dev.walletdock.testwallet' },
  { name: 'WalletDock Demo Wallet', rdns: 'dev.walletdock.demowallet' },
];

/** The 64-hex id of a directory wallet (like real directory ids): SHA-256 of its rdns. */
export function walletIdFor(rdns: string): string {
  return createHash('sha256').update(`walletdock-directory:${rdns}`).digest('hex');
}

/** A UUID-shaped image id derived from the wallet id. */
function imageIdFor(id: string): string {
  const hex = createHash('sha256').update(`image:${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** mulberry32: a tiny deterministic PRNG, so that the directory is the same on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The local stack's two test wallets as the directory lists them (`dev.walletdock.testwallet`,
 * `dev.walletdock.demowallet`, numbered 1 and 2), so that the e2e tests find them by rdns.
 */
export function testDirectoryWallets(): DirectoryWallet[] {
  return TEST_WALLETS.map(({ name, rdns }, index) => {
    const id = walletIdFor(rdns);
    return {
      id,
      name,
      rdns,
      image_id: imageIdFor(id),
      chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: 'https://github.com/walletdock/walletdock',
      app_store: null,
      play_store: null,
      chrome_store: null,
      injected: [{ namespace: 'eip155', injected_id: rdns }],
      badge_type: 'certified',
      order: index + 1,
    };
  });
}

/**
 * The sample wallet directory: the two test wallets ({@link testDirectoryWallets})
 * and {@link GENERATED_WALLET_COUNT} generated but plausible wallets — unique names built from syllable tables,
 * reverse-DNS ids under `.example` domains (nothing real is linked), CAIP-2 chains mixing every namespace,
 * deep links (about a quarter have no mobile link, so a mobile filter has something to remove), a badge and an
 * order. Deterministic: the same list on every call and every machine.
 */
export function generateDirectory(): DirectoryWallet[] {
  const random = prng(0x57a11e7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const wallets = testDirectoryWallets();
  const names = new Set<string>();
  while (wallets.length < TEST_WALLETS.length + GENERATED_WALLET_COUNT) {
    const stem = `${pick(ONSETS)}${pick(MIDDLES)}${pick(CODAS)}`;
    const suffix = pick(SUFFIXES);
    const name = suffix === '' ? stem : `${stem} ${suffix}`;
    if (names.has(name)) continue;
    names.add(name);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const rdns = `${pick(['com', 'io', 'app', 'xyz'])}.${slug}`;
    const id = walletIdFor(rdns);
    const chains = DIRECTORY_CHAINS.filter(() => random() < 0.35);
    if (chains.length === 0) chains.push(pick(DIRECTORY_CHAINS));
    const site = `https://${slug}.example`;
    const hasMobile = random() < 0.75;
    const hasDesktop = random() < 0.3;
    const hasWebapp = random() < 0.2;
    const hasExtension = random() < 0.4;
    wallets.push({
      id,
      name,
      rdns: hasExtension ? rdns : null,
      image_id: imageIdFor(id),
      chains: [...chains],
      mobile_link: hasMobile ? (random() < 0.5 ? `${slug}://` : `${site}/wc`) : null,
      desktop_link: hasDesktop ? `${slug}-desktop://` : null,
      webapp_link: hasWebapp ? `${site}/app` : null,
      homepage: site,
      app_store: hasMobile ? `${site}/ios` : null,
      play_store: hasMobile ? `${site}/android` : null,
      chrome_store: hasExtension ? `${site}/extension` : null,
      injected: hasExtension ? [{ namespace: 'eip155', injected_id: `is${slug}` }] : null,
      badge_type: random() < 0.15 ? 'certified' : 'none',
      order: wallets.length + 1,
    });
  }
  return wallets;
}
