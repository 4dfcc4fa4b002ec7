import type { Connection, Transaction } from '@solana/web3.js';
import type { AdapterTransactionRequest, CaipNetwork, CaipNetworkId, ChainAdapter } from '@walletdock/core';
import type { Wallet, WalletAccount, WalletRegistry } from '../connectors/types.js';
import type { SolanaRpcUrls } from '../rpc/urls.js';
import type { SolanaTransactionInput } from '../signing/serialize.js';
import type { SolanaSendOptions, SolanaSignOptions } from '../signing/sign-transaction.js';
import type { SolanaWalletConnectOptions } from '../walletconnect/types.js';

export type SolanaAdapterOptions = {
  /** The solana networks the adapter serves (public clusters and/or a local validator with `testnet: true`). */
  networks: readonly CaipNetwork[];
  /** HTTP RPC endpoints by CAIP-2 id, replacing the networks' own (used as given, never rewritten). */
  rpcUrls?: SolanaRpcUrls;
  /** How long `reconnect` waits for its wallet to register after a page load; default 500 ms. */
  reconnectTimeoutMs?: number;
  /** The Wallet Standard registry; default `getWallets()` of `@wallet-standard/app`, called on `mount()`. */
  registry?: () => WalletRegistry;
  /**
   * WalletConnect (connector id `walletConnect`, `optionalNamespaces.solana`), or `false`/absent for none. Needs
   * the optional peer `@walletconnect/universal-provider@2.21.8`, loaded with `import()` on first use; the relay
   * project id is core's `projectId`.
   */
  walletConnect?: SolanaWalletConnectOptions | false;
};

/** Which connected wallet (and account) an operation uses; `address` defaults to the connection's account. */
export type SolanaWalletTarget = { connectorId: string; address?: string };

/** Solana operations beyond core's contract, on `adapter.solana`. */
export type SolanaAdapterMethods = {
  /** The web3.js `Connection` of a network (loads web3.js on first use). */
  getConnection(params: { caipNetworkId: CaipNetworkId }): Promise<Connection>;
  /** The Wallet Standard wallet behind a connected connector. */
  getWallet(connectorId: string): Wallet | undefined;
  /** The connected account of a connector (the first the wallet approved, or the one it switched to). */
  getAccount(connectorId: string): WalletAccount | undefined;
  /** The connected network of a connector (its CAIP-2 id). */
  getCaipNetworkId(connectorId: string): CaipNetworkId | undefined;
  /** `solana:signMessage` of text or bytes; the base58 ed25519 signature. */
  signMessage(params: SolanaWalletTarget & { message: string | Uint8Array }): Promise<string>;
  /**
   * `solana:signTransaction`; the signed wire bytes (`VersionedTransaction.deserialize` / `Transaction.from` turn
   * them back into objects). A legacy `Transaction` without blockhash or fee payer gets them first.
   */
  signTransaction(
    params: SolanaWalletTarget & {
      transaction: SolanaTransactionInput;
      caipNetworkId?: CaipNetworkId;
      options?: SolanaSignOptions;
    },
  ): Promise<Uint8Array>;
  /**
   * `solana:signAndSendTransaction` (or sign, then `sendRawTransaction` for a wallet that only signs); the
   * transaction signature, base58. `options.preflightCommitment` is checked against spec §5 before the wallet is
   * asked.
   */
  signAndSendTransaction(
    params: SolanaWalletTarget & {
      transaction: SolanaTransactionInput;
      caipNetworkId?: CaipNetworkId;
      options?: SolanaSendOptions;
    },
  ): Promise<string>;
  /** The unsigned transfer `sendTransaction` would send (SOL, or SPL with `mint`). */
  buildTransfer(params: {
    address: string;
    caipNetworkId: CaipNetworkId;
    transaction: AdapterTransactionRequest;
  }): Promise<Transaction>;
  /** The network fee in lamports of that transfer (`getFeeForMessage`; account rent not included). */
  estimateFee(params: {
    address: string;
    caipNetworkId: CaipNetworkId;
    transaction: AdapterTransactionRequest;
  }): Promise<bigint>;
};

/** The Solana adapter: core's `ChainAdapter` for the `solana` namespace, plus `solana` operations. */
export type SolanaAdapter = ChainAdapter & {
  readonly namespace: 'solana';
  readonly solana: SolanaAdapterMethods;
};
