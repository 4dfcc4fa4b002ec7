import type { LocalStackInfo } from './local-stack';
import type { StackConfig } from './stack-config';

const IPV4_LOOPBACK = /^127(?:\.\d{1,3}){3}$/;

/**
 * Whether `url` points at this computer: `localhost`, `127.0.0.0/8` or `[::1]`. The URL parser normalises
 * other spellings first (`127.1`, `0x7f.0.0.1`, `LOCALHOST`).
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || IPV4_LOOPBACK.test(hostname);
}

export type DemoWalletAvailability =
  | { readonly available: true; readonly stack: LocalStackInfo }
  | { readonly available: false; readonly reason: string };

/**
 * The demo wallet holds a public test key, so it may only ever talk to chains on this computer: it is
 * available when the stack is configured, has a dev account, and every chain's RPC URL is on loopback.
 */
export function demoWalletAvailability(config: StackConfig): DemoWalletAvailability {
  if (config.status !== 'ready') {
    return { available: false, reason: 'Needs the local stack. Start the demo with npm run demo.' };
  }
  const { stack } = config;
  if (stack.accounts.length === 0) {
    return { available: false, reason: 'The local stack has no dev account to hold.' };
  }
  const remote = stack.chains.find((chain) => !isLoopbackUrl(chain.rpcUrl));
  if (remote) {
    return {
      available: false,
      reason: `Off because ${remote.name} is not on this computer (${remote.rpcUrl}). The demo wallet only works with chains on 127.0.0.1, localhost or [::1].`,
    };
  }
  return { available: true, stack };
}

/** The Solana half of the demo wallet and the key it holds: the stack's Solana dev account #0. */
export type SolanaDemoWalletAvailability =
  | { readonly available: true; readonly stack: LocalStackInfo }
  | { readonly available: false; readonly reason: string };

/**
 * The Solana demo wallet holds the Solana chain's public dev key #0, so, like the EVM one, it only talks to a
 * chain on this computer: available when the stack has a Solana dev account and its RPC URL is on loopback.
 */
export function solanaDemoWalletAvailability(config: StackConfig): SolanaDemoWalletAvailability {
  if (config.status !== 'ready') {
    return { available: false, reason: 'Needs the local stack. Start the demo with npm run demo.' };
  }
  const { solana } = config.stack;
  if (solana.accounts.length === 0) {
    return { available: false, reason: 'The local Solana chain has no dev account to hold.' };
  }
  if (!isLoopbackUrl(solana.rpcUrl)) {
    return {
      available: false,
      reason: `Off because ${solana.name} is not on this computer (${solana.rpcUrl}).`,
    };
  }
  return { available: true, stack: config.stack };
}
