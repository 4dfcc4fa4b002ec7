import type { StackConfig } from '../config/stack-config';
import { LogoMark } from './icons';

function StackStatus({ config }: { config: StackConfig }) {
  if (config.status === 'ready') {
    const count = config.stack.chains.length;
    return (
      <span className="status-pill status-pill--ok">
        <span className="status-pill__dot" aria-hidden="true" />
        Local stack · {count} {count === 1 ? 'chain' : 'chains'}
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

export function Header({ config }: { config: StackConfig }) {
  return (
    <header className="site-header">
      <div className="topbar">
        <span className="brand">
          <LogoMark className="brand__mark" />
          <span className="brand__name">WalletDock</span>
          <span className="brand__tag">demo</span>
        </span>
        <StackStatus config={config} />
      </div>
      <div className="hero">
        <h1 className="hero__title">WalletDock demo</h1>
        <p className="hero__lead">
          The open-source connect-wallet modal you host yourself. This page is its showcase and test bench:
          every feature, running against chains on your own computer.
        </p>
      </div>
    </header>
  );
}
