'use client';

import {
  type DirectoryWallet,
  detectPlatform,
  type WalletDockClient,
  type WalletGetLink,
  type WalletGetLinkKind,
  walletGetLink,
} from '@walletdock/core';
import { type ReactNode, useEffect } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { Translator } from '../../i18n/translator-core.js';
import type { MessageKey } from '../../i18n/types.js';
import type { ModalViewProps } from '../../modal/views.js';
import { NameText } from '../shared/name-text.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { ExternalLinkIcon, RetryIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { WALLET_HELP_CSS } from './styles.js';

/** How many wallets the view suggests: a short choice, not the directory. */
export const SUGGESTED_WALLETS = 6;

/** The catalogue keys of the links that are not a store (a store goes by its own, untranslated name). */
const KIND_KEYS = {
  chromeStore: 'getWallet.chromeStore',
  webapp: 'getWallet.webapp',
  homepage: 'getWallet.homepage',
} as const satisfies Record<Exclude<WalletGetLinkKind, 'appStore' | 'playStore'>, MessageKey>;

/** Where a link leads, as its row says it: "App Store", "Google Play", "Extension", "Web app", "Website". */
function kindLabel(kind: WalletGetLinkKind, t: Translator['t']): string {
  if (kind === 'appStore') return 'App Store';
  if (kind === 'playStore') return 'Google Play';
  return t(KIND_KEYS[kind]);
}

type Suggestion = { wallet: DirectoryWallet; link: WalletGetLink };

/**
 * The directory's popular wallets (featured, recommended, then its first page, in the directory's order, each
 * once) that have a link to get them on this platform (core's `walletGetLink`: the platform's store, the web
 * app or the homepage, through core's link rule), at most {@link SUGGESTED_WALLETS}.
 */
export function suggestedWallets(client: WalletDockClient): Suggestion[] {
  const { featured, recommended, filtered } = client.state.walletDirectory;
  const platform = { ...detectPlatform(), ...client.options.platform };
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const wallet of [...featured, ...recommended, ...filtered]) {
    if (seen.has(wallet.id) || suggestions.length >= SUGGESTED_WALLETS) continue;
    seen.add(wallet.id);
    const link = walletGetLink(wallet, platform);
    if (link) suggestions.push({ wallet, link });
  }
  return suggestions;
}

/**
 * GetWallet, the "Get a wallet" step of the newcomer's help: popular wallets from the directory, each a link
 * (new tab) to get it on this platform. While the directory loads it says so; when it could not be loaded, it
 * says so with "Try again". "I have a wallet" returns to Connect.
 */
export default function GetWalletView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const ref = useViewStyles(VIEW_BASE_CSS, WALLET_HELP_CSS);
  const directory = state.walletDirectory;
  const suggestions = suggestedWallets(client);
  const failed = Object.keys(directory.errors).length > 0;

  // Opened directly (not from Connect, whose opening prefetched it): load the directory's first wallets.
  useEffect(() => {
    void client.controllers.walletDirectory.prefetch();
  }, [client]);

  let body: ReactNode;
  if (suggestions.length > 0) {
    body = (
      <ul className="wd-list wd-help-list">
        {suggestions.map(({ wallet, link }) => (
          <li key={wallet.id} className="wd-list-row">
            <a
              className="wd-link-row wd-help-link"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              data-wallet-id={wallet.id}
            >
              <WalletImage src={undefined} imageId={wallet.image_id || undefined} client={client} size={4} />
              <NameText name={wallet.name} lines={2} className="wd-link-row-name wd-help-link-name" />
              <span className="wd-help-link-kind">
                {kindLabel(link.kind, i18n.t)}
                <ExternalLinkIcon />
              </span>
            </a>
          </li>
        ))}
      </ul>
    );
  } else if (failed) {
    body = (
      <div className="wd-empty">
        <p className="wd-empty-title" role="status">
          {i18n.t('connect.directoryFailed')}
        </p>
        <button
          type="button"
          className="wd-button wd-button--small wd-button--secondary"
          onClick={() => void client.controllers.walletDirectory.retry()}
        >
          <RetryIcon />
          {i18n.t('common.retry')}
        </button>
      </div>
    );
  } else if (directory.loading) {
    body = (
      <div className="wd-spinner-block">
        <span className="wd-spinner" role="status" aria-label={i18n.t('common.loading')} />
      </div>
    );
  } else {
    body = (
      <div className="wd-empty">
        <p className="wd-empty-title">{i18n.t('getWallet.empty')}</p>
        <p className="wd-empty-hint">{i18n.t('getWallet.emptyHint')}</p>
      </div>
    );
  }

  return (
    <div ref={ref} className="wd-help">
      <p className="wd-help-intro">{i18n.t('getWallet.intro')}</p>
      {body}
      <button
        type="button"
        className="wd-quiet-button"
        onClick={() => client.controllers.router.reset('Connect')}
      >
        {i18n.t('getWallet.haveWallet')}
      </button>
    </div>
  );
}
