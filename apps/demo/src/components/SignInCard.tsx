import { useAccount, useNetwork, useSiwx, useTranslation } from '@walletdock/react';
import { useId } from 'react';
import { Card } from './Card';
import { LockIcon } from './icons';

const STATUS_TEXT = {
  unauthenticated: 'Not signed in',
  signing: 'Signing in…',
  authenticated: 'Signed in',
} as const;

/** An RFC 3339 time as the visitor's locale writes it (date and minute), or the text as given if unreadable. */
function formatTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Sign-in with the connected wallet, through `useSiwx()`: whether the active account is signed in on the active
 * network, the session's address, network and expiry, Sign in / Sign out, and the last failure. The modal asks
 * by itself after a connect (its sign-in view); "Sign in" here asks the wallet directly (`signIn()`). Without a
 * `siwx` option on the client the card says that sign-in is not configured.
 */
export function SignInCard() {
  const { status, session, error, enabled, signIn, signOut } = useSiwx();
  const { isConnected } = useAccount();
  const { caipNetwork } = useNetwork();
  const i18n = useTranslation();
  const hintId = useId();

  const networkName =
    session && caipNetwork?.caipNetworkId === session.data.chainId ? caipNetwork.name : undefined;

  return (
    <Card
      id="sign-in"
      className="card--sign-in"
      title="Sign in"
      description={
        <>
          <code>useSiwx()</code>: Sign-In with Ethereum (ERC-4361) on EVM and Sign in with Solana (CAIP-122),
          a signed message the app verifies. Free, no transaction.
        </>
      }
      icon={<LockIcon />}
    >
      {enabled ? (
        <div className="sign-in" data-testid="sign-in" data-status={status}>
          <p
            className={status === 'authenticated' ? 'dot-label dot-label--ok' : 'dot-label'}
            aria-live="polite"
          >
            {STATUS_TEXT[status]}
          </p>
          {status === 'authenticated' && session ? (
            <dl className="chain__facts" data-testid="sign-in-session">
              <div className="chain__fact--wide">
                <dt>Address</dt>
                <dd className="mono">{session.data.accountAddress}</dd>
              </div>
              <div>
                <dt>Network</dt>
                <dd>
                  {networkName ? `${networkName} · ` : ''}
                  <span className="mono">{session.data.chainId}</span>
                </dd>
              </div>
              <div>
                <dt>Expires</dt>
                <dd>{session.data.expirationTime ? formatTime(session.data.expirationTime) : 'Never'}</dd>
              </div>
            </dl>
          ) : null}
          {error && status !== 'authenticated' ? (
            <p className="sign-output__error" role="alert" data-testid="sign-in-error">
              {i18n.translateCoreMessage(error)}
            </p>
          ) : null}
          <div className="button-row">
            {status === 'authenticated' ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void signOut().catch(() => undefined)}
              >
                Sign out
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={!isConnected || status === 'signing'}
                aria-describedby={isConnected ? undefined : hintId}
                // The outcome shows in `status` and `error`.
                onClick={() => void signIn().catch(() => undefined)}
              >
                Sign in
              </button>
            )}
          </div>
          {isConnected ? null : (
            <p id={hintId} className="text-subtle">
              Connect a wallet first.
            </p>
          )}
        </div>
      ) : (
        <p className="notice notice--muted" data-testid="sign-in-off">
          Sign-in is not configured: this client was created without a <code>siwx</code> (or{' '}
          <code>siweConfig</code>) option.
        </p>
      )}
    </Card>
  );
}
