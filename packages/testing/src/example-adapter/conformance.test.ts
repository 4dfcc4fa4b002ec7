import { defineNetwork } from '@walletdock/core';
import { type ChainAdapterHarness, describeChainAdapter } from '@walletdock/core/testing';
import { describe, it } from 'vitest';
import { exampleAdapter } from './adapter.js';
import { EXAMPLE_NAMESPACE, exampleMainnet, exampleTestnet } from './networks.js';
import { createExampleWalletRegistry } from './registry.js';
import { createExampleWallet } from './wallet.js';

// The example adapter honours the ChainAdapter contract: the conformance suite of @walletdock/core/testing, as
// every adapter package runs it (a fresh adapter and wallet per rule).

/** A network the client configures beyond the adapter's own (the adapter must serve it once mounted). */
const exampleDevnet = defineNetwork({
  id: 'devnet',
  chainNamespace: EXAMPLE_NAMESPACE,
  name: 'Example Devnet',
  nativeCurrency: exampleMainnet.nativeCurrency,
  rpcUrls: { default: { http: ['https://rpc.example-chain.invalid'] } },
  testnet: true,
});

function harness(): ChainAdapterHarness {
  const wallet = createExampleWallet({ id: 'org.example.conformance', name: 'Conformance Wallet' });
  const registry = createExampleWalletRegistry();
  const adapter = exampleAdapter({ wallets: [wallet], registry, networks: [exampleMainnet, exampleTestnet] });
  let late = 0;
  return {
    adapter,
    connectorId: wallet.id,
    setMode: (mode) => {
      wallet.mode = mode;
    },
    prompts: () => wallet.promptCount,
    announceWallet() {
      late += 1;
      const id = `org.example.late${late}`;
      registry.register(createExampleWallet({ id, name: `Late Wallet ${late}` }));
      return id;
    },
    changeWallet: () => wallet.disconnectFromWallet(),
  };
}

describeChainAdapter(
  harness,
  { namespace: EXAMPLE_NAMESPACE, clientNetwork: exampleDevnet },
  { describe, it },
);
