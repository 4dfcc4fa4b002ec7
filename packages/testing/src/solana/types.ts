/** The test SPL token of the local Solana chain. */
export type LocalSolanaMint = { address: string; name: string; symbol: string; decimals: number };

/** A funded Solana dev account: its base58 public key and its 64-byte secret key (`Keypair.fromSecretKey`). */
export type SolanaDevAccount = { publicKey: string; secretKey: number[] };

/** The local Solana chain as plain, serialisable data (safe to hand to a browser page). */
export type LocalSolanaChain = {
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:41234`. */
  rpcUrl: string;
  /**
   * PubSub over WebSocket, on the RPC port + 1 as `solana-test-validator` does (and as web3.js's `Connection`
   * assumes when it is given no `wsEndpoint`); the RPC port answers WebSocket upgrades too.
   */
  wsUrl: string;
  /** Base58, the same on every run (`LOCAL_SOLANA_GENESIS_HASH`). */
  genesisHash: string;
  /** CAIP-2 id: `solana:` + the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`;
  /** The Wallet Standard chain id of a local validator. */
  walletStandardChain: 'solana:localnet';
  name: string;
  nativeCurrency: { name: 'Solana'; symbol: 'SOL'; decimals: 9 };
  mint: LocalSolanaMint;
  /** Deterministic dev keypairs, each funded with SOL and the test token (in its associated token account). */
  accounts: SolanaDevAccount[];
};

/** Options of `startSolanaChain`. */
export type StartSolanaChainOptions = {
  /** Loopback IP address to bind (IPv4 or IPv6). Default 127.0.0.1. */
  host?: string;
  /** Number of funded dev accounts. Default 10. */
  accounts?: number;
};

/** A running local Solana chain. */
export type RunningSolanaChain = LocalSolanaChain & {
  /** Closes the HTTP and WebSocket servers and drops their connections; idempotent. */
  stop(): Promise<void>;
  /** The plain data of the chain (without `stop`). */
  toJSON(): LocalSolanaChain;
};
