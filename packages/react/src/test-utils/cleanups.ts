/**
 * What the test helpers undo after each test (the modal harness registers its cleanup here when a test file first
 * imports it). Kept on `globalThis`: the setup file that runs them (setup-cleanup.ts) and the helpers share it
 * however the test runner loads modules.
 */
const KEY = Symbol.for('walletdock.react.test-cleanups');
type Registry = { [KEY]?: Set<() => void> };

function registry(): Set<() => void> {
  const scope = globalThis as Registry;
  scope[KEY] ??= new Set();
  return scope[KEY];
}

/** Registers `cleanUp` to run after every test (once, however often it is registered). */
export function afterEveryTest(cleanUp: () => void): void {
  registry().add(cleanUp);
}

/** Runs the registered cleanups (setup-cleanup.ts, after each test). */
export function runCleanUps(): void {
  for (const cleanUp of registry()) cleanUp();
}
