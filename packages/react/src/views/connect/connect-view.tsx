'use client';

import {
  type Connector,
  type ConnectorListingEntry,
  type DirectoryWallet,
  directoryWalletLink,
  type WalletDockClient,
} from '@walletdock/core';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { Translator } from '../../i18n/translator-core.js';
import { useTranslation } from '../../i18n/use-translation.js';
import type { ModalViewProps } from '../../modal/views.js';
import { openNamespacePicker } from '../namespace-picker/namespace-picker.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { QrIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { WalletListItem } from '../shared/wallet-list-item.js';
import { moveFocusInList } from './list-keyboard.js';
import { CONNECT_CSS } from './styles.js';

/** Size of the list's wallet images, in `em` of the base font size (48px by default). */
const IMAGE_SIZE = 4.8;

/**
 * The Connect view: the connect methods in core's order. Only the wallet method exists so far (e-mail and social
 * login arrive with a later issue and render nothing meanwhile): the wallet list in core's listing order —
 * WalletConnect, recent, installed, featured, custom, external, recommended — each wallet once, then "All
 * Wallets" with the directory's count. The list is one `<ul>` navigable with the arrow keys and Tab.
 * A wallet with connectors in several namespaces is one row that opens the namespace picker; when the modal
 * was opened for one namespace, core lists only that namespace's connectors, so the picker is skipped.
 */
export default function ConnectView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useTranslation();
  const styles = useViewStyles(VIEW_BASE_CSS, CONNECT_CSS);
  const methods = client.controllers.connectors.connectMethodsOrder();
  const directory = state.walletDirectory;
  // Core's rows, re-read on every snapshot (`state` changes with the connectors, recent wallets and directory).
  const entries = client.controllers.connectors.listing();
  const showAllWallets = client.options.features.allWallets;

  return (
    <div ref={styles} className="wd-connect">
      {methods.map((method) =>
        method === 'wallet' ? (
          entries.length === 0 && !showAllWallets ? (
            <div key={method} className="wd-empty">
              <p className="wd-empty-title">{i18n.t('connect.noWallets')}</p>
            </div>
          ) : (
            <ul key={method} className="wd-list wd-connect-list" onKeyDown={moveFocusInList}>
              {entries.map((entry) => (
                <EntryRow key={entry.key} entry={entry} client={client} i18n={i18n} />
              ))}
              {showAllWallets ? (
                <AllWalletsRow
                  client={client}
                  i18n={i18n}
                  count={directory.count}
                  wallets={directory.filtered.length > 0 ? directory.filtered : directory.recommended}
                />
              ) : null}
            </ul>
          )
        ) : null,
      )}
    </div>
  );
}

type RowProps = { client: WalletDockClient; i18n: Translator };

function EntryRow({ entry, client, i18n }: RowProps & { entry: ConnectorListingEntry }) {
  const { router } = client.controllers;
  if (entry.kind === 'walletConnect') {
    return (
      <WalletListItem
        id="walletConnect"
        name={i18n.t('walletConnect.title')}
        imageUrl={undefined}
        image={
          <span className="wd-connect-tile" aria-hidden="true">
            <QrIcon />
          </span>
        }
        tag={i18n.t('connect.qrCode')}
        tagAccent
        onClick={() => router.push('ConnectingWalletConnectBasic')}
      />
    );
  }
  const tag =
    entry.tag === 'recent'
      ? i18n.t('connect.recent')
      : entry.tag === 'installed'
        ? i18n.t('connect.installed')
        : undefined;
  if (entry.kind === 'connector') {
    return (
      <WalletListItem
        id={entry.connector.id}
        name={entry.connector.name}
        imageUrl={entry.imageUrl}
        image={<WalletImage src={entry.imageUrl} size={IMAGE_SIZE} />}
        tag={tag}
        tagAccent={entry.tag === 'installed'}
        onClick={() =>
          // A wallet of several namespaces (e.g. Phantom for EVM and Solana) asks which one to connect.
          entry.connectors.length > 1
            ? openNamespacePicker(client, entry.connectors, entry.imageUrl)
            : openConnector(client, entry.connector, entry.imageUrl)
        }
      />
    );
  }
  return (
    <WalletListItem
      id={entry.wallet.id}
      name={entry.wallet.name}
      imageUrl={entry.imageUrl}
      image={<WalletImage src={entry.imageUrl} size={IMAGE_SIZE} />}
      tag={tag}
      onClick={() => openDirectoryWallet(client, entry.wallet, entry.imageUrl)}
    />
  );
}

function openConnector(client: WalletDockClient, connector: Connector, imageUrl: string | undefined): void {
  client.controllers.router.push('ConnectingExternal', {
    connectorId: connector.id,
    namespace: connector.chain,
    title: connector.name,
    ...(imageUrl === undefined ? {} : { imageUrl }),
  });
}

/** A wallet that is not installed: through WalletConnect when it is on, else its web or desktop app. */
function openDirectoryWallet(
  client: WalletDockClient,
  wallet: DirectoryWallet,
  imageUrl: string | undefined,
): void {
  if (client.options.enableWalletConnect) {
    client.controllers.router.push('ConnectingWalletConnectBasic', {
      wallet,
      title: wallet.name,
      ...(imageUrl === undefined ? {} : { imageUrl }),
    });
    return;
  }
  const link = directoryWalletLink(wallet);
  if (link !== undefined) globalThis.open?.(link, '_blank', 'noopener,noreferrer');
}

function AllWalletsRow({
  client,
  i18n,
  count,
  wallets,
}: RowProps & { count: number; wallets: readonly DirectoryWallet[] }) {
  const shown = wallets.slice(0, 4);
  // "640+" for a large directory (rounded down to tens), the exact count for a small one, nothing before it loads.
  const badge =
    count >= 10
      ? i18n.t('connect.allWalletsBadge', { count: Math.floor(count / 10) * 10 })
      : count > 0
        ? i18n.formatNumber(count)
        : undefined;
  return (
    <WalletListItem
      id="allWallets"
      name={i18n.t('connect.allWallets')}
      imageUrl={undefined}
      image={
        <span className="wd-connect-grid" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => {
            const wallet = shown[index];
            return wallet ? (
              <WalletImage
                key={wallet.id}
                src={
                  wallet.image_id ? client.controllers.walletDirectory.imageUrl(wallet.image_id) : undefined
                }
                size={2.1}
              />
            ) : (
              <span key={`empty-${index}`} className="wd-connect-grid-cell" />
            );
          })}
        </span>
      }
      tag={badge}
      onClick={() => client.controllers.router.push('AllWallets')}
    />
  );
}
