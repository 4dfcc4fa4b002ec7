import { ConnectorError, isUserRejection, MESSAGES, UnauthorizedProviderError } from '@walletdock/core';
import { featureOf, type Wallet, type WalletAccount } from '../connectors/types.js';
import { toSolanaWalletError } from '../wallet-error.js';
import { solanaAccounts } from './wallet-session.js';

/** `standard:connect` (silent for a reconnect); the Solana accounts the wallet authorised. */
export async function connectWallet(wallet: Wallet, silent: boolean): Promise<readonly WalletAccount[]> {
  const feature = featureOf(wallet, 'standard:connect');
  if (!feature) {
    throw new ConnectorError(MESSAGES.connectorNotConnected, {
      details: `The wallet ${JSON.stringify(wallet.name)} does not support standard:connect`,
    });
  }
  let output: { accounts: readonly WalletAccount[] } | undefined;
  try {
    output = await feature.connect(silent ? { silent: true } : undefined);
  } catch (error) {
    throw toSolanaWalletError(error);
  }
  // Some wallets answer only through `wallet.accounts`.
  const answered = solanaAccounts(output?.accounts);
  return answered.length > 0 ? answered : solanaAccounts(wallet.accounts);
}

/**
 * A silent `standard:connect`: the accounts the wallet still authorises, or none when it refuses (not
 * authorised any more is not an error, just no session).
 */
export async function reconnectWallet(wallet: Wallet): Promise<readonly WalletAccount[]> {
  try {
    return await connectWallet(wallet, true);
  } catch (error) {
    if (isUserRejection(error) || (error as { code?: unknown }).code === UnauthorizedProviderError.code) {
      return [];
    }
    throw error;
  }
}

/** `standard:disconnect` when the wallet has it; its answer does not matter (the session is forgotten). */
export async function disconnectWallet(wallet: Wallet | undefined): Promise<void> {
  const feature = wallet ? featureOf(wallet, 'standard:disconnect') : undefined;
  if (!feature) return;
  try {
    await feature.disconnect();
  } catch {
    // The session is forgotten locally whatever the wallet answers.
  }
}
