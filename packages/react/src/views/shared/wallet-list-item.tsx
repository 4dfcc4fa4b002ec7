'use client';

import type { WalletDockClient } from '@walletdock/core';
import type { ReactNode } from 'react';
import { WalletImage } from './wallet-image.js';

export type WalletListItemProps = {
  name: string;
  imageUrl: string | undefined;
  /** A wallet directory image id, shown (held, loaded lazily) when `imageUrl` gives nothing; with `client`. */
  imageId?: string | undefined;
  client?: WalletDockClient | undefined;
  /** A short status shown at the end of the row ("Installed", "Recent", "QR code", a count…). */
  tag?: ReactNode;
  /** Highlights the tag (accent colour) — e.g. an installed wallet. */
  tagAccent?: boolean;
  /** A custom element in the image's place (e.g. the grid of the "All wallets" entry). */
  image?: ReactNode;
  onClick(): void;
  disabled?: boolean;
  /** Data attribute for tests and styling: the connector id or directory wallet id. */
  id?: string;
};

/**
 * One row of a wallet list: image, name (in a `<bdi>`: names come from wallets and directories) and an optional
 * tag; the whole row is one button.
 */
export function WalletListItem({
  name,
  imageUrl,
  imageId,
  client,
  tag,
  tagAccent = false,
  image,
  onClick,
  disabled = false,
  id,
}: WalletListItemProps) {
  return (
    <li className="wd-list-row">
      <button
        type="button"
        className="wd-list-item"
        onClick={onClick}
        disabled={disabled}
        data-wallet-id={id}
      >
        {image ?? <WalletImage src={imageUrl} imageId={imageId} client={client} size={4} />}
        {/* A bidi isolate: a right-to-left name cannot reorder the row's other text (the tag). */}
        <span className="wd-list-item-name" title={name}>
          <bdi>{name}</bdi>
        </span>
        {tag === undefined || tag === null || tag === '' ? null : (
          <span
            className={tagAccent ? 'wd-tag wd-tag--accent' : 'wd-tag'}
            title={typeof tag === 'string' ? tag : undefined}
          >
            {tag}
          </span>
        )}
      </button>
    </li>
  );
}
