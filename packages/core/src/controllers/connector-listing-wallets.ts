import type { Connector, ConnectorType } from '../adapter/types.js';
import type { CustomWallet } from '../options/types.js';
import { safeWalletLink } from '../sanitize/links.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';

// Which connectors and wallets the Connect view's list counts as one wallet, and what a wallet row opens (spec §4
// "Connector listing order"; the list itself is connector-listing.ts).

/** Connector types that mean "a wallet is installed in this browser" (spec §2, §4). */
export const INSTALLED_CONNECTOR_TYPES: readonly ConnectorType[] = Object.freeze([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
]);

/** A custom wallet in the directory's shape (the WalletConnect views take directory wallets). */
export function customWalletAsDirectoryWallet(wallet: CustomWallet): DirectoryWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    rdns: null,
    image_id: '',
    chains: [],
    mobile_link: wallet.mobileLink ?? null,
    desktop_link: wallet.desktopLink ?? null,
    webapp_link: wallet.webappLink ?? null,
  };
}

/**
 * The link a directory wallet opens when WalletConnect is off: its web app, else its desktop app — each only if
 * the one link rule allows it (`safeWalletLink`, sanitize/links.ts); a wallet with no safe link has none.
 */
export function directoryWalletLink(wallet: DirectoryWallet): string | undefined {
  return safeWalletLink(wallet, wallet.webapp_link) ?? safeWalletLink(wallet, wallet.desktop_link);
}

/** An installed wallet: an injected, announced or multi-chain connector. */
export const isInstalled = (connector: Connector) => INSTALLED_CONNECTOR_TYPES.includes(connector.type);

const normalisedName = (connector: Connector) => connector.name.trim().toLowerCase();

/**
 * Whether two connectors of different namespaces are the same wallet (e.g. Phantom's EIP-6963 provider and its
 * Wallet Standard wallet): the same id, rdns or directory id, else the same name.
 */
export function isSameWallet(a: Connector, b: Connector): boolean {
  if (a.chain === b.chain) return a.id === b.id;
  if (a.id === b.id) return true;
  const rdnsA = a.info?.rdns;
  const rdnsB = b.info?.rdns;
  if (rdnsA && rdnsB) return rdnsA === rdnsB;
  if (a.explorerId && b.explorerId) return a.explorerId === b.explorerId;
  return normalisedName(a) !== '' && normalisedName(a) === normalisedName(b);
}
