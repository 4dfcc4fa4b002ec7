/**
 * Real, widely used wallets and their public facts: the seed of the local stack's wallet directory and of the
 * server's default data (see README.md beside this file). Plain JSON-able data: nothing here is computed,
 * requested or imported at load. A link that is not certain is left out (`null`) rather than guessed; the
 * `icon` names a wallet icon of `@web3icons/core` (MIT), `null` where that package has none (the modal then
 * shows its letter tile).
 */

/** One wallet of the seed: the directory's wire fields, minus the derived `id`, `image_id` and `order`. */
export type SeedWallet = {
  /** Stable slug: the wallet's directory id derives from its `rdns`, else from this. */
  key: string;
  name: string;
  /** The reverse-DNS id it announces with EIP-6963, or `null` (no extension, or not certain). */
  rdns: string | null;
  /** The `@web3icons/core` wallet icon (`dist/svgs/wallets/background/<icon>.svg.js`), or `null`. */
  icon: string | null;
  /** CAIP-2 chains it supports (a representative subset: mainnets the local stack knows). */
  chains: string[];
  homepage: string;
  /** Opens the mobile app with a WalletConnect URI: a universal link (`https://…`) or a deep link (`scheme://`). */
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  app_store: string | null;
  play_store: string | null;
  chrome_store: string | null;
  /** The injected provider's flag, e.g. `isMetaMask` (namespace `eip155`). */
  injected: { namespace: string; injected_id: string }[] | null;
  badge_type: 'none' | 'certified';
};

const ETHEREUM = 'eip155:1';
const OPTIMISM = 'eip155:10';
const POLYGON = 'eip155:137';
const BASE = 'eip155:8453';
const ARBITRUM = 'eip155:42161';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const COSMOS_HUB = 'cosmos:cosmoshub-4';
/** The EVM mainnets of the local stack's defined networks. */
const EVM = [ETHEREUM, OPTIMISM, POLYGON, BASE, ARBITRUM];

const NO_LINKS = {
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
} as const;

const chromeStore = (id: string) => `https://chrome.google.com/webstore/detail/${id}`;
const appStore = (id: string) => `https://apps.apple.com/app/${id}`;
const playStore = (id: string) => `https://play.google.com/store/apps/details?id=${id}`;
const evmFlag = (flag: string) => [{ namespace: 'eip155', injected_id: flag }];

/** The real wallets, in the directory's order (the first four are the Connect view's recommendations). */
export const REAL_WALLETS: readonly SeedWallet[] = [
  {
    key: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    icon: 'metamask',
    chains: [...EVM],
    homepage: 'https://metamask.io',
    ...NO_LINKS,
    mobile_link: 'https://metamask.app.link',
    app_store: appStore('id1438144202'),
    play_store: playStore('io.metamask'),
    chrome_store: chromeStore('nkbihfbeogaeaoehlefnkodbefgpgknn'),
    injected: evmFlag('isMetaMask'),
    badge_type: 'certified',
  },
  {
    key: 'coinbase-wallet',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    icon: 'coinbase',
    chains: [...EVM, SOLANA],
    homepage: 'https://www.coinbase.com/wallet',
    ...NO_LINKS,
    mobile_link: 'https://go.cb-w.com',
    app_store: appStore('id1278383455'),
    play_store: playStore('org.toshi'),
    chrome_store: chromeStore('hnfanknocfeofbddgcijnmhnfnkdnaad'),
    injected: evmFlag('isCoinbaseWallet'),
    badge_type: 'certified',
  },
  {
    key: 'trust-wallet',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    icon: 'trust',
    chains: [...EVM, SOLANA, BITCOIN, COSMOS_HUB],
    homepage: 'https://trustwallet.com',
    ...NO_LINKS,
    mobile_link: 'https://link.trustwallet.com',
    app_store: appStore('id1288339409'),
    play_store: playStore('com.wallet.crypto.trustapp'),
    chrome_store: chromeStore('egjidjbpglichdcondbcbdnbeeppgdph'),
    injected: evmFlag('isTrust'),
    badge_type: 'certified',
  },
  {
    key: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    icon: 'rainbow',
    chains: [...EVM],
    homepage: 'https://rainbow.me',
    ...NO_LINKS,
    mobile_link: 'https://rnbwapp.com',
    app_store: appStore('id1457119021'),
    play_store: playStore('me.rainbow'),
    chrome_store: chromeStore('opfgelmcmbiajamepnmloijbgoappkb'),
    injected: evmFlag('isRainbow'),
    badge_type: 'certified',
  },
  {
    key: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    icon: 'phantom',
    chains: [SOLANA, ETHEREUM, POLYGON, BASE, BITCOIN],
    homepage: 'https://phantom.com',
    ...NO_LINKS,
    app_store: appStore('id1598432977'),
    play_store: playStore('app.phantom'),
    chrome_store: chromeStore('bfnaelmomeimhlpmgjnjophhpkkoljpa'),
    injected: evmFlag('isPhantom'),
    badge_type: 'certified',
  },
  {
    key: 'rabby',
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
    icon: 'rabby',
    chains: [...EVM],
    homepage: 'https://rabby.io',
    ...NO_LINKS,
    chrome_store: chromeStore('acmacodkjbdgmoleebolmdjonilkdbch'),
    injected: evmFlag('isRabby'),
    badge_type: 'certified',
  },
  {
    key: 'okx-wallet',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    icon: 'okx',
    chains: [...EVM, SOLANA, BITCOIN],
    homepage: 'https://www.okx.com/web3',
    ...NO_LINKS,
    chrome_store: chromeStore('mcohilncbfahbmgdjkbpemcciiolgcge'),
    injected: evmFlag('isOkxWallet'),
    badge_type: 'certified',
  },
  {
    key: 'zerion',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    icon: 'zerion',
    chains: [...EVM, SOLANA],
    homepage: 'https://zerion.io',
    ...NO_LINKS,
    mobile_link: 'zerion://',
    chrome_store: chromeStore('klghhnkeealcohjjanjjdaeeggmfmlpl'),
    injected: evmFlag('isZerion'),
    badge_type: 'certified',
  },
  {
    key: 'backpack',
    name: 'Backpack',
    rdns: 'app.backpack',
    icon: 'backpack',
    chains: [SOLANA, ETHEREUM],
    homepage: 'https://backpack.app',
    ...NO_LINKS,
    chrome_store: chromeStore('aflkmfhebedbjioipglgcbcmnbpgliof'),
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'brave-wallet',
    name: 'Brave Wallet',
    rdns: 'com.brave.wallet',
    icon: null,
    chains: [...EVM, SOLANA],
    homepage: 'https://brave.com/wallet',
    ...NO_LINKS,
    injected: evmFlag('isBraveWallet'),
    badge_type: 'none',
  },
  {
    key: 'uniswap-wallet',
    name: 'Uniswap Wallet',
    rdns: 'org.uniswap.app',
    icon: null,
    chains: [...EVM],
    homepage: 'https://wallet.uniswap.org',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'exodus',
    name: 'Exodus',
    rdns: 'com.exodus.web3-wallet',
    icon: 'exodus',
    chains: [ETHEREUM, POLYGON, BASE, ARBITRUM, SOLANA, BITCOIN],
    homepage: 'https://www.exodus.com',
    ...NO_LINKS,
    chrome_store: chromeStore('aholpfdialjgjfhomihkjbmgjidlcdno'),
    injected: evmFlag('isExodus'),
    badge_type: 'none',
  },
  {
    key: 'safe',
    name: 'Safe',
    rdns: null,
    icon: 'safe',
    chains: [...EVM],
    homepage: 'https://safe.global',
    ...NO_LINKS,
    webapp_link: 'https://app.safe.global',
    injected: null,
    badge_type: 'certified',
  },
  {
    key: 'ledger-live',
    name: 'Ledger Live',
    rdns: null,
    icon: 'ledger',
    chains: [...EVM, SOLANA, BITCOIN],
    homepage: 'https://www.ledger.com/ledger-live',
    ...NO_LINKS,
    mobile_link: 'ledgerlive://',
    desktop_link: 'ledgerlive://',
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'trezor-suite',
    name: 'Trezor Suite',
    rdns: null,
    icon: 'trezor',
    chains: [ETHEREUM, POLYGON, BASE, ARBITRUM, SOLANA, BITCOIN],
    homepage: 'https://trezor.io/trezor-suite',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'solflare',
    name: 'Solflare',
    rdns: null,
    icon: 'solflare',
    chains: [SOLANA],
    homepage: 'https://solflare.com',
    ...NO_LINKS,
    app_store: appStore('id1580902717'),
    play_store: playStore('com.solflare.mobile'),
    chrome_store: chromeStore('bhhhlbepdkbapadjdnnojkbgioiodbic'),
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'glow',
    name: 'Glow',
    rdns: null,
    icon: 'glow',
    chains: [SOLANA],
    homepage: 'https://glow.app',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'imtoken',
    name: 'imToken',
    rdns: null,
    icon: 'imtoken',
    chains: [ETHEREUM, OPTIMISM, POLYGON, ARBITRUM, BITCOIN],
    homepage: 'https://token.im',
    ...NO_LINKS,
    mobile_link: 'imtokenv2://',
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'tokenpocket',
    name: 'TokenPocket',
    rdns: 'pro.tokenpocket',
    icon: 'token-pocket',
    chains: [...EVM, SOLANA, BITCOIN],
    homepage: 'https://www.tokenpocket.pro',
    ...NO_LINKS,
    mobile_link: 'tpoutside://',
    injected: evmFlag('isTokenPocket'),
    badge_type: 'none',
  },
  {
    key: 'coin98',
    name: 'Coin98',
    rdns: null,
    icon: 'coin98',
    chains: [...EVM, SOLANA],
    homepage: 'https://coin98.com',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'keplr',
    name: 'Keplr',
    rdns: null,
    icon: 'keplr',
    chains: [COSMOS_HUB, ETHEREUM],
    homepage: 'https://www.keplr.app',
    ...NO_LINKS,
    chrome_store: chromeStore('dmkamcknogkgcdfhhbddcghachkejeap'),
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'kraken-wallet',
    name: 'Kraken Wallet',
    rdns: null,
    icon: 'kraken',
    chains: [...EVM, SOLANA, BITCOIN],
    homepage: 'https://www.kraken.com/wallet',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'zengo',
    name: 'Zengo',
    rdns: null,
    icon: 'zengo',
    chains: [ETHEREUM, POLYGON, BITCOIN],
    homepage: 'https://zengo.com',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'myetherwallet',
    name: 'MEW (MyEtherWallet)',
    rdns: null,
    icon: 'my-ether-wallet',
    chains: [ETHEREUM, POLYGON, ARBITRUM],
    homepage: 'https://www.myetherwallet.com',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'enkrypt',
    name: 'Enkrypt',
    rdns: null,
    icon: 'enkrypt',
    chains: [ETHEREUM, POLYGON, ARBITRUM, BITCOIN],
    homepage: 'https://www.enkrypt.com',
    ...NO_LINKS,
    chrome_store: chromeStore('kkpllkodjeloidieedojogacfhpaihoh'),
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'atomic-wallet',
    name: 'Atomic Wallet',
    rdns: null,
    icon: 'atomic',
    chains: [ETHEREUM, POLYGON, SOLANA, BITCOIN],
    homepage: 'https://atomicwallet.io',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'argent',
    name: 'Argent',
    rdns: null,
    icon: 'argent',
    chains: [ETHEREUM],
    homepage: 'https://www.argent.xyz',
    ...NO_LINKS,
    injected: null,
    badge_type: 'none',
  },
  {
    key: 'frame',
    name: 'Frame',
    rdns: 'sh.frame',
    icon: null,
    chains: [...EVM],
    homepage: 'https://frame.sh',
    ...NO_LINKS,
    injected: evmFlag('isFrame'),
    badge_type: 'none',
  },
];
