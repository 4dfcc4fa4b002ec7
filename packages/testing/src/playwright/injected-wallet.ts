import type { BrowserContext, Frame, Page } from '@playwright/test';
import type { Address } from 'viem';
import type { Eip6963ProviderInfo } from '../wallet/announce.js';
import { validateProviderInfo } from '../wallet/announce.js';
import { ProviderRpcError } from '../wallet/errors.js';
import { walletIcon } from '../wallet/icon.js';
import { createLocalAccountProvider } from '../wallet/local-account-provider.js';
import { toChainIdHex } from '../wallet/params.js';
import type { LocalAccountProvider, ProviderEventMap, RequestArguments } from '../wallet/types.js';
import { RequestLog } from './request-log.js';
import {
  injectedWalletShim,
  type ShimConfig,
  type ShimHello,
  type ShimHook,
  type ShimReply,
} from './shim.js';
import type {
  InjectedWalletMode,
  InjectedWalletOptions,
  InjectedWalletRequest,
  WaitForRequestOptions,
} from './types.js';

/** The test's handle on an injected wallet: it acts as the wallet's user and records what the page asked. */
export interface InjectedWalletController {
  /** The EIP-6963 info the wallet announces. */
  readonly info: Eip6963ProviderInfo;
  /**
   * The Node-side provider behind the page's wallet: same state, same keys. Requests made through it are logged
   * and decided like the page's (with `frameUrl` "node").
   */
  readonly provider: LocalAccountProvider;
  /** How requests that need consent are decided; settable. */
  mode: InjectedWalletMode;
  /** Same as setting {@link InjectedWalletController.mode}. Requests already waiting keep waiting. */
  setMode(mode: InjectedWalletMode): void;
  /** Every request so far, oldest first; entries update as requests are answered. */
  readonly requests: readonly InjectedWalletRequest[];
  /** Requests waiting for {@link InjectedWalletController.approve} / {@link InjectedWalletController.reject}. */
  pendingRequests(): InjectedWalletRequest[];
  /**
   * Resolves with the oldest request of `method` (any method when omitted) that waits for a decision, else with
   * the next such request that arrives (start waiting before the page acts). Rejects after `timeout` (10 s).
   */
  waitForRequest(method?: string, options?: WaitForRequestOptions): Promise<InjectedWalletRequest>;
  /** Approves the waiting request `id` (default the oldest); resolves with the request once it is answered. */
  approve(id?: number): Promise<InjectedWalletRequest>;
  /** Rejects the waiting request `id` (default the oldest) with `code` (default 4001); resolves once answered. */
  reject(id?: number, code?: number): Promise<InjectedWalletRequest>;
  /** Selects account `index` of the stack; the page gets `accountsChanged` when connected. */
  switchAccount(index: number): Promise<void>;
  /** Switches chain as the wallet's user; the page gets `chainChanged`. Rejects with 4902 for an unknown chain. */
  switchChain(chainId: number): Promise<void>;
  /** Sends a raw `accountsChanged` event to the page, without changing the wallet's state. */
  emitAccountsChanged(addresses: readonly Address[]): Promise<void>;
  /** Disconnects the site as the wallet's user: the page gets `accountsChanged []` and `disconnect` (4900). */
  disconnect(): Promise<void>;
}

const DEFAULT_NAME = 'WalletDock Test Wallet';
const DEFAULT_RDNS = 'dev.walletdock.testwallet';
const EVENT_DELIVERY_TIMEOUT_MS = 5_000;

/**
 * Installs an EIP-6963 test wallet into a Playwright page (or into every page of a browser context), the way a
 * browser extension would be: the page gets an EIP-1193 provider (`isWalletDockTestWallet: true`) announced on
 * `eip6963:announceProvider`, whose requests run in the test process on a {@link createLocalAccountProvider}
 * wallet (keys stay in Node; reads go to the stack's anvil chains). Events reach every frame. The wallet
 * survives reloads and navigations with its state: a connected wallet stays connected.
 *
 * Several wallets can be installed on one page (give them different names and rdns).
 *
 * @example
 * ```ts
 * const wallet = await installInjectedWallet(page, { stack, mode: 'pending' });
 * await page.goto(url);
 * await page.getByRole('button', { name: 'Connect' }).click();
 * const request = await wallet.waitForRequest('eth_requestAccounts');
 * await wallet.approve(request.id);
 * ```
 */
export async function installInjectedWallet(
  target: Page | BrowserContext,
  options: InjectedWalletOptions,
): Promise<InjectedWalletController> {
  const name = options.name ?? DEFAULT_NAME;
  const info: Eip6963ProviderInfo = {
    uuid: options.uuid ?? crypto.randomUUID(),
    name,
    icon: options.icon ?? walletIcon(initials(name), '#4f46e5'),
    rdns: options.rdns ?? DEFAULT_RDNS,
  };
  validateProviderInfo(info);

  const log = new RequestLog(options.mode ?? 'approve');
  const inner = createLocalAccountProvider({
    privateKeys: options.stack.accounts.map((account) => account.privateKey),
    chains: options.stack.chains.map(({ chainId, rpcUrl, name: chainName, nativeCurrency }) => ({
      chainId,
      rpcUrl,
      name: chainName,
      nativeCurrency,
    })),
    ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
    ...(options.accountIndex === undefined ? {} : { accountIndex: options.accountIndex }),
    ...(options.switchOnAdd === undefined ? {} : { switchOnAdd: options.switchOnAdd }),
    approve: (request) => log.decide(request as RequestArguments),
  });

  const id = crypto.randomUUID().replaceAll('-', '');
  const config: ShimConfig = {
    bindingName: `__walletdockTestWalletBinding_${id}`,
    globalKey: `__walletdockTestWallet_${id}`,
    info,
    windowEthereum: options.windowEthereum ?? false,
  };
  const events = new EventRelay(target, config.globalKey);

  async function logged(args: RequestArguments, frameUrl: string): Promise<unknown> {
    const entry = log.begin(args, frameUrl);
    try {
      const pending = inner.request(args);
      log.arrived(entry);
      const result = (await pending) ?? null;
      log.settle(entry, { result });
      return result;
    } catch (error) {
      const providerError = ProviderRpcError.from(error);
      log.settle(entry, { error: providerError });
      throw providerError;
    }
  }

  await target.exposeBinding(
    config.bindingName,
    async (source: { frame: Frame }, message: unknown): Promise<ShimReply | ShimHello> => {
      if (isHello(message)) return { chainId: toChainIdHex(inner.getState().chainId) };
      let reply: ShimReply;
      try {
        const args = parseRequestMessage(message);
        reply = { ok: true, result: await logged(args, frameUrl(source.frame)) };
      } catch (error) {
        reply = { ok: false, error: ProviderRpcError.from(error).toJSON() };
      }
      // Events caused by the request (e.g. accountsChanged on connect) reach the page before its answer.
      await events.flush();
      return reply;
    },
  );
  await target.addInitScript(injectedWalletShim, config);
  // Frames that already have a document get the wallet now, like an extension installed into an open tab.
  await Promise.all(
    events.frames().map((frame) => frame.evaluate(injectedWalletShim, config).catch(() => {})),
  );

  // Registered after the awaits above, so the provider's initial `connect` (a microtask) is not relayed: each
  // frame's shim emits its own `connect` when it loads.
  const relay = <E extends keyof ProviderEventMap>(
    event: E,
    toPayload: (...args: ProviderEventMap[E]) => unknown,
  ) => inner.on(event, (...args) => void events.deliver(event, toPayload(...args)));
  relay('connect', (connectInfo) => connectInfo);
  relay('disconnect', (error) => error.toJSON());
  relay('accountsChanged', (accounts) => accounts);
  relay('chainChanged', (chainId) => chainId);

  const provider: LocalAccountProvider = {
    ...inner,
    request: (args) => logged(args, 'node'),
  };

  return {
    info,
    provider,
    get mode() {
      return log.mode;
    },
    set mode(mode: InjectedWalletMode) {
      log.mode = mode;
    },
    setMode(mode) {
      log.mode = mode;
    },
    get requests() {
      return log.requests;
    },
    pendingRequests: () => log.pending(),
    waitForRequest: (method, waitOptions = {}) => log.waitFor(method, waitOptions.timeout ?? 10_000),
    approve: (requestId) => log.approve(requestId),
    reject: (requestId, code) => log.reject(requestId, code),
    async switchAccount(index) {
      inner.setAccount(index);
      await events.flush();
    },
    async switchChain(chainId) {
      inner.switchChain(chainId);
      await events.flush();
    },
    async emitAccountsChanged(addresses) {
      await events.deliver('accountsChanged', [...addresses]);
    },
    async disconnect() {
      inner.disconnect();
      await events.flush();
    },
  };
}

/** Delivers Node-side events to every live frame, one event after the other, tolerating navigations. */
class EventRelay {
  readonly #target: Page | BrowserContext;
  readonly #globalKey: string;
  #queue: Promise<void> = Promise.resolve();

  constructor(target: Page | BrowserContext, globalKey: string) {
    this.#target = target;
    this.#globalKey = globalKey;
  }

  /** The frames of every open page of the target. */
  frames(): Frame[] {
    const pages = 'newPage' in this.#target ? this.#target.pages() : [this.#target];
    return pages.filter((page) => !page.isClosed()).flatMap((page) => page.frames());
  }

  /** Queues `event` for every frame; resolves once delivered (or given up on after a few seconds). */
  deliver(event: string, payload: unknown): Promise<void> {
    const delivery = this.#queue.then(() => this.#deliverNow(event, payload));
    this.#queue = delivery;
    return delivery;
  }

  /** Resolves once every event queued so far has been delivered. */
  flush(): Promise<void> {
    return this.#queue;
  }

  async #deliverNow(event: string, payload: unknown): Promise<void> {
    const argument = { key: this.#globalKey, event, payload };
    const deliveries = this.frames().map((frame) =>
      frame
        .evaluate(({ key, event: name, payload: value }) => {
          const hook = (window as unknown as Record<string, ShimHook | undefined>)[key];
          hook?.emit(name, value);
        }, argument)
        .catch(() => {}),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, EVENT_DELIVERY_TIMEOUT_MS);
    });
    await Promise.race([Promise.all(deliveries), timeout]);
    clearTimeout(timer);
  }
}

function isHello(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'hello';
}

function parseRequestMessage(message: unknown): RequestArguments {
  const { kind, method, params } = (typeof message === 'object' && message !== null ? message : {}) as {
    kind?: unknown;
    method?: unknown;
    params?: unknown;
  };
  if (kind !== 'request' || typeof method !== 'string') {
    throw ProviderRpcError.invalidRequest('Malformed message from the page.');
  }
  if (params === undefined) return { method };
  if (typeof params !== 'object' || params === null) {
    throw ProviderRpcError.invalidParams('params must be an array or an object.');
  }
  return { method, params };
}

function frameUrl(frame: Frame): string {
  try {
    return frame.url();
  } catch {
    return '';
  }
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters = words.map((word) => Array.from(word)[0] ?? '').join('');
  return (
    letters.length >= 2 ? letters.slice(0, 2) : Array.from(name.trim()).slice(0, 2).join('')
  ).toUpperCase();
}
