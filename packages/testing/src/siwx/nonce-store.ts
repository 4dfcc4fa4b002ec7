import { createSiwxNonce } from '@walletdock/core';

/** Nonces the server issued: each usable once, until it expires. */
export type NonceStore = {
  /** A fresh nonce, kept until `ttlMs` from now. */
  issue(): string;
  /** True when the nonce was issued, has not expired and was not used. */
  usable(nonce: string): boolean;
  /** Uses the nonce: true once for a usable nonce, false afterwards (and for anything else). */
  consume(nonce: string): boolean;
};

export function createNonceStore(ttlMs: number, now: () => number): NonceStore {
  const expiries = new Map<string, number>();
  const prune = () => {
    const time = now();
    for (const [nonce, expiry] of expiries) if (!(time < expiry)) expiries.delete(nonce);
  };
  return {
    issue() {
      prune();
      const nonce = createSiwxNonce();
      expiries.set(nonce, now() + ttlMs);
      return nonce;
    },
    usable(nonce) {
      const expiry = expiries.get(nonce);
      return expiry !== undefined && now() < expiry;
    },
    consume(nonce) {
      const usable = this.usable(nonce);
      expiries.delete(nonce);
      return usable;
    },
  };
}
