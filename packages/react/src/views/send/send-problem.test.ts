import { MESSAGES } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/messages/de.js';
import { enShell } from '../../i18n/messages/en-shell.js';
import { createTranslatorFrom } from '../../i18n/translator-core.js';
import { sendMessageText } from './send-problem.js';

/** Every message the send feature puts in `state.send.problem` / `state.send.failure` (core's send-messages). */
const SEND_MESSAGES = Object.entries(MESSAGES).filter(
  ([name, text]) =>
    typeof text === 'string' &&
    (/^send[A-Z]/.test(name) ||
      [
        'amountAndReceiverRequired',
        'tokenRequired',
        'unsupportedChain',
        'invalidDecimal',
        'invalidReceiverAddress',
        'transactionReverted',
      ].includes(name)),
) as [string, string][];

describe("the send feature's messages in the visitor's language", () => {
  it('has a translation of each of them (a new message of the send feature needs its key)', () => {
    const german = createTranslatorFrom({ en: enShell, de }, { locale: 'de', warn: () => {} });
    expect(SEND_MESSAGES.length).toBeGreaterThanOrEqual(13);
    for (const [name, text] of SEND_MESSAGES) {
      const shown = sendMessageText(german, text);
      expect(shown, name).not.toBe(text);
      expect(shown, name).not.toBe('');
    }
  });
});
