'use client';

import { safeImageUrl, type WalletDockClient } from '@walletdock/core';
import { useState } from 'react';
import { useDirectoryImage } from '../../hooks/use-directory-image.js';
import { WalletIcon } from './view-icons.js';

export type WalletImageProps = {
  /**
   * An image URL from outside the wallet directory's loader (an EIP-6963 data URI, a custom wallet's or a
   * network's URL…). Shown only when core's image rule allows it (`safeImageUrl`: https, http on loopback,
   * `data:image/…`); anything else — a `blob:` URL, `javascript:`, a relative URL — is ignored.
   */
  src: string | undefined;
  /** `src` is an image the dApp configured (a network's `assets.imageUrl`): a relative path to its own files is allowed. */
  appImage?: boolean;
  /**
   * A wallet directory image id, shown when `src` gives nothing: held while this image is mounted, so it loads
   * lazily (`useDirectoryImage`), with `client`.
   */
  imageId?: string | undefined;
  /** The client whose wallet directory loads `imageId`. */
  client?: WalletDockClient | undefined;
  /** What `imageId` names: a wallet's image (default) or an asset's (a network's `assets.imageId`). */
  imageKind?: 'wallet' | 'asset';
  /** Size in `em` of the modal's base font size (10px by default → 4.8em = 48px). */
  size?: number;
  /** Round (avatars, networks) instead of the rounded square wallets use. */
  round?: boolean;
  className?: string;
};

/**
 * A wallet's (or network's) image, decorative: the control it sits in carries the wallet's name. Falls back to
 * a neutral wallet glyph when there is no URL (or the directory image has not loaded) or the image fails to load.
 */
export function WalletImage({
  src,
  appImage = false,
  imageId,
  client,
  imageKind = 'wallet',
  size = 4,
  round = false,
  className,
}: WalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const loaded = useDirectoryImage(client, imageId, imageKind);
  const shown = safeImageUrl(src, { appImage }) ?? loaded;
  const style = { width: `${size}em`, height: `${size}em` };
  const classes = ['wd-image', round ? 'wd-image--round' : '', className ?? ''].filter(Boolean).join(' ');
  if (shown === undefined || shown === '' || failed === shown) {
    return (
      <span className={`${classes} wd-image--placeholder`} style={style} aria-hidden="true">
        <WalletIcon />
      </span>
    );
  }
  return (
    <img
      className={classes}
      style={style}
      src={shown}
      alt=""
      aria-hidden="true"
      decoding="async"
      draggable={false}
      onError={() => setFailed(shown)}
    />
  );
}
