import { bitcoin, bitcoinTestnet } from './bitcoin.js';
import { arbitrum, base, mainnet, optimism, polygon } from './eip155.js';
import { solana, solanaDevnet, solanaTestnet } from './solana.js';

/**
 * The name of a network WalletDock defines (`mainnet`, `solana`, `bitcoin`, …) by its CAIP-2 id, or `undefined`:
 * how a view names the network a wallet reports when the app does not configure it (core then knows it only as
 * `unknownNetwork(id)`, named by its raw id). Bundled only where it is imported (the UnsupportedChain view).
 */
export function knownNetworkName(caipNetworkId: string): string | undefined {
  const networks = [
    mainnet,
    optimism,
    base,
    arbitrum,
    polygon,
    solana,
    solanaDevnet,
    solanaTestnet,
    bitcoin,
    bitcoinTestnet,
  ];
  return networks.find((network) => network.caipNetworkId === caipNetworkId)?.name;
}
