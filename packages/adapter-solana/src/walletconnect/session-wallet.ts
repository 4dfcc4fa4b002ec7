import type { WalletIcon } from '@wallet-standard/base';
import type { Wallet, WalletAccount } from '../connectors/types.js';
import {
  type SessionCall,
  signAndSendFeature,
  signMessageFeature,
  signTransactionFeature,
} from './wallet-features.js';

/** WalletConnect's logo, the icon of the session's Wallet Standard wallet. */
const WALLETCONNECT_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#3B99FC"/><path d="M12.3 15.4c4.3-4.2 11.1-4.2 15.4 0l.5.5c.2.2.2.6 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a7.6 7.6 0 0 0-10.6 0l-.8.8a.3.3 0 0 1-.4 0l-1.8-1.7a.6.6 0 0 1 0-.8l.6-.6Zm19.1 3.5 1.6 1.6c.2.2.2.6 0 .8l-7.2 7a.6.6 0 0 1-.8 0l-5.1-5a.2.2 0 0 0-.2 0l-5.1 5a.6.6 0 0 1-.8 0l-7.2-7a.6.6 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5.1 5c.1.1.2.1.2 0l5.1-5a.6.6 0 0 1 .8 0l5.1 5c.1.1.2.1.2 0l5.1-5a.6.6 0 0 1 .8 0Z" fill="#fff"/></svg>',
)}`;

/** A listener of the session wallet's `standard:events` `change`. */
export type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void;

/**
 * The WalletConnect session as a Wallet Standard wallet: accounts and chains of the current session, and the
 * features of the methods the session approved (signing goes to the wallet through `call`).
 */
export function createSessionWallet(params: {
  accounts(): readonly WalletAccount[];
  /** The methods the live session approved. */
  methods(): readonly string[];
  call: SessionCall;
  disconnect(): Promise<void>;
  changeListeners: Set<ChangeListener>;
}): { wallet: Wallet; features(): Record<`${string}:${string}`, unknown> } {
  const signMessage = signMessageFeature(params.call);
  const signTransaction = signTransactionFeature(params.call);
  const signAndSend = signAndSendFeature(params.call);
  const eventsFeature = {
    version: '1.0.0',
    on(event: string, listener: ChangeListener) {
      if (event !== 'change') return () => {};
      params.changeListeners.add(listener);
      return () => {
        params.changeListeners.delete(listener);
      };
    },
  };
  const disconnectFeature = { version: '1.0.0', disconnect: () => params.disconnect() };

  function features(): Record<`${string}:${string}`, unknown> {
    const methods = params.methods();
    return {
      'standard:events': eventsFeature,
      'standard:disconnect': disconnectFeature,
      ...(methods.includes('solana_signMessage') ? { 'solana:signMessage': signMessage } : {}),
      ...(methods.includes('solana_signTransaction') ? { 'solana:signTransaction': signTransaction } : {}),
      ...(methods.includes('solana_signAndSendTransaction')
        ? { 'solana:signAndSendTransaction': signAndSend }
        : {}),
    };
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: WALLETCONNECT_ICON,
    get chains() {
      return [...new Set(params.accounts().flatMap((account) => account.chains))] as `${string}:${string}`[];
    },
    get accounts() {
      return params.accounts();
    },
    get features() {
      return features();
    },
  };
  return { wallet, features };
}
