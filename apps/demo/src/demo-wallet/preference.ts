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

/** Whether the visitor turned the demo wallet on last time. Off by default and whenever storage fails. */
export function readDemoWalletPreference(storage: ReadableStorage | undefined): boolean {
  try {
    return storage?.getItem(DEMO_WALLET_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Remembers the switch; a storage failure (quota, private mode) only means it is not remembered. */
export function writeDemoWalletPreference(storage: WritableStorage | undefined, on: boolean): void {
  try {
    storage?.setItem(DEMO_WALLET_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // not remembered
  }
}

/** localStorage key remembering that the visitor let this page use the demo wallet's account. */
export const DEMO_WALLET_GRANT_KEY = 'walletdock-demo:demo-wallet-grant';

/**
 * Whether the page holds the demo wallet's permission from an earlier visit (like an extension remembering the
 * sites it is connected to), so that a reload restores the session without asking again.
 */
export function readDemoWalletGrant(storage: ReadableStorage | undefined): boolean {
  try {
    return storage?.getItem(DEMO_WALLET_GRANT_KEY) === 'granted';
  } catch {
    return false;
  }
}

/** Remembers (or forgets) the page's permission; a storage failure only means a reload asks again. */
export function writeDemoWalletGrant(
  storage: (WritableStorage & Pick<Storage, 'removeItem'>) | undefined,
  granted: boolean,
): void {
  try {
    if (granted) storage?.setItem(DEMO_WALLET_GRANT_KEY, 'granted');
    else storage?.removeItem(DEMO_WALLET_GRANT_KEY);
  } catch {
    // not remembered
  }
}
