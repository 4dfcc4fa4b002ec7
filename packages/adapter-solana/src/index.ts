// @walletdock/adapter-solana — the Solana chain adapter (Wallet Standard wallets on @solana/web3.js 1.x). Being built (issue 7).
export {};
