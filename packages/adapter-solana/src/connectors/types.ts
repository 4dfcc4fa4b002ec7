import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';

export type { Wallet, WalletAccount };

/** The `@wallet-standard/app` registry API the adapter uses (`getWallets()`'s `get` and `on`). */
export type WalletRegistry = {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
};

/** The Wallet Standard features the adapter reads, each optional (a wallet declares what it has). */
export type SolanaWalletFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>;

/** The feature object `name` of a wallet, typed, or undefined when the wallet lacks it. */
export function featureOf<K extends keyof SolanaWalletFeatures>(
  wallet: Wallet,
  name: K,
): NonNullable<SolanaWalletFeatures[K]> | undefined {
  const features = wallet.features as SolanaWalletFeatures;
  return (features[name] ?? undefined) as NonNullable<SolanaWalletFeatures[K]> | undefined;
}
