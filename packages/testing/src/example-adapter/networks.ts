import { type CaipNetwork, defineNetwork } from '@walletdock/core';

/**
 * The made-up CAIP-2 namespace of the example adapter. WalletDock does not know it by name: registering
 * `exampleAdapter()` is all it takes for the client to support it (namespaces are open).
 */
export const EXAMPLE_NAMESPACE = 'example';

const NATIVE = { name: 'Example Token', symbol: 'EXM', decimals: 9 } as const;
/** A reserved `.invalid` host: the example chain has no RPC, and nothing ever calls it. */
const NO_RPC = { default: { http: ['https://rpc.example-chain.invalid'] } } as const;

/** The example chain's main network, `example:mainnet`. */
export const exampleMainnet: CaipNetwork = defineNetwork({
  id: 'mainnet',
  chainNamespace: EXAMPLE_NAMESPACE,
  name: 'Example Mainnet',
  nativeCurrency: NATIVE,
  rpcUrls: NO_RPC,
});

/** The example chain's test network, `example:testnet`. */
export const exampleTestnet: CaipNetwork = defineNetwork({
  id: 'testnet',
  chainNamespace: EXAMPLE_NAMESPACE,
  name: 'Example Testnet',
  nativeCurrency: NATIVE,
  rpcUrls: NO_RPC,
  testnet: true,
});
