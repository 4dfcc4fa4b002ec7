import { SDK_TYPE, SDK_VERSION } from '../sdk.js';
import { buildUrl, endpoint } from '../url.js';
import type { DirectoryImageKind } from './types.js';

/** The path of each kind of directory image, before its id. */
const IMAGE_PATHS: Readonly<Record<DirectoryImageKind, string>> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
};

/** The path of an image of the wallet directory: `/getWalletImage/<id>`, `/public/getAssetImage/<id>`, … */
export function directoryImagePath(kind: DirectoryImageKind, imageId: string): string {
  return `${IMAGE_PATHS[kind]}${endpoint`/${imageId}`}`;
}

/**
 * The URL of a wallet's image on the directory at `baseUrl`, with WalletDock's `st`, `sv` and `projectId`:
 * what the directory client's `walletImageUrl` gives, without loading the client. Requests nothing.
 */
export function walletImageUrl(baseUrl: string, projectId: string, imageId: string): string {
  return buildUrl(baseUrl, directoryImagePath('wallet', imageId), {
    st: SDK_TYPE,
    sv: SDK_VERSION,
    projectId,
  });
}

/**
 * Whether a directory image id can be requested and shown: a non-empty string other than `.` and `..` (which URL
 * parsing would turn into another endpoint) and `__proto__` (which no record of images can hold as a key). Any
 * other value is encoded as one path segment.
 */
export function isDirectoryImageId(imageId: unknown): imageId is string {
  return (
    typeof imageId === 'string' &&
    imageId !== '' &&
    imageId !== '.' &&
    imageId !== '..' &&
    imageId !== '__proto__'
  );
}
