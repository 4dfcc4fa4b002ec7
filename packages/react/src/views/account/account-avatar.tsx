'use client';

import { useState } from 'react';
import { avatarGradient } from './avatar.js';

/**
 * The account's avatar: its profile image when it has one (and it loads), else a gradient generated from the
 * address. Decorative: the name or address beside it says whose it is.
 */
export function AccountAvatar({ address, image }: { address: string; image: string | null | undefined }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (image && failed !== image) {
    return (
      <img
        className="wd-account-avatar"
        src={image}
        alt=""
        aria-hidden="true"
        decoding="async"
        draggable={false}
        onError={() => setFailed(image)}
      />
    );
  }
  return (
    <span
      className="wd-account-avatar"
      style={{ background: avatarGradient(address).background }}
      aria-hidden="true"
      data-generated=""
    />
  );
}
