import { subscribe } from 'valtio/vanilla';
import type { ChainNamespace } from '../../caip/types.js';
import * as MESSAGES from '../../errors/message-texts.js';
import { ValidationError } from '../../errors/validation-error.js';
import type { FeatureContextOf, FeatureInstanceOf } from '../types.js';
import type { receiveFeature } from './feature.js';
import { initialReceiveState } from './state.js';
import type { ReceiveAccount, ReceiveController } from './types.js';

/**
 * Creates Receive (spec §1 "receive", §2): `accounts()` lists each connected namespace's active address with
 * the app's networks of that namespace (where the address receives), the active namespace first; `account()`
 * is the one shown (`selectNamespace` picks another connected one); `familyWarning()` names the family the
 * sender must use, and whether the visitor has addresses of several families connected (so that one is not
 * shared for the other). While mounted, a disconnect of the chosen namespace goes back to the active one.
 */
export function createReceive({
  deps: { chains },
  state,
}: Pick<FeatureContextOf<typeof receiveFeature>, 'deps' | 'state'>): ReceiveController & {
  watch(): () => void;
} {
  function accountOf(namespace: ChainNamespace): ReceiveAccount | undefined {
    const account = chains.getAccount(namespace);
    const { address, caipAddress } = account ?? {};
    if (account?.status !== 'connected' || address === undefined || caipAddress === undefined)
      return undefined;
    const networks = [...(chains.getNetwork(namespace)?.requestedCaipNetworks ?? [])];
    return { namespace, address, caipAddress, networks };
  }

  function accounts(): ReceiveAccount[] {
    const active = chains.state.activeNamespace;
    const namespaces = Object.keys(chains.state.namespaces) as ChainNamespace[];
    const ordered = active === undefined ? namespaces : [active, ...namespaces.filter((ns) => ns !== active)];
    return ordered.flatMap((namespace) => accountOf(namespace) ?? []);
  }

  function account(): ReceiveAccount | undefined {
    const chosen = state.namespace === undefined ? undefined : accountOf(state.namespace);
    return chosen ?? accounts()[0];
  }

  return {
    state,
    accounts,
    account,

    selectNamespace(namespace) {
      if (!accountOf(namespace)) {
        throw new ValidationError(MESSAGES.noActiveCaipAddress, {
          details: `No ${namespace} account is connected to receive on`,
        });
      }
      state.namespace = namespace;
    },

    familyWarning() {
      const shown = account();
      return shown ? { namespace: shown.namespace, several: accounts().length > 1 } : undefined;
    },

    reset() {
      Object.assign(state, initialReceiveState());
    },

    watch() {
      return subscribe(chains.state, () => {
        if (state.namespace !== undefined && !accountOf(state.namespace))
          Object.assign(state, initialReceiveState());
      });
    },
  };
}

/** The feature module's entry (loaded with `import()` by features/receive/feature.ts). */
export function createFeature(
  context: FeatureContextOf<typeof receiveFeature>,
): FeatureInstanceOf<typeof receiveFeature> {
  const { watch, ...controller } = createReceive(context);
  return { controller, watch };
}
