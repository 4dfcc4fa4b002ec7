import type { AppMetadata, CaipNetwork, CaipNetworkId, ChainAdapter, TokenConfig } from '@walletdock/core';
import type { EvmCustomConnector, EvmWalletMetadata, EvmWindow } from '../connectors/types.js';
import type { EvmRpcUrls } from '../rpc/urls.js';
import type { WalletConnectStorage } from '../walletconnect/types.js';

/** WalletConnect settings; the connector is loaded with `import()` only when it is used. */
export type EvmWalletConnectOptions = {
  /** The relay's WebSocket URL (e.g. a self-hosted relay); default the library's. */
  relayUrl?: string;
  /** The app as the wallet shows it. */
  metadata: AppMetadata;
  /** Where WalletConnect keeps sessions and keys; default WalletConnect's own (IndexedDB / localStorage). */
  storage?: WalletConnectStorage;
  /** Storage key prefix; give two apps (or two tests) in one process different prefixes. */
  storagePrefix?: string;
};

export type EvmAdapterOptions = {
  /** The eip155 networks the adapter serves. */
  networks: readonly CaipNetwork[];
  /** RPC endpoints by CAIP-2 id, replacing the networks' own (used as given, never rewritten). */
  rpcUrls?: EvmRpcUrls;
  /** Wallets the app brings (connector type EXTERNAL). */
  connectors?: readonly EvmCustomConnector[];
  /** Metadata for announced wallets, by rdns (name, image, wallet-directory id). */
  wallets?: readonly EvmWalletMetadata[];
  /** WalletConnect, or `false`/absent for none. */
  walletConnect?: EvmWalletConnectOptions | false;
  /** Where wallets are discovered; default `globalThis.window` when the adapter mounts. */
  window?: EvmWindow;
  /** How long `reconnect` waits for its connector to be announced after a reload; default 500 ms. */
  reconnectTimeoutMs?: number;
};

/** The EVM adapter: core's `ChainAdapter` plus EVM reads. */
export type EvmAdapter = ChainAdapter & {
  readonly namespace: 'eip155';
  /** `eth_gasPrice` of a network, in wei. */
  getGasPrice(params: { caipNetworkId: CaipNetworkId }): Promise<bigint>;
  /** The suggested EIP-1559 priority fee of a network, in wei. */
  getMaxPriorityFeePerGas(params: { caipNetworkId: CaipNetworkId }): Promise<bigint>;
  /** Resolves an ENS-style name on a network with `contracts.ensUniversalResolver`; null when unset. */
  resolveName(params: { name: string; caipNetworkId: CaipNetworkId }): Promise<string | null>;
  /** The EIP-1193 provider behind a connected connector (for signing and transaction helpers). */
  getProvider(connectorId: string): unknown;
};

export type { TokenConfig };
