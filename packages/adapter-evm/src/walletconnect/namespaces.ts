import {
  type CaipNetwork,
  type CaipNetworkId,
  sessionNamespaceAccounts,
  type WalletConnectProposal,
  walletConnectProposal,
} from '@walletdock/core';
import { getAddress, isAddress } from 'viem';

/**
 * The EIP-1193 methods WalletDock asks a WalletConnect wallet to serve (spec §6 and §7 "Allowed RPC methods":
 * signing, sending, EIP-5792 calls, permissions, network switching). Methods not listed here (reads,
 * `eth_sendRawTransaction`, …) are answered by the chain's RPC, not the wallet.
 */
export const WALLETCONNECT_EIP155_METHODS: readonly string[] = Object.freeze([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_watchAsset',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
]);

/** The wallet events WalletDock listens to (spec §9: accountsChanged, chainChanged). */
export const WALLETCONNECT_EIP155_EVENTS: readonly string[] = Object.freeze([
  'chainChanged',
  'accountsChanged',
]);

/** One namespace of a WalletConnect session proposal (the shape `UniversalProvider.connect` takes). */
export type WalletConnectNamespaceConfig = WalletConnectProposal;

/**
 * The `optionalNamespaces` of the session proposal: `eip155` with every configured network (the preferred one
 * first: UniversalProvider's default chain is the first), WalletDock's methods and events, and each network's first HTTP RPC URL for reads. WalletDock never
 * sends required namespaces: a wallet may approve any subset of the networks.
 */
export function buildOptionalNamespaces(
  networks: readonly CaipNetwork[],
  preferred?: CaipNetworkId,
): { eip155: WalletConnectNamespaceConfig } {
  return {
    eip155: walletConnectProposal({
      namespace: 'eip155',
      networks,
      preferred,
      methods: WALLETCONNECT_EIP155_METHODS,
      events: WALLETCONNECT_EIP155_EVENTS,
    }),
  };
}

/**
 * A chain id as WalletConnect reports it (a number, a decimal or 0x-hex string, or a CAIP-2 `eip155:<id>`) as a
 * CAIP-2 id, or undefined when it is none of these.
 */
export function toEip155CaipNetworkId(chainId: unknown): CaipNetworkId | undefined {
  let reference: number | undefined;
  if (typeof chainId === 'number') reference = chainId;
  else if (typeof chainId === 'bigint') reference = Number(chainId);
  else if (typeof chainId === 'string') {
    const value = chainId.startsWith('eip155:') ? chainId.slice('eip155:'.length) : chainId;
    if (/^0x[0-9a-f]+$/i.test(value)) reference = Number.parseInt(value, 16);
    else if (/^\d+$/.test(value)) reference = Number(value);
  }
  if (reference === undefined || !Number.isSafeInteger(reference) || reference <= 0) return undefined;
  return `eip155:${reference}`;
}

/** An account as WalletConnect reports it (an address or a CAIP-10 id) as a checksummed address. */
export function toEvmAddress(account: unknown): `0x${string}` | undefined {
  if (typeof account !== 'string') return undefined;
  const address = account.includes(':') ? account.slice(account.lastIndexOf(':') + 1) : account;
  return isAddress(address, { strict: false }) ? getAddress(address) : undefined;
}

/** The minimal shape of a session's namespaces that WalletDock reads. */
export type SessionNamespacesLike = Record<
  string,
  { accounts?: readonly string[]; chains?: readonly string[] }
>;

/**
 * What a session approved for `eip155`: the CAIP-2 ids of its chains (in order of first appearance) and, per
 * chain, the addresses (checksummed, deduplicated, in the wallet's order). Keys may be `eip155` or
 * `eip155:<id>`.
 */
export function sessionEip155Accounts(namespaces: SessionNamespacesLike | undefined): {
  chains: CaipNetworkId[];
  accountsByChain: Map<CaipNetworkId, `0x${string}`[]>;
} {
  const { chains, accountsByChain } = sessionNamespaceAccounts(namespaces, 'eip155', {
    account(account) {
      const [prefix, reference, address] = account.split(':');
      if (prefix !== 'eip155' || reference === undefined || address === undefined) return undefined;
      const caipNetworkId = toEip155CaipNetworkId(reference);
      const evmAddress = toEvmAddress(address);
      return caipNetworkId && evmAddress ? { caipNetworkId, address: evmAddress } : undefined;
    },
    chain: toEip155CaipNetworkId,
    key: (key) => (key.startsWith('eip155:') ? toEip155CaipNetworkId(key) : undefined),
  });
  return { chains, accountsByChain };
}
