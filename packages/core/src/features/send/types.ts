import type { ChainNamespace } from '../../caip/types.js';
import type { TokenBalance } from '../../controllers/types.js';

export type SendState = {
  token: TokenBalance | undefined;
  sendTokenAmount: string | undefined;
  receiverAddress: string | undefined;
  receiverProfileName: string | undefined;
  receiverProfileImage: string | undefined;
  networkBalanceInUSD: string | undefined;
  loading: boolean;
};

export type SendController = {
  readonly state: SendState;
  setToken(token: TokenBalance | undefined): void;
  setAmount(amount: string | undefined): void;
  setReceiverAddress(address: string | undefined): void;
  setReceiverProfile(profile: { name?: string; image?: string }): void;
  /** The value of the active network's balance in USD, as shown beside the amount. */
  setNetworkBalanceInUSD(value: string | undefined): void;
  /** True while the send request is in flight. */
  setLoading(loading: boolean): void;
  /** Throws the spec's messages for missing inputs or an unsupported namespace. */
  assertReady(namespace: ChainNamespace | undefined): void;
  reset(): void;
};
