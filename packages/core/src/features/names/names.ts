import * as MESSAGES from '../../errors/message-texts.js';
import { NameError } from '../../errors/name-error.js';
import type { Identity, NameRecord } from '../../services/blockchain-api/types.js';
import { serviceClient } from '../../services/load-services.js';
import type { FeatureContextOf, FeatureInstanceOf } from '../types.js';
import type { namesFeature } from './feature.js';
import type { NamesController } from './types.js';

/** What an address without a known identity shows. */
const NO_IDENTITY: Identity = Object.freeze({ name: null, avatar: null });

const cacheKeyOf = (value: string) => value.toLowerCase();

/**
 * Creates name resolution (spec §7 identity and profile endpoints, §8 name errors, §9 "Name … chain: eip155",
 * cache life 5 min for names and identities).
 *
 * - `getIdentity(address)`: the primary name and avatar (`GET /v1/identity/{address}`, `sender` = the connected
 *   address), cached 5 min per lower-cased address ('identity'). Display data: without a blockchain API or on
 *   failure it resolves `{ name: null, avatar: null }` (failures are logged, not cached).
 * - `resolveName(name)`: the name's records (`GET /v1/profile/account/{name}`), cached 5 min ('name').
 * - `getNamesForAddress(address)`: every name of an address (`GET /v1/profile/reverse/{address}`), not cached
 *   (it is read right after a registration).
 * - `getSuggestions(name)`: available names for a label (`GET /v1/profile/suggestions/{name}`).
 * - Failures (and a missing blockchain API) throw `NameError` with the catalogue's message, the cause kept.
 * - `syncProfile()`: sets `profileName` / `profileImage` of the connected eip155 account from its identity.
 *   It runs when the modal opens (the definition's `onModalOpen`, features/names/feature.ts, which loads this
 *   module only when there is a profile to fill) and when the app calls it; never on page load, client
 *   creation or mount.
 */
export function createNames({
  env: ctx,
  deps: { chains: chainsController },
}: FeatureContextOf<typeof namesFeature>): NamesController {
  /** The blockchain API client (loaded on first use); throws the message's `NameError` without one. */
  async function api(message: string) {
    if (ctx.serviceUrls.blockchainApi === undefined) {
      throw new NameError(message, {
        details: 'No blockchain API is configured (options.services.blockchainApiUrl)',
      });
    }
    return serviceClient(ctx, 'blockchainApi');
  }

  /** The connected eip155 address, sent as `sender`. */
  const sender = () => chainsController.getAccount('eip155')?.address;

  async function mapped<T>(message: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof NameError) throw error;
      throw new NameError(message, { cause: error });
    }
  }

  const names: NamesController = {
    async getIdentity(address) {
      if (ctx.serviceUrls.blockchainApi === undefined) return { ...NO_IDENTITY };
      const key = cacheKeyOf(address);
      const cached = ctx.storage.getCached<Identity>('identity', key);
      if (cached && 'name' in cached && 'avatar' in cached) return cached;
      try {
        const client = await serviceClient(ctx, 'blockchainApi');
        const from = sender();
        const identity = await client.getIdentity(
          from === undefined ? { address } : { address, sender: from },
        );
        ctx.storage.setCached('identity', key, identity);
        return identity;
      } catch (error) {
        ctx.logger.warn(`Loading the identity of ${address} failed`, error);
        return { ...NO_IDENTITY };
      }
    },

    resolveName(name) {
      return mapped(MESSAGES.errorResolvingName, async () => {
        const client = await api(MESSAGES.errorResolvingName);
        const key = cacheKeyOf(name);
        const cached = ctx.storage.getCached<NameRecord>('name', key);
        if (cached && typeof cached.name === 'string') return cached;
        const record = await client.lookupName({ name });
        ctx.storage.setCached('name', key, record);
        return record;
      });
    },

    getNamesForAddress(address) {
      return mapped(MESSAGES.errorFetchingNamesForAddress, async () => {
        const client = await api(MESSAGES.errorFetchingNamesForAddress);
        const from = sender();
        return client.reverseLookup(from === undefined ? { address } : { address, sender: from });
      });
    },

    getSuggestions(name) {
      return mapped(MESSAGES.errorFetchingNameSuggestions, async () => {
        const client = await api(MESSAGES.errorFetchingNameSuggestions);
        const { suggestions } = await client.getNameSuggestions({ name });
        return suggestions;
      });
    },

    async syncProfile() {
      const chains = chainsController;
      const account = chains.getAccount('eip155');
      const address = account?.address;
      if (ctx.serviceUrls.blockchainApi === undefined || address === undefined) return;
      const identity = await names.getIdentity(address);
      // The visitor may have switched accounts while the identity loaded.
      if (chains.getAccount('eip155')?.address !== address) return;
      chains.setAccount('eip155', { profileName: identity.name, profileImage: identity.avatar });
    },
  };
  return names;
}

/** The feature module's entry (loaded with `import()` by features/names/feature.ts). */
export function createFeature(
  context: FeatureContextOf<typeof namesFeature>,
): FeatureInstanceOf<typeof namesFeature> {
  return { controller: createNames(context) };
}
