import type { DirectoryWallet, WalletDirectoryClient } from '@walletdock/core';
import { formatNumber } from '@walletdock/core';
import { useEffect, useId, useState } from 'react';
import { DIRECTORY_SEARCH_DEBOUNCE_MS, hasMoreWallets } from '../services/directory-state';
import { useWalletDirectory } from '../services/use-wallet-directory';
import { Card } from './Card';
import { CertifiedIcon, ChevronIcon, DirectoryIcon, SearchIcon, WalletIcon } from './icons';

type DirectoryCardProps = { client: WalletDirectoryClient };

function count(value: number): string {
  return formatNumber(value, { decimals: 0 });
}

function chainsLabel(wallet: DirectoryWallet): string {
  const namespaces = [...new Set(wallet.chains.map((chain) => chain.split(':')[0]))];
  return `${wallet.chains.length} ${wallet.chains.length === 1 ? 'chain' : 'chains'} · ${namespaces.join(', ')}`;
}

/** The directory's URL of a wallet's icon; none for an id it cannot be requested by (empty, `.`, `..`). */
function iconUrl(client: WalletDirectoryClient, imageId: string): string | undefined {
  try {
    return client.walletImageUrl(imageId);
  } catch {
    return undefined;
  }
}

function DirectoryTile({ wallet, imageUrl }: { wallet: DirectoryWallet; imageUrl: string | undefined }) {
  return (
    <li className="directory-tile" data-testid="directory-wallet" data-wallet-id={wallet.id}>
      {imageUrl === undefined ? (
        <span className="directory-tile__icon" aria-hidden="true" />
      ) : (
        <img className="directory-tile__icon" src={imageUrl} alt="" width={40} height={40} loading="lazy" />
      )}
      <span className="directory-tile__text">
        <span className="directory-tile__name">
          <span className="directory-tile__label">{wallet.name}</span>
          {wallet.badge_type === 'certified' ? (
            <span className="certified" title="Certified">
              <CertifiedIcon width={14} height={14} />
              <span className="visually-hidden">(certified)</span>
            </span>
          ) : null}
        </span>
        <span className="directory-tile__meta">{chainsLabel(wallet)}</span>
      </span>
    </li>
  );
}

/** The list of the directory service: requests nothing until opened; 40 a page, searchable, "Load more". */
function DirectoryList({ client }: DirectoryCardProps) {
  const { state, search, more } = useWalletDirectory(client);
  const [term, setTerm] = useState('');
  const searchId = useId();

  // The first page, once, when the list is first shown (the card mounts it only when opened).
  useEffect(() => search(''), [search]);
  // Typing searches after a short pause; the reducer ignores a term that trims to the list already shown.
  useEffect(() => {
    const timer = setTimeout(() => search(term), DIRECTORY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, term]);

  const loading = state.request !== undefined;
  const firstPageLoading = loading && state.request?.params.page === 1;
  const shown = state.wallets.length;
  let summary: string;
  if (state.count === undefined) summary = firstPageLoading ? 'Loading wallets…' : '';
  else if (state.count === 0) summary = `No wallet matches “${state.search ?? ''}”.`;
  else if (state.search === undefined) summary = `${count(shown)} of ${count(state.count)} wallets`;
  else summary = `${count(shown)} of ${count(state.count)} wallets matching “${state.search}”`;

  return (
    <div className="directory" aria-busy={loading}>
      <search>
        <form
          className="search-field"
          onSubmit={(event) => {
            event.preventDefault();
            search(term);
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            Search the wallet directory
          </label>
          <SearchIcon className="search-field__icon" width={18} height={18} />
          <input
            id={searchId}
            className="search-field__input"
            type="search"
            placeholder="Search wallets by name"
            autoComplete="off"
            spellCheck={false}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </form>
      </search>
      <p className="directory__summary" data-testid="directory-count" aria-live="polite">
        {summary}
      </p>
      {state.error === undefined ? null : (
        <div className="notice notice--error" role="alert">
          <p>
            The directory did not answer: {state.error}.{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => (state.page === 0 ? search(term) : more())}
            >
              Try again
            </button>
          </p>
        </div>
      )}
      {state.count === 0 ? (
        <div className="empty-state empty-state--compact">
          <span className="empty-state__icon">
            <WalletIcon width={24} height={24} />
          </span>
          <p>Try another name: the search matches any part of a wallet&rsquo;s name.</p>
        </div>
      ) : null}
      <ul
        className={firstPageLoading ? 'directory-grid is-stale' : 'directory-grid'}
        aria-label="Directory wallets"
        hidden={shown === 0}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable); once focused, arrow keys scroll it.
        tabIndex={0}
      >
        {state.wallets.map((wallet) => (
          <DirectoryTile key={wallet.id} wallet={wallet} imageUrl={iconUrl(client, wallet.image_id)} />
        ))}
      </ul>
      {firstPageLoading && shown === 0 ? <div className="directory-skeleton" aria-hidden="true" /> : null}
      {hasMoreWallets(state) || (loading && !firstPageLoading) ? (
        <button
          type="button"
          className="button button--secondary directory__more"
          onClick={more}
          disabled={loading}
        >
          {loading ? 'Loading…' : `Load more (${count((state.count ?? 0) - shown)} left)`}
        </button>
      ) : null}
    </div>
  );
}

/** The wallet directory service, through core's `createWalletDirectoryClient`. */
export function DirectoryCard({ client, url }: DirectoryCardProps & { url: string }) {
  const [open, setOpen] = useState(false);
  // Once opened, the list stays mounted (hidden when closed), so that reopening requests nothing again.
  const [opened, setOpened] = useState(false);
  const bodyId = useId();
  const toggle = (next: boolean): void => {
    setOpen(next);
    if (next) setOpened(true);
  };
  return (
    <Card
      id="directory"
      className="card--directory"
      title="Wallet directory"
      description={
        <>
          Wallets listed by the directory service at <code>{url}</code>, through{' '}
          <code>createWalletDirectoryClient</code>. Nothing is requested until you open the list.
        </>
      }
      icon={<DirectoryIcon />}
      actions={
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => toggle(!open)}
        >
          <ChevronIcon className={open ? 'chevron is-open' : 'chevron'} width={16} height={16} />
          {open ? 'Hide list' : 'Show list'}
        </button>
      }
    >
      <div id={bodyId} className="directory-body">
        {opened ? (
          <div hidden={!open}>
            <DirectoryList client={client} />
          </div>
        ) : null}
        {open ? null : (
          <button type="button" className="reveal" onClick={() => toggle(true)}>
            <span className="reveal__title">Browse the directory</span>
            <span className="reveal__text">
              Fetches <code>GET /getWallets</code>: 40 wallets a page with their images, searchable by name.
            </span>
          </button>
        )}
      </div>
    </Card>
  );
}
