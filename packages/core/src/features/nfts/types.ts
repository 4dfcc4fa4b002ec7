import type { CaipAddress } from '../../caip/types.js';
import type { Nft } from '../../services/blockchain-api/types.js';

export type NftsState = {
  /** Loaded NFTs of the active account on the active network, in the service's order. */
  nfts: Nft[];
  loading: boolean;
  /** True when the list is known to be empty (also after a failure, or where NFTs are not listed). */
  empty: boolean;
  /** True after the last fetch failed. */
  failed: boolean;
  /**
   * True when NFTs are not listed for the account's namespace (eip155 only): the list is empty because it is not
   * offered there, not because the account holds none. Nothing is requested.
   */
  unsupported: boolean;
  /** Cursor of the next page; undefined on the last page or before the first fetch. */
  next: string | undefined;
  /** CAIP-10 account the list belongs to; a change of address or network resets the list. */
  caipAddress: CaipAddress | undefined;
};

/** The NFTs tab's list (blockchain API `GET /v1/account/{address}/nfts`, eip155 only). Never throws. */
export type NftsController = {
  readonly state: NftsState;
  /** Loads the first page for the active account and network. */
  fetchNfts(): Promise<void>;
  /** Loads the page after the loaded ones, if there is one. */
  fetchMore(): Promise<void>;
  reset(): void;
  /** Resets the list whenever the active account or network changes (called on mount); returns the stop function. */
  watch(): () => void;
};
