import { Keypair } from '@solana/web3.js';
import { type CaipNetwork, defineNetwork, solanaDevnet } from '@walletdock/core';
import { type ChainAdapterHarness, describeChainAdapter } from '@walletdock/core/testing';
import {
  LOCAL_SOLANA_SEED,
  type RunningSolanaChain,
  solanaMintKeypair,
  startSolanaChain,
} from '@walletdock/testing';
import { registerSolanaTestWallet } from '@walletdock/testing/solana-wallet';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { solanaAdapter } from './solana-adapter.js';

// The Solana adapter honours the ChainAdapter contract (the conformance suite of @walletdock/core/testing),
// against the local LiteSVM chain with the Wallet Standard test wallet, a fresh adapter and wallet per rule;
// with the transfer rules (the send feature's `transfers`): SOL to the second dev account, the test SPL token
// to a fresh address each time (its associated token account gets created, the sender paying the rent).

let chain: RunningSolanaChain;
let localnet: CaipNetwork;
let harnesses = 0;

beforeAll(async () => {
  chain = await startSolanaChain({ accounts: 2 });
  localnet = defineNetwork({
    id: chain.caipNetworkId.slice('solana:'.length),
    chainNamespace: 'solana',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    testnet: true,
  });
});

afterAll(async () => {
  await chain?.stop();
});

function harness(): ChainAdapterHarness {
  harnesses += 1;
  const wallets = [
    registerSolanaTestWallet({
      name: `Conformance Wallet ${harnesses}`,
      secretKeys: chain.accounts.map((a) => a.secretKey),
      rpcUrl: chain.rpcUrl,
    }),
  ];
  const [wallet] = wallets;
  if (!wallet) throw new Error('no wallet');
  const adapter = solanaAdapter({ networks: [localnet] });
  return {
    adapter,
    connectorId: wallet.info.name,
    setMode: (mode) => wallet.setMode(mode),
    prompts: () => wallet.requests.filter((r) => r.approval !== undefined).length,
    announceWallet() {
      const late = registerSolanaTestWallet({
        name: `Late Wallet ${harnesses}.${wallets.length}`,
        secretKeys: chain.accounts.map((a) => a.secretKey),
        rpcUrl: chain.rpcUrl,
      });
      wallets.push(late);
      return late.info.name;
    },
    changeWallet: () => wallet.switchAccount(1),
    cleanup() {
      for (const registered of wallets) registered.unregister();
    },
  };
}

// solana:devnet: a network the client configures beyond the adapter's localnet, which the test wallet serves.
describeChainAdapter(
  harness,
  {
    namespace: 'solana',
    clientNetwork: solanaDevnet,
    // the local chain runs in this test process too: only the adapter's own timers count
    timerOwner: /adapter-solana\/(src|dist)\//,
    transfers: {
      receiver: () => chain.accounts[1]?.publicKey ?? '',
      amount: 1_000_000n,
      invalidAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      // The local chain's test token (its mint address is the same on every run).
      token: {
        address: solanaMintKeypair().publicKey.toBase58(),
        decimals: LOCAL_SOLANA_SEED.token.decimals,
        amount: 2n * 10n ** BigInt(LOCAL_SOLANA_SEED.token.decimals),
        receiver: () => Keypair.generate().publicKey.toBase58(),
      },
    },
  },
  { describe, it },
);
