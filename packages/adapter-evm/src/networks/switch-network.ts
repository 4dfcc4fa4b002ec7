import {
  type CaipNetwork,
  errorChain,
  isUserRejection,
  SwitchChainError,
  toWalletDockError,
  UserRejectedRequestError,
} from '@walletdock/core';
import type { EIP1193Provider } from '../eip6963/types.js';
import { chainIdOf, toHexChainId } from './chain-id.js';

/** The EIP-3085 `wallet_addEthereumChain` parameter for a network. */
export type AddEthereumChainParameter = {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
};

/** Builds the EIP-3085 parameter of a network, with the RPC URLs the app configured for it. */
export function addEthereumChainParameter(
  network: CaipNetwork,
  rpcUrls: readonly string[],
): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: toHexChainId(chainIdOf(network.caipNetworkId)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...rpcUrls],
    ...(explorer === undefined ? {} : { blockExplorerUrls: [explorer] }),
  };
}

const UNRECOGNIZED_CHAIN = /unrecognized chain|unknown chain|chain .*not (been )?added|try adding the chain/i;

/**
 * True when a `wallet_switchEthereumChain` failure means "the wallet does not know this chain": code 4902
 * anywhere in the cause chain (MetaMask mobile wraps it in -32603), or a message saying so.
 */
export function isUnrecognizedChain(error: unknown): boolean {
  return errorChain(error).some((item) => {
    const { code, message } = (item ?? {}) as { code?: unknown; message?: unknown };
    if (code === SwitchChainError.code || code === String(SwitchChainError.code)) return true;
    return typeof message === 'string' && UNRECOGNIZED_CHAIN.test(message);
  });
}

function failure(error: unknown, network: CaipNetwork): Error {
  if (isUserRejection(error)) {
    return error instanceof UserRejectedRequestError ? error : new UserRejectedRequestError({ cause: error });
  }
  const mapped = toWalletDockError(error);
  if (mapped instanceof SwitchChainError) return mapped;
  return new SwitchChainError({
    cause: error,
    details: `Switching to ${network.name} (${network.caipNetworkId}) failed: ${mapped.message}`,
  });
}

/**
 * Asks the wallet to switch to `network` (EIP-3326). If the wallet does not know the chain (4902 or an
 * "Unrecognized chain" message), it is added with EIP-3085 `wallet_addEthereumChain` from the network's name,
 * native currency, RPC URLs and explorer, and the switch is asked again (a no-op for wallets that switch
 * when adding). A rejection is a `UserRejectedRequestError` (4001); any other failure a `SwitchChainError`.
 */
export async function switchEvmNetwork(
  provider: EIP1193Provider,
  network: CaipNetwork,
  rpcUrls: readonly string[],
): Promise<void> {
  const chainId = toHexChainId(chainIdOf(network.caipNetworkId));
  const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  try {
    await switchChain();
    return;
  } catch (error) {
    if (isUserRejection(error) || !isUnrecognizedChain(error)) throw failure(error, network);
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addEthereumChainParameter(network, rpcUrls)],
    });
    await switchChain();
  } catch (error) {
    throw failure(error, network);
  }
}
