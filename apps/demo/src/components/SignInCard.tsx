import { useAccount, useNetwork, useSiwx, useTranslation } from '@walletdock/react';
import { useId, useState } from 'react';
import { pageStorage } from '../demo-wallet/preference';
import { readSignInPreference, type SignInMode, writeSignInPreference } from '../walletdock/preferences';
import { Card } from './Card';
import { LockIcon } from './icons';

const STATUS_TEXT = {
  unauthenticated: 'Not signed in',
  signing: 'Signing in…',
  authenticated: 'Signed in',
} as const;

/** The choices of the sign-in mode, in the order of the select. */
const MODES: readonly { readonly mode: SignInMode; readonly label: string }[] = [
  { mode: 'off', label: 'Off' },
  { mode: 'on', label: 'On' },
  { mode: 'required', label: 'Required' },
];

/** What each mode does, under the select. */
const MODE_HELP: Record<SignInMode, string> = {
  off: 'Connecting asks nothing more.',
  on: 'The modal asks every connected account to sign in; Cancel keeps the wallet connected.',
  required: 'The sign-in view cannot be dismissed; Cancel disconnects the wallet.',
};

/** The mode this page load's client was created with: `?signin=`, else the stored choice, else off. */
function currentSignInMode(): SignInMode {
  return typeof window === 'undefined' ? 'off' : readSignInPreference(window.location.search, pageStorage());
}

/** The part of `window.location` that {@link applySignInMode} uses. */
type Reloadable = Pick<Location, 'href' | 'reload' | 'replace'>;

/**
 * Remembers `mode` and reloads the page (the client is created once per load, with the mode it reads then). A
 * `?signin=` in the address would win over the stored choice: it is dropped from the reloaded address.
 */
export function applySignInMode(
  mode: SignInMode,
  page: Reloadable = window.location,
  storage: Pick<Storage, 'setItem'> | undefined = pageStorage(),
): void {
  writeSignInPreference(storage, mode);
  const url = new URL(page.href);
  url.searchParams.delete('signin');
  if (url.href === page.href) page.reload();
  else page.replace(url.href);
}

/** An RFC 3339 time as the visitor's locale writes it (date and minute), or the text as given if unreadable. */
function formatTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

type SignInModeFieldProps = { mode: SignInMode; onChange(mode: SignInMode): void };

/** The sign-in mode: a labelled select, what the chosen mode does, and that a change reloads the page. */
function SignInModeField({ mode, onChange }: SignInModeFieldProps) {
  const id = useId();
  const [choice, setChoice] = useState(mode);
  const reloading = choice !== mode;
  return (
    <div className="switch-row sign-in-mode">
      <span className="switch-row__text">
        <label className="switch-row__label" htmlFor={id}>
          Sign-in mode
        </label>
        <span className="switch-row__description" id={`${id}-help`}>
          {reloading
            ? 'Reloading the page…'
            : `${MODE_HELP[mode]} A change reloads the page: the client is created once per load.`}
        </span>
      </span>
      <select
        id={id}
        className="field__control sign-in-mode__select"
        value={choice}
        aria-describedby={`${id}-help`}
        disabled={reloading}
        onChange={(event) => {
          const next = MODES.find((item) => item.mode === event.target.value);
          if (!next || next.mode === choice) return;
          setChoice(next.mode);
          onChange(next.mode);
        }}
      >
        {MODES.map((item) => (
          <option key={item.mode} value={item.mode}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type SignInCardProps = {
  /** The mode the page's client was created with; default: read from the address and the stored choice. */
  mode?: SignInMode;
  /** Applies a new mode; default: remember it and reload the page. */
  onModeChange?(mode: SignInMode): void;
};

/**
 * Sign-in with the connected wallet, through `useSiwx()`: the page's sign-in mode (off, on, required: a select
 * that remembers the choice and reloads), whether the active account is signed in on the active network, the
 * session's address, network and expiry, Sign in / Sign out, and the last failure. The modal asks by itself
 * after a connect (its sign-in view); "Sign in" here asks the wallet directly (`signIn()`). With sign-in off the
 * card says how to turn it on; when the client has no `siwx` option although a mode is chosen (the stack runs no
 * sign-in backend), it says so.
 */
export function SignInCard({
  mode: givenMode,
  onModeChange = (mode) => applySignInMode(mode),
}: SignInCardProps) {
  const [mode] = useState(() => givenMode ?? currentSignInMode());
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
      <SignInModeField mode={mode} onChange={onModeChange} />
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
      ) : mode === 'off' ? (
        <p className="notice notice--muted" data-testid="sign-in-off">
          <LockIcon width={18} height={18} />
          <span>
            Sign-in is off. Choose <strong>On</strong> or <strong>Required</strong> above, or open the page
            with <code>?signin=on</code>: the modal then asks every connected account to sign a message, which
            the local stack&rsquo;s sign-in server verifies.
          </span>
        </p>
      ) : (
        <p className="notice notice--muted" data-testid="sign-in-unavailable">
          <LockIcon width={18} height={18} />
          <span>
            Sign-in is unavailable: this stack runs no sign-in server (<code>services.siwxUrl</code>), so the
            client was created without a <code>siwx</code> option.
          </span>
        </p>
      )}
    </Card>
  );
}
