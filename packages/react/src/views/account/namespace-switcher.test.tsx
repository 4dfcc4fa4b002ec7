import type { WalletDockClient } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet, type FakeWallet } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import type { ModalViewRegistry } from '../../modal/views.js';
import { makeTestClient, renderAndMount, run, settle, shadow } from '../../test-utils/modal-harness.js';
import { EVM_ADDRESS, mainnet, SOL_ADDRESS, solana } from '../../test-utils/multi-namespace.js';
import { visibleText } from '../../test-utils/visible-text.js';
import ConnectView from '../connect/connect-view.js';
import NetworksView from '../networks/networks-view.js';
import AccountView from './account-view.js';
import { avatarGradient } from './avatar.js';

const VIEWS: ModalViewRegistry = { Connect: ConnectView, Account: AccountView, Networks: NetworksView };

type Made = { client: WalletDockClient; evmWallet: FakeWallet; solanaWallet: FakeWallet };

/** EVM and Solana connected (Solana last, so active), the modal open on Account. */
async function connectedBoth(): Promise<Made> {
  const evmWallet = createFakeWallet({
    id: 'io.example.evm',
    name: 'EVM Wallet',
    accounts: [EVM_ADDRESS],
    balances: { [`eip155:1:${EVM_ADDRESS}`]: 2n * 10n ** 18n },
  });
  const solanaWallet = createFakeWallet({
    id: 'Sol Wallet',
    name: 'Sol Wallet',
    accounts: [SOL_ADDRESS],
    balances: { [`${solana.caipNetworkId}:${SOL_ADDRESS}`]: 3n * 10n ** 9n },
  });
  const client = makeTestClient({
    networks: [mainnet, solana],
    adapters: [
      createFakeAdapter({ namespace: 'eip155', networks: [mainnet], wallets: [evmWallet] }),
      createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: [solanaWallet] }),
    ],
  });
  await renderAndMount(client, VIEWS, {
    inTheSameAct: async () => {
      await client.controllers.connection.connect({ namespace: 'eip155', connectorId: evmWallet.id });
      await client.controllers.connection.connect({ namespace: 'solana', connectorId: solanaWallet.id });
    },
  });
  await run(() => client.controllers.modal.open());
  await settle();
  return { client, evmWallet, solanaWallet };
}

function button(text: string): HTMLButtonElement {
  const found = [...shadow().querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) => candidate.textContent === text,
  );
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

const switcher = () => shadow().querySelector<HTMLFieldSetElement>('fieldset.wd-account-switcher');
const segments = () =>
  [...(switcher()?.querySelectorAll<HTMLButtonElement>('button') ?? [])].map((segment) => ({
    text: visibleText(segment),
    pressed: segment.getAttribute('aria-pressed'),
  }));
const shownName = () => shadow().querySelector('.wd-account-name')?.getAttribute('title');
const shownNetwork = () => shadow().querySelector('button.wd-account-pill')?.textContent;
const tabNames = () => [...shadow().querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);

describe('Account view with EVM and Solana connected', () => {
  it("shows the active namespace's account, and a switcher naming both connected accounts", async () => {
    await connectedBoth();
    expect(shownName()).toBe(SOL_ADDRESS);
    expect(shownNetwork()).toBe('Solana');
    expect(switcher()?.querySelector('legend')?.textContent).toBe('Connected accounts');
    expect(segments()).toEqual([
      { text: 'EVM 0xa11c…0001', pressed: 'false' },
      { text: 'Solana 9xQe…VFin', pressed: 'true' },
    ]);
    // The same sections as EVM (the Solana account had no tabs).
    expect(tabNames()).toEqual(['Tokens', 'NFTs', 'Activity']);
  });

  it('on Solana, NFTs and Activity say they are not shown on this network (not "No NFTs yet"), requesting nothing', async () => {
    const { client } = await connectedBoth();
    const tab = (name: string) =>
      [...shadow().querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
        (each) => each.textContent === name,
      );
    const panel = () =>
      [...shadow().querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((each) => !each.hidden);
    await run(() => tab('NFTs')?.click());
    await settle();
    await run(() => client.feature('nfts'));
    await settle();
    expect(panel()?.textContent).toContain('NFTs aren’t shown on this network');
    expect(panel()?.textContent).not.toContain('No NFTs yet');
    await run(() => tab('Activity')?.click());
    await settle();
    await run(() => client.feature('history'));
    await settle();
    expect(panel()?.textContent).toContain('Activity isn’t shown on this network');
  });

  it("gives each segment the account's avatar: the gradient the header's account button shows", async () => {
    await connectedBoth();
    for (const [namespace, address] of [
      ['eip155', EVM_ADDRESS],
      ['solana', SOL_ADDRESS],
    ] as const) {
      const avatar = switcher()?.querySelector<HTMLElement>(
        `[data-namespace="${namespace}"] .wd-account-avatar[data-generated]`,
      );
      expect(avatar?.getAttribute('aria-hidden')).toBe('true');
      // Its colours, whatever the DOM keeps of the layered background (as buttons.test.tsx checks the header's).
      const [first, second] = avatarGradient(address).colors;
      const style = (avatar?.getAttribute('style') ?? '').replaceAll(' ', '');
      expect(style).toContain(`linear-gradient(135deg,${first},${second})`.replaceAll(' ', ''));
    }
  });

  it('keeps the room of the switcher and "Disconnect all" when one namespace is left', async () => {
    await connectedBoth();
    const slot = shadow().querySelector<HTMLElement>('.wd-account-switcher-slot');
    expect(slot?.firstElementChild).toBe(switcher());
    await run(() => button('Disconnect').click());
    await settle();
    expect(switcher()).toBeNull();
    // The slot stays, still before the account (jsdom measures no height: the e2e layout contract does).
    expect(shadow().querySelector('.wd-account-switcher-slot')).not.toBeNull();
    expect(shadow().querySelector('.wd-account-switcher-slot + .wd-account-header')).not.toBeNull();
  });

  it('Disconnect and Disconnect all are quiet actions, not full-width buttons', async () => {
    await connectedBoth();
    for (const name of ['Disconnect', 'Disconnect all']) {
      const action = button(name);
      expect(action.type).toBe('button');
      expect(action.className).not.toMatch(/wd-button--block|wd-button--danger/);
      expect(action.className).toContain('wd-account-quiet');
    }
  });

  it('switching to EVM shows its account, network, balance and tabs; back to Solana shows Solana again', async () => {
    const { client } = await connectedBoth();
    await run(() => switcher()?.querySelector<HTMLButtonElement>('[data-namespace="eip155"]')?.click());
    await settle();
    expect(client.state.chains.activeNamespace).toBe('eip155');
    expect(shownName()).toBe(EVM_ADDRESS);
    expect(shownNetwork()).toBe('Ethereum');
    expect(shadow().querySelector('.wd-account-balance')?.textContent).toContain('ETH');
    expect(tabNames()).toContain('NFTs');
    expect(segments().map((s) => s.pressed)).toEqual(['true', 'false']);

    await run(() => switcher()?.querySelector<HTMLButtonElement>('[data-namespace="solana"]')?.click());
    await settle();
    expect(shownName()).toBe(SOL_ADDRESS);
    expect(shadow().querySelector('.wd-account-balance')?.textContent).toContain('SOL');
  });

  it('Disconnect disconnects only the active namespace and then shows the one still connected', async () => {
    const { client, evmWallet, solanaWallet } = await connectedBoth();
    await run(() => button('Disconnect').click());
    await settle();

    expect(solanaWallet.authorized).toBe(false);
    expect(evmWallet.authorized).toBe(true);
    expect(client.controllers.connection.status('eip155')).toBe('connected');
    expect(client.state.modal.open).toBe(true);
    expect(client.state.router.view).toBe('Account');
    expect(shownName()).toBe(EVM_ADDRESS);
    // One namespace left: no switcher, no "Disconnect all".
    expect(switcher()).toBeNull();
    expect(() => button('Disconnect all')).toThrow();

    await run(() => button('Disconnect').click());
    await settle();
    expect(client.controllers.connection.status('eip155')).toBe('disconnected');
    expect(client.state.modal.open).toBe(false);
  });

  it('Disconnect all disconnects every namespace and closes the modal', async () => {
    const { client, evmWallet, solanaWallet } = await connectedBoth();
    await run(() => button('Disconnect all').click());
    await settle();
    expect(evmWallet.authorized).toBe(false);
    expect(solanaWallet.authorized).toBe(false);
    expect(client.controllers.chains.allAccounts()).toEqual([]);
    expect(client.state.modal.open).toBe(false);
  });

  it('notices a disconnect from the Solana wallet: the view shows EVM', async () => {
    const { client, solanaWallet } = await connectedBoth();
    await run(() => solanaWallet.disconnect());
    await settle();
    expect(client.state.chains.activeNamespace).toBe('eip155');
    expect(shownName()).toBe(EVM_ADDRESS);
    expect(switcher()).toBeNull();
  });

  it('the Networks view, choosing the EVM network, makes EVM active and returns to its account', async () => {
    const { client, solanaWallet } = await connectedBoth();
    await run(() => shadow().querySelector<HTMLButtonElement>('.wd-account-pill')?.click());
    await settle();
    expect(client.state.router.view).toBe('Networks');
    const groups = [...shadow().querySelectorAll('.wd-networks-group-title')].map((h) => h.textContent);
    expect(groups).toEqual(['EVM', 'Solana']);

    await run(() => shadow().querySelector<HTMLButtonElement>('[data-network-id="eip155:1"]')?.click());
    await settle();
    expect(client.state.chains.activeNamespace).toBe('eip155');
    expect(client.state.router.view).toBe('Account');
    expect(shownName()).toBe(EVM_ADDRESS);
    // The Solana namespace kept its account and network.
    expect(client.controllers.chains.getAccount('solana')?.caipAddress).toBe(
      `${solana.caipNetworkId}:${SOL_ADDRESS}`,
    );
    expect(solanaWallet.authorized).toBe(true);
  });
});
