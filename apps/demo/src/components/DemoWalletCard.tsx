import { lazy, Suspense } from 'react';
import type { DemoWalletAvailability, SolanaDemoWalletAvailability } from '../config/loopback';
import type { DemoWalletStatus } from '../demo-wallet/use-demo-wallet';
import type { SolanaDemoWalletStatus } from '../demo-wallet/use-solana-demo-wallet';
import { Card } from './Card';
import { KeyIcon, LockIcon, WarningIcon } from './icons';
import { Switch } from './Switch';

// Shown only once the demo wallet is on: its own chunk, like the wallet's code.
const DemoWalletPanel = lazy(() => import('./DemoWalletPanel'));

type DemoWalletCardProps = {
  availability: DemoWalletAvailability;
  on: boolean;
  status: DemoWalletStatus;
  onChange(on: boolean): void;
  solanaAvailability: SolanaDemoWalletAvailability;
  solanaOn: boolean;
  solanaStatus: SolanaDemoWalletStatus;
  onSolanaChange(on: boolean): void;
};

/**
 * The opt-in in-page test wallet: a switch, the warning about its public keys, and, once on, its accounts and
 * controls (`DemoWalletPanel`).
 */
export function DemoWalletCard({ availability, on, onChange, ...panel }: DemoWalletCardProps) {
  const active = on && availability.available;
  return (
    <Card
      id="demo-wallet"
      className="card--demo"
      title="Demo wallet"
      description="An in-page wallet for trying WalletDock on EVM and Solana without installing anything. It announces itself like a browser extension and asks you before every signature or transaction."
      icon={<KeyIcon />}
    >
      <Switch
        label="Use the demo wallet"
        description="Remembered in this browser. Off by default."
        checked={active}
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
          <strong>Test keys, local chains only.</strong> It holds the public dev keys of this demo&rsquo;s
          local chains (anvil&rsquo;s account #0, the Solana chain&rsquo;s key #0) and talks only to them.
          Never send real funds to its addresses.
        </p>
      </div>
      {active ? (
        <Suspense
          fallback={
            <p className="wallet-state wallet-state--pending" role="status">
              Starting the demo wallet…
            </p>
          }
        >
          <DemoWalletPanel stack={availability.stack} {...panel} />
        </Suspense>
      ) : null}
    </Card>
  );
}
