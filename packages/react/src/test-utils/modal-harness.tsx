import {
  createWalletDock,
  memoryStorage,
  type WalletDockClient,
  type WalletDockOptions,
} from '@walletdock/core';
import { act, type ReactElement, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { ModalViewRegistry } from '../modal/views.js';
import { MODAL_HOST_ATTRIBUTE, WalletDockModal } from '../modal/walletdock-modal.js';
import { afterEveryTest } from './cleanups.js';

// The shared setup of the view tests: a real client over core's fake adapter, the modal rendered into a
// container (optionally in StrictMode), queries in its shadow root, and one cleanup after each test.
// The cleanup runs after each test of every file (cleanups.ts; setup-cleanup.ts, the projects' setupFiles).

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export const silentLogger = { debug() {}, warn() {}, error() {} };

type Mounted = { root: Root; container: HTMLElement };
const mountedNow: Mounted[] = [];
const clientsNow: WalletDockClient[] = [];

/** Unmounts every rendered modal, destroys every client made here and empties the document. */
export function cleanUp(): void {
  for (const { root, container } of mountedNow.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  for (const client of clientsNow.splice(0)) client.destroy();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
}

afterEveryTest(cleanUp);

/**
 * A client for tests (project `test`, memory storage, desktop), destroyed after the test. The logger is silent
 * unless one is given; `logger: 'default'` keeps core's own.
 */
export function makeTestClient({
  logger = silentLogger,
  ...options
}: Pick<WalletDockOptions, 'networks' | 'adapters'> &
  Partial<Omit<WalletDockOptions, 'logger'>> & {
    logger?: NonNullable<WalletDockOptions['logger']> | 'default';
  }): WalletDockClient {
  const client = createWalletDock({
    projectId: 'test',
    storage: memoryStorage(),
    platform: { mobile: false },
    ...(logger === 'default' ? {} : { logger }),
    ...options,
  });
  clientsNow.push(client);
  return client;
}

/** Registers a client made elsewhere so it is destroyed after the test. */
export function track(client: WalletDockClient): WalletDockClient {
  if (!clientsNow.includes(client)) clientsNow.push(client);
  return client;
}

/** Runs `action` inside `act`, awaiting it. */
export async function run(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}

/** Runs `action` inside `act`, then lets one macrotask pass inside the same `act`. */
export async function runThenTick(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Lets pending promises (a wallet answering, a fetch) settle and React render their outcome. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await run(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Lets requests and renders settle until `check` holds (or fails the test after `timeout` ms). */
export async function until(check: () => boolean, what: string, timeout = 3000): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await run(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

type RenderOptions = {
  /** Render inside `<StrictMode>`, as apps do in development. */
  strict?: boolean;
  /** How the render is wrapped in `act` (default `run`). */
  runner?: (action: () => unknown) => Promise<void>;
};

/** Renders `<WalletDockModal client views />` into a fresh container (unmounted after the test). */
export async function renderModal(
  client: WalletDockClient,
  views: ModalViewRegistry,
  { strict = false, runner = run }: RenderOptions = {},
): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mountedNow.push({ root, container });
  track(client);
  const modal: ReactElement = <WalletDockModal client={client} views={views} />;
  await runner(() => root.render(strict ? <StrictMode>{modal}</StrictMode> : modal));
}

/**
 * Renders the modal and mounts the client in one `act`, then runs `inTheSameAct` (e.g. connecting wallets) inside the
 * same `act`.
 */
export async function renderAndMount(
  client: WalletDockClient,
  views: ModalViewRegistry,
  { strict = false, inTheSameAct }: { strict?: boolean; inTheSameAct?: () => Promise<unknown> } = {},
): Promise<void> {
  await renderModal(client, views, {
    strict,
    runner: (render) =>
      run(async () => {
        render();
        await client.mount();
        await inTheSameAct?.();
      }),
  });
}

/** The modal's shadow root (throws when no modal is rendered). */
export function shadow(): ShadowRoot {
  const shadowRoot = document.body.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)?.shadowRoot;
  if (!shadowRoot) throw new Error('no modal shadow root');
  return shadowRoot;
}

/** The first button in the modal whose aria-label or text is `name`, or whose list-item name is `name`. */
export function buttonNamed(name: string): HTMLButtonElement | undefined {
  return [...shadow().querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) =>
      candidate.getAttribute('aria-label') === name ||
      candidate.textContent === name ||
      candidate.querySelector('.wd-list-item-name')?.textContent === name,
  );
}

/** Dispatches a keydown of `key` on the element focused in the modal (or the body). */
export async function press(key: string): Promise<void> {
  const target = shadow().activeElement ?? document.body;
  await run(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
    );
  });
}
