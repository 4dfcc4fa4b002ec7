import type { CaipAddress, CaipNetwork, ChainNamespace } from '../../caip/types.js';

/** The address a visitor shares to receive, on one namespace. */
export type ReceiveAccount = {
  namespace: ChainNamespace;
  address: string;
  caipAddress: CaipAddress;
  /** The networks of this namespace the app configured: where this address receives. */
  networks: CaipNetwork[];
};

export type ReceiveState = {
  /** The namespace whose address Receive shows (the active one when Receive opened). */
  namespace: ChainNamespace | undefined;
};

export type ReceiveController = {
  readonly state: ReceiveState;
  /** The connected accounts that can receive, the active namespace first. */
  accounts(): ReceiveAccount[];
  /** The account Receive shows (`state.namespace`, else the active one); undefined when nothing is connected. */
  account(): ReceiveAccount | undefined;
  /** Shows another connected namespace's address. @throws {ValidationError} for a namespace not connected. */
  selectNamespace(namespace: ChainNamespace): void;
  /**
   * The warning to show beside the address: which chain family it belongs to, so that nobody sends to it from
   * another family (e.g. "Only send Solana assets to this address") — always given, as the namespace the sender
   * must use; `several` is true when the visitor has addresses on more than one family connected.
   */
  familyWarning(): { namespace: ChainNamespace; several: boolean } | undefined;
  reset(): void;
};
