import type { StackConfig } from '../config/stack-config';
import { TerminalIcon } from './icons';

/** Shown when the page has no (valid) local stack: how to start one. */
export function SetupNotice({ config }: { config: Exclude<StackConfig, { status: 'ready' }> }) {
  const invalid = config.status === 'invalid';
  return (
    <section className="setup" aria-labelledby="setup-title">
      <span className="setup__icon">
        <TerminalIcon width={24} height={24} />
      </span>
      <div className="setup__body">
        <h2 id="setup-title" className="setup__title">
          {invalid ? 'The local stack description is not valid' : 'Start the local stack to use this demo'}
        </h2>
        {invalid ? (
          <>
            <p>
              The{' '}
              {config.source === 'page' ? 'stack injected into the page' : 'VITE_WALLETDOCK_STACK variable'}{' '}
              has problems:
            </p>
            <ul className="setup__errors">
              {config.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            This page runs WalletDock against blockchains on your own computer, and none is configured. From
            the repository root, run:
          </p>
        )}
        <pre className="command">
          <code>npm run demo</code>
        </pre>
        <p className="setup__hint">
          It installs, builds, starts two local anvil chains with test contracts and serves this page with
          their addresses. Working on the demo with <code>vite dev</code>? Set{' '}
          <code>VITE_WALLETDOCK_STACK</code> to the stack&rsquo;s JSON.
        </p>
      </div>
    </section>
  );
}
