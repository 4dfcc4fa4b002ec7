import type { IdentifierString } from '@wallet-standard/base';
import { SolanaWalletEngine } from './engine.js';
import { SOLANA_TEST_WALLET_CHAINS, SOLANA_TEST_WALLET_ICON, SOLANA_TEST_WALLET_NAME } from './icon.js';
import type {
  InProcessSolanaTestWalletController,
  RegisterSolanaTestWalletOptions,
  SolanaTestWalletController,
} from './types.js';
import {
  createSolanaWalletCore,
  registerWalletInWindow,
  type SolanaWalletCore,
  type WalletStandardWindow,
} from './wallet-core.js';

/**
 * Registers a Solana test wallet into the current `window` (or `options.window`) with the Wallet Standard
 * protocol, so that `getWallets()` of `@wallet-standard/app` sees it — whether the app started before or after.
 * It signs in-process with the given keys (ed25519 through node:crypto), sends to `rpcUrl` for
 * `solana:localnet`, and answers prompts by `mode` like the EVM test wallet. Authorisation is remembered per
 * origin for the controller's life: after one approved connect, `standard:connect { silent: true }` succeeds.
 *
 * For tests under happy-dom (or jsdom) in Node; for Playwright pages use `installSolanaWallet`.
 *
 * @example
 * ```ts
 * const chain = await startSolanaChain();
 * const wallet = registerSolanaTestWallet({ secretKey: chain.accounts[0].secretKey, rpcUrl: chain.rpcUrl });
 * const [found] = getWallets().get();
 * ```
 */
export function registerSolanaTestWallet(
  options: RegisterSolanaTestWalletOptions,
): InProcessSolanaTestWalletController {
  const win = (options.window ?? globalThis) as unknown as WalletStandardWindow & { location?: Location };
  if (typeof win.addEventListener !== 'function' || typeof win.dispatchEvent !== 'function') {
    throw new TypeError('registerSolanaTestWallet needs a window (run the test under happy-dom or jsdom).');
  }
  const secretKeys = options.secretKeys ?? (options.secretKey === undefined ? [] : [options.secretKey]);
  const chains: readonly IdentifierString[] = options.chains ?? SOLANA_TEST_WALLET_CHAINS;
  const engine = new SolanaWalletEngine({
    secretKeys,
    ...(options.accountIndex === undefined ? {} : { accountIndex: options.accountIndex }),
    chains,
    rpcUrls: {
      ...options.rpcUrls,
      ...(options.rpcUrl === undefined ? {} : { 'solana:localnet': options.rpcUrl }),
    },
    mode: options.mode ?? 'approve',
  });
  const info = Object.freeze({
    name: options.name ?? SOLANA_TEST_WALLET_NAME,
    icon: options.icon ?? SOLANA_TEST_WALLET_ICON,
  });
  const caller = () => {
    const location = win.location;
    return { origin: location?.origin ?? 'in-process', frameUrl: location?.href ?? 'in-process' };
  };

  const core: SolanaWalletCore = createSolanaWalletCore(
    { name: info.name, icon: info.icon, chains },
    {
      connect: (silent) => engine.connect(silent, caller()),
      disconnect: () => engine.disconnect(caller()),
      signMessage: (requests) => engine.signMessage(requests, caller()),
      signTransaction: (requests) => engine.signTransaction(requests, caller()),
      signAndSendTransaction: (requests) => engine.signAndSendTransaction(requests, caller()),
    },
  );
  engine.subscribe((event) => {
    if (event.type === 'accounts') core.replaceAccounts(event.accounts);
    else if (event.type === 'disconnect') core.clearAccounts();
    else core.setChains(event.chains);
  });
  const unregister = registerWalletInWindow(win, core.wallet);

  return controllerSurface(engine, info, undefined, { wallet: core.wallet, unregister });
}

/**
 * The controller surface shared by the in-process and the Playwright wallet; `afterChange` runs after each
 * change the wallet's user makes (the Playwright wallet waits there for the events to reach the frames).
 * @internal
 */
export function controllerSurface<Extra extends object>(
  engine: SolanaWalletEngine,
  info: SolanaTestWalletController['info'],
  afterChange: (() => Promise<void>) | undefined,
  extra: Extra,
): SolanaTestWalletController & Extra {
  const { log } = engine;
  const settle = afterChange ?? (() => Promise.resolve());
  const surface: SolanaTestWalletController = {
    info,
    get mode() {
      return log.mode;
    },
    set mode(mode) {
      log.mode = mode;
    },
    setMode(mode) {
      log.mode = mode;
    },
    get requests() {
      return log.requests;
    },
    pendingRequests: () => log.pending(),
    waitForRequest: (feature, waitOptions = {}) => log.waitFor(feature, waitOptions.timeout ?? 10_000),
    approve: (id) => log.approve(id),
    reject: (id, code) => log.reject(id, code),
    get publicKey() {
      return engine.publicKey;
    },
    get address() {
      return engine.address;
    },
    get addresses() {
      return engine.addresses;
    },
    async switchAccount(index) {
      engine.switchAccount(index);
      await settle();
    },
    async disconnect() {
      engine.disconnectAll();
      await settle();
    },
    async setChains(chains) {
      engine.setChains(chains);
      await settle();
    },
  };
  // Descriptors, not a spread: the getters (mode, requests, publicKey, …) must stay live.
  return Object.defineProperties(
    surface,
    Object.getOwnPropertyDescriptors(extra),
  ) as SolanaTestWalletController & Extra;
}
