/** localStorage key of the demo wallet switch. */
export const DEMO_WALLET_STORAGE_KEY = 'walletdock-demo:demo-wallet';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The page's localStorage, or undefined where it is unavailable (blocked cookies, sandboxed frames, a server). */
export function pageStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether `storage` holds `value` under `key`; false whenever storage fails. */
function holds(storage: ReadableStorage | undefined, key: string, value: string): boolean {
  try {
    return storage?.getItem(key) === value;
  } catch {
    return false;
  }
}

/** Stores `value` under `key`, or removes it for `undefined`; a storage failure only means it is not remembered. */
function store(
  storage: (WritableStorage & Partial<Pick<Storage, 'removeItem'>>) | undefined,
  key: string,
  value: string | undefined,
): void {
  try {
    if (value === undefined) storage?.removeItem?.(key);
    else storage?.setItem(key, value);
  } catch {
    // not remembered
  }
}

/** Whether the visitor turned the demo wallet on last time. Off by default and whenever storage fails. */
export function readDemoWalletPreference(storage: ReadableStorage | undefined): boolean {
  return holds(storage, DEMO_WALLET_STORAGE_KEY, 'on');
}

/** Remembers the switch; a storage failure (quota, private mode) only means it is not remembered. */
export function writeDemoWalletPreference(storage: WritableStorage | undefined, on: boolean): void {
  store(storage, DEMO_WALLET_STORAGE_KEY, on ? 'on' : 'off');
}

/** localStorage key remembering that the visitor let this page use the demo wallet's account. */
export const DEMO_WALLET_GRANT_KEY = 'walletdock-demo:demo-wallet-grant';

/**
 * Whether the page holds the demo wallet's permission from an earlier visit (like an extension remembering the
 * sites it is connected to), so that a reload restores the session without asking again.
 */
export function readDemoWalletGrant(storage: ReadableStorage | undefined): boolean {
  return holds(storage, DEMO_WALLET_GRANT_KEY, 'granted');
}

/** Remembers (or forgets) the page's permission; a storage failure only means a reload asks again. */
export function writeDemoWalletGrant(
  storage: (WritableStorage & Pick<Storage, 'removeItem'>) | undefined,
  granted: boolean,
): void {
  store(storage, DEMO_WALLET_GRANT_KEY, granted ? 'granted' : undefined);
}

/** localStorage key of the demo wallet's Solana switch ("Also on Solana"). */
export const SOLANA_DEMO_WALLET_STORAGE_KEY = 'walletdock-demo:demo-wallet-solana';

/** localStorage key remembering that the visitor let this page use the demo wallet's Solana account. */
export const SOLANA_DEMO_WALLET_GRANT_KEY = 'walletdock-demo:demo-wallet-solana-grant';

/** Whether the visitor turned the demo wallet's Solana account on last time. Off by default. */
export function readSolanaDemoWalletPreference(storage: ReadableStorage | undefined): boolean {
  return holds(storage, SOLANA_DEMO_WALLET_STORAGE_KEY, 'on');
}

/** Remembers the Solana switch; a storage failure only means it is not remembered. */
export function writeSolanaDemoWalletPreference(storage: WritableStorage | undefined, on: boolean): void {
  store(storage, SOLANA_DEMO_WALLET_STORAGE_KEY, on ? 'on' : 'off');
}

/** Whether the page holds the Solana account's permission from an earlier visit (a reload restores it). */
export function readSolanaDemoWalletGrant(storage: ReadableStorage | undefined): boolean {
  return holds(storage, SOLANA_DEMO_WALLET_GRANT_KEY, 'granted');
}

/** Remembers (or forgets) the Solana account's permission. */
export function writeSolanaDemoWalletGrant(
  storage: (WritableStorage & Pick<Storage, 'removeItem'>) | undefined,
  granted: boolean,
): void {
  store(storage, SOLANA_DEMO_WALLET_GRANT_KEY, granted ? 'granted' : undefined);
}
