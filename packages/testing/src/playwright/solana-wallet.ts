import type { BrowserContext, Frame, Page } from '@playwright/test';
import type { IdentifierString } from '@wallet-standard/base';
import {
  type SolanaCaller,
  SolanaWalletEngine,
  type SolanaWalletEngineEvent,
} from '../solana-wallet/engine.js';
import {
  SOLANA_TEST_WALLET_CHAINS,
  SOLANA_TEST_WALLET_ICON,
  SOLANA_TEST_WALLET_NAME,
} from '../solana-wallet/icon.js';
import { controllerSurface } from '../solana-wallet/register.js';
import type { SolanaTestWalletCommonOptions, SolanaTestWalletController } from '../solana-wallet/types.js';
import type {
  SignAndSendTransactionRequest,
  SignTransactionRequest,
  SolanaAccountData,
} from '../solana-wallet/wallet-core.js';
import { ProviderRpcError } from '../wallet/errors.js';
import {
  type SolanaShimConfig,
  type SolanaShimEvent,
  type SolanaShimHook,
  type SolanaShimReply,
  solanaWalletInitScript,
} from './solana-page-script.js';

/** The part of a local stack the Solana test wallet needs: the Solana chain's RPC URL and its funded keys. */
export type SolanaWalletStack = {
  solana: { rpcUrl: string; accounts: readonly { secretKey: readonly number[] }[] };
};

/** Options of {@link installSolanaWallet}. */
export type InstallSolanaWalletOptions = SolanaTestWalletCommonOptions & {
  /** The local stack (`startLocalStack()` with `stack.solana`, or any `{ solana: { rpcUrl, accounts } }`). */
  stack: SolanaWalletStack;
  /** RPC URLs of other chains than `solana:localnet` (which uses `stack.solana.rpcUrl`). */
  rpcUrls?: Partial<Record<IdentifierString, string>>;
};

/** The Playwright Solana test wallet's controller (see {@link SolanaTestWalletController}). */
export type SolanaWalletController = SolanaTestWalletController;

const EVENT_DELIVERY_TIMEOUT_MS = 5_000;

/**
 * Installs a Wallet Standard Solana test wallet into a Playwright page (or every page of a browser context), the
 * way an extension would: every frame gets a wallet object registered by the Wallet Standard protocol (an app's
 * `getWallets()` sees it), with standard:connect / disconnect / events and solana:signMessage /
 * signTransaction / signAndSendTransaction. Every call goes to the test process through `page.exposeBinding`:
 * the keys (`stack.solana.accounts`) never enter the page; prompts are decided by `mode` like the EVM test
 * wallet; transactions are sent to `stack.solana.rpcUrl` for `solana:localnet`.
 *
 * Authorisation lives in the test process, per origin: after a reload, `standard:connect { silent: true }`
 * returns the account without a prompt. Changes made through the controller (`switchAccount`, `disconnect`,
 * `setChains`) reach every frame as `change` events.
 *
 * @example
 * ```ts
 * const wallet = await installSolanaWallet(page, { stack, mode: 'pending' });
 * await page.goto(url);
 * await page.getByRole('button', { name: 'Connect' }).click();
 * await wallet.approve((await wallet.waitForRequest('standard:connect')).id);
 * ```
 */
export async function installSolanaWallet(
  target: Page | BrowserContext,
  options: InstallSolanaWalletOptions,
): Promise<SolanaWalletController> {
  const chains: readonly IdentifierString[] = options.chains ?? SOLANA_TEST_WALLET_CHAINS;
  const engine = new SolanaWalletEngine({
    secretKeys: options.stack.solana.accounts.map((account) => account.secretKey),
    ...(options.accountIndex === undefined ? {} : { accountIndex: options.accountIndex }),
    chains,
    rpcUrls: { ...options.rpcUrls, 'solana:localnet': options.stack.solana.rpcUrl },
    mode: options.mode ?? 'approve',
  });
  const info = Object.freeze({
    name: options.name ?? SOLANA_TEST_WALLET_NAME,
    icon: options.icon ?? SOLANA_TEST_WALLET_ICON,
  });
  const id = crypto.randomUUID().replaceAll('-', '');
  const config: SolanaShimConfig = {
    bindingName: `__walletdockSolanaWalletBinding_${id}`,
    globalKey: `__walletdockSolanaWallet_${id}`,
    wallet: { name: info.name, icon: info.icon, chains: [...chains] },
  };
  const events = new SolanaEventRelay(target, config.globalKey);
  engine.subscribe((event) => void events.deliver(toShimEvent(event)));

  await target.exposeBinding(
    config.bindingName,
    async (source: { frame: Frame }, message: unknown): Promise<SolanaShimReply> => {
      const url = frameUrl(source.frame);
      let reply: SolanaShimReply;
      try {
        reply = {
          ok: true,
          result: await dispatch(engine, message, { origin: originOf(url), frameUrl: url }),
        };
      } catch (error) {
        reply = { ok: false, error: ProviderRpcError.from(error).toJSON() };
      }
      await events.flush();
      return reply;
    },
  );
  const script = solanaWalletInitScript(config);
  await target.addInitScript({ content: script });
  // Frames that already have a document get the wallet now, like an extension installed into an open tab.
  await Promise.all(events.frames().map((frame) => frame.evaluate(script).catch(() => {})));

  return controllerSurface(engine, info, () => events.flush(), {});
}

/** Runs one call of the page's wallet on the engine; bytes arrive and leave as number arrays. */
async function dispatch(
  engine: SolanaWalletEngine,
  message: unknown,
  caller: SolanaCaller,
): Promise<unknown> {
  const { kind, feature, input } = (typeof message === 'object' && message !== null ? message : {}) as {
    kind?: unknown;
    feature?: unknown;
    input?: unknown;
  };
  if (kind !== 'call' || typeof feature !== 'string') {
    throw ProviderRpcError.invalidRequest('Malformed message from the page.');
  }
  switch (feature) {
    case 'standard:connect': {
      const silent = (input as { silent?: unknown } | undefined)?.silent === true;
      return (await engine.connect(silent, caller)).map(plainAccount);
    }
    case 'standard:disconnect':
      await engine.disconnect(caller);
      return null;
    case 'solana:signMessage': {
      const requests = list(input).map((item) => ({
        address: text(item.address, 'address'),
        message: toBytes(item.message, 'message'),
      }));
      const outputs = await engine.signMessage(requests, caller);
      return outputs.map((output) => ({
        signedMessage: Array.from(output.signedMessage),
        signature: Array.from(output.signature),
      }));
    }
    case 'solana:signTransaction': {
      const requests = list(input).map((item) => ({
        ...(item as object),
        address: text(item.address, 'address'),
        transaction: toBytes(item.transaction, 'transaction'),
      })) as SignTransactionRequest[];
      return (await engine.signTransaction(requests, caller)).map((signed) => Array.from(signed));
    }
    case 'solana:signAndSendTransaction': {
      const requests = list(input).map((item) => ({
        ...(item as object),
        address: text(item.address, 'address'),
        transaction: toBytes(item.transaction, 'transaction'),
        chain: text(item.chain, 'chain'),
      })) as SignAndSendTransactionRequest[];
      return (await engine.signAndSendTransaction(requests, caller)).map((signature) =>
        Array.from(signature),
      );
    }
    default:
      throw ProviderRpcError.unsupportedMethod(feature);
  }
}

function list(input: unknown): Record<string, unknown>[] {
  if (!Array.isArray(input) || input.some((item) => typeof item !== 'object' || item === null)) {
    throw ProviderRpcError.invalidParams('Expected a list of inputs.');
  }
  return input as Record<string, unknown>[];
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw ProviderRpcError.invalidParams(`${what} must be a string.`);
  return value;
}

function toBytes(value: unknown, what: string): Uint8Array {
  if (!Array.isArray(value) || value.some((byte) => !Number.isInteger(byte) || byte < 0 || byte > 255)) {
    throw ProviderRpcError.invalidParams(`${what} must be bytes.`);
  }
  return Uint8Array.from(value as number[]);
}

function plainAccount(account: SolanaAccountData): { address: string; publicKey: number[] } {
  return { address: account.address, publicKey: Array.from(account.publicKey) };
}

function toShimEvent(event: SolanaWalletEngineEvent): SolanaShimEvent {
  if (event.type === 'accounts') return { type: 'accounts', accounts: event.accounts.map(plainAccount) };
  if (event.type === 'disconnect') return { type: 'disconnect' };
  return { type: 'chains', chains: [...event.chains] };
}

function frameUrl(frame: Frame): string {
  try {
    return frame.url();
  } catch {
    return '';
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

/** Delivers Node-side events to every live frame, one after the other, tolerating navigations. */
class SolanaEventRelay {
  readonly #target: Page | BrowserContext;
  readonly #globalKey: string;
  #queue: Promise<void> = Promise.resolve();

  constructor(target: Page | BrowserContext, globalKey: string) {
    this.#target = target;
    this.#globalKey = globalKey;
  }

  frames(): Frame[] {
    const pages = 'newPage' in this.#target ? this.#target.pages() : [this.#target];
    return pages.filter((page) => !page.isClosed()).flatMap((page) => page.frames());
  }

  deliver(event: SolanaShimEvent): Promise<void> {
    const delivery = this.#queue.then(() => this.#deliverNow(event));
    this.#queue = delivery;
    return delivery;
  }

  flush(): Promise<void> {
    return this.#queue;
  }

  async #deliverNow(event: SolanaShimEvent): Promise<void> {
    const deliveries = this.frames().map((frame) =>
      frame
        .evaluate(
          ({ key, value }) => {
            const hook = (window as unknown as Record<string, SolanaShimHook | undefined>)[key];
            hook?.emit(value);
          },
          { key: this.#globalKey, value: event },
        )
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
