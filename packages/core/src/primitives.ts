// `@walletdock/core/primitives`: the pure, DOM-free rules of the spec that a Node service (such as
// `@walletdock/server`) shares with the SDK, with nothing of the client behind them: CAIP-2 / CAIP-10 syntax and
// parsing, base58, and the §9 limits. Importing it runs nothing and touches no browser API.

export { decodeBase58, encodeBase58 } from './adapter-kit/base58.js';
export {
  caipAddressProblem,
  formatCaipAddress,
  isCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './caip/caip-address.js';
export {
  caipNetworkIdProblem,
  formatCaipNetworkId,
  isCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from './caip/caip-network-id.js';
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip/errors.js';
export { CHAIN_NAMESPACES, isChainNamespace, isKnownChainNamespace } from './caip/namespaces.js';
export {
  CAIP2_LIST_PATTERN_SOURCE,
  CAIP2_NAMESPACE_PATTERN,
  CAIP2_PATTERN,
  CAIP2_REFERENCE_PATTERN,
  CAIP10_ADDRESS_PATTERN,
} from './caip/patterns.js';
export type { CaipAddress, CaipNetworkId, ChainNamespace, KnownChainNamespace } from './caip/types.js';
export * from './spec/limits.js';
