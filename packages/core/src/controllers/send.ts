import { proxy } from 'valtio/vanilla';
import type { WalletDockContext } from '../client/context.js';
import { validateSendInputs } from '../validation/send-inputs.js';
import type { SendController, SendState } from './types.js';

function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
  };
}

/**
 * Creates the send form (spec §3 "Send flow"): the token, the amount, the receiver with their profile name and
 * image, the network balance in USD and the loading flag. Changing the receiver address drops the previous
 * receiver's profile (set it again after resolving the new one). `reset()` empties the form; the chains
 * controller calls it when the active network changes (spec §4).
 */
export function createSend(_ctx: WalletDockContext): SendController {
  const state = proxy<SendState>(initialSendState());

  return {
    state,

    setToken(token) {
      // A copy: the form keeps the token as chosen, not a live view of the (refreshing) balance list.
      state.token = token ? { ...token, quantity: { ...token.quantity } } : undefined;
    },

    setAmount(amount) {
      state.sendTokenAmount = amount;
    },

    setReceiverAddress(address) {
      if (address !== state.receiverAddress) {
        state.receiverProfileName = undefined;
        state.receiverProfileImage = undefined;
      }
      state.receiverAddress = address;
    },

    setReceiverProfile(profile) {
      state.receiverProfileName = profile.name;
      state.receiverProfileImage = profile.image;
    },

    setNetworkBalanceInUSD(value) {
      state.networkBalanceInUSD = value;
    },

    setLoading(loading) {
      state.loading = loading;
    },

    assertReady(namespace) {
      validateSendInputs({
        amount: state.sendTokenAmount,
        receiverAddress: state.receiverAddress,
        token: state.token,
        namespace,
      });
    },

    reset() {
      Object.assign(state, initialSendState());
    },
  };
}
