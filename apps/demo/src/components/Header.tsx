import type { ReactNode } from 'react';
import type { StackConfig } from '../config/stack-config';
import { LogoMark } from './icons';

function StackStatus({ config }: { config: StackConfig }) {
  if (config.status === 'ready') {
    const count = config.stack.chains.length;
    return (
      <span className="status-pill status-pill--ok">
        <span className="status-pill__dot" aria-hidden="true" />
        Local stack · {count} EVM {count === 1 ? 'chain' : 'chains'} + Solana
      </span>
    );
  }
  return (
    <span
      className={`status-pill ${config.status === 'invalid' ? 'status-pill--error' : 'status-pill--warn'}`}
    >
      <span className="status-pill__dot" aria-hidden="true" />
      {config.status === 'invalid' ? 'Stack description invalid' : 'No local stack'}
    </span>
  );
}

type HeaderProps = {
  config: StackConfig;
  /** The page settings (language, theme). */
  settings: ReactNode;
  /** WalletDock's buttons, when the page has a client. */
  wallet?: ReactNode;
};

export function Header({ config, settings, wallet }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="topbar">
        <span className="brand">
          <LogoMark className="brand__mark" />
          <span className="brand__name">WalletDock</span>
          <span className="brand__tag">demo</span>
        </span>
        <div className="topbar__settings">{settings}</div>
        {wallet ? <div className="topbar__wallet">{wallet}</div> : null}
      </div>
      <div className="hero">
        <StackStatus config={config} />
        <h1 className="hero__title">WalletDock demo</h1>
        <p className="hero__lead">
          The open-source connect-wallet modal you host yourself, running against chains on your own computer.
          Connect an EVM wallet, a Solana wallet or both, switch networks, sign a message, send a test
          transaction: everything below uses WalletDock&rsquo;s React provider, hooks, buttons and modal.
        </p>
      </div>
    </header>
  );
}
