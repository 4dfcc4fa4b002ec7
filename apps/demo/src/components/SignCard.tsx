import type { ChainNamespace } from '@walletdock/core';
import { useAccount, useTranslation, useWalletDockClient } from '@walletdock/react';
import { useEffect, useId, useRef, useState } from 'react';
import { namespaceLabel } from '../walletdock/namespaces';
import { cancelPendingRequest, isCancelled, REQUEST_CANCELLED_TEXT } from '../walletdock/pending-request';
import { DEFAULT_SIGN_MESSAGE, signErrorText } from '../walletdock/sign-message';
import { useRequestNamespace } from '../walletdock/use-request-namespace';
import { Card } from './Card';
import { PenIcon } from './icons';
import { NamespaceChoice } from './NamespaceChoice';

type Outcome =
  | { readonly state: 'idle' }
  | { readonly state: 'signing'; readonly address: string; readonly namespace: ChainNamespace }
  | {
      readonly state: 'signed';
      readonly address: string;
      readonly namespace: ChainNamespace;
      readonly message: string;
      readonly signature: string;
    }
  | {
      readonly state: 'failed';
      readonly address: string;
      readonly namespace: ChainNamespace;
      readonly text: string;
    }
  | { readonly state: 'cancelled'; readonly address: string; readonly namespace: ChainNamespace };

/**
 * Signs a message with a connected wallet through core (`connection.signMessage`) and shows the outcome: with
 * the active namespace's wallet, or, when several namespaces are connected, the one the visitor picks. While
 * the wallet has not answered, "Cancel" cancels the request through core (`connection.cancelRequest`); a
 * cancel from here or from the modal's Account view reads "Request cancelled".
 */
export function SignCard() {
  const client = useWalletDockClient();
  const { connected, namespace, pick } = useRequestNamespace();
  const { address, isConnected } = useAccount({ namespace });
  const i18n = useTranslation();
  const id = useId();
  const [message, setMessage] = useState(DEFAULT_SIGN_MESSAGE);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const submit = useRef<HTMLButtonElement>(null);
  // The Cancel button is gone once the request is cancelled: keep the keyboard where it was (unless focus is
  // elsewhere already, e.g. in the modal the visitor cancelled from).
  useEffect(() => {
    if (outcome.state === 'cancelled' && document.activeElement === document.body) submit.current?.focus();
  }, [outcome]);
  // An outcome belongs to the account that signed: switching or disconnecting hides it.
  const shown =
    outcome.state !== 'idle' && outcome.address === address && outcome.namespace === namespace && isConnected
      ? outcome
      : undefined;
  const signing = shown?.state === 'signing';

  const sign = async (): Promise<void> => {
    if (!address || !namespace) return;
    setOutcome({ state: 'signing', address, namespace });
    try {
      const signature = await client.controllers.connection.signMessage({ message, namespace });
      setOutcome({ state: 'signed', address, namespace, message, signature });
    } catch (error) {
      if (isCancelled(error)) {
        setOutcome({ state: 'cancelled', address, namespace });
        return;
      }
      setOutcome({
        state: 'failed',
        address,
        namespace,
        text: signErrorText(error, (key) => i18n.t(key)),
      });
    }
  };

  return (
    <Card
      id="sign"
      className="card--sign"
      title="Sign a message"
      description={
        <>
          <code>client.controllers.connection.signMessage</code> asks the connected wallet for a signature:{' '}
          <code>personal_sign</code> on EVM, <code>solana:signMessage</code> on Solana. Free, no transaction.
        </>
      }
      icon={<PenIcon />}
    >
      <form
        className="sign-form"
        onSubmit={(event) => {
          event.preventDefault();
          void sign();
        }}
      >
        <NamespaceChoice
          namespaces={connected}
          value={namespace}
          onChange={pick}
          legend="Sign with"
          disabled={signing}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-message`}>
            Message
          </label>
          <textarea
            id={`${id}-message`}
            className="field__control sign-form__message"
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className="sign-form__actions">
          <button
            ref={submit}
            type="submit"
            className="button button--primary"
            disabled={!isConnected || signing || message === ''}
            aria-describedby={isConnected ? undefined : `${id}-hint`}
          >
            {signing ? 'Signing…' : 'Sign'}
          </button>
          {signing ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                if (namespace) cancelPendingRequest(client, 'signMessage', namespace);
              }}
            >
              Cancel
            </button>
          ) : null}
          {isConnected ? null : (
            <span className="text-subtle" id={`${id}-hint`}>
              Connect a wallet to sign.
            </span>
          )}
        </div>
      </form>
      <div className="sign-output" role="status" aria-live="polite" data-testid="sign-output">
        {shown?.state === 'signing' ? (
          <p className="text-subtle">Confirm the request in your wallet…</p>
        ) : null}
        {shown?.state === 'signed' ? (
          <div className="signature">
            <p className="signature__label">Signature · {namespaceLabel(shown.namespace)}</p>
            <p className="signature__value mono" data-testid="signature">
              {shown.signature}
            </p>
          </div>
        ) : null}
        {shown?.state === 'failed' ? (
          <p className="sign-output__error" data-testid="sign-error">
            {shown.text}
          </p>
        ) : null}
        {shown?.state === 'cancelled' ? (
          <p className="text-subtle" data-testid="sign-cancelled">
            {REQUEST_CANCELLED_TEXT}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
