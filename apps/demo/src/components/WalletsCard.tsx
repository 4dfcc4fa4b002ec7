import type { Eip6963Store } from '@walletdock/adapter-evm';
import { useExternalStore } from '@walletdock/react';
import { DEMO_WALLET_RDNS } from '../demo-wallet/use-demo-wallet';
import { Card } from './Card';
import { RefreshIcon, SignalIcon, WalletIcon } from './icons';

/** Every wallet that announced itself on this page with EIP-6963, live. */
export function WalletsCard({ store }: { store: Eip6963Store }) {
  const wallets = useExternalStore(store);
  const count = wallets.length;
  return (
    <Card
      id="wallets"
      className="card--wallets"
      title="Announced wallets"
      description={
        <>
          Browser wallets that answered the page&rsquo;s <code>eip6963:requestProvider</code> event, in the
          order they announced themselves.
        </>
      }
      icon={<SignalIcon />}
      actions={
        <button type="button" className="button button--ghost button--small" onClick={() => store.request()}>
          <RefreshIcon width={16} height={16} />
          Ask again
        </button>
      }
    >
      <p className="visually-hidden" aria-live="polite">
        {count === 0 ? 'No wallet announced.' : `${count} ${count === 1 ? 'wallet' : 'wallets'} announced.`}
      </p>
      {count === 0 ? (
        <div className="empty-state" data-testid="announced-wallets-empty">
          <span className="empty-state__icon">
            <WalletIcon width={24} height={24} />
          </span>
          <p>
            No browser wallet announced itself. Turn on the demo wallet below or install a wallet extension.
          </p>
        </div>
      ) : null}
      <ul
        className="wallet-list"
        data-testid="announced-wallets"
        aria-label="Announced wallets"
        hidden={count === 0}
      >
        {wallets.map(({ info }) => (
          <li key={info.uuid} className="wallet-item" data-testid="announced-wallet" data-rdns={info.rdns}>
            <img className="wallet-item__icon" src={info.icon} alt="" width={40} height={40} />
            <span className="wallet-item__text">
              <span className="wallet-item__name">{info.name}</span>
              <span className="wallet-item__rdns">{info.rdns}</span>
            </span>
            {info.rdns === DEMO_WALLET_RDNS ? <span className="badge badge--accent">This page</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
