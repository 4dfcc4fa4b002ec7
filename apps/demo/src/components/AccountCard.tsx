import type { ConnectionStatus } from '@walletdock/core';
import {
  useAccount,
  useDisconnect,
  useNetwork,
  useWalletDock,
  useWalletDockClient,
  useWalletDockSelector,
  useWalletInfo,
} from '@walletdock/react';
import {
  DEMO_NAMESPACES,
  type DemoNamespace,
  namespaceLabel,
  networkName,
  networkOf,
} from '../walletdock/namespaces';
import { Card } from './Card';
import { UserIcon } from './icons';

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  disconnected: 'Not connected',
};

/** Wallet icons are data URIs (EIP-6963 announcements, Wallet Standard icons); any other URL would be a request. */
function inlineIcon(icon: string | undefined): string | undefined {
  return icon?.startsWith('data:image/') ? icon : undefined;
}

/**
 * One namespace's account (`useAccount({ namespace })`, `useWalletInfo({ namespace })` and the namespace's own
 * network): connected ones can be made active (`chains.setActiveNamespace`), the others connected on their own
 * (`open({ namespace })`, whose Connect view lists that namespace's wallets).
 */
function NamespaceAccount({ namespace }: { namespace: DemoNamespace }) {
  const client = useWalletDockClient();
  const { open } = useWalletDock();
  const { address, status, isConnected } = useAccount({ namespace });
  const { walletInfo } = useWalletInfo({ namespace });
  const { network, active } = useWalletDockSelector(
    (state) => ({
      network: networkOf(state, namespace),
      active: state.chains.activeNamespace === namespace,
    }),
    [namespace],
  );
  const label = namespaceLabel(namespace);
  const icon = inlineIcon(walletInfo?.icon);
  return (
    <li className="namespace-account" data-testid={`account-${namespace}`} data-status={status}>
      <div className="namespace-account__head">
        <span className="namespace-account__name">{label}</span>
        {isConnected && active ? <span className="badge badge--accent">Active</span> : null}
        <span className={isConnected ? 'dot-label dot-label--ok' : 'dot-label'}>{STATUS_TEXT[status]}</span>
      </div>
      <p className="namespace-account__address mono" data-testid={`account-${namespace}-address`}>
        {isConnected && address ? address : '—'}
      </p>
      {isConnected && walletInfo ? (
        <p className="namespace-account__wallet">
          {icon ? <img src={icon} alt="" width={16} height={16} /> : null}
          <span>{walletInfo.name}</span>
        </p>
      ) : null}
      <p className="namespace-account__network" data-testid={`account-${namespace}-network`}>
        {network ? (
          <>
            {networkName(network)}
            <span className="mono">{network.caipNetworkId}</span>
          </>
        ) : (
          '—'
        )}
      </p>
      <div className="namespace-account__actions">
        {isConnected ? (
          active ? null : (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => client.controllers.chains.setActiveNamespace(namespace)}
            >
              Make {label} active
            </button>
          )
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={status !== 'disconnected'}
            onClick={() => void open({ namespace })}
          >
            Connect {label}
          </button>
        )}
      </div>
    </li>
  );
}

/** The visitor's account as WalletDock's hooks see it, with buttons that open the modal on a view. */
export function AccountCard() {
  const { address, status, isConnected } = useAccount();
  const { caipNetwork } = useNetwork();
  const { walletInfo } = useWalletInfo();
  const { open } = useWalletDock();
  const { disconnect } = useDisconnect();
  const icon = inlineIcon(walletInfo?.icon);
  const activeLabel = useWalletDockSelector((state) =>
    state.chains.activeNamespace === undefined ? undefined : namespaceLabel(state.chains.activeNamespace),
  );

  return (
    <Card
      id="account"
      className="card--account"
      title="Account"
      description={
        <>
          Live from <code>useAccount</code>, <code>useNetwork</code> and <code>useWalletInfo</code>: the
          active namespace, then each namespace&rsquo;s own account (
          <code>useAccount(&#123; namespace &#125;)</code>). The buttons open the modal on a view with{' '}
          <code>useWalletDock().open</code>.
        </>
      }
      icon={<UserIcon />}
      actions={
        isConnected ? (
          <button
            type="button"
            className="button button--ghost button--small"
            title={activeLabel ? `Disconnects the active namespace (${activeLabel})` : undefined}
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
                {networkName(caipNetwork)}
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
      <ul className="namespace-accounts" aria-label="Accounts by namespace">
        {DEMO_NAMESPACES.map(({ namespace }) => (
          <NamespaceAccount key={namespace} namespace={namespace} />
        ))}
      </ul>
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
        {isConnected ? (
          <>
            {/* The wallet features' views, opened directly through core's modal (spec §3 "Send flow"). */}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void open({ view: 'WalletSend' })}
            >
              Send
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void open({ view: 'WalletReceive' })}
            >
              Receive
            </button>
          </>
        ) : null}
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
