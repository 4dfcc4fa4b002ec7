import {
  type AppMetadata,
  createSiwx,
  MESSAGES,
  mainnet,
  memoryStorage,
  type SiwxOptions,
} from '@walletdock/core';
import { createFakeAdapter, createFakeWallet, type FakeWallet } from '@walletdock/core/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  buttonNamed,
  makeTestClient,
  press,
  renderAndMount,
  run,
  settle,
  shadow,
  until,
} from '../../test-utils/modal-harness.js';
import SignInView from './sign-in-view.js';

// ─── Helpers: a real client over the fake adapter with core's default sign-in, the modal in StrictMode ───

const ALICE = '0xA11cE00000000000000000000000000000000001';
const APP: AppMetadata = {
  name: 'Dock App',
  description: 'A test app',
  url: 'https://app.example',
  icons: [],
};

async function setup(siwx: SiwxOptions = {}, metadata: AppMetadata = APP) {
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE] });
  const storage = memoryStorage();
  const client = makeTestClient({
    networks: [mainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [wallet] })],
    storage,
    metadata,
    siwx: createSiwx({ domain: 'app.example', uri: 'https://app.example', storage, ...siwx }),
  });
  await renderAndMount(client, { SIWXSignMessage: SignInView, ConnectingSiwe: SignInView }, { strict: true });
  // Connecting without a session: core's flow opens the modal on the sign-in view.
  await run(() => client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' }));
  await until(() => shadow().querySelector('.wd-siwx') !== null, 'the sign-in view');
  await settle();
  return { client, wallet };
}

const view = () => shadow().querySelector<HTMLElement>('.wd-siwx');
const statusRegion = () => shadow().querySelector<HTMLElement>('.wd-siwx-status');
const title = () => statusRegion()?.querySelector('h3');
const primary = () =>
  shadow().querySelector<HTMLButtonElement>('.wd-siwx-actions .wd-button:not(.wd-button--secondary)');
const closeButton = () => buttonNamed('Close');

async function signWith(wallet: FakeWallet, mode: FakeWallet['mode']) {
  wallet.mode = mode;
  await run(() => primary()?.click());
  await settle();
}

// ─── Tests ───

describe('the sign-in view', () => {
  it('asks to sign: the dApp, what signing means, the account and network, Sign and Cancel; Sign has focus', async () => {
    const { client } = await setup();

    expect(shadow().querySelector('.wd-title')?.textContent).toBe('Sign In');
    expect(title()?.textContent).toBe('Dock App wants you to sign in');
    expect(statusRegion()?.getAttribute('role')).toBe('status');
    expect(statusRegion()?.getAttribute('aria-live')).toBe('polite');
    expect(statusRegion()?.textContent).toContain(
      'Signing is free: it sends no transaction and moves no funds.',
    );
    // The account cut in the middle (the whole address in its title and for screen readers), and the network.
    const address = shadow().querySelector('.wd-siwx-account-address .wd-mt');
    expect(address?.getAttribute('title')).toBe(ALICE);
    expect(address?.textContent).toBe(ALICE);
    expect(shadow().querySelector('.wd-siwx-account-address .wd-mt-start')?.textContent).toBe('0xA11c');
    expect(shadow().querySelector('.wd-siwx-account-network')?.textContent).toBe(`Network${mainnet.name}`);
    // No app icon configured: the app's initial on a tile.
    expect(shadow().querySelector('.wd-siwx-app-letter [data-letter]')?.getAttribute('data-letter')).toBe(
      'D',
    );
    expect(primary()?.textContent).toBe('Sign');
    expect(buttonNamed('Cancel')).toBeDefined();
    expect(shadow().querySelector('.wd-siwx-required')).toBeNull();
    await until(() => shadow().activeElement === primary(), 'focus on Sign');
    expect(primary()?.getAttribute('aria-describedby')).toBe(
      statusRegion()?.querySelector('p')?.getAttribute('id'),
    );
    expect(client.state.siwx.status).toBe('unauthenticated');
  });

  it('shows the dApp icon of the metadata', async () => {
    await setup({}, { ...APP, icons: ['https://app.example/icon.png'] });
    expect(shadow().querySelector('.wd-siwx-visual img')?.getAttribute('src')).toBe(
      'https://app.example/icon.png',
    );
    expect(shadow().querySelector('.wd-siwx-app-letter')).toBeNull();
  });

  it('waits for the wallet ("Check your wallet"), asks it once, then signs in and closes', async () => {
    const { client, wallet } = await setup();
    await signWith(wallet, 'pending');

    expect(view()?.dataset.phase).toBe('signing');
    expect(title()?.textContent).toBe('Check your wallet');
    expect(statusRegion()?.textContent).toContain('Sign the message in Alice Wallet to continue');
    expect(shadow().querySelector('.wd-cx-ring-arc')).not.toBeNull();
    expect(primary()?.getAttribute('aria-busy')).toBe('true');
    expect(primary()?.getAttribute('aria-disabled')).toBe('true');
    expect(primary()?.textContent).toBe('Signing…');
    await run(() => primary()?.click()); // a second press asks nothing more
    await settle();
    expect(wallet.pendingRequests).toHaveLength(1);

    await run(() => wallet.approve());
    await settle();
    expect(client.state.siwx.status).toBe('authenticated');
    expect(client.state.siwx.session?.data.accountAddress.toLowerCase()).toBe(ALICE.toLowerCase());
    expect(client.state.modal.open).toBe(false);
  });

  it("shows 'Signature declined' after a refusal, keeps the connection, and signs in on Try again", async () => {
    const { client, wallet } = await setup();
    await run(() => primary()?.focus());
    await signWith(wallet, 'reject');

    expect(view()?.dataset.phase).toBe('declined');
    expect(title()?.textContent).toBe('Signature declined');
    expect(title()?.classList.contains('wd-text-error')).toBe(true);
    expect(statusRegion()?.textContent).toContain('You declined the message in your wallet.');
    expect(shadow().querySelector('.wd-cx-badge')).not.toBeNull();
    expect(primary()?.textContent).toBe('Try again');
    expect(shadow().activeElement).toBe(primary()); // the same button: focus stays on it
    // One message: core's toast of the same text is not shown over it.
    expect(client.state.toast.open).toBe(false);
    expect(shadow().querySelector('.wd-toast')).toBeNull();
    expect(client.controllers.chains.activeAddress()).toBe(ALICE);
    expect(client.state.modal.open).toBe(true);

    await signWith(wallet, 'approve');
    expect(client.state.siwx).toMatchObject({ status: 'authenticated', error: undefined });
    expect(client.state.modal.open).toBe(false);
  });

  it('shows any other failure with its catalogue message, and Try again', async () => {
    const verify = vi.fn(async () => false);
    const { client, wallet } = await setup({ verify });
    await signWith(wallet, 'approve');

    expect(view()?.dataset.phase).toBe('failed');
    expect(title()?.textContent).toBe(MESSAGES.siwxVerificationFailed);
    expect(statusRegion()?.textContent).toContain('The sign-in did not complete. Try again, or cancel.');
    expect(primary()?.textContent).toBe('Try again');
    expect(client.state.siwx.status).toBe('unauthenticated');

    verify.mockResolvedValue(true);
    await run(() => primary()?.click());
    await settle();
    expect(client.state.siwx.status).toBe('authenticated');
  });

  it('not required: the modal closes as usual, and Cancel closes it with the wallet still connected', async () => {
    const { client } = await setup();
    expect(closeButton()?.hasAttribute('aria-disabled')).toBe(false);
    await press('Escape');
    await settle();
    expect(client.state.modal.open).toBe(false);

    await run(() => client.controllers.modal.open({ view: 'SIWXSignMessage' }));
    await settle();
    await run(() => buttonNamed('Cancel')?.click());
    await settle();
    expect(client.state.modal.open).toBe(false);
    expect(client.controllers.chains.activeAddress()).toBe(ALICE);
  });

  it('required: Escape, the close button and the backdrop do not close it; Cancel disconnects', async () => {
    const { client } = await setup({ required: true });
    expect(shadow().querySelector('.wd-siwx-required')?.textContent).toBe(
      'This app requires signing in. Cancel disconnects your wallet.',
    );
    expect(closeButton()?.getAttribute('aria-disabled')).toBe('true');

    await press('Escape');
    await run(() => closeButton()?.click());
    await run(() => shadow().querySelector<HTMLElement>('.wd-overlay')?.click());
    await settle();
    expect(client.state.modal.open).toBe(true);
    expect(shadow().querySelector('.wd-dialog')?.hasAttribute('data-shake')).toBe(true);
    expect(view()).not.toBeNull();

    await run(() => buttonNamed('Cancel')?.click());
    await settle();
    expect(client.controllers.chains.activeAddress()).toBeUndefined();
    expect(client.state.modal.open).toBe(false);
  });

  it('required: once signed in, closing is no longer blocked', async () => {
    const { client, wallet } = await setup({ required: true });
    wallet.mode = 'pending';
    await run(() => primary()?.click());
    await settle();
    expect(closeButton()?.getAttribute('aria-disabled')).toBe('true');
    await run(() => wallet.approve());
    await settle();
    expect(client.state.siwx.status).toBe('authenticated');
    await run(() => client.controllers.modal.open({ view: 'SIWXSignMessage' }));
    await settle();
    expect(closeButton()?.hasAttribute('aria-disabled')).toBe(false);
    await press('Escape');
    await settle();
    expect(client.state.modal.open).toBe(false);
  });

  it('is the ConnectingSiwe view too', async () => {
    const { client } = await setup();
    await run(() => client.controllers.modal.open({ view: 'ConnectingSiwe' }));
    await settle();
    expect(shadow().querySelector('.wd-view')?.getAttribute('data-view')).toBe('ConnectingSiwe');
    expect(title()?.textContent).toBe('Dock App wants you to sign in');
  });
});
