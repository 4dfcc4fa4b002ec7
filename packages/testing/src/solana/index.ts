// The local Solana chain (JSON-RPC + PubSub over LiteSVM). Being built (issue 7).
export {};
