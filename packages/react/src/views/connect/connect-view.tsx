'use client';

import {
  type ConnectorListingEntry,
  type DirectoryWallet,
  RECOMMENDED_PAGE_SIZE,
  type WalletDockClient,
  type WalletDockState,
} from '@walletdock/core';
import { useClientSelector } from '../../hooks/use-walletdock-selector.js';
import type { Translator } from '../../i18n/translator-core.js';
import { useTranslation } from '../../i18n/use-translation.js';
import type { ModalViewProps } from '../../modal/views.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { QrIcon, RetryIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { WalletListItem } from '../shared/wallet-list-item.js';
import { moveFocusInList } from './list-keyboard.js';
import { CONNECT_CSS } from './styles.js';

/** The absolute URL an app-configured relative image names, resolved against the page (unchanged on the server). */
function absoluteAppUrl(url: string): string {
  if (typeof document === 'undefined') return url;
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
}

/** Size of the list's wallet images, in `em` of the base font size (48px by default). */
const IMAGE_SIZE = 4.8;

/**
 * How many directory rows to hold room for while the directory has not answered yet (nothing loaded, nothing
 * failed): the featured wallets the app asked for and the recommended ones. 0 without a directory, and once any
 * read of it ended.
 */
function pendingDirectoryRows(
  client: WalletDockClient,
  directory: WalletDockClient['state']['walletDirectory'],
) {
  if (client.options.services?.walletDirectoryUrl === undefined) return 0;
  const answered =
    directory.page > 0 ||
    directory.featured.length > 0 ||
    directory.recommended.length > 0 ||
    (Object.keys(directory.errors).length > 0 && Object.keys(directory.pending).length === 0);
  return answered ? 0 : (client.options.featuredWalletIds?.length ?? 0) + RECOMMENDED_PAGE_SIZE;
}

/**
 * The Connect view: the connect methods in core's order. Only the wallet method exists so far (e-mail and social
 * login arrive with a later issue and render nothing meanwhile): the wallet list in core's listing order —
 * WalletConnect, recent, installed, featured, custom, external, recommended — each wallet once, then "All
 * Wallets" with the directory's count. The list is one `<ul>` navigable with the arrow keys and Tab.
 * Choosing a row is core's one connect action, `connection.connect`: it routes (ConnectingExternal,
 * ConnectingWalletConnectBasic, or the namespace picker for a wallet with connectors in several namespaces),
 * connects, and opens a directory wallet's link only if core's link rule allows it. When the modal was opened
 * for one namespace, core lists only that namespace's connectors, so the picker is skipped.
 * When the directory's wallets could not be loaded (`state.walletDirectory.errors`) and none is shown, a row
 * says so with "Try again" (core's `walletDirectory.retry()`); installed wallets and "All Wallets" stay usable.
 * Names are shown in a `<bdi>` (WalletListItem). Below the list, a quiet "I don't have a wallet" opens the
 * newcomer's help (WhatIsAWallet, then GetWallet).
 */
/** The parts of the state the Connect view's rows depend on (each a snapshot object or a primitive). */
function listingInputs(state: WalletDockState) {
  return {
    connectors: state.connectors,
    walletDirectory: state.walletDirectory,
    connection: state.connection,
    chains: state.chains,
    namespace: state.modal.namespace,
  };
}

export default function ConnectView({ client }: ModalViewProps) {
  // What the rows are built from (core's listing reads the connectors, the recent wallets, the directory and the
  // namespace the modal was opened for): opening the modal, the router and the shell's own state do not render
  // the list again.
  const state = useClientSelector(client, listingInputs);
  const i18n = useTranslation();
  const styles = useViewStyles(VIEW_BASE_CSS, CONNECT_CSS);
  const methods = client.controllers.connectors.connectMethodsOrder();
  const directory = state.walletDirectory;
  // Core's rows, re-read on every snapshot (`state` changes with the connectors, recent wallets and directory).
  const entries = client.controllers.connectors.listing();
  const showAllWallets = client.options.features.allWallets;
  // A directory read of this view failed and none of its wallets is shown: say so, with "Try again".
  const { errors } = directory;
  // A read still in flight (retrying) may yet bring the wallets: nothing failed until every read has settled.
  const directoryFailed =
    Object.keys(directory.pending).length === 0 &&
    (errors.featured !== undefined ||
      errors.recommended !== undefined ||
      (errors.wallets !== undefined && directory.page === 0)) &&
    directory.featured.length === 0 &&
    directory.recommended.length === 0 &&
    directory.filtered.length === 0;
  // Until the directory answers (installed wallets show at once), its rows' room is held by placeholders that
  // the wallets replace in place: the modal does not grow when they arrive.
  const placeholders = pendingDirectoryRows(client, directory);

  return (
    <div ref={styles} className="wd-connect">
      {methods.map((method) =>
        method === 'wallet' ? (
          entries.length === 0 && !showAllWallets && !directoryFailed ? (
            <div key={method} className="wd-empty">
              <p className="wd-empty-title">{i18n.t('connect.noWallets')}</p>
            </div>
          ) : (
            <ul key={method} className="wd-list wd-connect-list" onKeyDown={moveFocusInList}>
              {entries.map((entry) => (
                <EntryRow key={entry.key} entry={entry} client={client} i18n={i18n} />
              ))}
              {Array.from({ length: placeholders }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position.
                <PlaceholderRow key={index} />
              ))}
              {directoryFailed ? <DirectoryFailedRow client={client} i18n={i18n} /> : null}
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
      <button
        type="button"
        className="wd-quiet-button wd-connect-help"
        onClick={() => client.controllers.router.push('WhatIsAWallet')}
      >
        {i18n.t('connect.noWallet')}
      </button>
    </div>
  );
}

type RowProps = { client: WalletDockClient; i18n: Translator };

/** Starts core's connect action; its outcome is rendered from `state.connection.connecting` by the next view. */
function connect(
  client: WalletDockClient,
  params: Parameters<WalletDockClient['controllers']['connection']['connect']>[0],
): void {
  client.controllers.connection.connect(params).catch(() => undefined);
}

function EntryRow({ entry, client, i18n }: RowProps & { entry: ConnectorListingEntry }) {
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
        onClick={() => connect(client, { walletConnect: true })}
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
        image={<WalletImage src={entry.imageUrl} imageId={entry.imageId} client={client} size={IMAGE_SIZE} />}
        tag={tag}
        tagAccent={entry.tag === 'installed'}
        onClick={() =>
          // A wallet of several namespaces (e.g. Phantom for EVM and Solana): core asks which one to connect.
          connect(client, {
            connector: entry.connectors.length > 1 ? entry.connectors : entry.connector,
            // A directory image is not handed on: the next view holds it by its id (the connector's imageId).
            ...(entry.imageUrl === undefined || entry.imageId !== undefined
              ? {}
              : { imageUrl: entry.imageUrl }),
          })
        }
      />
    );
  }
  return (
    <WalletListItem
      id={entry.wallet.id}
      name={entry.wallet.name}
      imageUrl={entry.imageUrl}
      image={
        <WalletImage
          src={entry.imageUrl}
          appImage={entry.appImage === true}
          imageId={entry.imageId}
          client={client}
          size={IMAGE_SIZE}
        />
      }
      tag={tag}
      onClick={() =>
        connect(client, {
          wallet: entry.wallet,
          // A directory image is not handed on: the WalletConnect view holds it by `wallet.image_id`. The app's
          // own relative image is handed on as the absolute URL it names (the next view takes absolute URLs only).
          ...(entry.imageUrl === undefined || entry.imageId !== undefined
            ? {}
            : { imageUrl: entry.appImage ? absoluteAppUrl(entry.imageUrl) : entry.imageUrl }),
        })
      }
    />
  );
}

/** A directory wallet's row before the directory answered: its room, an image and a name bar, hidden from AT. */
function PlaceholderRow() {
  return (
    <li className="wd-list-row wd-connect-placeholder" aria-hidden="true">
      <span className="wd-list-item">
        <span className="wd-connect-placeholder-image" />
        <span className="wd-connect-placeholder-name" />
      </span>
    </li>
  );
}

/** In the list's place of the directory's wallets when loading them failed: what happened, and "Try again". */
function DirectoryFailedRow({ client, i18n }: RowProps) {
  return (
    <li className="wd-list-row">
      <div className="wd-connect-notice">
        <span className="wd-connect-notice-text" role="status">
          {i18n.t('connect.directoryFailed')}
        </span>
        <button
          type="button"
          className="wd-button wd-button--small wd-button--secondary"
          onClick={() => void client.controllers.walletDirectory.retry()}
        >
          <RetryIcon />
          {i18n.t('common.retry')}
        </button>
      </div>
    </li>
  );
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
                src={undefined}
                imageId={wallet.image_id || undefined}
                client={client}
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
