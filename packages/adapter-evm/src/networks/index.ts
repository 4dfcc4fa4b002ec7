export { chainIdOf, findNetwork, parseChainId, toCaipNetworkId, toHexChainId } from './chain-id.js';
export {
  type AddEthereumChainParameter,
  addEthereumChainParameter,
  isUnrecognizedChain,
  switchEvmNetwork,
} from './switch-network.js';
