'use client';

import type { WalletDockClient } from '@walletdock/core';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const serverSnapshot = () => undefined;

/**
 * The shown URL of a wallet directory image, or `undefined` (show a placeholder) until it is loaded. While the
 * calling component is mounted it holds the image (`walletDirectory.acquireImage`): the image is requested only
 * then (4 at a time, at most 256 KB, shown only as an object URL of checked raster bytes), and its object URL is
 * revoked a few seconds after the last holder unmounts or moves to another id. Re-renders when the image
 * arrives. Without a client or an id it holds nothing; on the server it is always `undefined`. `kind` `'asset'`
 * loads an asset image instead (a network's `assets.imageId`, `/public/getAssetImage/{id}`). `request: false`
 * only reads what core already shows (e.g. the stored copy of a network's icon after a reload) and requests
 * nothing.
 */
export function useDirectoryImage(
  client: WalletDockClient | undefined,
  imageId: string | undefined,
  kind: 'wallet' | 'asset' = 'wallet',
  { request = true }: { request?: boolean } = {},
): string | undefined {
  const directory = client?.controllers.walletDirectory;
  useEffect(() => {
    if (directory === undefined || imageId === undefined || !request) return;
    return directory.acquireImage(imageId, kind);
  }, [directory, imageId, kind, request]);
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.subscribe(onChange) : noSubscription()),
    [client],
  );
  const read = useCallback(
    () => (directory === undefined || imageId === undefined ? undefined : directory.imageUrl(imageId, kind)),
    [directory, imageId, kind],
  );
  return useSyncExternalStore(subscribe, read, serverSnapshot);
}
