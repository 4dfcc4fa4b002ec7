import type { ConnectionStatus } from '@walletdock/core';
import { useAccount, useDisconnect, useNetwork, useWalletDock, useWalletInfo } from '@walletdock/react';
import { Card } from './Card';
import { UserIcon } from './icons';

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  disconnected: 'Not connected',
};

/** The visitor's account as WalletDock's hooks see it, with buttons that open the modal on a view. */
export function AccountCard() {
  const { address, status, isConnected } = useAccount();
  const { caipNetwork } = useNetwork();
  const { walletInfo } = useWalletInfo();
  const { open } = useWalletDock();
  const { disconnect } = useDisconnect();
  // Wallet icons are data URIs from EIP-6963 announcements; any other URL would be a request: not shown.
  const icon = walletInfo?.icon?.startsWith('data:image/') ? walletInfo.icon : undefined;

  return (
    <Card
      id="account"
      className="card--account"
      title="Account"
      description={
        <>
          Live from <code>useAccount</code>, <code>useNetwork</code> and <code>useWalletInfo</code>. The
          buttons open the modal on a view with <code>useWalletDock().open</code>.
        </>
      }
      icon={<UserIcon />}
      actions={
        isConnected ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void disconnect()}
          >
            Disconnect
          </button>
        ) : undefined
      }
    >
      <dl className="facts" data-testid="account-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span
              className={isConnected ? 'dot-label dot-label--ok' : 'dot-label'}
              data-testid="account-status"
              data-status={status}
            >
              {STATUS_TEXT[status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd data-testid="account-network">
            {caipNetwork ? (
              <>
                {caipNetwork.name}
                <span className="facts__sub">{caipNetwork.caipNetworkId}</span>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>Wallet</dt>
          <dd className="facts__wallet" data-testid="account-wallet">
            {icon ? <img src={icon} alt="" width={20} height={20} /> : null}
            {isConnected && walletInfo ? walletInfo.name : '—'}
          </dd>
        </div>
        <div className="facts__wide">
          <dt>Address</dt>
          <dd className="mono facts__address" data-testid="account-address">
            {isConnected && address ? address : '—'}
          </dd>
        </div>
      </dl>
      <div className="button-row">
        {isConnected ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void open({ view: 'Account' })}
          >
            Open account
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void open()}>
            Connect a wallet
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void open({ view: 'Networks' })}
        >
          Switch network
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void open({ view: 'AllWallets' })}
        >
          All wallets
        </button>
      </div>
    </Card>
  );
}
