'use client';

import { type SendState, safeLinkUrl, type WalletDockClient } from '@walletdock/core';
import { type ReactNode, useEffect } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { ModalViewProps } from '../../modal/views.js';
import { accountNetwork } from '../account/account-network.js';
import { TokenIcon } from '../account/token-icon.js';
import { MIDDLE_TRUNCATE_CSS, MiddleTruncate } from '../shared/middle-truncate.js';
import { shortAddress } from '../shared/short-address.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useWalletFeatureTranslation } from '../shared/use-wallet-feature-translation.js';
import { ExternalLinkIcon } from '../shared/view-icons.js';
import { amountWithSymbol, fiatValue } from './send-format.js';
import { FailureIcon, SuccessIcon } from './send-icons.js';
import { sendMessageText } from './send-problem.js';
import { SendSummary } from './send-summary.js';
import { SEND_CSS } from './styles.js';
import { useSendController } from './use-send-controller.js';

/**
 * The review of a transfer and what follows on the same view (WalletSendPreview, spec §3): the amount with its
 * token and USD value, the receiver, the network and the fee, then Send; then the wallet's prompt ("Confirm in
 * your wallet", with Cancel, which withdraws the request), the wait for the block, the success (the explorer
 * link through the link sanitiser, Done) or the failure (the reason, Back to the form, Try again). Core's send
 * feature runs each step (`state.send.step`); the view has fixed regions — the status above, the details, one
 * row of two buttons — so no step changes its height.
 */
export default function WalletSendPreviewView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useWalletFeatureTranslation();
  const ref = useViewStyles(VIEW_BASE_CSS, MIDDLE_TRUNCATE_CSS, SEND_CSS);
  const send = useSendController(client, state.features.send);
  const form = state.send;
  const namespace = state.chains.activeNamespace;
  const network = accountNetwork(
    state.chains.activeCaipNetwork,
    namespace === undefined ? undefined : state.chains.namespaces[namespace],
  );

  // The form emptied under the review (a network or account change resets it, spec §4): back to the form.
  const emptied = send !== undefined && form.step === 'form' && form.token === undefined;
  useEffect(() => {
    if (emptied) backToForm(client);
  }, [emptied, client]);

  const symbol = form.token?.symbol ?? '';
  const amount = amountWithSymbol(i18n, form.sendTokenAmount, symbol);
  // Short in the sentence (the full address is in the details below): the line never takes a third line.
  const receiver = form.receiverProfileName || shortAddress(form.receiverAddress ?? '');
  const explorer = safeLinkUrl(form.explorerUrl);

  const onSend = () => void send?.send().catch(() => undefined);
  const onCancelRequest = () => client.controllers.connection.cancelRequest();
  const onBack = () => {
    send?.edit();
    backToForm(client);
  };
  const onDone = () => {
    send?.reset();
    backToAccount(client);
  };

  return (
    <div ref={ref} className="wd-send wd-send-preview" data-step={form.step}>
      <SendStatus form={form} amount={amount} receiver={receiver} />
      <SendSummary client={client} form={form} network={network} />
      <div className="wd-send-actions">
        {form.step === 'review' ? (
          <>
            <button type="button" className="wd-button wd-button--secondary" onClick={onBack}>
              {i18n.t('common.cancel')}
            </button>
            <button
              type="button"
              className="wd-button"
              disabled={send === undefined || form.fee === undefined}
              onClick={onSend}
            >
              {i18n.t('sendPreview.send')}
            </button>
          </>
        ) : form.step === 'sending' ? (
          <>
            <button type="button" className="wd-button wd-button--secondary" onClick={onCancelRequest}>
              {i18n.t('common.cancel')}
            </button>
            <button type="button" className="wd-button" disabled aria-busy="true">
              <span className="wd-spinner" aria-hidden="true" />
              {i18n.t('sendPreview.send')}
            </button>
          </>
        ) : form.step === 'failure' ? (
          <>
            <button type="button" className="wd-button wd-button--secondary" onClick={onBack}>
              {i18n.t('header.back')}
            </button>
            <button
              type="button"
              className="wd-button"
              onClick={() => void send?.retry().catch(() => undefined)}
            >
              {i18n.t('common.retry')}
            </button>
          </>
        ) : (
          // confirming and success: the transaction is out; Done leaves it to Activity.
          <>
            {explorer ? (
              <a
                className="wd-button wd-button--secondary"
                href={explorer}
                target="_blank"
                rel="noopener noreferrer"
              >
                {i18n.t('sendPreview.viewTransaction')}
                <ExternalLinkIcon />
              </a>
            ) : (
              <span className="wd-send-actions-spacer" />
            )}
            <button type="button" className="wd-button" onClick={onDone}>
              {i18n.t('sendPreview.done')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The status region: the token's icon (with a turning ring while the wallet or the network is waited for, a check
 * on success, a cross on failure), a title and one line (two at most) under it.
 */
function SendStatus({ form, amount, receiver }: { form: SendState; amount: string; receiver: string }) {
  const i18n = useWalletFeatureTranslation();
  const step = form.step;
  const fiat = fiatValue(i18n, form.sendTokenAmount, form.token?.price);
  const waiting = step === 'sending' || step === 'confirming';
  let title: ReactNode = <MiddleTruncate value={amount} />;
  let line = fiat === undefined ? '' : `≈ ${fiat}`;
  if (step === 'sending') {
    title = i18n.t('sendPreview.confirmInWallet');
    line = i18n.t('sendPreview.confirmInWalletHint');
  } else if (step === 'confirming') {
    title = i18n.t('sendPreview.confirming');
    line = i18n.t('sendPreview.confirmingHint');
  } else if (step === 'success') {
    title = i18n.t('sendPreview.success');
    line = i18n.t('sendPreview.successHint', { amount, receiver });
  } else if (step === 'failure') {
    title = i18n.t('sendPreview.failed');
    line = form.failure ? sendMessageText(i18n, form.failure) : '';
  }
  return (
    <div className="wd-send-status" role="status" aria-live="polite">
      <span className="wd-send-status-visual" data-waiting={waiting ? '' : undefined}>
        <TokenIcon src={form.token?.iconUrl} size={5.6} />
        {step === 'success' ? (
          <span className="wd-send-status-badge" data-outcome="success">
            <SuccessIcon />
          </span>
        ) : step === 'failure' ? (
          <span className="wd-send-status-badge" data-outcome="failure">
            <FailureIcon />
          </span>
        ) : null}
      </span>
      <p className="wd-send-status-title">{title}</p>
      <p className="wd-send-status-line">{line}</p>
    </div>
  );
}

/** Back to the form: the previous view when it is the form (the header's back does the same), else the form. */
function backToForm(client: WalletDockClient): void {
  const { history } = client.state.router;
  const previous = history.at(-2);
  if (previous === 'WalletSend') client.controllers.router.goBack();
  else client.controllers.router.replace('WalletSend');
}

/** Back to the Account view after a send (the form is reset), where Activity lists the transaction. */
function backToAccount(client: WalletDockClient): void {
  const { history } = client.state.router;
  const index = history.indexOf('Account');
  if (index >= 0) client.controllers.router.goBackToIndex(index);
  else client.controllers.router.reset('Account');
}
