import { validateSendInputs } from '../../validation/send-inputs.js';
import type { FeatureContextOf, FeatureInstanceOf } from '../types.js';
import type { sendFeature } from './feature.js';
import { initialSendState } from './state.js';
import type { SendController } from './types.js';

/**
 * Creates the send form (spec §3 "Send flow"): the token, the amount, the receiver with their profile name and
 * image, the network balance in USD and the loading flag. Changing the receiver address drops the previous
 * receiver's profile (set it again after resolving the new one). `reset()` empties the form; it runs when the
 * active network changes (spec §4; the chains controller's `onActiveNetworkChange`, from `createFeature`).
 */
export function createSend({ state }: Pick<FeatureContextOf<typeof sendFeature>, 'state'>): SendController {
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

/**
 * The feature module's entry (loaded with `import()` by features/send/feature.ts). Changing the active network
 * resets the form for the client's lifetime; before this module loads the form is empty, so nothing is missed.
 */
export function createFeature(
  context: FeatureContextOf<typeof sendFeature>,
): FeatureInstanceOf<typeof sendFeature> {
  const controller = createSend(context);
  context.deps.chains.onActiveNetworkChange(() => controller.reset());
  return { controller };
}
