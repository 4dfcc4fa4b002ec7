import type { WalletDockStorage } from '../../storage/types.js';
import { isDirectoryImageId } from './images.js';

/**
 * The largest asset image kept in storage, in bytes (before base64): a network's icon is a few KB; a larger one is
 * shown from the directory when the modal opens, as any image, and not kept.
 */
export const STORED_ASSET_IMAGE_MAX_BYTES = 32 * 1024;

/**
 * What a stored asset image must look like to be shown: a base64 `data:` URL of a raster type the image loader
 * produces (never SVG, whose markup could run at the page's origin when opened on its own). Storage is the
 * page's, so another script may have written anything there: anything else is ignored.
 */
const STORED_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/;
const STORED_IMAGE_MAX_LENGTH = Math.ceil(STORED_ASSET_IMAGE_MAX_BYTES / 3) * 4 + 32;

/** Whether a stored value is an image `data:` URL the modal may show. */
export function isStoredAssetImage(value: unknown): value is string {
  return typeof value === 'string' && value.length <= STORED_IMAGE_MAX_LENGTH && STORED_IMAGE.test(value);
}

/**
 * The stored copies (cache kind `assetImage`) of these directory asset images, by id: what a network's icon shows
 * after a reload before the modal opens, without a request (DESIGN principle 4). Ids without a fresh, valid copy
 * are absent.
 */
export function readStoredAssetImages(
  storage: Pick<WalletDockStorage, 'getCached'>,
  imageIds: readonly (string | undefined)[],
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const id of imageIds) {
    if (id === undefined || !isDirectoryImageId(id) || Object.hasOwn(found, id)) continue;
    const stored = storage.getCached<unknown>('assetImage', id);
    if (isStoredAssetImage(stored)) found[id] = stored;
  }
  return found;
}
