import type { SendState } from './types.js';

/** The empty send form (spec §3 "Send flow"). */
export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    amountUnit: 'token',
    receiverInput: undefined,
    resolvingName: false,
    problem: undefined,
    fee: undefined,
    feeStatus: 'idle',
    step: 'form',
    caipNetworkId: undefined,
    hash: undefined,
    explorerUrl: undefined,
    failure: undefined,
  };
}
