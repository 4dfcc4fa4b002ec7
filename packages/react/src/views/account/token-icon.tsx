'use client';

import { useState } from 'react';

/** A token's (or NFT's) round icon; a letter avatar when there is no image or it fails to load. Decorative. */
export function TokenIcon({
  src,
  label,
  size = 4,
}: {
  src: string | undefined;
  label: string;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const style = { width: `${size}em`, height: `${size}em` };
  if (src === undefined || src === '' || failed === src) {
    const letter = label.trim().charAt(0).toUpperCase() || '?';
    return (
      <span className="wd-account-token-icon wd-account-token-letter" style={style} aria-hidden="true">
        {letter}
      </span>
    );
  }
  return (
    <img
      className="wd-account-token-icon"
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
