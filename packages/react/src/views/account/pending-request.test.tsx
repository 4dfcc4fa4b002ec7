import { mainnet, RequestCancelledError } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { describe, expect, it } from 'vitest';
import { makeTestClient, renderModal, run, settle, shadow, until } from '../../test-utils/modal-harness.js';
import AccountView from './account-view.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A connected wallet that keeps its prompts waiting, with the modal open on Account. */
async function openAccount() {
  const wallet = createFakeWallet({ id: 'io.example.wallet', name: 'Example Wallet', accounts: [ADDRESS] });
  const client = makeTestClient({
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet], wallets: [wallet] })],
  });
  await client.mount();
  await client.controllers.connection.connect({ namespace: 'eip155', connectorId: wallet.id });
  wallet.mode = 'pending';
  await renderModal(client, { Account: AccountView });
  await run(() => client.controllers.modal.open({ view: 'Account' }));
  await until(() => shadow().querySelector('.wd-account') !== null, 'the account view');
  await settle();
  return { client, wallet };
}

const region = () => shadow().querySelector<HTMLElement>('.wd-pending-requests');
const rows = () => [...shadow().querySelectorAll<HTMLElement>('.wd-pending-request')];
const cancelButtons = () =>
  [...shadow().querySelectorAll<HTMLButtonElement>('.wd-pending-request button')].filter(
    (button) => button.textContent === 'Cancel request',
  );

describe('the Account view: pending wallet requests', () => {
  it('shows nothing while no request waits, in a live region ready for one', async () => {
    await openAccount();
    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.getAttribute('aria-live')).toBe('polite');
    expect(region()?.textContent).toBe('');
    expect(rows()).toEqual([]);
  });

  it('shows a waiting signature under the tab panel, and "Cancel request" cancels it through core', async () => {
    const { client, wallet } = await openAccount();
    let outcome: unknown;
    await run(() => {
      client.controllers.connection.signMessage({ message: 'hello' }).catch((error: unknown) => {
        outcome = error;
      });
    });
    const [row] = rows();
    expect(row?.textContent).toBe(
      'Confirm the request in your walletSign a message · Example WalletCancel request',
    );
    // In the panel's fixed space, after the panels: it takes its room from the panel, so the tab bar above and
    // the modal's height stay (the layout contract, e2e/layout-contract.spec.ts measures it).
    expect(region()?.parentElement?.className).toBe('wd-account-stage');
    expect(region()?.previousElementSibling?.getAttribute('role')).toBe('tabpanel');
    expect(region()?.nextElementSibling).toBeNull();
    expect(row?.querySelector('.wd-spinner')?.getAttribute('aria-hidden')).toBe('true');
    const list = region()?.querySelector('ul');
    expect(list?.getAttribute('aria-label')).toBe('Pending wallet requests');
    const button = cancelButtons()[0];
    const description = row?.querySelector('.wd-pending-request-text');
    expect(button?.getAttribute('aria-describedby')).toBe(description?.id);

    await run(() => button?.click());
    expect(outcome).toBeInstanceOf(RequestCancelledError);
    expect(rows()).toEqual([]);
    expect(client.state.connection.pendingRequests).toEqual([]);
    expect(wallet.pendingRequests).toEqual([]); // the fake wallet was told: its prompt is withdrawn
    expect(shadow().activeElement).toBe(region()); // focus is not lost with the button
    expect(shadow().querySelector('.wd-toast')?.textContent ?? '').not.toContain('Signature declined');
  });

  it('lists each waiting request; cancelling one leaves the other, which goes when the wallet answers', async () => {
    const { client, wallet } = await openAccount();
    let sent: unknown;
    await run(() => {
      client.controllers.connection.signMessage({ message: 'one' }).catch(() => undefined);
      client.controllers.connection.sendTransaction({ transaction: { to: ADDRESS, value: 0n } }).then(
        (hash) => {
          sent = hash;
        },
        () => undefined,
      );
    });
    expect(rows().map((row) => row.dataset.kind)).toEqual(['signMessage', 'sendTransaction']);
    expect(rows()[1]?.textContent).toContain('Send a transaction · Example Wallet');

    await run(() => cancelButtons()[0]?.click());
    expect(rows().map((row) => row.dataset.kind)).toEqual(['sendTransaction']);
    expect(wallet.pendingRequests.map((request) => request.method)).toEqual(['sendTransaction']);

    await run(() => wallet.approve());
    await settle();
    expect(sent).toMatch(/^0x[0-9a-f]{64}$/);
    expect(rows()).toEqual([]);
  });
});
