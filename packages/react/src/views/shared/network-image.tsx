'use client';

import { type CaipNetwork, safeImageUrl, type WalletDockClient } from '@walletdock/core';
import { useState } from 'react';
import { useDirectoryImage } from '../../hooks/use-directory-image.js';
import { networkTileColour, networkTileLetter } from './network-tile.js';

export type NetworkImageProps = {
  network: CaipNetwork;
  /** The client whose wallet directory loads the network's `assets.imageId`; without it only `imageUrl` shows. */
  client?: WalletDockClient | undefined;
  /** Size in `em` of the modal's base font size (10px by default → 4em = 40px). */
  size?: number;
  className?: string;
};

/**
 * A network's image: its `assets.imageUrl` (an image the app configured), else its directory image
 * (`assets.imageId`, loaded lazily as an asset image while shown, 4 at a time, shown only as checked raster
 * bytes) — else, with neither, while it loads or when it fails, a coloured circle with the network's first
 * letter. Decorative: the control it sits in carries the network's name.
 */
export function NetworkImage({
  network,
  client,
  size = 4,
  className = 'wd-networks-badge',
}: NetworkImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const loaded = useDirectoryImage(client, network.assets?.imageId, 'asset');
  const src = safeImageUrl(network.assets?.imageUrl, { appImage: true }) ?? loaded;
  const box = { width: `${size}em`, height: `${size}em`, borderRadius: '50%', flex: 'none' };
  if (src === undefined || src === '' || failed === src) {
    return (
      <span
        className={className}
        style={{
          ...box,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#fff',
          fontWeight: 700,
          background: networkTileColour(network.caipNetworkId),
        }}
        aria-hidden="true"
        data-network-tile=""
      >
        {/* The letter is drawn by CSS (`[data-letter]::before`): decorative, it is no part of the text. */}
        <span style={{ fontSize: `${size * 0.42}em` }} data-letter={networkTileLetter(network.name)} />
      </span>
    );
  }
  return (
    <img
      className="wd-image wd-image--round"
      style={box}
      src={src}
      alt=""
      aria-hidden="true"
      decoding="async"
      draggable={false}
      data-network-image=""
      onError={() => setFailed(src)}
    />
  );
}
