// @vitest-environment node
import { type CaipNetwork, defineNetwork } from '@walletdock/core';
import {
  type ChainAdapterHarness,
  type ConformanceWalletMode,
  describeChainAdapter,
} from '@walletdock/core/testing';
import { type LocalChain, type LocalStack, startLocalStack } from '@walletdock/testing';
import { announceProvider, createLocalAccountProvider, walletIcon } from '@walletdock/testing/wallet';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { EvmWindow } from '../connectors/types.js';
import { evmAdapter } from './evm-adapter.js';

// The EVM adapter honours the ChainAdapter contract (the conformance suite of @walletdock/core/testing), against
// the local anvil chains with an EIP-6963 wallet that signs for real, a fresh adapter and wallet per rule.

let stack: LocalStack;
let networkA: CaipNetwork;
let networkB: CaipNetwork;
let harnesses = 0;

const networkOf = (local: LocalChain | undefined): CaipNetwork => {
  if (!local) throw new Error('the stack has fewer chains');
  return defineNetwork({
    id: local.chainId,
    name: local.name,
    nativeCurrency: local.nativeCurrency,
    rpcUrls: { default: { http: [local.rpcUrl] } },
    contracts: { multicall3: { address: local.contracts.multicall3 } },
  });
};

beforeAll(async () => {
  stack = await startLocalStack({ accounts: 2, siwx: false });
  networkA = networkOf(stack.chains[0]);
  networkB = networkOf(stack.chains[1]);
});

afterAll(async () => {
  await stack?.stop();
});

/** A wallet extension: a local-account provider announced over EIP-6963, answering prompts by `mode`. */
function wallet(page: EvmWindow, rdns: string, state: { mode: ConformanceWalletMode; prompts: number }) {
  const provider = createLocalAccountProvider({
    privateKeys: stack.accounts.map((a) => a.privateKey),
    chains: stack.chains,
    approve: () => {
      state.prompts += 1;
      if (state.mode === 'pending') return new Promise<boolean>(() => {});
      return state.mode === 'approve';
    },
  });
  const stop = announceProvider({
    info: { uuid: crypto.randomUUID(), name: `Wallet ${rdns}`, icon: walletIcon('CW', '#4f46e5'), rdns },
    provider,
    target: page,
  });
  return { provider, stop };
}

function harness(): ChainAdapterHarness {
  harnesses += 1;
  const page = new EventTarget() as EvmWindow;
  const state = { mode: 'approve' as ConformanceWalletMode, prompts: 0 };
  const rdns = `dev.walletdock.conformance${harnesses}`;
  const main = wallet(page, rdns, state);
  const stops = [main.stop];
  const adapter = evmAdapter({ networks: [networkA], window: page });
  return {
    adapter,
    connectorId: rdns,
    setMode: (mode) => {
      state.mode = mode;
    },
    prompts: () => state.prompts,
    announceWallet() {
      const late = `${rdns}.late${stops.length}`;
      stops.push(wallet(page, late, { mode: 'approve', prompts: 0 }).stop);
      return late;
    },
    changeWallet: () => main.provider.disconnect(),
    cleanup() {
      for (const stop of stops) stop();
    },
  };
}

/** The DOCK token on networkA, where the harness's wallet connects (read once the stack runs). */
const dockOnA = {
  get address(): string {
    const chain = stack.chains[0];
    if (!chain) throw new Error('the stack has no chain');
    return chain.contracts.dockToken;
  },
  decimals: 18,
  amount: 250_000_000_000_000_000n, // 0.25 DOCK
};

// networkB (the stack's second anvil chain): configured by the client, not by the adapter (networkA only).
describeChainAdapter(
  harness,
  {
    namespace: 'eip155',
    clientNetwork: () => networkB,
    timeoutMs: 10_000,
    // the stack (chains, services) runs in this test process too: only the adapter's own timers count
    timerOwner: /adapter-evm\/(src|dist)\//,
    // the send feature's transfers, from dev account #0 to dev account #1: native and DOCK. The receiver is
    // written in lower case: the address rule asks `assertAddress` before anything connected, when only the
    // addresses that need no EIP-55 checksum can be judged (a checksum needs the transfer code, loaded on connect).
    transfers: {
      receiver: () => (stack.accounts[1]?.address ?? '').toLowerCase(),
      amount: 10_000_000_000_000_000n, // 0.01 ETH
      invalidAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C', // 39 hex digits
      token: dockOnA,
    },
  },
  { describe, it },
);
