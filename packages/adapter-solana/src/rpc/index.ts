export { type Connections, createConnections, READ_COMMITMENT } from './connections.js';
export { rpcEndpointOf, type SolanaRpcUrls } from './urls.js';
export { loadWeb3, type Web3 } from './web3.js';
