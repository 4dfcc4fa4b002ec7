import type { ChainNamespace } from '@walletdock/core';
import { useAccount, useTranslation, useWalletDockClient } from '@walletdock/react';
import { useEffect, useId, useRef, useState } from 'react';
import { namespaceLabel, networkOf, selfTransfer, selfTransferAmount } from '../walletdock/namespaces';
import { cancelPendingRequest, isCancelled, REQUEST_CANCELLED_TEXT } from '../walletdock/pending-request';
import { signErrorText, TRANSACTION_DECLINED_KEY } from '../walletdock/sign-message';
import { useRequestNamespace } from '../walletdock/use-request-namespace';
import { Card } from './Card';
import { SendIcon } from './icons';
import { NamespaceChoice } from './NamespaceChoice';

/** Where a transaction was sent: its namespace and the CAIP-2 id (and name) of that namespace's network. */
type Target = {
  readonly address: string;
  readonly namespace: ChainNamespace;
  readonly caipNetworkId: string;
  readonly networkName: string;
};

type Outcome =
  | { readonly state: 'idle' }
  | { readonly state: 'sending'; readonly target: Target }
  | { readonly state: 'sent'; readonly target: Target; readonly hash: string }
  | { readonly state: 'failed'; readonly target: Target; readonly text: string }
  | { readonly state: 'cancelled'; readonly target: Target };

/**
 * Sends a test transaction through core (`connection.sendTransaction({ namespace, transaction })`): a transfer
 * from the connected address to itself (0 ETH on EVM, 0.000001 SOL on Solana), on that namespace's own network,
 * with the active namespace's wallet or the one the visitor picks. Shows the hash (EVM) or signature (Solana)
 * and where it was sent; a rejection reads "Signature declined". While the wallet has not answered, "Cancel"
 * cancels the request through core (`connection.cancelRequest`); a cancel from here or from the modal reads
 * "Request cancelled".
 */
export function TransactionCard() {
  const client = useWalletDockClient();
  const { connected, namespace, pick } = useRequestNamespace();
  const { address, isConnected } = useAccount({ namespace });
  const i18n = useTranslation();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const submit = useRef<HTMLButtonElement>(null);
  // The Cancel button is gone once the request is cancelled: keep the keyboard where it was (unless focus is
  // elsewhere already, e.g. in the modal the visitor cancelled from).
  useEffect(() => {
    if (outcome.state === 'cancelled' && document.activeElement === document.body) submit.current?.focus();
  }, [outcome]);
  // An outcome belongs to the account that sent it: switching or disconnecting hides it.
  const shown =
    outcome.state !== 'idle' &&
    outcome.target.address === address &&
    outcome.target.namespace === namespace &&
    isConnected
      ? outcome
      : undefined;
  const sending = shown?.state === 'sending';

  const send = async (): Promise<void> => {
    if (!address || !namespace) return;
    const network = networkOf(client.getSnapshot(), namespace);
    const target: Target = {
      address,
      namespace,
      caipNetworkId: network?.caipNetworkId ?? '?',
      networkName: network?.name ?? '?',
    };
    setOutcome({ state: 'sending', target });
    try {
      const hash = await client.controllers.connection.sendTransaction({
        namespace,
        transaction: selfTransfer(namespace, address),
      });
      setOutcome({ state: 'sent', target, hash });
    } catch (error) {
      if (isCancelled(error)) setOutcome({ state: 'cancelled', target });
      else
        setOutcome({
          state: 'failed',
          target,
          text: signErrorText(error, (key) => i18n.t(key), TRANSACTION_DECLINED_KEY),
        });
    }
  };

  return (
    <Card
      id="transaction"
      className="card--transaction"
      title="Send a test transaction"
      description={
        <>
          <code>client.controllers.connection.sendTransaction</code> asks the connected wallet to send{' '}
          {namespace ? selfTransferAmount(namespace) : '0 ETH or 0.000001 SOL'} to your own address, on that
          namespace&rsquo;s network. Only the fee leaves the account.
        </>
      }
      icon={<SendIcon />}
    >
      <form
        className="sign-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <NamespaceChoice
          namespaces={connected}
          value={namespace}
          onChange={pick}
          legend="Send on"
          disabled={sending}
        />
        <div className="sign-form__actions">
          <button
            ref={submit}
            type="submit"
            className="button button--primary"
            disabled={!isConnected || sending}
            aria-describedby={isConnected ? undefined : `${id}-hint`}
          >
            {sending ? 'Sending…' : 'Send'}
          </button>
          {sending ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                if (namespace) cancelPendingRequest(client, 'sendTransaction', namespace);
              }}
            >
              Cancel
            </button>
          ) : null}
          {isConnected && namespace ? (
            <span className="text-subtle">
              {selfTransferAmount(namespace)} to yourself on {namespaceLabel(namespace)}
            </span>
          ) : (
            <span className="text-subtle" id={`${id}-hint`}>
              Connect a wallet to send.
            </span>
          )}
        </div>
      </form>
      <div className="sign-output" role="status" aria-live="polite" data-testid="tx-output">
        {shown?.state === 'sending' ? (
          <p className="text-subtle">Confirm the transaction in your wallet…</p>
        ) : null}
        {shown?.state === 'sent' ? (
          <div className="signature">
            <p className="signature__label">
              {shown.target.namespace === 'solana' ? 'Transaction signature' : 'Transaction hash'}
            </p>
            <p className="signature__value mono" data-testid="tx-hash">
              {shown.hash}
            </p>
            <p className="signature__meta" data-testid="tx-network">
              <span className="badge">{shown.target.namespace}</span>{' '}
              <span className="mono">{shown.target.caipNetworkId}</span> ({shown.target.networkName})
            </p>
          </div>
        ) : null}
        {shown?.state === 'failed' ? (
          <p className="sign-output__error" data-testid="tx-error">
            {shown.text}
          </p>
        ) : null}
        {shown?.state === 'cancelled' ? (
          <p className="text-subtle" data-testid="tx-cancelled">
            {REQUEST_CANCELLED_TEXT}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
