import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import jsqr from 'jsqr';
import { describe, expect, it, vi } from 'vitest';
import type { ModalViewRegistry } from '../../modal/views.js';
import {
  makeTestClient,
  renderAndMount,
  run,
  settle,
  shadow,
  until,
} from '../../test-utils/modal-harness.js';
import { base, EVM_ADDRESS, mainnet, SOL_ADDRESS, solana } from '../../test-utils/multi-namespace.js';
import { visibleText } from '../../test-utils/visible-text.js';
import AccountView from '../account/account-view.js';
import { QR_QUIET_ZONE, qrMatrix } from '../walletconnect/qr-matrix.js';
import WalletReceiveView from './wallet-receive-view.js';

const VIEWS: ModalViewRegistry = { Account: AccountView, WalletReceive: WalletReceiveView };

/** EVM connected (and Solana too with `both`), the modal open on Receive. */
async function openReceive({ both = false } = {}) {
  const evm = createFakeWallet({ id: 'io.example.evm', name: 'EVM Wallet', accounts: [EVM_ADDRESS] });
  const sol = createFakeWallet({ id: 'Sol Wallet', name: 'Sol Wallet', accounts: [SOL_ADDRESS] });
  const client = makeTestClient({
    networks: [mainnet, base, solana],
    adapters: [
      createFakeAdapter({ namespace: 'eip155', networks: [mainnet, base], wallets: [evm] }),
      createFakeAdapter({ namespace: 'solana', networks: [solana], wallets: [sol] }),
    ],
  });
  await renderAndMount(client, VIEWS, {
    inTheSameAct: async () => {
      if (both) await client.controllers.connection.connect({ namespace: 'solana', connectorId: sol.id });
      await client.controllers.connection.connect({ namespace: 'eip155', connectorId: evm.id });
    },
  });
  await run(() => client.controllers.modal.open({ view: 'WalletReceive' }));
  await until(() => shadow().querySelector('.wd-receive-qr[data-address]') !== null, 'the address');
  await settle();
  return client;
}

const view = () => shadow().querySelector<HTMLElement>('.wd-receive') as HTMLElement;
const qr = () => view().querySelector<HTMLElement>('.wd-receive-qr') as HTMLElement;

/** Decodes the drawn code: the matrix of the dots the view draws, rendered to pixels and read by jsQR. */
function decodeShownQr(): string | undefined {
  const address = qr().getAttribute('data-address') ?? '';
  const matrix = qrMatrix(address);
  // What the view drew is that matrix (its dots, finders apart).
  expect(qr().querySelector('path')?.getAttribute('d')).toBe(matrix.dotsPath);
  const scale = 4;
  const side = (matrix.size + 2 * QR_QUIET_ZONE) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - QR_QUIET_ZONE;
      const my = Math.floor(y / scale) - QR_QUIET_ZONE;
      const inside = mx >= 0 && my >= 0 && mx < matrix.size && my < matrix.size;
      if (inside && matrix.isDark(mx, my)) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data;
}

// jsqr is CommonJS with `exports.default`: TypeScript (NodeNext) sees the module, the test runner may hand over
// the function itself.
const jsQR =
  (jsqr as unknown as { default?: typeof jsqr.default }).default ?? (jsqr as unknown as typeof jsqr.default);

describe('WalletReceive', () => {
  it('shows the connected address as a QR code that decodes to it, with the address and its networks', async () => {
    await openReceive();
    expect(decodeShownQr()).toBe(EVM_ADDRESS);
    expect(qr().getAttribute('role')).toBe('img');
    expect(qr().getAttribute('aria-label')).toBe(`QR code of your address ${EVM_ADDRESS}`);
    expect(view().querySelector('.wd-receive-address-value .wd-mt')?.getAttribute('title')).toBe(EVM_ADDRESS);
    expect(visibleText(view().querySelector('.wd-receive-warning'))).toBe(
      'Only send EVM assets to this address',
    );
    const networks = [...view().querySelectorAll('.wd-receive-network')].map((item) => visibleText(item));
    expect(networks).toEqual(['Ethereum', 'Base']);
    // No switch with one namespace connected.
    expect(view().querySelector('fieldset')).toBeNull();
  });

  it('copies the address and says so', async () => {
    const client = await openReceive();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const copy = view().querySelector<HTMLButtonElement>('button[aria-label="Copy address"]');
    await run(() => copy?.click());
    await settle();
    expect(writeText).toHaveBeenCalledWith(EVM_ADDRESS);
    expect(client.state.toast.message).toBe('Address copied');
  });

  it('switches between the connected namespaces, each with its own address, warning and networks', async () => {
    await openReceive({ both: true });
    const segments = () =>
      [...view().querySelectorAll<HTMLButtonElement>('fieldset button')].map((segment) => ({
        text: segment.textContent,
        pressed: segment.getAttribute('aria-pressed'),
      }));
    expect(segments()).toEqual([
      { text: 'EVM', pressed: 'true' },
      { text: 'Solana', pressed: 'false' },
    ]);
    const solanaSegment = view().querySelectorAll<HTMLButtonElement>('fieldset button')[1];
    await run(() => solanaSegment?.click());
    await settle();
    expect(decodeShownQr()).toBe(SOL_ADDRESS);
    expect(visibleText(view().querySelector('.wd-receive-warning'))).toBe(
      'Only send Solana assets to this address',
    );
    expect([...view().querySelectorAll('.wd-receive-network')].map((item) => visibleText(item))).toEqual([
      'Solana',
    ]);
  });
});
