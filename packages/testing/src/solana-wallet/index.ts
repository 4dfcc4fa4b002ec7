// `@walletdock/testing/solana-wallet`: the Wallet Standard (Solana) test wallet. Being built (issue 7).
export {};
