import { useId } from 'react';
import type { LocalStackInfo } from '../config/local-stack';
import type { SolanaDemoWalletAvailability } from '../config/loopback';
import { otherNetwork } from '../demo-wallet/other-network';
import { DEMO_WALLET_NAME, type DemoWalletStatus } from '../demo-wallet/use-demo-wallet';
import type { SolanaDemoWalletStatus } from '../demo-wallet/use-solana-demo-wallet';
import { LockIcon } from './icons';
import { Switch } from './Switch';

type OnStatus = Extract<DemoWalletStatus, { state: 'on' }>;

function chainName(stack: LocalStackInfo | undefined, chainId: number): string {
  const chain = stack?.chains.find((item) => item.chainId === chainId);
  if (chain) return `${chain.name} (${chainId})`;
  const other = stack ? otherNetwork(stack) : undefined;
  return other?.chainId === chainId ? `${other.name} (${chainId})` : `Chain ${chainId}`;
}

function Connection({ connected }: { connected: boolean }) {
  return (
    <span className={connected ? 'dot-label dot-label--ok' : 'dot-label'}>
      {connected ? 'Connected to this page' : 'Not connected to this page'}
    </span>
  );
}

/** The "put the demo wallet on another network" control: to a network the app does not offer, and back. */
function NetworkControl({ status, stack }: { status: OnStatus; stack: LocalStackInfo }) {
  const hintId = useId();
  const other = otherNetwork(stack);
  const [home] = stack.chains;
  if (!other || !home) return null;
  const elsewhere = !stack.chains.some((chain) => chain.chainId === status.chainId);
  return (
    <div className="wallet-network" data-testid="demo-wallet-network">
      <p className="wallet-network__hint" id={hintId}>
        {elsewhere
          ? `The wallet is on ${other.name}, which this app does not offer: WalletDock asks you to switch. Switch in the modal, or move the wallet back here.`
          : `Try a wallet on the wrong network: this moves the demo wallet to ${other.name}, which this app does not offer. It still talks only to this computer.`}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-describedby={hintId}
        onClick={() => status.switchChain(elsewhere ? home.chainId : other.chainId)}
      >
        {elsewhere ? `Back to ${home.name}` : 'Put it on another network'}
      </button>
    </div>
  );
}

function EvmAccount({ status, stack }: { status: DemoWalletStatus; stack: LocalStackInfo | undefined }) {
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
              <span className="visually-hidden">EVM address </span>
              {status.address}
            </p>
            <p className="wallet-identity__meta">
              <span data-testid="demo-wallet-chain">{chainName(stack, status.chainId)}</span>
              <Connection connected={status.connected} />
            </p>
          </div>
        </div>
      );
    default:
      return null;
  }
}

function SolanaAccount({ status, stack }: { status: SolanaDemoWalletStatus; stack: LocalStackInfo }) {
  switch (status.state) {
    case 'starting':
      return (
        <p className="wallet-state wallet-state--pending" role="status">
          Adding the Solana account…
        </p>
      );
    case 'failed':
      return (
        <p className="wallet-state wallet-state--error" role="alert">
          The Solana account could not start: {status.message}
        </p>
      );
    case 'on':
      return (
        <div className="wallet-account" role="status" data-testid="demo-wallet-solana">
          <p className="wallet-identity__address">
            <span className="visually-hidden">Solana address </span>
            {status.address}
          </p>
          <p className="wallet-identity__meta">
            <span>{stack.solana.name}</span>
            <Connection connected={status.connected} />
          </p>
        </div>
      );
    default:
      return null;
  }
}

export type DemoWalletPanelProps = {
  stack: LocalStackInfo;
  status: DemoWalletStatus;
  solanaAvailability: SolanaDemoWalletAvailability;
  solanaOn: boolean;
  solanaStatus: SolanaDemoWalletStatus;
  onSolanaChange(on: boolean): void;
};

/**
 * The demo wallet once it is on (loaded then, with `React.lazy`): its EVM account with the "another network"
 * control, and its optional Solana account (a Wallet Standard wallet of the same name).
 */
export default function DemoWalletPanel({
  stack,
  status,
  solanaAvailability,
  solanaOn,
  solanaStatus,
  onSolanaChange,
}: DemoWalletPanelProps) {
  return (
    <div className="demo-wallet">
      <EvmAccount status={status} stack={stack} />
      {status.state === 'on' ? <NetworkControl status={status} stack={stack} /> : null}
      <div className="demo-wallet__solana">
        <Switch
          label="Also on Solana"
          description={`Adds a Wallet Standard account on ${stack.solana.name}: the modal then offers EVM or Solana.`}
          checked={solanaOn && solanaAvailability.available}
          disabled={!solanaAvailability.available}
          {...(solanaAvailability.available ? {} : { describedBy: 'demo-wallet-solana-unavailable' })}
          onChange={onSolanaChange}
        />
        {solanaAvailability.available ? (
          <SolanaAccount status={solanaStatus} stack={stack} />
        ) : (
          <p className="notice notice--muted" id="demo-wallet-solana-unavailable">
            <LockIcon width={18} height={18} />
            <span>{solanaAvailability.reason}</span>
          </p>
        )}
      </div>
    </div>
  );
}
