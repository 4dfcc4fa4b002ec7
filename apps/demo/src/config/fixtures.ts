import type { LocalStackInfo } from './local-stack';

/** The local Solana chain's dev keypair #0 (derived from a public seed; see `deriveSolanaDevKeypairs`). */
const SOLANA_DEV_SECRET_KEY = [
  109, 101, 69, 66, 26, 249, 167, 141, 237, 205, 16, 39, 11, 86, 240, 4, 15, 171, 95, 124, 30, 152, 118, 22,
  54, 184, 20, 73, 106, 79, 60, 221, 98, 129, 162, 217, 150, 234, 101, 64, 27, 124, 250, 17, 90, 160, 116,
  178, 100, 229, 221, 14, 254, 81, 82, 128, 184, 59, 3, 113, 202, 148, 227, 37,
];

/**
 * A well-formed stack description like the one `npm run demo` injects (anvil's public dev account #0, the
 * local Solana chain's dev keypair #0).
 */
export function sampleStack(): LocalStackInfo {
  const contracts = {
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    dockToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    testUsd: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    testNft: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    swapPool: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  } as const;
  const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
  return {
    chains: [
      {
        chainId: 31337,
        caipNetworkId: 'eip155:31337',
        name: 'Anvil 31337',
        rpcUrl: 'http://127.0.0.1:8545',
        wsUrl: 'ws://127.0.0.1:8545',
        nativeCurrency,
        contracts,
      },
      {
        chainId: 31338,
        caipNetworkId: 'eip155:31338',
        name: 'Anvil 31338',
        rpcUrl: 'http://127.0.0.1:8546',
        wsUrl: 'ws://127.0.0.1:8546',
        nativeCurrency,
        contracts,
      },
    ],
    services: { url: 'http://127.0.0.1:8547' },
    walletConnect: { relayUrl: 'ws://127.0.0.1:8548' },
    accounts: [
      {
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      },
    ],
    solana: {
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
      genesisHash: '6f12MURtEgx8dYFZt4fv8zdmLo2nqzrLt8UKm3WtSdRx',
      caipNetworkId: 'solana:6f12MURtEgx8dYFZt4fv8zdmLo2nqzrL',
      walletStandardChain: 'solana:localnet',
      name: 'Dock Solana Localnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      mint: {
        address: '4D8oXTmBS1swrbLgUnAqcKpSMa3UeED1zGHkTGVTKybG',
        name: 'Dock Solana USD',
        symbol: 'dUSD',
        decimals: 6,
      },
      accounts: [
        { publicKey: '7dXc71KRfQdhowAz7fHGcDCty7pfpfA9MmVxbySY48Pe', secretKey: SOLANA_DEV_SECRET_KEY },
      ],
    },
  };
}
