'use client';

import { MESSAGES } from '@walletdock/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import { useBlockClose } from '../../modal/close-guard.js';
import { INITIAL_FOCUS_ATTRIBUTE } from '../../modal/initial-focus.js';
import type { ModalViewProps } from '../../modal/views.js';
import { CONNECTING_EXTERNAL_CSS } from '../connecting-external/styles.js';
import { isolatedName, NAME_SLOT } from '../shared/isolated-name.js';
import { MIDDLE_TRUNCATE_CSS } from '../shared/middle-truncate.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useViewTranslation } from '../shared/use-view-translation.js';
import { RetryIcon } from '../shared/view-icons.js';
import { SignInAccount } from './sign-in-account.js';
import { signInPhase } from './sign-in-phase.js';
import { SignInVisual } from './sign-in-visual.js';
import { SignatureIcon } from './siwx-icons.js';
import { SIWX_CSS } from './styles.js';

/**
 * The sign-in view (spec §2 "Sign-in view"), registered as SIWXSignMessage and as ConnectingSiwe (the same view:
 * SIWE is sign-in on eip155). It renders core's sign-in flow (`state.siwx`, `client.feature('siwx')`): the dApp
 * (name and icon from `options.metadata`), the account and network that sign in, what signing means (free, no
 * transaction, proves the account is yours), Sign and Cancel. While the wallet is asked: "Check your wallet"
 * with the progress ring of ConnectingExternal; after a refusal: 'Signature declined' with Try again (core's
 * flow hides the wallet request's toast of the same text: one message, as in ConnectingExternal); after another
 * failure: its catalogue message with Try again. The status texts sit in a live region; the primary
 * button takes focus when the view opens (and keeps it through the phases: it is one element).
 *
 * When the app requires a session (`siwx.getRequired()`), the modal cannot be dismissed while this view shows
 * without one (`useBlockClose`), and Cancel disconnects (core's `cancel()` → `modal.cancelSignIn()`); otherwise
 * Cancel closes the modal and the wallet stays connected.
 */
export default function SignInView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useViewTranslation();
  const styles = useViewStyles(VIEW_BASE_CSS, MIDDLE_TRUNCATE_CSS, CONNECTING_EXTERNAL_CSS, SIWX_CSS);
  const explanationId = useId();
  const primaryRef = useRef<HTMLButtonElement | null>(null);
  // A failure before core's flow could run (its code did not load): shown like core's failures.
  const [localFailure, setLocalFailure] = useState<string | undefined>(undefined);

  const required = client.options.siwx?.getRequired?.() === true;
  const authenticated = state.siwx.status === 'authenticated';
  useBlockClose(required && !authenticated);

  const phase = signInPhase(state.siwx, localFailure);
  const namespace = state.chains.activeNamespace;
  const account = namespace === undefined ? undefined : state.chains.namespaces[namespace]?.account;
  const address = account?.address;
  const wallet = account?.connectedWalletInfo;
  const metadata = client.options.metadata;
  const appName = metadata?.name.trim() || i18n.t('siwx.thisApp');

  // Focus on open: the primary button. The shell gives it focus when the modal opens on this view (it is marked
  // with INITIAL_FOCUS_ATTRIBUTE); shown later (this view's code loaded after the opening, or a step of the
  // connect), the button takes focus from the dialog once the shell has focused that (not in an embedded modal,
  // whose dialog never takes focus, and not when the visitor has already moved focus).
  useEffect(() => {
    const timer = setTimeout(() => {
      const button = primaryRef.current;
      const root = button?.getRootNode() as Document | ShadowRoot | undefined;
      const dialog = button?.closest('.wd-dialog');
      if (button && dialog && root?.activeElement === dialog) button.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  const sign = () => {
    if (phase.kind === 'signing') return;
    setLocalFailure(undefined);
    client
      .feature('siwx')
      .then(
        (siwx) => siwx.signIn().catch(() => undefined), // the outcome is rendered from `state.siwx`
        () => setLocalFailure(MESSAGES.somethingWentWrong),
      )
      .catch(() => undefined);
  };

  const cancel = () => {
    setLocalFailure(undefined);
    // The flow's cancel when its code is there (it also clears the last error), else the same rule of the modal.
    const siwx = client.loadedFeature('siwx');
    (siwx ? siwx.cancel() : client.controllers.modal.cancelSignIn()).catch(() => undefined);
  };

  let title: ReactNode;
  let hint: ReactNode;
  if (phase.kind === 'signing') {
    title = i18n.t('siwx.checkWallet');
    hint = wallet?.name
      ? isolatedName(i18n.t('siwx.signInWallet', { wallet: NAME_SLOT }), wallet.name)
      : i18n.t('siwx.signInYourWallet');
  } else if (phase.kind === 'idle') {
    title = isolatedName(i18n.t('siwx.heading', { app: NAME_SLOT }), appName);
    hint = i18n.t('siwx.explanation');
  } else {
    title = i18n.translateCoreMessage(phase.message);
    hint = i18n.t(phase.kind === 'declined' ? 'siwx.declinedHint' : 'siwx.failedHint');
  }
  const failed = phase.kind === 'declined' || phase.kind === 'failed';
  const signing = phase.kind === 'signing';

  return (
    <div ref={styles} className="wd-siwx" data-phase={phase.kind}>
      <SignInVisual
        client={client}
        phase={phase.kind}
        appName={appName}
        appIcon={metadata?.icons[0]}
        walletIcon={wallet?.icon}
      />
      <div className="wd-siwx-status" role="status" aria-live="polite">
        <h3 className={failed ? 'wd-siwx-title wd-text-error' : 'wd-siwx-title'}>{title}</h3>
        <p className="wd-siwx-hint" id={explanationId}>
          {hint}
        </p>
      </div>
      {address === undefined ? null : (
        <SignInAccount
          client={client}
          address={address}
          profileImage={account?.profileImage}
          network={state.chains.activeCaipNetwork}
        />
      )}
      {required ? <p className="wd-siwx-required">{i18n.t('siwx.required')}</p> : null}
      <div className="wd-siwx-actions">
        <button type="button" className="wd-button wd-button--secondary" onClick={cancel}>
          {i18n.t('common.cancel')}
        </button>
        <button
          ref={primaryRef}
          {...{ [INITIAL_FOCUS_ATTRIBUTE]: '' }}
          type="button"
          className="wd-button"
          aria-disabled={signing || undefined}
          aria-busy={signing || undefined}
          aria-describedby={explanationId}
          onClick={sign}
        >
          {signing ? (
            <span className="wd-spinner wd-siwx-spinner" aria-hidden="true" />
          ) : failed ? (
            <RetryIcon />
          ) : (
            <SignatureIcon />
          )}
          {i18n.t(signing ? 'siwx.signing' : failed ? 'common.retry' : 'siwx.sign')}
        </button>
      </div>
    </div>
  );
}
