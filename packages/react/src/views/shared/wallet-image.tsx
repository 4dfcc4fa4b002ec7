'use client';

import { useState } from 'react';
import { WalletIcon } from './view-icons.js';

export type WalletImageProps = {
  /** The image URL (a directory image, a data URI from EIP-6963, …); a placeholder shows without one. */
  src: string | undefined;
  /** Size in `em` of the modal's base font size (10px by default → 4.8em = 48px). */
  size?: number;
  /** Round (avatars, networks) instead of the rounded square wallets use. */
  round?: boolean;
  className?: string;
};

/**
 * A wallet's (or network's) image, decorative: the control it sits in carries the wallet's name. Falls back to
 * a neutral wallet glyph when there is no URL or the image fails to load.
 */
export function WalletImage({ src, size = 4, round = false, className }: WalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const style = { width: `${size}em`, height: `${size}em` };
  const classes = ['wd-image', round ? 'wd-image--round' : '', className ?? ''].filter(Boolean).join(' ');
  if (src === undefined || src === '' || failed === src) {
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
      src={src}
      alt=""
      aria-hidden="true"
      decoding="async"
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}
