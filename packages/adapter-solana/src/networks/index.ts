export {
  findNetwork,
  isSolanaWalletChain,
  localnetOf,
  SOLANA_CLUSTER_CAIP_IDS,
  SOLANA_LOCALNET_CHAIN,
  type SolanaWalletChain,
  toCaipNetworkId,
  toWalletChain,
  tryCaipNetworkId,
} from './chain-id.js';
