import type { Logger } from '../../client/clock.js';
import type { WalletDockStorage } from '../../storage/types.js';
import { isStoredAssetImage, STORED_ASSET_IMAGE_MAX_BYTES } from './stored-asset-images.js';

/** Base64 of bytes, in slices (a spread of a whole image into `String.fromCharCode` may overflow the stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x2000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x2000));
  }
  return btoa(binary);
}

/**
 * Keeps a copy of a checked asset image (the image loader's Blob: sniffed raster bytes under their own type) as a
 * `data:` URL in storage (cache kind `assetImage`), so that the network button shows it after a reload before
 * anything is requested. Larger images and other types are not kept. Never throws (a full storage only logs).
 */
export async function storeAssetImage(
  storage: Pick<WalletDockStorage, 'setCached'>,
  logger: Pick<Logger, 'debug'>,
  imageId: string,
  blob: Blob,
): Promise<void> {
  if (blob.size > STORED_ASSET_IMAGE_MAX_BYTES) return;
  try {
    const url = `data:${blob.type};base64,${base64Of(new Uint8Array(await blob.arrayBuffer()))}`;
    if (isStoredAssetImage(url)) storage.setCached('assetImage', imageId, url);
  } catch (error) {
    logger.debug(`The asset image ${JSON.stringify(imageId)} is not kept`, error);
  }
}
