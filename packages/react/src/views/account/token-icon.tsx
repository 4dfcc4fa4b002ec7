'use client';

import { safeImageUrl } from '@walletdock/core';
import { useState } from 'react';
import { TokenGlyph } from './token-glyph.js';

/**
 * A token's (or NFT's) round icon: its image (the blockchain API's token-image route, docs/services.md), shown
 * only through core's image sanitiser (a service's URL: `https:`, loopback `http:`, `data:image/…`) — else, with
 * no image, a refused one or one that fails to load, the generic token glyph, never letters. Decorative.
 */
export function TokenIcon({ src: given, size = 4 }: { src: string | undefined; size?: number }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const src = safeImageUrl(given);
  const style = { width: `${size}em`, height: `${size}em` };
  if (src === undefined || src === '' || failed === src) {
    return (
      <span className="wd-account-token-icon wd-account-token-glyph" style={style} aria-hidden="true">
        <TokenGlyph />
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
