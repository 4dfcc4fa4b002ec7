// Base58 lives once in core's adapter kit (Bitcoin-family and Solana adapters share it).
export { decodeBase58, encodeBase58 } from '@walletdock/core';
