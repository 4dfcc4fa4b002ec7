import type { Nft } from '../../services/blockchain-api/types.js';
import { serviceClient } from '../../services/load-services.js';
import { resetOnAccountChange } from '../reset-on-account-change.js';
import type { FeatureContextOf, FeatureInstanceOf } from '../types.js';
import type { nftsFeature } from './feature.js';
import { initialNftsState } from './state.js';
import type { NftsController } from './types.js';

/**
 * Creates the NFT list of the Account view's NFTs tab (the blockchain API's `GET /v1/account/{address}/nfts`,
 * a WalletDock extension of the spec's contract).
 *
 * - `fetchNfts()` loads the first page of the active account on the active network; `fetchMore()` appends the
 *   next page (an NFT already listed is not repeated). eip155 only (spec §9: activity chain); on another
 *   namespace, without an address or without a blockchain API nothing is requested and the list is empty (on
 *   another namespace also `unsupported`, so the tab says NFTs are not shown there rather than "No NFTs yet").
 * - A failure marks the list empty and `failed` (the tab says so); it never throws and shows no toast (the
 *   spec's catalogue has no NFT message, and the Tokens tab already toasts a balance failure).
 * - The list belongs to one CAIP-10 account: a change of address or network resets it (`watch()` while
 *   mounted), and a response that arrives after such a change, or after a newer fetch started, is discarded.
 */
export function createNfts({
  env: ctx,
  deps: { chains: chainsController },
  state,
}: FeatureContextOf<typeof nftsFeature>): NftsController {
  let generation = 0;
  const chains = () => chainsController;

  function reset(): void {
    generation++;
    Object.assign(state, initialNftsState());
  }

  const key = (nft: Nft) => `${nft.chainId}:${nft.contractAddress.toLowerCase()}:${nft.tokenId}`;

  async function load(cursor: string | undefined): Promise<void> {
    const address = chains().activeAddress();
    const caipAddress = chains().activeCaipAddress();
    const network = chains().activeNetwork();
    if (address === undefined || caipAddress === undefined || !network) {
      reset();
      state.empty = true;
      return;
    }
    if (state.caipAddress !== caipAddress) reset();
    if (network.chainNamespace !== 'eip155' || ctx.serviceUrls.blockchainApi === undefined) {
      reset();
      Object.assign(state, { caipAddress, empty: true, unsupported: network.chainNamespace !== 'eip155' });
      return;
    }
    const request = ++generation;
    state.caipAddress = caipAddress;
    state.loading = true;
    state.failed = false;
    try {
      const api = await serviceClient(ctx, 'blockchainApi');
      const page = await api.getNfts({
        address,
        chainId: network.caipNetworkId,
        ...(cursor === undefined ? {} : { cursor }),
      });
      if (request !== generation) return;
      const listed = cursor === undefined ? [] : state.nfts;
      const known = new Set(listed.map(key));
      state.nfts = [...listed, ...page.data.filter((nft) => !known.has(key(nft)))];
      state.next = page.next ?? undefined;
      state.empty = state.nfts.length === 0 && state.next === undefined;
    } catch (error) {
      if (request !== generation) return;
      ctx.logger.warn('Loading the NFTs failed', error);
      Object.assign(state, { nfts: [], next: undefined, empty: true, failed: true });
    } finally {
      if (request === generation) state.loading = false;
    }
  }

  const controller: NftsController = {
    state,
    fetchNfts: () => load(undefined),
    async fetchMore() {
      if (state.next === undefined || state.loading) return;
      await load(state.next);
    },
    reset,
    watch() {
      return resetOnAccountChange(chains(), () => state.caipAddress, reset);
    },
  };
  return controller;
}

/** The feature module's entry (loaded with `import()` by features/nfts/feature.ts). */
export function createFeature(
  context: FeatureContextOf<typeof nftsFeature>,
): FeatureInstanceOf<typeof nftsFeature> {
  const controller = createNfts(context);
  return { controller, watch: () => controller.watch() };
}
