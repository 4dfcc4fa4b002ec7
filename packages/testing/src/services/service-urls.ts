/** The kinds of image the services server draws, and their paths (the wallet directory contract). */
export const IMAGE_PATHS = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
} as const;

/** The URL of an image on the services server, for the project that asked (so that it can be fetched as is). */
export function imageUrl(
  baseUrl: string,
  kind: keyof typeof IMAGE_PATHS,
  id: string,
  projectId: string | undefined,
): string {
  const query = projectId === undefined ? '' : `?projectId=${encodeURIComponent(projectId)}`;
  return `${baseUrl}${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}${query}`;
}
