'use client';

import type { SendController, SendState, WalletDockClient } from '@walletdock/core';
import { useEffect, useRef, useState } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.js';
import type { ModalViewProps } from '../../modal/views.js';
import { MIDDLE_TRUNCATE_CSS } from '../shared/middle-truncate.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { useWalletFeatureTranslation } from '../shared/use-wallet-feature-translation.js';
import { AmountField } from './amount-field.js';
import { decimalInput } from './decimal-input.js';
import { ReceiverField } from './receiver-field.js';
import { sendMessageText } from './send-problem.js';
import { SEND_CSS } from './styles.js';
import { TokenField } from './token-field.js';
import { useSendController } from './use-send-controller.js';

const AMOUNT_PROBLEM_ID = 'wd-send-amount-problem';
const RECEIVER_PROBLEM_ID = 'wd-send-receiver-problem';

/**
 * The send form (WalletSend, spec §3 "Send flow"): the token (opening the token picker), the amount (with the
 * fiat toggle where the token has a price, and Max), the receiver (an address or a name), each problem under its
 * field, and Review — disabled while the form is empty, invalid or busy. Everything is core's send feature
 * (`client.feature('send')`, `state.send`): the view keeps only the fields' text as typed. Review estimates the
 * fee (core) and opens WalletSendPreview; back from there returns here with the form as it was.
 */
export default function WalletSendView({ client }: ModalViewProps) {
  const state = useExternalStore(client);
  const i18n = useWalletFeatureTranslation();
  const ref = useViewStyles(VIEW_BASE_CSS, MIDDLE_TRUNCATE_CSS, SEND_CSS);
  const send = useSendController(client, state.features.send);
  const form = state.send;
  const amountRef = useRef<HTMLInputElement>(null);
  const [amountText, setAmountText] = useState(() => client.loadedFeature('send')?.amountInput() ?? '');
  const [receiverText, setReceiverText] = useState(() => form.receiverInput ?? form.receiverAddress ?? '');
  const [reviewing, setReviewing] = useState(false);

  useReturnToForm(send, form, setAmountText);

  // The form emptied by core (a network or account change, spec §4): the fields follow.
  const emptied = form.sendTokenAmount === undefined && form.receiverInput === undefined;
  useEffect(() => {
    if (!emptied) return;
    setAmountText('');
    setReceiverText('');
  }, [emptied]);

  // Focus starts on the amount (also when the modal opens here: INITIAL_FOCUS_ATTRIBUTE on the field).
  useEffect(() => {
    amountRef.current?.focus({ preventScroll: true });
  }, []);

  const namespace = state.chains.activeNamespace;
  const problem = form.problem;
  const amountProblem =
    problem && problem.field !== 'receiver' ? sendMessageText(i18n, problem.message) : undefined;
  const receiverProblem = problem?.field === 'receiver' ? sendMessageText(i18n, problem.message) : undefined;
  const busy = reviewing || form.feeStatus === 'estimating';
  const ready =
    send !== undefined &&
    form.token !== undefined &&
    (form.sendTokenAmount ?? '') !== '' &&
    (form.receiverAddress ?? '') !== '' &&
    problem === undefined &&
    !form.resolvingName;

  const onAmount = (text: string) => {
    setAmountText(text);
    void withSend(client, (controller) =>
      controller.setAmount(text.trim() === '' ? undefined : decimalInput(i18n, text)),
    );
  };
  const onReceiver = (text: string) => {
    setReceiverText(text);
    void withSend(client, (controller) =>
      controller.setReceiver(text.trim() === '' ? undefined : text.trim()),
    );
  };
  const onToggleUnit = () =>
    void withSend(client, (controller) => {
      controller.setAmountUnit(controller.state.amountUnit === 'fiat' ? 'token' : 'fiat');
      setAmountText(controller.amountInput());
    });
  const onMax = () =>
    void withSend(client, async (controller) => {
      await controller.setMax();
      setAmountText(controller.amountInput());
    });
  const onReview = async () => {
    if (!send) return;
    setReviewing(true);
    try {
      await send.review();
      if (client.state.router.view === 'WalletSend') client.controllers.router.push('WalletSendPreview');
    } catch {
      // The form's problem (core's `state.send.problem`) says why, under its field.
    } finally {
      setReviewing(false);
    }
  };

  return (
    <div ref={ref} className="wd-send">
      <div className="wd-send-what">
        <TokenField
          token={form.token}
          onChoose={() => client.controllers.router.push('WalletSendSelectToken')}
          problemId={problem?.field === 'token' ? AMOUNT_PROBLEM_ID : undefined}
        />
        <AmountField
          token={form.token}
          text={amountText}
          onText={onAmount}
          unit={form.amountUnit}
          tokenAmount={form.sendTokenAmount}
          onToggleUnit={onToggleUnit}
          onMax={onMax}
          maxBusy={form.feeStatus === 'estimating' && !reviewing}
          problem={amountProblem}
          problemId={AMOUNT_PROBLEM_ID}
          inputRef={amountRef}
        />
      </div>
      <ReceiverField
        text={receiverText}
        onText={onReceiver}
        acceptsNames={namespace === 'eip155' && client.options.services?.blockchainApiUrl !== undefined}
        resolving={form.resolvingName}
        address={form.receiverAddress}
        name={form.receiverProfileName}
        image={form.receiverProfileImage}
        problem={receiverProblem}
        problemId={RECEIVER_PROBLEM_ID}
      />
      <button
        type="button"
        className="wd-button wd-button--block wd-send-review"
        disabled={!ready || busy}
        aria-busy={busy || undefined}
        onClick={() => void onReview()}
      >
        {busy ? <span className="wd-spinner" aria-hidden="true" /> : null}
        {reviewing ? i18n.t('send.estimating') : i18n.t('send.review')}
      </button>
    </div>
  );
}

/** Runs `action` with the send controller (loading it first if a key was faster than its code). */
async function withSend(
  client: WalletDockClient,
  action: (controller: SendController) => unknown,
): Promise<void> {
  try {
    await action(await client.feature('send'));
  } catch {
    // A failed load shows in `state.features.send`; a failed Max in `state.send.feeStatus` and its problem.
  }
}

/**
 * Back on the form from the review (the header's back, or the preview's Cancel / Back): core's `edit()` returns
 * the flow to the form with what was filled; after a finished send the form starts empty. Then the amount's text
 * is the controller's (a fiat amount in fiat).
 */
function useReturnToForm(
  send: SendController | undefined,
  form: SendState,
  setAmountText: (text: string) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (!send || done.current) return;
    done.current = true;
    if (form.step === 'review' || form.step === 'failure') send.edit();
    else if (form.step === 'success') send.reset();
    setAmountText(send.amountInput());
  }, [send, form.step, setAmountText]);
}
