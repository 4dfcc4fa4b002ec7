import {
  createWalletDock,
  MESSAGES,
  mainnet,
  type WalletDockClient,
  type WalletDockOptions,
} from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { act, lazy, type ReactNode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectButton } from '../buttons/connect-button.js';
import { I18nProvider } from '../i18n/react.js';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { lazyView } from '../views/lazy-view.js';
import { useBlockClose } from './close-guard.js';
import { INITIAL_FOCUS_ATTRIBUTE } from './initial-focus.js';
import { MODAL_CSS } from './styles.js';
import { type ModalViewProps, type ModalViewRegistry, NO_VIEWS } from './views.js';
import { MODAL_HOST_ATTRIBUTE, WalletDockModal } from './walletdock-modal.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let container: HTMLElement | undefined;
let root: Root | undefined;
const clients: WalletDockClient[] = [];

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  container = undefined;
  for (const client of clients.splice(0)) client.destroy();
  document.body.replaceChildren();
});

function makeClient(options: Partial<WalletDockOptions> = {}): WalletDockClient {
  const wallet = createFakeWallet({
    id: 'io.example.wallet',
    name: 'Example Wallet',
    accounts: ['0x1111111111111111111111111111111111111111'],
  });
  const client = createWalletDock({
    projectId: 'test-project',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet], wallets: [wallet] })],
    platform: { mobile: false },
    ...options,
  });
  clients.push(client);
  return client;
}

function render(element: ReactNode): HTMLElement {
  container = document.createElement('div');
  container.id = 'app';
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
  return container;
}

async function run(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}

function host(): HTMLElement {
  const element = document.body.querySelector<HTMLElement>(`[${MODAL_HOST_ATTRIBUTE}]`);
  if (!element) throw new Error('no modal host');
  return element;
}

function shadow(): ShadowRoot {
  const shadowRoot = host().shadowRoot;
  if (!shadowRoot) throw new Error('no shadow root');
  return shadowRoot;
}

function dialog(): HTMLElement {
  const element = shadow().querySelector<HTMLElement>('[role="dialog"]');
  if (!element) throw new Error('no dialog');
  return element;
}

function button(name: string): HTMLButtonElement | null {
  return (
    [...shadow().querySelectorAll<HTMLButtonElement>('button')].find(
      (candidate) => candidate.getAttribute('aria-label') === name || candidate.textContent === name,
    ) ?? null
  );
}

async function press(key: string, options: KeyboardEventInit = {}): Promise<void> {
  const target = shadow().activeElement ?? document.activeElement ?? document.body;
  await run(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...options }),
    );
  });
}

/** A view with three buttons, registered lazily like the real views will be. */
function TwoStepView({ client }: ModalViewProps) {
  return (
    <div>
      <button type="button">First action</button>
      <button type="button">Middle action</button>
      <button type="button" onClick={() => client.controllers.router.push('AllWallets')}>
        Last action
      </button>
    </div>
  );
}
const views: ModalViewRegistry = { Connect: lazy(async () => ({ default: TwoStepView })) };

/** A view that marks the control to focus when the modal opens on it (as the sign-in view marks Sign). */
function MarkedView() {
  return (
    <div>
      <button type="button">Cancel</button>
      <button type="button" {...{ [INITIAL_FOCUS_ATTRIBUTE]: '' }}>
        Sign
      </button>
    </div>
  );
}

function EveryWalletView() {
  return <p>Every wallet</p>;
}

/** Blocks closing until its "Allow closing" button is pressed. */
function BlockingView({ client }: ModalViewProps) {
  const [blocked, setBlocked] = useState(true);
  useBlockClose(blocked);
  return (
    <div>
      <button type="button" onClick={() => setBlocked(false)}>
        Allow closing
      </button>
      <button type="button" onClick={() => client.controllers.router.push('AllWallets')}>
        Next view
      </button>
    </div>
  );
}

describe('WalletDockModal', () => {
  it('renders the opened dialog in a shadow root on a host appended to the body', async () => {
    const client = makeClient();
    const app = render(<WalletDockModal client={client} views={NO_VIEWS} />);
    expect(shadow().querySelector('[role="dialog"]')).toBeNull();

    await run(() => client.controllers.modal.open());

    expect(host().parentElement).toBe(document.body);
    expect(app.contains(host())).toBe(false);
    expect(dialog().textContent).toContain('Connect Wallet');
    expect(document.body.querySelector('[role="dialog"]')).toBeNull(); // only inside the shadow root
    const adopted = shadow().adoptedStyleSheets.length + shadow().querySelectorAll('style').length;
    expect(adopted).toBeGreaterThan(0);
  });

  it('labels the dialog by its visible title and names its icon buttons', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open({ view: 'AllWallets' }));

    expect(dialog().getAttribute('aria-modal')).toBe('true');
    const titleId = dialog().getAttribute('aria-labelledby');
    expect(titleId).toBeTruthy();
    expect(shadow().getElementById(titleId ?? '')?.textContent).toBe('All Wallets');
    expect(button('Close')?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes its texts from the t prop', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} t={(key) => `«${key}»`} />);
    await run(() => client.controllers.modal.open());
    expect(dialog().textContent).toContain('«modal.title.Connect»');
    expect(button('«modal.close»')).not.toBeNull();
  });

  it('lets the t prop override single texts, the catalogue giving the rest', async () => {
    const client = makeClient();
    render(
      <I18nProvider locale="de">
        <WalletDockModal
          client={client}
          views={NO_VIEWS}
          t={(key) => (key === 'modal.close' ? 'Zumachen' : undefined)}
        />
      </I18nProvider>,
    );
    await run(() => client.controllers.modal.open());
    expect(button('Zumachen')).not.toBeNull();
    expect(button('Schließen')).toBeNull();
    expect(shadow().querySelector('.wd-title')?.textContent).toBe('Wallet verbinden');
  });

  it('shows the shell and the connect button in the I18nProvider locale (German)', async () => {
    const client = makeClient();
    const app = render(
      <I18nProvider locale="de">
        <WalletDockProvider client={client} modal={<WalletDockModal client={client} views={NO_VIEWS} />}>
          <ConnectButton />
        </WalletDockProvider>
      </I18nProvider>,
    );
    const connect = app.querySelector('button');
    expect(connect?.textContent).toBe('Wallet verbinden');
    await run(() => connect?.click());

    expect(client.state.modal.open).toBe(true);
    const titleId = dialog().getAttribute('aria-labelledby');
    expect(shadow().getElementById(titleId ?? '')?.textContent).toBe('Wallet verbinden');
    expect(button('Schließen')?.classList.contains('wd-close')).toBe(true);
    expect(button('Close')).toBeNull();
    expect(shadow().querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Benachrichtigungen');

    await run(() => client.controllers.router.push('AllWallets'));
    expect(shadow().querySelector('.wd-title')?.textContent).toBe('Alle Wallets');
    expect(button('Zurück')).not.toBeNull();

    await run(() => client.controllers.toast.showError(MESSAGES.signatureDeclined));
    expect(shadow().querySelector('.wd-toast')?.textContent).toBe('Signatur abgelehnt');

    await run(() => client.controllers.alert.show('SESSION_EXPIRED'));
    const alert = shadow().querySelector('[role="alert"]');
    expect(alert?.querySelector('.wd-alert-title')?.textContent).toBe('Sitzung abgelaufen');
    expect(alert?.querySelector('button')?.getAttribute('aria-label')).toBe('Schließen');
  });

  it('shows the shell in Japanese', async () => {
    const client = makeClient();
    render(
      <I18nProvider locale="ja-JP">
        <WalletDockModal client={client} views={NO_VIEWS} />
      </I18nProvider>,
    );
    await run(() => client.controllers.modal.open());
    expect(button('閉じる')?.classList.contains('wd-close')).toBe(true);
    expect(shadow().querySelector('.wd-title')?.textContent).toBe('ウォレットを接続');
  });

  it('gives every view a title from the catalogue', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open({ view: 'Swap' }));
    expect(shadow().querySelector('.wd-title')?.textContent).toBe('Swap');
    await run(() => client.controllers.router.push('ApproveTransaction'));
    expect(shadow().querySelector('.wd-title')?.textContent).toBe('Approve Transaction');
  });

  it("isolates a wallet's name in the title, so its text direction cannot reorder the header", async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    const name = '\u05d0\u05e8\u05e0\u05e7 Wallet';
    await run(() =>
      client.controllers.modal.open({ view: 'ConnectingWalletConnectBasic', data: { title: name } }),
    );
    const title = shadow().querySelector('.wd-title');
    expect(title?.querySelector('bdi')?.textContent).toBe(name);
    expect(title?.textContent).toBe(name);
  });

  it('applies the theme tokens of the resolved theme, light and dark', async () => {
    const client = makeClient({ themeMode: 'light', themeVariables: { accent: '#ff0066' } });
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());
    const themed = shadow().querySelector<HTMLElement>('.wd-root');
    expect(themed?.style.getPropertyValue('--wd-accent')).toBe('#ff0066');
    expect(themed?.style.getPropertyValue('--wd-modal-width')).toBe('360px');
    expect(themed?.style.getPropertyValue('--wd-z-index')).toBe('999');
    expect(themed?.dataset.theme).toBe('light');
    const lightBackground = themed?.style.getPropertyValue('--wd-background');

    await run(() => client.controllers.theme.setThemeMode('dark'));
    const dark = shadow().querySelector<HTMLElement>('.wd-root');
    expect(dark?.dataset.theme).toBe('dark');
    expect(dark?.style.getPropertyValue('--wd-background')).toBe(client.state.theme.resolved.background);
    expect(dark?.style.getPropertyValue('--wd-background')).not.toBe(lightBackground);
  });

  it('closes on Escape', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());

    await press('Escape');

    expect(client.state.modal.open).toBe(false);
    // The exit animation plays (150 ms) on an inert shell, then the shell is gone.
    expect(shadow().querySelector('.wd-root')?.hasAttribute('data-closing')).toBe(true);
    expect(shadow().querySelector('.wd-root')?.hasAttribute('inert')).toBe(true);
    await run(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(shadow().querySelector('[role="dialog"]')).toBeNull();
  });

  it('opening again during the exit animation shows the modal at once', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());
    await press('Escape');
    await run(() => client.controllers.modal.open());
    await run(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(shadow().querySelector('[role="dialog"]')).not.toBeNull();
    expect(shadow().querySelector('.wd-root')?.hasAttribute('data-closing')).toBe(false);
  });

  it('does not close on Escape on ApproveTransaction and shakes instead', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open({ view: 'ApproveTransaction' }));

    await press('Escape');

    expect(client.state.modal.open).toBe(true);
    expect(dialog().hasAttribute('data-shake')).toBe(true);
  });

  describe('a view that blocks closing (useBlockClose)', () => {
    const blocking: ModalViewRegistry = { Account: BlockingView, AllWallets: EveryWalletView };

    async function openBlocking() {
      const client = makeClient();
      render(<WalletDockModal client={client} views={blocking} />);
      await run(() => client.controllers.modal.open({ view: 'Account' }));
      return client;
    }

    it('is not closed by Escape, the close button or the backdrop: the dialog shakes', async () => {
      const client = await openBlocking();
      const close = button('Close');
      expect(close?.getAttribute('aria-disabled')).toBe('true');

      await press('Escape');
      expect(client.state.modal.open).toBe(true);
      expect(dialog().hasAttribute('data-shake')).toBe(true);

      await run(() => close?.click());
      expect(client.state.modal.open).toBe(true);
      await run(() => shadow().querySelector<HTMLElement>('.wd-overlay')?.click());
      expect(client.state.modal.open).toBe(true);
      expect(shadow().querySelector('[data-view="Account"]')).not.toBeNull();
    });

    it('closes again once the view stops blocking, or when another view shows', async () => {
      const client = await openBlocking();
      await run(() => button('Allow closing')?.click());
      expect(button('Close')?.hasAttribute('aria-disabled')).toBe(false);
      await press('Escape');
      expect(client.state.modal.open).toBe(false);

      await run(() => client.controllers.modal.open({ view: 'Account' }));
      expect(button('Close')?.getAttribute('aria-disabled')).toBe('true');
      await run(() => button('Next view')?.click());
      expect(button('Close')?.hasAttribute('aria-disabled')).toBe(false);
      await run(() => button('Close')?.click());
      expect(client.state.modal.open).toBe(false);
    });

    it("does not stop core's forced close", async () => {
      const client = await openBlocking();
      await run(() => client.controllers.modal.close({ force: true }));
      expect(client.state.modal.open).toBe(false);
    });
  });

  it('closes on a click on the overlay but not on a click inside the dialog', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());

    await run(() => dialog().click());
    expect(client.state.modal.open).toBe(true);

    await run(() => shadow().querySelector<HTMLElement>('.wd-overlay')?.click());
    expect(client.state.modal.open).toBe(false);
  });

  it('closes with the close button', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());
    await run(() => button('Close')?.click());
    expect(client.state.modal.open).toBe(false);
  });

  it('moves focus into the dialog and keeps Tab and Shift+Tab inside it', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={views} />);
    await run(() => client.controllers.modal.open());
    await run(() => Promise.resolve()); // the lazy view resolves
    expect(shadow().activeElement).toBe(dialog());

    await press('Tab');
    expect(shadow().activeElement).toBe(button('Close'));

    button('Last action')?.focus();
    await press('Tab');
    expect(shadow().activeElement).toBe(button('Close'));

    await press('Tab', { shiftKey: true });
    expect(shadow().activeElement).toBe(button('Last action'));
  });

  it("gives the shown view's marked control the opening's focus (e.g. the sign-in view's Sign)", async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={{ Connect: MarkedView }} />);
    await run(() => client.controllers.modal.open());
    expect(shadow().activeElement).toBe(button('Sign'));
  });

  it('keeps focus in the dialog when a view change removes the focused control', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={views} />);
    await run(() => client.controllers.modal.open());
    await run(() => Promise.resolve()); // the lazy view resolves
    const last = button('Last action');
    if (!last) throw new Error('the view did not render');
    last.focus();
    expect(shadow().activeElement).toBe(last);
    await run(() => last.click()); // pushes AllWallets: the focused button goes with the Connect view
    expect(button('Last action')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(shadow().activeElement).toBe(dialog());
  });

  it('gives focus back to the element focused before opening when it closes', async () => {
    const client = makeClient();
    const app = render(
      <>
        <button type="button">Connect</button>
        <WalletDockModal client={client} views={NO_VIEWS} />
      </>,
    );
    const trigger = app.querySelector('button');
    trigger?.focus();
    expect(document.activeElement).toBe(trigger);

    await run(() => client.controllers.modal.open());
    expect(document.activeElement).not.toBe(trigger);

    await press('Escape');
    expect(document.activeElement).toBe(trigger);
  });

  it('shows the back button only when there is a view to go back to', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={views} />);
    await run(() => client.controllers.modal.open());
    await run(() => Promise.resolve());
    expect(button('Back')).toBeNull();

    await run(() => button('Last action')?.click());
    expect(client.state.router.view).toBe('AllWallets');
    expect(button('Back')).not.toBeNull();

    await run(() => button('Back')?.click());
    expect(client.state.router.view).toBe('Connect');
    expect(button('Back')).toBeNull();
  });

  it('renders the registered view and an empty placeholder for unregistered ones', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={views} />);
    await run(() => client.controllers.modal.open());
    await run(() => Promise.resolve());
    expect(shadow().querySelector('[data-view="Connect"]')?.textContent).toContain('First action');

    await run(() => client.controllers.router.push('Swap'));
    const outlet = shadow().querySelector('[data-view="Swap"]');
    expect(outlet?.querySelector('.wd-view-placeholder')).not.toBeNull();
    expect(outlet?.textContent).toBe('');
  });

  it('shows the toasts of the core toast state', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());

    await run(() => client.controllers.toast.showLoading('Waiting for the wallet'));
    const toast = shadow().querySelector<HTMLElement>('.wd-toast');
    expect(toast?.dataset.variant).toBe('loading');
    expect(toast?.textContent).toBe('Waiting for the wallet');

    await run(() => client.controllers.toast.hide());
    expect(shadow().querySelector('.wd-toast')).toBeNull();

    await run(() => client.controllers.toast.showSuccess('Address copied'));
    expect(shadow().querySelector<HTMLElement>('.wd-toast')?.dataset.variant).toBe('success');
    expect(shadow().querySelector('[role="status"]')?.textContent).toBe('Address copied');
  });

  it('puts the toast in a slot at the top of the body, before the view (it pushes the view, never covers it)', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());
    await run(() => client.controllers.toast.showError(MESSAGES.signatureDeclined));
    const region = shadow().querySelector<HTMLElement>('.wd-toast-region');
    expect(region?.querySelector('.wd-toast')).not.toBeNull();
    // In the body's flex column, in the flow (not positioned over the view), after the view in the DOM (the view's
    // own status texts come first for assistive technology) and shown first (CSS order).
    expect(region?.parentElement?.classList.contains('wd-body-inner')).toBe(true);
    expect(region?.previousElementSibling?.classList.contains('wd-view')).toBe(true);
    const rule = /\.wd-toast-region\s*\{([^}]*)\}/.exec(MODAL_CSS)?.[1] ?? '';
    expect(rule).toMatch(/order:\s*-1/);
    expect(rule).not.toMatch(/position:\s*(absolute|fixed)/);
    expect(/\.wd-body-inner\s*\{[^}]*flex-direction:\s*column/.test(MODAL_CSS)).toBe(true);
    // The body grows by the toast's room while it shows (animated-height.tsx): it does not scroll the view's last
    // controls out of sight (the e2e layout contract measures every control while a toast shows).
    expect(MODAL_CSS).not.toMatch(/\.wd-body:has\(\.wd-toast\)/);
  });

  it('clears a toast when the visitor moves to another view and when the modal closes', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());
    await run(() => client.controllers.toast.showError(MESSAGES.signatureDeclined));
    expect(shadow().querySelector('.wd-toast')).not.toBeNull();
    await run(() => client.controllers.router.push('AllWallets'));
    expect(shadow().querySelector('.wd-toast')).toBeNull();

    await run(() => client.controllers.toast.showError(MESSAGES.signatureDeclined));
    await run(() => client.controllers.modal.close());
    await run(() => client.controllers.modal.open());
    expect(shadow().querySelector('.wd-toast')).toBeNull();
  });

  it('shows an alert that can be dismissed', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());

    await run(() => client.controllers.alert.show('SESSION_EXPIRED', 'Sign in again.'));
    const alert = shadow().querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(client.state.alert.title);
    expect(alert?.textContent).toContain('Sign in again.');

    await run(() => button('Dismiss')?.click());
    expect(client.state.alert.open).toBe(false);
    expect(shadow().querySelector('[role="alert"]')).toBeNull();
  });

  it('renders inline where it is placed in embedded mode, always shown, without a host on the body', async () => {
    const client = makeClient({ enableEmbedded: true });
    const app = render(
      <section>
        <WalletDockModal client={client} views={NO_VIEWS} />
      </section>,
    );
    const inlineHost = app.querySelector<HTMLElement>(`section > [${MODAL_HOST_ATTRIBUTE}]`);
    expect(inlineHost).not.toBeNull();
    expect([...document.body.children].some((child) => child.hasAttribute(MODAL_HOST_ATTRIBUTE))).toBe(false);

    const embeddedDialog = inlineHost?.shadowRoot?.querySelector('[role="dialog"]');
    expect(embeddedDialog).not.toBeNull();
    expect(embeddedDialog?.hasAttribute('aria-modal')).toBe(false);
    expect(inlineHost?.shadowRoot?.querySelector('.wd-overlay')).toBeNull();
  });

  it('does not append a host to the body with disableAppend, and renders where it is placed', async () => {
    const client = makeClient({ disableAppend: true });
    const app = render(<WalletDockModal client={client} views={NO_VIEWS} />);
    await run(() => client.controllers.modal.open());

    expect([...document.body.children].some((child) => child.hasAttribute(MODAL_HOST_ATTRIBUTE))).toBe(false);
    const inlineHost = app.querySelector<HTMLElement>(`[${MODAL_HOST_ATTRIBUTE}]`);
    expect(inlineHost?.shadowRoot?.querySelector('[role="dialog"][aria-modal="true"]')).not.toBeNull();
  });

  it('removes its host from the body when unmounted', async () => {
    const client = makeClient();
    render(<WalletDockModal client={client} views={NO_VIEWS} />);
    expect(host()).toBeTruthy();
    act(() => root?.unmount());
    root = undefined;
    expect(document.body.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)).toBeNull();
  });

  describe('the prerendered Connect view (opening on a slow phone)', () => {
    /** Lets the browser be "idle" twice (the sheet is adopted, then the view is prerendered): 2 × 200 ms here. */
    const idle = async () => {
      for (const _ of [1, 2]) await run(() => new Promise((resolve) => setTimeout(resolve, 300)));
    };
    const eager: ModalViewRegistry = { Connect: TwoStepView };

    it('renders the Connect view hidden once idle: invisible, not a dialog, and opening only unhides it', async () => {
      const client = makeClient();
      render(<WalletDockModal client={client} views={eager} />);
      expect(shadow().querySelector('.wd-root')).toBeNull(); // nothing in the page's load
      await idle();

      const hiddenRoot = shadow().querySelector<HTMLElement>('.wd-root');
      expect(hiddenRoot?.hasAttribute('data-hidden')).toBe(true);
      expect(hiddenRoot?.getAttribute('aria-hidden')).toBe('true');
      expect(shadow().querySelector('[role="dialog"]')).toBeNull();
      expect(shadow().textContent).toContain('First action');
      expect(MODAL_CSS).toMatch(/\.wd-root\[data-hidden\]\s*\{\s*visibility:\s*hidden;/);
      const prerenderedButton = button('First action');

      // The click's own render shows it, in the click's microtasks: no transition and no timer (the scheduler's
      // next task) is needed, which is what the dialog's first frame would otherwise wait for.
      globalThis.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        void client.controllers.modal.open();
        for (let step = 0; step < 5; step++) await Promise.resolve();
        expect(dialog().closest('.wd-root')?.hasAttribute('data-hidden')).toBe(false);
      } finally {
        globalThis.IS_REACT_ACT_ENVIRONMENT = true;
      }
      await run(() => undefined);
      expect(dialog().closest('.wd-root')?.hasAttribute('data-hidden')).toBe(false);
      expect(dialog().getAttribute('aria-modal')).toBe('true');
      expect(button('First action')).toBe(prerenderedButton); // the same elements, not rendered again
      expect(shadow().activeElement).toBe(dialog());
    });

    it('goes back to hidden after closing, with focus returned to the page', async () => {
      const client = makeClient();
      const app = render(
        <>
          <button type="button">Open</button>
          <WalletDockModal client={client} views={eager} />
        </>,
      );
      await idle();
      const opener = app.querySelector('button');
      opener?.focus();
      await run(() => client.controllers.modal.open());
      await press('Escape');
      await run(() => new Promise((resolve) => setTimeout(resolve, 200)));

      expect(document.activeElement).toBe(opener);
      expect(shadow().querySelector('[role="dialog"]')).toBeNull();
      expect(shadow().querySelector('.wd-root')?.hasAttribute('data-hidden')).toBe(true);
      // Hidden, it takes no keys: Escape on the page does nothing to it.
      await press('Escape');
      expect(client.state.modal.open).toBe(false);
    });

    it('does not fetch a lazy Connect view before the modal opens', async () => {
      const client = makeClient();
      let loads = 0;
      const lazyViews: ModalViewRegistry = {
        Connect: lazyView(async () => {
          loads += 1;
          return { default: TwoStepView };
        }),
      };
      render(<WalletDockModal client={client} views={lazyViews} />);
      await idle();
      expect(loads).toBe(0);
      expect(shadow().querySelector('.wd-root')).toBeNull();
    });

    it('shows a view other than Connect as before (the hidden shell never stands in for it)', async () => {
      const client = makeClient();
      render(<WalletDockModal client={client} views={{ ...eager, AllWallets: EveryWalletView }} />);
      await idle();
      await run(() => client.controllers.modal.open({ view: 'AllWallets' }));
      expect(dialog().textContent).toContain('Every wallet');
      expect(dialog().textContent).not.toContain('First action');
    });
  });

  it('renders nothing on the server, even when open', async () => {
    const client = makeClient();
    await client.controllers.modal.open();
    expect(renderToString(<WalletDockModal client={client} views={NO_VIEWS} />)).toBe('');
  });
});
