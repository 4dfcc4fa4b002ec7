import type { CaipNetwork, ChainAdapter } from '@walletdock/core';

/**
 * A namespace beyond eip155 and solana, for the page's `?namespace=example` (e2e journeys): the example adapter of
 * `@walletdock/testing` (the sixth namespace, `example`) with one in-page example wallet that approves, so the
 * modal can be seen with a chain family that has no Send (spec §5 "Sending only on eip155 and solana").
 */
export type ExtraNamespace = { readonly adapter: ChainAdapter; readonly networks: readonly CaipNetwork[] };

/** Whether the page asks for the example namespace (`?namespace=example`). */
export function wantsExampleNamespace(search: string): boolean {
  return new URLSearchParams(search).get('namespace') === 'example';
}

/** The name the example wallet shows in the modal. */
export const EXAMPLE_WALLET_NAME = 'Example Wallet (demo)';

/**
 * Loads the example adapter (its own chunk, only for `?namespace=example`) with one wallet holding 5 EXM on
 * Example Testnet.
 */
export async function loadExampleNamespace(): Promise<ExtraNamespace> {
  const { createExampleWallet, exampleAdapter, exampleTestnet } = await import(
    '@walletdock/testing/example-adapter'
  );
  const wallet = createExampleWallet({
    name: EXAMPLE_WALLET_NAME,
    balances: { [exampleTestnet.caipNetworkId]: 5n * 10n ** 9n },
  });
  return {
    adapter: exampleAdapter({ wallets: [wallet], networks: [exampleTestnet] }),
    networks: [exampleTestnet],
  };
}
