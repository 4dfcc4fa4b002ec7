import { createEmitter } from '@walletdock/core';
import type { ExampleWallet } from './wallet.js';

type RegistryEvents = {
  register: (wallet: ExampleWallet) => void;
  unregister: (wallet: ExampleWallet) => void;
};

/**
 * Where example wallets announce themselves, the way Wallet Standard wallets register with `getWallets()` or
 * EIP-6963 providers announce on `window`: wallets installed after the page loaded appear here, and the
 * example adapter's discovery follows it while mounted.
 */
export type ExampleWalletRegistry = {
  /** The registered wallets, in order. */
  get(): readonly ExampleWallet[];
  /** Registers a wallet (once); returns the function that unregisters it. */
  register(wallet: ExampleWallet): () => void;
  on<E extends keyof RegistryEvents>(event: E, listener: RegistryEvents[E]): () => void;
};

/** Creates an empty registry (one per page: never module-level). */
export function createExampleWalletRegistry(): ExampleWalletRegistry {
  const wallets: ExampleWallet[] = [];
  const events = createEmitter<RegistryEvents>();
  return {
    get: () => [...wallets],
    register(wallet) {
      if (!wallets.includes(wallet)) {
        wallets.push(wallet);
        events.emit('register', wallet);
      }
      return () => {
        const index = wallets.indexOf(wallet);
        if (index === -1) return;
        wallets.splice(index, 1);
        events.emit('unregister', wallet);
      };
    },
    on: (event, listener) => events.on(event, listener),
  };
}
