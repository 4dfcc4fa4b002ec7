'use client';

import type { SendController, SendFee, SendState, TokenBalance } from '@walletdock/core';
import { useMemo } from 'react';
import { useWalletDockClient } from '../provider/context.js';
import { useWalletDockSelector } from './use-walletdock-selector.js';

export type UseSendResult = {
  /** The send form and flow as core holds them (`state.send`: token, amount, receiver, problem, fee, step…). */
  state: SendState;
  /** Whether the client sends at all (`options.features.send`). */
  enabled: boolean;
  /** The send feature's controller, loaded on the first call (core's `client.feature('send')`). */
  load(): Promise<SendController>;
  /** The tokens the active account can send (its balances, native first; empty off eip155 and solana). */
  tokens(): Promise<TokenBalance[]>;
  setToken(token: TokenBalance | undefined): Promise<void>;
  /** The amount as typed, in `state.amountUnit` (a decimal string, spec §5). */
  setAmount(amount: string | undefined): Promise<void>;
  /** The fiat toggle (only for a token with a price). */
  setAmountUnit(unit: 'token' | 'fiat'): Promise<void>;
  /** Max: the whole balance of a token; of the native currency, what is left after the fee. */
  setMax(): Promise<void>;
  /** The receiver as typed: an address of the active namespace, or a name resolved to one. */
  setReceiver(input: string | undefined): Promise<void>;
  /** From the form to the review: checks the form and estimates the fee. Rejects with the form's problem. */
  review(): Promise<SendFee>;
  /** Sends the reviewed transfer through the connected wallet and waits for its block; resolves the hash. */
  send(): Promise<string>;
  /** Back from the review to the form, keeping what was filled. */
  edit(): Promise<void>;
  /** After a failure: back to the review of the same transfer. */
  retry(): Promise<SendFee>;
  reset(): Promise<void>;
};

/**
 * Send for apps with their own UI: the form and flow come from the client's `state.send` (in the initial
 * snapshot, so the server renders the empty form), and the send code loads only on the first action (or
 * already did, e.g. through the modal's Send view). Each action is core's send controller's (`client.feature
 * ('send')`), and rejects as it does — e.g. a turned-off feature with a ConfigurationError, `review()` with the
 * form's problem ('The amount is more than your balance'), `send()` with 'Transaction declined'.
 */
export function useSend(): UseSendResult {
  const client = useWalletDockClient();
  const state = useWalletDockSelector((snapshot) => snapshot.send);
  const actions = useMemo(() => {
    const load = () => client.feature('send');
    return {
      enabled: client.isFeatureEnabled('send'),
      load,
      tokens: async () => (await load()).tokens(),
      setToken: async (token: TokenBalance | undefined) => (await load()).setToken(token),
      setAmount: async (amount: string | undefined) => (await load()).setAmount(amount),
      setAmountUnit: async (unit: 'token' | 'fiat') => (await load()).setAmountUnit(unit),
      setMax: async () => (await load()).setMax(),
      setReceiver: async (input: string | undefined) => (await load()).setReceiver(input),
      review: async () => (await load()).review(),
      send: async () => (await load()).send(),
      edit: async () => (await load()).edit(),
      retry: async () => (await load()).retry(),
      reset: async () => (await load()).reset(),
    };
  }, [client]);
  return { state, ...actions };
}
