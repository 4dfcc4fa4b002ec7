// installSolanaWallet(): a Wallet Standard wallet in a Playwright page. Being built (issue 7).
export {};
