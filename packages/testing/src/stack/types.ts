import type { Address, Hex } from 'viem';
import type { StartSiwxServerOptions } from '../siwx/types.js';
import type { LocalSolanaChain } from '../solana/types.js';
import type { StartStackServicesOptions } from './stack-services.js';

/** Addresses of the contracts the stack deploys on every chain (the same addresses on each chain). */
export type LocalChainContracts = {
  /** Multicall3-compatible contract at the canonical address 0xcA11bde05977b3631167028862bE2a173976CA11. */
  multicall3: Address;
  /** ERC-20 "Dock Test Token" (DOCK), 18 decimals. */
  dockToken: Address;
  /** ERC-20 "Test USD" (tUSD), 6 decimals. */
  testUsd: Address;
  /** ERC-721 "Dock Test NFT" (DNFT). */
  testNft: Address;
  /** `TestSwapPool`: a constant-product DOCK/tUSD pool (0.3 % fee) seeded with `LOCAL_STACK_SEED.swapPool`. */
  swapPool: Address;
};

/** One anvil chain of the stack. Plain data: safe to serialise to a browser page. */
export type LocalChain = {
  chainId: number;
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipNetworkId: `eip155:${number}`;
  name: string;
  rpcUrl: string;
  wsUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  contracts: LocalChainContracts;
};

/** A funded anvil dev account. The private keys are the public, well-known anvil test keys. */
export type DevAccount = { address: Address; privateKey: Hex };

/** What a started stack is, as plain serialisable data (for a page, an env var or a JSON file). */
export type LocalStackInfo = {
  chains: LocalChain[];
  accounts: DevAccount[];
  /**
   * The local services (`@walletdock/server` behind the stack's fault proxy): the base URL of both HTTP contracts, i.e. the `blockchainApiUrl` and the `walletDirectoryUrl` of
   * `createWalletDock({ services })`.
   */
  services: {
    url: string;
    /**
     * The reference sign-in backend (`startSiwxServer`: nonce, verify, session cookie, logout under `/siwx/`),
     * verifying EVM signatures through these chains (ERC-1271 smart accounts too) and Solana ones; absent when
     * the stack was started with `siwx: false`.
     */
    siwxUrl?: string;
  };
  /** The local WalletConnect v2 relay (`startWalletConnectRelay`): the `relayUrl` of WalletConnect clients. */
  walletConnect: { relayUrl: string };
  /**
   * The local Solana chain (`startSolanaChain`): JSON-RPC + PubSub over LiteSVM, with funded dev keypairs and
   * the dUSD test SPL token.
   */
  solana: LocalSolanaChain;
};

export type LocalStack = LocalStackInfo & {
  /** Stops every process and server the stack started; idempotent; resolves once they have exited. */
  stop(): Promise<void>;
  /** The plain data of the stack (`chains`, `accounts`, `services`, `walletConnect`, `solana`). */
  toJSON(): LocalStackInfo;
  /** PIDs of the anvil processes, one per chain (for diagnostics and tests; not part of `toJSON()`). */
  readonly pids?: readonly number[];
};

export type StartLocalStackOptions = {
  /** Chain ids of the two chains. Default [31337, 31338]. */
  chainIds?: readonly number[];
  /** Loopback IP address to bind (IPv4 or IPv6). Default 127.0.0.1. */
  host?: string;
  /** Fixed ports for the chains, in order; default: free ports chosen by the OS. */
  ports?: readonly number[];
  /** Number of funded dev accounts (on the anvil chains and on the Solana chain). Default 10. */
  accounts?: number;
  /** Called with each line anvil prints, for debugging. */
  onLog?: (line: string, chainId: number) => void;
  /** How long each chain may take to start answering JSON-RPC. Default 20 000 ms. */
  startTimeoutMs?: number;
  /**
   * Options of the services (`startStackServices`: filler wallets, project ids, allowed origins, analytics; they
   * bind `host`; `port` 0, the default, picks a free port).
   */
  services?: StartStackServicesOptions;
  /**
   * Options of the reference sign-in backend (it binds `host`; default: loopback page origins allowed), or
   * `false` not to start it. It needs `@walletdock/adapter-evm` and `@walletdock/adapter-solana` (their
   * `/server` entries), loaded when the stack starts.
   */
  siwx?: false | Omit<StartSiwxServerOptions, 'verifiers' | 'host'>;
};
