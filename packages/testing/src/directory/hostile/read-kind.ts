/**
 * The five reads of the wallet directory a WalletDock client makes with `/getWallets`, told apart by their
 * query (packages/core's wallet directory controller): a search sends `search`; featured sends `include`
 * without `chains`; recommended is the first page of at most 4 wallets; the list's pages are the rest.
 */
export type DirectoryRead = 'first-page' | 'next-page' | 'search' | 'featured' | 'recommended';

/** Every read, in the order a visitor meets them. */
export const DIRECTORY_READS: readonly DirectoryRead[] = [
  'recommended',
  'featured',
  'first-page',
  'next-page',
  'search',
];

/** The most wallets a recommended read asks for (core's `RECOMMENDED_PAGE_SIZE`). */
const RECOMMENDED_ENTRIES = 4;

/** Which read a `/getWallets` query is. */
export function directoryReadOf(query: URLSearchParams): DirectoryRead {
  if (query.has('search')) return 'search';
  if (query.has('include') && !query.has('chains')) return 'featured';
  const page = Number(query.get('page') ?? '1');
  if (page > 1) return 'next-page';
  const entries = Number(query.get('entries') ?? '0');
  return entries <= RECOMMENDED_ENTRIES ? 'recommended' : 'first-page';
}
