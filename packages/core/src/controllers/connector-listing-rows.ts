import type { Connector } from '../adapter/types.js';
import type { ConnectorListSection, CustomWallet } from '../options/types.js';
import type { DirectoryWallet } from '../services/wallet-directory/types.js';
import type { ConnectorListingInput } from './connector-listing-types.js';
import {
  customWalletAsDirectoryWallet,
  directoryWalletLink,
  isSameWallet,
} from './connector-listing-wallets.js';
import type { ConnectorListingEntry, ConnectorListingTag } from './types.js';

// The rows of the Connect view's wallet list as `buildConnectorListing` adds them, each wallet once (spec §4; the
// rules are documented on `buildConnectorListing`).

/** A listing being built. */
export type ListingRows = {
  readonly input: ConnectorListingInput;
  /** The rows so far, in order. */
  readonly entries: ConnectorListingEntry[];
  /** The connectors that may be rows (no WALLET_CONNECT or AUTH connector) of the listed namespaces. */
  readonly listable: readonly Connector[];
  /** Ids, rdns and directory ids of everything listed so far, and of every installed wallet. */
  readonly seen: Set<string>;
  /** `chain:id` of every connector listed (a row's other namespaces included). */
  readonly listed: Set<string>;
};

type Key = string | null | undefined;

const mark = (rows: ListingRows, keys: readonly Key[]) => {
  for (const key of keys) if (key) rows.seen.add(key);
};
const connectorKeys = (c: Connector): Key[] => [
  `id:${c.id}`,
  c.info?.rdns && `rdns:${c.info.rdns}`,
  c.explorerId && `id:${c.explorerId}`,
];
const walletKeys = (w: DirectoryWallet): Key[] => [`id:${w.id}`, w.rdns && `rdns:${w.rdns}`];
const connectorKey = (c: Connector) => `${c.chain}:${c.id}`;

/**
 * An empty listing of `installed` and the other connectors of the listed namespaces: the keys of every installed
 * wallet and of `excludedRdns` count as listed from the start.
 */
export function createListingRows(
  input: ConnectorListingInput,
  connectors: readonly Connector[],
  installed: readonly Connector[],
): ListingRows {
  const rows: ListingRows = {
    input,
    entries: [],
    listable: connectors.filter((c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH'),
    seen: new Set(input.excludedRdns.map((rdns) => `rdns:${rdns}`)),
    listed: new Set(),
  };
  for (const connector of installed) mark(rows, connectorKeys(connector));
  return rows;
}

/**
 * Adds a connector's row, with the same wallet's connector in each other namespace (first match, adapter order),
 * unless it was listed before.
 */
export function addConnectorRow(
  rows: ListingRows,
  section: ConnectorListSection,
  connector: Connector,
  tag: ConnectorListingTag | undefined,
): void {
  const { input, listed } = rows;
  if (listed.has(connectorKey(connector))) return;
  const group = [connector];
  for (const candidate of rows.listable) {
    if (group.some((member) => member.chain === candidate.chain)) continue;
    if (isSameWallet(connector, candidate)) group.push(candidate);
  }
  const members = group.filter((member) => !listed.has(connectorKey(member)));
  for (const member of members) {
    listed.add(connectorKey(member));
    mark(rows, connectorKeys(member));
  }
  const imageOf = (c: Connector) => c.imageUrl || (c.imageId ? input.imageUrl(c.imageId) : undefined);
  rows.entries.push({
    section,
    kind: 'connector',
    key: `connector:${connector.chain}:${connector.id}`,
    connector,
    connectors: members,
    imageUrl: members.map(imageOf).find((url) => url !== undefined),
    // The directory image a row shows when it has no image of its own (a tile acquires it to load it).
    imageId: members.some((c) => c.imageUrl)
      ? undefined
      : members.find((c) => c.imageId)?.imageId || undefined,
    tag,
  });
}

/**
 * Adds a wallet's row, unless it is an installed or listed wallet, or cannot be opened (WalletConnect off and no
 * web or desktop link). `appImage`: the image is the app's own (a custom wallet's).
 */
function addWalletRow(
  rows: ListingRows,
  section: ConnectorListSection,
  wallet: DirectoryWallet,
  imageUrl: string | undefined,
  tag: 'recent' | undefined,
  imageId: string | undefined,
  appImage: boolean,
): void {
  if (walletKeys(wallet).some((key) => key && rows.seen.has(key))) return;
  if (!rows.input.walletConnect && directoryWalletLink(wallet) === undefined) return;
  mark(rows, walletKeys(wallet));
  rows.entries.push({
    section,
    kind: 'wallet',
    key: `wallet:${wallet.id}`,
    wallet,
    imageUrl,
    imageId,
    tag,
    ...(appImage && imageUrl !== undefined ? { appImage: true as const } : {}),
  });
}

/** Adds a directory wallet's row (its directory image, else `fallbackImage`). */
export function addDirectoryWalletRow(
  rows: ListingRows,
  section: ConnectorListSection,
  wallet: DirectoryWallet,
  tag?: 'recent',
  fallbackImage?: string,
): void {
  const imageUrl = (wallet.image_id ? rows.input.imageUrl(wallet.image_id) : undefined) ?? fallbackImage;
  addWalletRow(rows, section, wallet, imageUrl, tag, wallet.image_id || undefined, false);
}

/** Adds a custom wallet's row (the app's image, else `fallbackImage`). */
export function addCustomWalletRow(
  rows: ListingRows,
  section: ConnectorListSection,
  wallet: CustomWallet,
  tag?: 'recent',
  fallbackImage?: string,
): void {
  const asDirectoryWallet = customWalletAsDirectoryWallet(wallet);
  const appImage = wallet.imageUrl !== undefined;
  addWalletRow(rows, section, asDirectoryWallet, wallet.imageUrl ?? fallbackImage, tag, undefined, appImage);
}
