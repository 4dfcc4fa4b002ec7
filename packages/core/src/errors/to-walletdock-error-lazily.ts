import { WalletDockError } from './walletdock-error.js';

/**
 * `toWalletDockError`, for code that runs before any wallet failed (an adapter's connect, its network
 * switch): the mapping and the catalogue of code classes (`fromRpcError`, every EIP-1474 / EIP-1193 / EIP-5792
 * class with its message) load with `import()` on the first failure that needs them, so they are not in an
 * app's always-loaded code. The result is the same class with the same message as `toWalletDockError`'s; a
 * WalletDockError is returned as is, without loading anything.
 */
export async function toWalletDockErrorLazily(error: unknown): Promise<WalletDockError> {
  if (error instanceof WalletDockError) return error;
  const { toWalletDockError } = await import('./from-rpc-error.js');
  return toWalletDockError(error);
}
