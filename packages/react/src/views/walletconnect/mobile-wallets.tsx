'use client';

import { type DirectoryWallet, isDeepLink, type WalletDockClient } from '@walletdock/core';
import { ChevronRightIcon } from '../shared/view-icons.js';
import { WalletImage } from '../shared/wallet-image.js';
import { deepLink } from './deep-link.js';

/** How many wallet apps the phone list offers (the directory's first, in its order). */
export const MOBILE_WALLETS_SHOWN = 6;

/** A wallet app the phone list offers, and the link that opens it with the pairing URI. */
export type MobileWalletLink = { wallet: DirectoryWallet; href: string; imageUrl: string | undefined };

/**
 * The wallets a phone can open with the pairing `uri`: the Connect view's directory and custom wallets (core's
 * `connectors.listing()`, in its order), then the directory's first page, each once, that have a mobile link
 * core's link rule allows once the URI is added (`deepLink`: a universal link `https://…/wc?uri=…`, else the
 * wallet's own scheme `scheme://wc?uri=…`). At most {@link MOBILE_WALLETS_SHOWN}.
 */
export function mobileWalletLinks(client: WalletDockClient, uri: string): MobileWalletLink[] {
  const listed = client.controllers.connectors
    .listing()
    .flatMap((entry) =>
      entry.kind === 'wallet' ? [{ wallet: entry.wallet, imageUrl: entry.imageUrl }] : [],
    );
  const directory = client.state.walletDirectory.filtered.map((wallet) => ({ wallet, imageUrl: undefined }));
  const seen = new Set<string>();
  const links: MobileWalletLink[] = [];
  for (const { wallet, imageUrl } of [...listed, ...directory]) {
    if (links.length >= MOBILE_WALLETS_SHOWN || seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    const href = deepLink(wallet.mobile_link, uri);
    if (href !== undefined) links.push({ wallet, href, imageUrl });
  }
  return links;
}

/**
 * The phone's list of wallet apps for a WalletConnect pairing: each row is a link that opens the app with the
 * pairing URI. A universal link opens in a new tab (the OS hands it to the app, or shows the wallet's site); a
 * wallet's custom scheme navigates this tab, which is how deep links work on phones (the page stays).
 */
export function MobileWalletList({
  client,
  links,
  labelledBy,
}: {
  client: WalletDockClient;
  links: readonly MobileWalletLink[];
  labelledBy: string;
}) {
  return (
    <ul className="wd-list wd-wc-wallets" aria-labelledby={labelledBy}>
      {links.map(({ wallet, href, imageUrl }) => (
        <li key={wallet.id} className="wd-list-row">
          <a
            className="wd-link-row wd-wc-wallet"
            href={href}
            data-wallet-id={wallet.id}
            {...(isDeepLink(href) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <WalletImage src={imageUrl} imageId={wallet.image_id || undefined} client={client} size={4} />
            <span className="wd-link-row-name">
              <bdi>{wallet.name}</bdi>
            </span>
            <span className="wd-wc-wallet-chevron" aria-hidden="true">
              <ChevronRightIcon />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
