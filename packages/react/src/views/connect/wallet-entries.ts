import {
  type Connector,
  type ConnectorListSection,
  type CustomWallet,
  type DirectoryWallet,
  INSTALLED_CONNECTOR_TYPES,
  type RecentWallet,
} from '@walletdock/core';

/** A row of the Connect view's wallet list. */
export type WalletEntry =
  | { kind: 'walletConnect'; key: string }
  | {
      kind: 'connector';
      key: string;
      connector: Connector;
      imageUrl: string | undefined;
      tag: 'recent' | 'installed' | undefined;
    }
  | {
      kind: 'wallet';
      key: string;
      /** A directory wallet, or a custom wallet in the directory's shape. */
      wallet: DirectoryWallet;
      imageUrl: string | undefined;
      tag: 'recent' | undefined;
    };

export type WalletEntriesInput = {
  /** `connectors.listingOrder()`: the sections to show, in order. */
  sections: readonly ConnectorListSection[];
  connectors: readonly Connector[];
  recentWallets: readonly RecentWallet[];
  featured: readonly DirectoryWallet[];
  recommended: readonly DirectoryWallet[];
  /** Every directory wallet loaded (to find a recent wallet connected through WalletConnect). */
  directory: readonly DirectoryWallet[];
  customWallets: readonly CustomWallet[];
  /** Rdns of installed wallets that the directory lists leave out (`walletDirectory.excludedWallets`). */
  excludedRdns: readonly string[];
  /** A directory wallet can be connected through WalletConnect (else only through its web or desktop link). */
  walletConnect: boolean;
  /** The URL of a directory image id. */
  imageUrl(imageId: string): string | undefined;
};

/** A custom wallet in the directory's shape (the WalletConnect view takes directory wallets). */
export function customAsDirectoryWallet(wallet: CustomWallet): DirectoryWallet {
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

/** The link a directory wallet opens when WalletConnect is off: its web app, else its desktop app. */
export function walletLink(wallet: DirectoryWallet): string | undefined {
  return wallet.webapp_link || wallet.desktop_link || undefined;
}

const isInstalled = (connector: Connector) => INSTALLED_CONNECTOR_TYPES.includes(connector.type);

/**
 * The rows of the wallet list, section by section in `sections` order, each wallet once: a connector is keyed
 * by its id (a multi-namespace wallet is listed once, under its first connector), and a directory or custom
 * wallet is left out when it is an installed wallet (same rdns, directory id or id), was listed before (a recent
 * wallet) or cannot be opened at all (no WalletConnect and no link: no dead rows).
 */
export function walletEntries(input: WalletEntriesInput): WalletEntry[] {
  const entries: WalletEntry[] = [];
  /** Ids, rdns and directory ids of everything listed so far, and of every installed wallet. */
  const seen = new Set<string>(input.excludedRdns.map((rdns) => `rdns:${rdns}`));
  const mark = (...ids: (string | null | undefined)[]) => {
    for (const id of ids) if (id) seen.add(id);
  };
  const connectorKeys = (c: Connector) => [
    `id:${c.id}`,
    c.info?.rdns && `rdns:${c.info.rdns}`,
    c.explorerId && `id:${c.explorerId}`,
  ];
  const walletKeys = (w: DirectoryWallet) => [`id:${w.id}`, w.rdns && `rdns:${w.rdns}`];
  const isSeen = (keys: (string | null | undefined)[]) => keys.some((key) => key && seen.has(key));

  const installed = input.connectors.filter(isInstalled);
  for (const connector of installed) mark(...connectorKeys(connector));
  const listedConnectors = new Set<string>();

  const imageOf = (connector: Connector) =>
    connector.imageUrl || (connector.imageId ? input.imageUrl(connector.imageId) : undefined);

  const addConnector = (connector: Connector, tag: 'recent' | 'installed' | undefined) => {
    if (listedConnectors.has(connector.id)) return;
    listedConnectors.add(connector.id);
    mark(...connectorKeys(connector));
    entries.push({
      kind: 'connector',
      key: `connector:${connector.chain}:${connector.id}`,
      connector,
      imageUrl: imageOf(connector),
      tag,
    });
  };

  const addWallet = (wallet: DirectoryWallet, imageUrl: string | undefined, tag: 'recent' | undefined) => {
    if (isSeen(walletKeys(wallet))) return;
    if (!input.walletConnect && walletLink(wallet) === undefined) return;
    mark(...walletKeys(wallet));
    entries.push({ kind: 'wallet', key: `wallet:${wallet.id}`, wallet, imageUrl, tag });
  };
  const directoryImage = (wallet: DirectoryWallet) =>
    wallet.image_id ? input.imageUrl(wallet.image_id) : undefined;

  const listable = input.connectors.filter((c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH');

  for (const section of input.sections) {
    switch (section) {
      case 'walletConnect':
        entries.push({ kind: 'walletConnect', key: 'walletConnect' });
        break;
      case 'recent':
        for (const recent of input.recentWallets) {
          const connector = listable.find((c) => c.id === recent.id);
          if (connector) {
            addConnector(connector, 'recent');
            continue;
          }
          const wallet =
            input.directory.find((w) => w.id === recent.id) ??
            input.customWallets.map(customAsDirectoryWallet).find((w) => w.id === recent.id);
          if (wallet) addWallet(wallet, directoryImage(wallet) ?? recent.imageUrl, 'recent');
        }
        break;
      case 'injected':
        for (const connector of installed) addConnector(connector, 'installed');
        break;
      case 'external':
        for (const connector of listable.filter((c) => c.type === 'EXTERNAL'))
          addConnector(connector, undefined);
        break;
      case 'featured':
        for (const wallet of input.featured) addWallet(wallet, directoryImage(wallet), undefined);
        break;
      case 'recommended':
        for (const wallet of input.recommended) addWallet(wallet, directoryImage(wallet), undefined);
        break;
      case 'custom':
        for (const custom of input.customWallets) {
          addWallet(customAsDirectoryWallet(custom), custom.imageUrl, undefined);
        }
        break;
    }
  }
  return entries;
}
