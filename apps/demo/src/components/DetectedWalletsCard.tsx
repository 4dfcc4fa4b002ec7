import type { Connector } from '@walletdock/core';
import { useWalletDockSelector } from '@walletdock/react';
import { DEMO_WALLET_NAME, DEMO_WALLET_RDNS } from '../demo-wallet/use-demo-wallet';
import { namespaceLabel } from '../walletdock/namespaces';
import { Card } from './Card';
import { SignalIcon, WalletIcon } from './icons';

const BROWSER_WALLET_TYPES: readonly Connector['type'][] = ['ANNOUNCED', 'INJECTED'];

/** The page's own demo wallet: its EVM half by its rdns, its Solana half (Wallet Standard) by its name. */
function isDemoWallet(wallet: Connector): boolean {
  const rdns = wallet.info?.rdns ?? wallet.id;
  return rdns === DEMO_WALLET_RDNS || (wallet.chain === 'solana' && wallet.name === DEMO_WALLET_NAME);
}

/**
 * The browser wallets WalletDock's adapters found on this page, live: EVM (EIP-6963 and window.ethereum) and
 * Solana (Wallet Standard).
 */
export function DetectedWalletsCard() {
  const connectors = useWalletDockSelector((state) => state.connectors.connectors);
  const wallets = connectors.filter((connector) => BROWSER_WALLET_TYPES.includes(connector.type));
  const count = wallets.length;
  return (
    <Card
      id="wallets"
      className="card--wallets"
      title="Detected wallets"
      description="Browser wallets WalletDock found on this page. The modal lists them first, as Installed."
      icon={<SignalIcon />}
    >
      <p className="visually-hidden" aria-live="polite">
        {count === 0 ? 'No wallet detected.' : `${count} ${count === 1 ? 'wallet' : 'wallets'} detected.`}
      </p>
      {count === 0 ? (
        <div className="empty-state empty-state--compact" data-testid="announced-wallets-empty">
          <span className="empty-state__icon">
            <WalletIcon width={20} height={20} />
          </span>
          <p>
            No browser wallet here. Turn on the demo wallet, or connect a phone wallet with WalletConnect.
          </p>
        </div>
      ) : (
        <ul className="wallet-list" data-testid="announced-wallets" aria-label="Detected wallets">
          {wallets.map((wallet) => {
            const rdns = wallet.info?.rdns ?? wallet.id;
            const detail =
              wallet.chain === 'eip155' ? rdns : `Wallet Standard · ${namespaceLabel(wallet.chain)}`;
            // EIP-6963 icons are data URIs; never load anything else from here.
            const icon = wallet.imageUrl?.startsWith('data:image/') ? wallet.imageUrl : undefined;
            return (
              <li
                key={`${wallet.chain}:${wallet.id}`}
                className="wallet-item"
                data-testid="announced-wallet"
                data-rdns={rdns}
                data-namespace={wallet.chain}
              >
                {icon ? (
                  <img className="wallet-item__icon" src={icon} alt="" width={36} height={36} />
                ) : (
                  <span className="wallet-item__icon wallet-item__icon--blank" aria-hidden="true">
                    <WalletIcon width={18} height={18} />
                  </span>
                )}
                <span className="wallet-item__text">
                  <span className="wallet-item__name">{wallet.name}</span>
                  <span className="wallet-item__rdns">{detail}</span>
                </span>
                {isDemoWallet(wallet) ? <span className="badge badge--accent">This page</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
