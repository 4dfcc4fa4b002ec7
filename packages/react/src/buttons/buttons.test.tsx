import { base, createWalletDock, defineNetwork, mainnet, memoryStorage, optimism } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '../i18n/catalogues.js';
import { I18nProvider } from '../i18n/react.js';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { avatarGradient } from '../views/account/avatar.js';
import { AccountButton } from './account-button.js';
import { ConnectButton } from './connect-button.js';
import { shortAddress } from './display.js';
import { NetworkButton } from './network-button.js';
import { WalletDockButtonStyles } from './walletdock-button-styles.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ALICE = '0x1111111111111111111111111111111111112222';

function setup() {
  const wallet = createFakeWallet({
    id: 'io.example.wallet',
    name: 'Example Wallet',
    accounts: [ALICE],
    balances: { [`eip155:1:${ALICE}`]: 1_234_500_000_000_000_000n },
  });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, base],
    adapters: [createFakeAdapter({ networks: [mainnet, base, optimism], wallets: [wallet] })],
    storage: memoryStorage(),
    logger: { debug() {}, warn() {}, error() {} },
  });
  const connect = () =>
    client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.example.wallet' });
  return { client, wallet, connect };
}

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

async function render(client: ReturnType<typeof setup>['client'], element: React.ReactNode, locale?: string) {
  container = document.createElement('div');
  document.body.append(container);
  const target = createRoot(container);
  root = target;
  const app = <WalletDockProvider client={client}>{element}</WalletDockProvider>;
  await act(async () =>
    target.render(locale === undefined ? app : <I18nProvider locale={locale}>{app}</I18nProvider>),
  );
  await act(() => client.mount());
  return container;
}

/** Clicks `button` and waits for the core action it started. */
async function click(button: Element | null | undefined): Promise<void> {
  if (!(button instanceof HTMLButtonElement)) throw new Error('no button');
  await act(async () => {
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('ConnectButton', () => {
  it('is a button named "Connect Wallet" that opens the modal on Connect', async () => {
    const { client } = setup();
    const view = await render(client, <ConnectButton />);
    const button = view.querySelector('button');
    expect(button?.type).toBe('button');
    expect(button?.textContent).toBe('Connect Wallet');
    await click(button);
    expect(client.state.modal.open).toBe(true);
    expect(client.state.router.view).toBe('Connect');
  });

  it('takes its text from the labels prop and keeps the app’s click handler first', async () => {
    const { client } = setup();
    const view = await render(
      client,
      <ConnectButton labels={{ connect: 'Wallet verbinden' }} onClick={(event) => event.preventDefault()} />,
    );
    const button = view.querySelector('button');
    expect(button?.textContent).toBe('Wallet verbinden');
    await click(button);
    expect(client.state.modal.open).toBe(false);
  });

  it('while the modal does its on-open work: busy, but it does not claim to be connecting', async () => {
    const { client } = setup();
    const view = await render(client, <ConnectButton />);
    await act(async () => client.controllers.modal.setLoading(true));
    const button = view.querySelector('button');
    expect(button?.textContent).toBe('Connect Wallet');
    expect(button?.getAttribute('aria-busy')).toBe('true');
    await act(async () => client.controllers.modal.setLoading(false));
    expect(button?.hasAttribute('aria-busy')).toBe(false);
  });

  it('says "Connecting…" only while a connect is in progress, and "Connect Wallet" again after a refusal', async () => {
    const { client, wallet, connect } = setup();
    const view = await render(client, <ConnectButton />);
    wallet.mode = 'pending';
    let attempt: Promise<unknown> = Promise.resolve();
    await act(async () => {
      attempt = connect().catch(() => undefined);
    });
    await vi.waitFor(() => expect(wallet.pendingRequests).toHaveLength(1));
    const button = view.querySelector('button');
    expect(button?.textContent).toBe('Connecting…');
    expect(button?.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      wallet.reject();
      await attempt;
    });
    expect(client.state.chains.namespaces.eip155?.account.status).toBe('disconnected');
    expect(button?.textContent).toBe('Connect Wallet');
    expect(button?.hasAttribute('aria-busy')).toBe(false);
  });

  it('becomes the account button once connected: the same element, focus kept, opening Account', async () => {
    const { client, connect } = setup();
    const view = await render(client, <ConnectButton />);
    const button = view.querySelector('button');
    button?.focus();
    await act(connect);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(view.querySelectorAll('button')).toHaveLength(1);
    expect(view.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button?.className).toBe('wd-button wd-button--account');
    expect(view.querySelector('.wd-button__name')?.textContent).toBe('0x1111…2222');
    expect(view.querySelector('.wd-button__balance')?.textContent).toBe('1.23 ETH');
    expect(button?.getAttribute('aria-label')).toBe('Open account 0x1111…2222 1.23 ETH');
    expect(button?.getAttribute('data-address')).toBe(ALICE);
    await click(button);
    expect(client.state.router.view).toBe('Account');

    // Disconnected: the connect button again.
    await act(() => client.controllers.connection.disconnect());
    expect(view.querySelector('button')?.textContent).toBe('Connect Wallet');
  });

  it('with whenConnected="hide" renders nothing once connected; balance="hide" and labels.account reach the account', async () => {
    const { client, connect } = setup();
    const view = await render(
      client,
      <>
        <ConnectButton whenConnected="hide" className="a" />
        <ConnectButton balance="hide" labels={{ account: 'Mein Konto' }} className="b" />
      </>,
    );
    expect(view.querySelectorAll('.wd-button--connect')).toHaveLength(2);
    await act(connect);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(view.querySelector('.a')).toBeNull();
    const account = view.querySelector('.b');
    expect(account?.getAttribute('aria-label')).toBe('Mein Konto 0x1111…2222');
    expect(account?.querySelector('.wd-button__balance')).toBeNull();
  });
});

describe('AccountButton', () => {
  it('renders nothing until an address is connected', async () => {
    const { client } = setup();
    const view = await render(client, <AccountButton />);
    expect(view.innerHTML).toBe('');
  });

  it('shows the short address and the native balance, and opens Account', async () => {
    const { client, connect } = setup();
    const view = await render(client, <AccountButton />);
    await act(connect);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const button = view.querySelector('button');
    expect(view.querySelector('.wd-button__name')?.textContent).toBe('0x1111…2222');
    expect(view.querySelector('.wd-button__balance')?.textContent).toBe('1.23 ETH');
    expect(button?.getAttribute('aria-label')).toBe('Open account 0x1111…2222 1.23 ETH');
    await click(button);
    expect(client.state.modal.open).toBe(true);
    expect(client.state.router.view).toBe('Account');
  });

  it("shows the account's generated gradient avatar, the same one the Account view shows", async () => {
    const { client, connect } = setup();
    const view = await render(client, <AccountButton />);
    await act(connect);
    const avatar = view.querySelector('.wd-button__avatar');
    expect(avatar?.hasAttribute('data-generated')).toBe(true);
    // The Account view's gradient of this address (views/account/avatar.ts): its colours, whatever the DOM
    // keeps of the layered background.
    const [first, second] = avatarGradient(ALICE).colors;
    const style = (avatar?.getAttribute('style') ?? '').replaceAll(' ', '');
    expect(style).toContain(`linear-gradient(135deg,${first},${second})`.replaceAll(' ', ''));
    const [otherFirst] = avatarGradient(`0x${'9'.repeat(40)}`).colors;
    expect(otherFirst).not.toBe(first);
  });

  it('hides the balance with balance="hide" and prefers the profile name and image', async () => {
    const { client, connect } = setup();
    const view = await render(client, <AccountButton balance="hide" />);
    await act(connect);
    await act(async () =>
      client.controllers.chains.setAccount('eip155', {
        profileName: 'alice.eth',
        profileImage: 'https://example.com/alice.png',
      }),
    );
    expect(view.querySelector('.wd-button__name')?.textContent).toBe('alice.eth');
    expect(view.querySelector('.wd-button__balance')).toBeNull();
    expect(view.querySelector('img')?.getAttribute('src')).toBe('https://example.com/alice.png');
  });

  it('shows a profile image only through the link sanitiser: a javascript: URL gets the generated avatar', async () => {
    const { client, connect } = setup();
    const view = await render(client, <AccountButton balance="hide" />);
    await act(connect);
    await act(async () =>
      client.controllers.chains.setAccount('eip155', { profileImage: 'javascript:alert(1)' }),
    );
    expect(view.querySelector('img')).toBeNull();
    expect(view.querySelector('.wd-button__avatar')?.hasAttribute('data-generated')).toBe(true);
  });
});

describe('NetworkButton', () => {
  it('shows the active network and follows a switch', async () => {
    const { client } = setup();
    const view = await render(client, <NetworkButton />);
    const button = view.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('Switch network, current network Ethereum');
    await act(() => client.controllers.chains.switchNetwork(base));
    expect(button?.textContent).toBe('Base');
    expect(button?.hasAttribute('data-unsupported')).toBe(false);
  });

  it("shows the network's letter tile, and asks for its directory icon only once the modal has opened", async () => {
    const { client } = setup();
    const acquire = vi.spyOn(client.controllers.walletDirectory, 'acquireImage');
    const view = await render(client, <NetworkButton />);
    const icon = view.querySelector('.wd-button__icon');
    expect(icon?.getAttribute('data-letter')).toBe('E');
    expect(icon?.getAttribute('style')).toContain('background');
    // Nothing is requested before the visitor opens the modal.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(acquire).not.toHaveBeenCalled();
    await click(view.querySelector('button'));
    expect(acquire).toHaveBeenCalledWith('ethereum', 'asset');
    await act(() => client.controllers.modal.close());
    // Closed again, the button keeps its hold (the icon stays shown).
    expect(acquire).toHaveBeenCalledTimes(1);
  });

  it("after a reload, shows core's stored copy of the icon before the modal opens, and requests nothing", async () => {
    const { client } = setup();
    const acquire = vi.spyOn(client.controllers.walletDirectory, 'acquireImage');
    const stored = 'data:image/png;base64,iVBORw0KGgo=';
    vi.spyOn(client.controllers.walletDirectory, 'imageUrl').mockImplementation((id, kind) =>
      id === 'ethereum' && kind === 'asset' ? stored : undefined,
    );
    const view = await render(client, <NetworkButton />);
    expect(view.querySelector('img.wd-button__icon')?.getAttribute('src')).toBe(stored);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(acquire).not.toHaveBeenCalled();
  });

  it('mounted after the modal has opened and closed (the demo mounts it on connect), it asks for its icon', async () => {
    const { client } = setup();
    const acquire = vi.spyOn(client.controllers.walletDirectory, 'acquireImage');
    // The visitor opened the modal, connected, and it closed before the button mounted (CI flake of
    // e2e/real-icons.spec.ts: the button kept its letter tile for good).
    await act(() => client.controllers.modal.open());
    await act(() => client.controllers.modal.close());
    await render(client, <NetworkButton />);
    expect(acquire).toHaveBeenCalledWith('ethereum', 'asset');
  });

  it("shows the network's own image URL when the app configured one", async () => {
    const withImage = defineNetwork({ ...mainnet, assets: { imageUrl: 'https://example.com/eth.png' } });
    const client = createWalletDock({
      projectId: 'test',
      networks: [withImage],
      adapters: [createFakeAdapter({ networks: [withImage], wallets: [] })],
      storage: memoryStorage(),
      logger: { debug() {}, warn() {}, error() {} },
    });
    const view = await render(client, <NetworkButton />);
    expect(view.querySelector('img.wd-button__icon')?.getAttribute('src')).toBe(
      'https://example.com/eth.png',
    );
  });

  it('opens the modal on Networks, connected or not', async () => {
    const { client, connect } = setup();
    const view = await render(client, <NetworkButton />);
    await click(view.querySelector('button'));
    expect(client.state.modal.open).toBe(true);
    expect(client.state.router.view).toBe('Networks');
    await act(() => client.controllers.modal.close());
    await act(connect);
    await click(view.querySelector('button'));
    expect(client.state.router.view).toBe('Networks');
  });

  it('opens the view given by the app, or core’s choice when network switching is disabled', async () => {
    const { client } = setup();
    const view = await render(client, <NetworkButton view="Account" />);
    await click(view.querySelector('button'));
    expect(client.state.router.view).toBe('Account');

    act(() => root?.unmount());
    container?.remove();
    const fixed = createWalletDock({
      projectId: 'test',
      networks: [mainnet, base],
      adapters: [createFakeAdapter({ networks: [mainnet, base] })],
      storage: memoryStorage(),
      enableNetworkSwitch: false,
    });
    const fixedView = await render(fixed, <NetworkButton />);
    await click(fixedView.querySelector('button'));
    expect(fixed.state.modal.open).toBe(true);
    expect(fixed.state.router.view).toBe('Connect');
  });

  it('marks a network the app does not support and opens UnsupportedChain', async () => {
    const { client, connect, wallet } = setup();
    const view = await render(client, <NetworkButton />);
    await act(connect);
    await act(async () => {
      wallet.switchChain('eip155:10');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(() => client.controllers.modal.close({ force: true }));
    const button = view.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe(
      'Switch network, current network OP Mainnet (Wrong network)',
    );
    expect(button?.hasAttribute('data-unsupported')).toBe(true);
    await click(button);
    expect(client.state.router.view).toBe('UnsupportedChain');
  });

  it('shows a network the app does not configure as "Unknown network", never its raw CAIP-2 id', async () => {
    const { client, connect, wallet } = setup();
    const view = await render(client, <NetworkButton />);
    await act(connect);
    await act(async () => {
      wallet.switchChain('eip155:424242');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(() => client.controllers.modal.close({ force: true }));
    const button = view.querySelector('button');
    expect(client.state.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:424242');
    expect(button?.textContent).toContain('Unknown network');
    expect(button?.textContent).not.toContain('eip155');
    expect(button?.getAttribute('aria-label')).toBe(
      'Switch network, current network Unknown network (Wrong network)',
    );
  });
});

describe('translations', () => {
  it('labels the buttons in the I18nProvider locale (German)', async () => {
    const { client, connect, wallet } = setup();
    const view = await render(
      client,
      <>
        <ConnectButton whenConnected="hide" />
        <AccountButton balance="hide" />
        <NetworkButton />
      </>,
      'de-AT',
    );
    expect(view.querySelector('.wd-button--connect')?.textContent).toBe('Wallet verbinden');
    expect(view.querySelector('.wd-button--network')?.getAttribute('aria-label')).toBe(
      'Netzwerk wechseln, aktuelles Netzwerk Ethereum',
    );
    await act(connect);
    expect(view.querySelector('.wd-button--account')?.getAttribute('aria-label')).toBe(
      'Konto 0x1111…2222 öffnen',
    );
    await act(async () => {
      wallet.switchChain('eip155:10');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(view.querySelector('.wd-button--network')?.getAttribute('aria-label')).toBe(
      'Netzwerk wechseln, aktuelles Netzwerk OP Mainnet (Falsches Netzwerk)',
    );
  });

  it('labels the connect button in Japanese', async () => {
    const { client } = setup();
    const view = await render(client, <ConnectButton />, 'ja');
    expect(view.querySelector('button')?.textContent).toBe(CATALOGUES.ja['button.connect']);
    expect(view.querySelector('button')?.textContent).not.toBe('Connect Wallet');
  });

  it('lets labels override the catalogue per instance', async () => {
    const { client, connect } = setup();
    const view = await render(
      client,
      <>
        <ConnectButton labels={{ connect: 'Mit Wallet anmelden' }} whenConnected="hide" />
        <AccountButton balance="hide" labels={{ account: 'Mein Konto' }} />
        <NetworkButton labels={{ network: 'Netz' }} />
      </>,
      'de',
    );
    expect(view.querySelector('.wd-button--connect')?.textContent).toBe('Mit Wallet anmelden');
    await act(connect);
    expect(view.querySelector('.wd-button--account')?.getAttribute('aria-label')).toBe(
      'Mein Konto 0x1111…2222',
    );
    expect(view.querySelector('.wd-button--network')?.getAttribute('aria-label')).toBe('Netz: Ethereum');
  });
});

describe('button display', () => {
  it('shortens EVM and other addresses, leaving short ones alone', () => {
    expect(shortAddress('0x1111111111111111111111111111111111112222')).toBe('0x1111…2222');
    expect(shortAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('9xQe…VFin');
    expect(shortAddress('0x12345678')).toBe('0x12345678');
  });

  it('ships its stylesheet as a <style> element over the --wd-* tokens', async () => {
    const { client } = setup();
    const view = await render(client, <WalletDockButtonStyles />);
    const style = view.querySelector('style[data-walletdock="buttons"]');
    expect(style?.textContent).toContain('var(--wd-accent');
    expect(style?.textContent).toContain('.wd-button--connect');
  });
});
