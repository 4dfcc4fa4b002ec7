import type { LocalStackInfo } from '../config/local-stack';
import type { DemoWalletAvailability } from '../config/loopback';
import { DEMO_WALLET_NAME, type DemoWalletStatus } from '../demo-wallet/use-demo-wallet';
import { Card } from './Card';
import { KeyIcon, LockIcon, WarningIcon } from './icons';
import { Switch } from './Switch';

type DemoWalletCardProps = {
  availability: DemoWalletAvailability;
  on: boolean;
  status: DemoWalletStatus;
  onChange(on: boolean): void;
};

function chainName(stack: LocalStackInfo | undefined, chainId: number): string {
  const chain = stack?.chains.find((item) => item.chainId === chainId);
  return chain ? `${chain.name} (${chainId})` : `Chain ${chainId}`;
}

function WalletState({ status, stack }: { status: DemoWalletStatus; stack: LocalStackInfo | undefined }) {
  switch (status.state) {
    case 'starting':
      return (
        <p className="wallet-state wallet-state--pending" role="status">
          Starting the demo wallet…
        </p>
      );
    case 'failed':
      return (
        <p className="wallet-state wallet-state--error" role="alert">
          The demo wallet could not start: {status.message}
        </p>
      );
    case 'on':
      return (
        <div className="wallet-identity" role="status">
          <img className="wallet-identity__icon" src={status.icon} alt="" width={44} height={44} />
          <div className="wallet-identity__text">
            <p className="wallet-identity__name">{DEMO_WALLET_NAME}</p>
            <p className="wallet-identity__address">
              <span className="visually-hidden">Address </span>
              {status.address}
            </p>
            <p className="wallet-identity__meta">
              <span>{chainName(stack, status.chainId)}</span>
              <span className={status.connected ? 'dot-label dot-label--ok' : 'dot-label'}>
                {status.connected ? 'Connected to this page' : 'Not connected to this page'}
              </span>
            </p>
          </div>
        </div>
      );
    default:
      return null;
  }
}

/** The opt-in in-page test wallet: a switch, the warning about its public key, and its state. */
export function DemoWalletCard({ availability, on, status, onChange }: DemoWalletCardProps) {
  const stack = availability.available ? availability.stack : undefined;
  return (
    <Card
      id="demo-wallet"
      className="card--demo"
      title="Demo wallet"
      description="An in-page wallet for trying WalletDock without installing anything. It announces itself like a browser extension and asks you before every signature or transaction."
      icon={<KeyIcon />}
    >
      <Switch
        label="Use the demo wallet"
        description="Remembered in this browser. Off by default."
        checked={on && availability.available}
        disabled={!availability.available}
        {...(availability.available ? {} : { describedBy: 'demo-wallet-unavailable' })}
        onChange={onChange}
      />
      {availability.available ? null : (
        <p className="notice notice--muted" id="demo-wallet-unavailable">
          <LockIcon width={18} height={18} />
          <span>{availability.reason}</span>
        </p>
      )}
      <div className="notice notice--warning">
        <WarningIcon width={18} height={18} />
        <p>
          <strong>Test key, local chains only.</strong> It holds anvil&rsquo;s dev account #0, whose private
          key is public. It only talks to the local chains of this demo. Never send real funds to its address.
        </p>
      </div>
      {on && availability.available ? <WalletState status={status} stack={stack} /> : null}
    </Card>
  );
}
