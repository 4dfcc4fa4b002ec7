import type { Connector, ConnectorType } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/types.js';
import type { ConnectorListSection, CustomWallet } from '../options/types.js';
import { safeWalletLink } from '../sanitize/links.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import type { RecentWallet } from '../storage/types.js';
import type { ConnectorListingEntry, ConnectorListingTag } from './types.js';

/** Connector types that mean "a wallet is installed in this browser" (spec §2, §4). */
export const INSTALLED_CONNECTOR_TYPES: readonly ConnectorType[] = Object.freeze([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
]);

/** What the Connect view's wallet list is made of (`connectors.listing()` reads it from the client's state). */
export type ConnectorListingInput = {
  /** `connectors.listingOrder()`: the sections to show, in order. */
  sections: readonly ConnectorListSection[];
  connectors: readonly Connector[];
  /** The recently used wallets, newest first. */
  recentWallets: readonly RecentWallet[];
  /** `walletDirectory.featured`. */
  featured: readonly DirectoryWallet[];
  /** `walletDirectory.recommended`. */
  recommended: readonly DirectoryWallet[];
  /** Every directory wallet loaded (to find a recent wallet connected through WalletConnect). */
  directory: readonly DirectoryWallet[];
  /** `walletDirectory.customWallets` (the app's custom wallets this platform can open). */
  customWallets: readonly CustomWallet[];
  /** Rdns of installed wallets that the directory lists leave out (`walletDirectory.excludedWallets`). */
  excludedRdns: readonly string[];
  /** A directory wallet can be connected through WalletConnect (else only through its web or desktop link). */
  walletConnect: boolean;
  /** The URL of a directory image id. */
  imageUrl(imageId: string): string | undefined;
  /**
   * The namespace the modal was opened for (`modal.open({ namespace })`): only that namespace's connectors are
   * listed. Default: every namespace's.
   */
  namespace?: ChainNamespace | undefined;
};

/** What decides which sections the Connect view's wallet list has, and in which order. */
export type ListingOrderInput = {
  /** `options.connectorTypeOrder`: the app's override first, then the spec's order (resolved options). */
  order: readonly ConnectorListSection[];
  connectors: readonly Connector[];
  /** `options.enableWalletConnect`. */
  walletConnect: boolean;
  /** Some namespace is connected through a WalletConnect connector. */
  connectedThroughWalletConnect: boolean;
  /** The namespace the modal was opened for, if any. */
  namespace: ChainNamespace | undefined;
  hasRecentWallets: boolean;
  hasCustomWallets: boolean;
};

/**
 * The listing order (spec §4 "Connector listing order"): the sections of the Connect view's wallet list —
 * walletConnect, recent, injected, featured, custom, external, recommended, with the types of the app's
 * override order first — keeping walletConnect only when enabled, an adapter offers a WalletConnect connector
 * (the modal's namespace's, when the modal was opened for one) and no namespace is connected through one;
 * recent only with recent wallets; injected only with injected/announced/multi-chain connectors; custom only
 * with custom wallets; external only with EXTERNAL connectors; featured and recommended always (the wallet
 * directory fills them). Unknown and repeated sections of a hostile override are dropped.
 * `connectors.listingOrder()` is this over the client's state; `buildConnectorListing` fills the sections.
 */
export function listingOrder(input: ListingOrderInput): ConnectorListSection[] {
  const hasType = (types: readonly ConnectorType[]) => input.connectors.some((c) => types.includes(c.type));
  const offersWalletConnect = input.connectors.some(
    (c) => c.type === 'WALLET_CONNECT' && (input.namespace === undefined || c.chain === input.namespace),
  );
  const keep: Record<ConnectorListSection, () => boolean> = {
    walletConnect: () => input.walletConnect && offersWalletConnect && !input.connectedThroughWalletConnect,
    recent: () => input.hasRecentWallets,
    injected: () => hasType(INSTALLED_CONNECTOR_TYPES),
    featured: () => true,
    custom: () => input.hasCustomWallets,
    external: () => hasType(['EXTERNAL']),
    recommended: () => true,
  };
  return [...new Set(input.order)].filter((section) => Object.hasOwn(keep, section) && keep[section]());
}

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

const isInstalled = (connector: Connector) => INSTALLED_CONNECTOR_TYPES.includes(connector.type);

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

/**
 * The rows of the Connect view's wallet list (spec §4), section by section in `sections` order, each wallet
 * once. Pure: the same input gives the same rows.
 *
 * - walletConnect: the WalletConnect (QR code) row.
 * - recent: each recent wallet, tagged `recent`: its connector when one is listable, else its directory entry
 *   (or custom wallet) — connected through WalletConnect.
 * - injected: the installed (injected, announced, multi-chain) connectors, tagged `installed`.
 * - external: the EXTERNAL connectors. featured, recommended, custom: those directory / custom wallets.
 *
 * WALLET_CONNECT and AUTH connectors are never listed as wallets. A wallet in several namespaces (same id,
 * rdns, directory id or name: `isSameWallet`) is listed once, under its first connector, with every namespace's
 * connector of it in `connectors` (the Connect view asks which namespace to connect). With `namespace` only
 * that namespace's connectors are listed. A directory or custom wallet is left out when
 * it is an installed wallet (same id, rdns or directory id as an installed connector, or an rdns of
 * `excludedRdns`), was listed before (e.g. as a recent wallet) or cannot be opened at all (WalletConnect off
 * and no web or desktop link: no dead rows).
 */
export function buildConnectorListing(input: ConnectorListingInput): ConnectorListingEntry[] {
  const entries: ConnectorListingEntry[] = [];
  /** Ids, rdns and directory ids of everything listed so far, and of every installed wallet. */
  const seen = new Set<string>(input.excludedRdns.map((rdns) => `rdns:${rdns}`));
  const mark = (keys: readonly (string | null | undefined)[]) => {
    for (const key of keys) if (key) seen.add(key);
  };
  const connectorKeys = (c: Connector) => [
    `id:${c.id}`,
    c.info?.rdns && `rdns:${c.info.rdns}`,
    c.explorerId && `id:${c.explorerId}`,
  ];
  const walletKeys = (w: DirectoryWallet) => [`id:${w.id}`, w.rdns && `rdns:${w.rdns}`];
  const isSeen = (keys: readonly (string | null | undefined)[]) => keys.some((key) => key && seen.has(key));

  const { namespace } = input;
  const connectors =
    namespace === undefined ? input.connectors : input.connectors.filter((c) => c.chain === namespace);
  const installed = connectors.filter(isInstalled);
  for (const connector of installed) mark(connectorKeys(connector));
  const listable = connectors.filter((c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH');
  /** `chain:id` of every connector listed (a row's other namespaces included). */
  const listedConnectors = new Set<string>();
  const connectorKey = (c: Connector) => `${c.chain}:${c.id}`;

  /** The connector, then the same wallet's connector in each other namespace (first match, adapter order). */
  const walletConnectors = (connector: Connector): Connector[] => {
    const group = [connector];
    for (const candidate of listable) {
      if (group.some((member) => member.chain === candidate.chain)) continue;
      if (isSameWallet(connector, candidate)) group.push(candidate);
    }
    return group;
  };

  const imageOf = (connector: Connector) =>
    connector.imageUrl || (connector.imageId ? input.imageUrl(connector.imageId) : undefined);
  const directoryImage = (wallet: DirectoryWallet) =>
    wallet.image_id ? input.imageUrl(wallet.image_id) : undefined;
  /** The directory image a row shows when it has no image of its own (a tile acquires it to load it). */
  const imageIdOf = (group: readonly Connector[]) =>
    group.some((c) => c.imageUrl) ? undefined : group.find((c) => c.imageId)?.imageId || undefined;

  const addConnector = (
    section: ConnectorListSection,
    connector: Connector,
    tag: ConnectorListingTag | undefined,
  ) => {
    if (listedConnectors.has(connectorKey(connector))) return;
    const group = walletConnectors(connector).filter((member) => !listedConnectors.has(connectorKey(member)));
    for (const member of group) {
      listedConnectors.add(connectorKey(member));
      mark(connectorKeys(member));
    }
    entries.push({
      section,
      kind: 'connector',
      key: `connector:${connector.chain}:${connector.id}`,
      connector,
      connectors: group,
      imageUrl: group.map(imageOf).find((url) => url !== undefined),
      imageId: imageIdOf(group),
      tag,
    });
  };

  const addWallet = (
    section: ConnectorListSection,
    wallet: DirectoryWallet,
    imageUrl: string | undefined,
    tag: 'recent' | undefined,
    imageId: string | undefined = undefined,
    appImage = false,
  ) => {
    if (isSeen(walletKeys(wallet))) return;
    if (!input.walletConnect && directoryWalletLink(wallet) === undefined) return;
    mark(walletKeys(wallet));
    const key = `wallet:${wallet.id}`;
    entries.push({
      section,
      kind: 'wallet',
      key,
      wallet,
      imageUrl,
      imageId,
      tag,
      ...(appImage && imageUrl !== undefined ? { appImage: true as const } : {}),
    });
  };

  for (const section of input.sections) {
    switch (section) {
      case 'walletConnect':
        if (!entries.some((entry) => entry.kind === 'walletConnect')) {
          entries.push({
            section,
            kind: 'walletConnect',
            key: 'walletConnect',
            imageUrl: undefined,
            imageId: undefined,
            tag: undefined,
          });
        }
        break;
      case 'recent':
        for (const recent of input.recentWallets) {
          const connector = listable.find((c) => c.id === recent.id);
          if (connector) {
            addConnector(section, connector, 'recent');
            continue;
          }
          const wallet =
            input.directory.find((w) => w.id === recent.id) ??
            input.customWallets.find((w) => w.id === recent.id);
          if (wallet === undefined) continue;
          if ('image_id' in wallet) {
            addWallet(
              section,
              wallet,
              directoryImage(wallet) ?? recent.imageUrl,
              'recent',
              wallet.image_id || undefined,
            );
          } else {
            addWallet(
              section,
              customWalletAsDirectoryWallet(wallet),
              wallet.imageUrl ?? recent.imageUrl,
              'recent',
              undefined,
              wallet.imageUrl !== undefined,
            );
          }
        }
        break;
      case 'injected':
        for (const connector of installed) addConnector(section, connector, 'installed');
        break;
      case 'external':
        for (const connector of listable) {
          if (connector.type === 'EXTERNAL') addConnector(section, connector, undefined);
        }
        break;
      case 'featured':
        for (const wallet of input.featured) {
          addWallet(section, wallet, directoryImage(wallet), undefined, wallet.image_id || undefined);
        }
        break;
      case 'recommended':
        for (const wallet of input.recommended) {
          addWallet(section, wallet, directoryImage(wallet), undefined, wallet.image_id || undefined);
        }
        break;
      case 'custom':
        for (const custom of input.customWallets) {
          addWallet(
            section,
            customWalletAsDirectoryWallet(custom),
            custom.imageUrl,
            undefined,
            undefined,
            true,
          );
        }
        break;
    }
  }
  return entries;
}
