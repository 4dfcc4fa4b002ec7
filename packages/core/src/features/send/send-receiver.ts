import { safeImageUrl } from '../../sanitize/links.js';
import type { NameRecord } from '../../services/blockchain-api/types.js';
import { type SendScope, sendTargetOf } from './send-scope.js';
import type { SendController } from './types.js';

/** SLIP-44 coin type of Ethereum addresses in a name's records (ENSIP-11 uses it for every EVM chain). */
const EVM_COIN_TYPE = '60';

/** A receiver typed as a name (eip155 only): it has a dot and is not a hex address, e.g. `alice.wd.eth`. */
export function isReceiverName(namespace: string | undefined, input: string): boolean {
  return namespace === 'eip155' && input.includes('.') && !/^0x[0-9a-fA-F]*$/.test(input);
}

/** Whether the active namespace's adapter accepts `address` as a receiver. */
function addressIsValid(scope: SendScope, address: string): boolean {
  try {
    sendTargetOf(scope)?.transfers.assertAddress(address);
    return sendTargetOf(scope) !== undefined;
  } catch {
    return false;
  }
}

/** The EVM address and the avatar of a name's records. */
export function nameRecordTarget(record: NameRecord): {
  address: string | undefined;
  avatar: string | undefined;
} {
  const address = record.addresses[EVM_COIN_TYPE]?.address;
  const avatar = record.attributes.find((attribute) => typeof attribute.avatar === 'string')?.avatar;
  return { address: address === '' ? undefined : address, avatar: safeImageUrl(avatar) };
}

/**
 * The receiver field (spec §3 "receiver address, receiver profile name and image"): an address of the active
 * namespace, or on eip155 a name resolved through the names feature to its coin type 60 address, shown with its
 * avatar ('No address found for this name' when it has none or cannot be resolved). A typed eip155 address gets
 * its primary name and avatar when a blockchain API is configured. A newer input wins over a pending resolution.
 */
export function createReceiver(
  scope: SendScope,
): Pick<SendController, 'setReceiver' | 'setReceiverAddress' | 'setReceiverProfile'> {
  const { state, env, features } = scope;
  let sequence = 0;

  function setReceiverAddress(address: string | undefined): void {
    if (address !== state.receiverAddress) {
      state.receiverProfileName = undefined;
      state.receiverProfileImage = undefined;
    }
    state.receiverAddress = address;
  }

  async function profileOfAddress(address: string, mine: number, generation: number): Promise<void> {
    if (env.serviceUrls.blockchainApi === undefined || sendTargetOf(scope)?.namespace !== 'eip155') return;
    const identity = await features.names.getIdentity(address);
    if (mine !== sequence || !scope.isCurrent(generation) || state.receiverAddress !== address) return;
    state.receiverProfileName = identity.name ?? undefined;
    state.receiverProfileImage = safeImageUrl(identity.avatar) ?? undefined;
  }

  async function resolve(name: string, mine: number, generation: number): Promise<void> {
    state.resolvingName = true;
    scope.refreshProblem();
    let found: ReturnType<typeof nameRecordTarget> = { address: undefined, avatar: undefined };
    let record: NameRecord | undefined;
    try {
      record = await features.names.resolveName(name);
      found = nameRecordTarget(record);
    } catch (error) {
      env.logger.warn(`Resolving the name ${name} failed`, error);
    }
    if (mine !== sequence || !scope.isCurrent(generation)) return;
    state.resolvingName = false;
    scope.unresolvedName = found.address === undefined;
    if (found.address !== undefined) {
      state.receiverAddress = found.address;
      state.receiverProfileName = record?.name ?? name;
      state.receiverProfileImage = found.avatar;
    }
    scope.refreshProblem();
  }

  return {
    setReceiverAddress(address) {
      scope.bind();
      scope.backToForm();
      sequence += 1;
      scope.unresolvedName = false;
      state.resolvingName = false;
      state.receiverInput = address;
      setReceiverAddress(address);
      scope.refreshProblem();
    },

    setReceiverProfile(profile) {
      state.receiverProfileName = profile.name;
      state.receiverProfileImage = profile.image;
    },

    async setReceiver(input) {
      scope.bind();
      scope.backToForm();
      const mine = ++sequence;
      const generation = scope.generation();
      const typed = input?.trim() ?? '';
      state.receiverInput = input;
      state.resolvingName = false;
      scope.unresolvedName = false;
      if (isReceiverName(scope.deps.chains.state.activeNamespace, typed)) {
        setReceiverAddress(undefined);
        await resolve(typed, mine, generation);
        return;
      }
      setReceiverAddress(typed === '' ? undefined : typed);
      scope.refreshProblem();
      if (typed !== '' && addressIsValid(scope, typed)) await profileOfAddress(typed, mine, generation);
    },
  };
}
