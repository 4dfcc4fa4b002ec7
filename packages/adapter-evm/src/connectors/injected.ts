import type { EIP1193Provider } from '../eip6963/types.js';

/** A well-known flag an injected `window.ethereum` sets, the wallet's name and its EIP-6963 rdns. */
type KnownInjectedWallet = { flag: string; name: string; rdns: string };

/**
 * Flags wallets set on the legacy `window.ethereum`, most specific first (several wallets also set
 * `isMetaMask` for compatibility, so MetaMask comes last).
 */
export const KNOWN_INJECTED_WALLETS: readonly KnownInjectedWallet[] = Object.freeze([
  { flag: 'isBraveWallet', name: 'Brave Wallet', rdns: 'com.brave.wallet' },
  { flag: 'isCoinbaseWallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
  { flag: 'isRabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
  { flag: 'isTrust', name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  { flag: 'isRainbow', name: 'Rainbow', rdns: 'me.rainbow' },
  { flag: 'isZerion', name: 'Zerion', rdns: 'io.zerion.wallet' },
  { flag: 'isOkxWallet', name: 'OKX Wallet', rdns: 'com.okex.wallet' },
  { flag: 'isPhantom', name: 'Phantom', rdns: 'app.phantom' },
  { flag: 'isFrame', name: 'Frame', rdns: 'sh.frame' },
  { flag: 'isMetaMask', name: 'MetaMask', rdns: 'io.metamask' },
]);

/** Name of the injected connector when no known flag is set. */
export const DEFAULT_INJECTED_NAME = 'Browser Wallet';

/** The connector id of the legacy `window.ethereum` wallet. */
export const INJECTED_CONNECTOR_ID = 'injected';

function flagged(provider: object, flag: string): boolean {
  try {
    return (provider as Record<string, unknown>)[flag] === true;
  } catch {
    return false;
  }
}

/** The known wallet behind an injected provider, by its flags. */
export function identifyInjected(provider: EIP1193Provider): KnownInjectedWallet | undefined {
  return KNOWN_INJECTED_WALLETS.find((wallet) => flagged(provider, wallet.flag));
}

/** The `window.ethereum` of a window-like object, when it looks like an EIP-1193 provider. */
export function injectedProviderOf(target: unknown): EIP1193Provider | undefined {
  if (target === null || typeof target !== 'object') return undefined;
  let ethereum: unknown;
  try {
    ethereum = (target as { ethereum?: unknown }).ethereum;
  } catch {
    return undefined;
  }
  if (ethereum === null || typeof ethereum !== 'object') return undefined;
  return typeof (ethereum as { request?: unknown }).request === 'function'
    ? (ethereum as EIP1193Provider)
    : undefined;
}
