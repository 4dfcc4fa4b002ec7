'use client';

import type { WalletDockClient } from '@walletdock/core';
import type { ReactNode } from 'react';
import { type NameLines, NameText } from './name-text.js';
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
  /** Lines the name may take (the name rule, `NameText`): 2 by default, the row keeps its height with two. */
  nameLines?: NameLines;
};

/**
 * One row of a wallet list: image, name and an optional tag; the whole row is one button. The name follows the
 * name rule (`NameText`: whole words over up to two lines, cut only at its end, in a `<bdi>` — names come from
 * wallets and directories); the tag keeps its word.
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
  nameLines = 2,
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
        <NameText name={name} lines={nameLines} className="wd-list-item-name" />
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
