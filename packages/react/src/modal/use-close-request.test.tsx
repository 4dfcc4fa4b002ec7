import type { WalletDockClient } from '@walletdock/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CloseRequest, useCloseRequest } from './use-close-request.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

let latest: CloseRequest | undefined;

function Probe({ client }: { client: WalletDockClient }) {
  latest = useCloseRequest(client);
  return null;
}

function setUp() {
  const modal = { close: vi.fn(async () => true), shake: vi.fn() };
  const client = { controllers: { modal } } as unknown as WalletDockClient;
  root = createRoot(document.createElement('div'));
  act(() => root?.render(<Probe client={client} />));
  return { modal, current: () => latest as CloseRequest };
}

describe('useCloseRequest', () => {
  it("asks core to close, and resolves core's answer", async () => {
    const { modal, current } = setUp();
    expect(current().blocked).toBe(false);
    await expect(current().requestClose()).resolves.toBe(true);
    expect(modal.close).toHaveBeenCalledOnce();
    expect(modal.shake).not.toHaveBeenCalled();
  });

  it('shakes instead while the view blocks closing, and closes again once it stops', async () => {
    const { modal, current } = setUp();
    const requestClose = current().requestClose;
    act(() => current().setBlocked(true));
    expect(current().blocked).toBe(true);
    // The same function (the handlers that hold it need no update): it reads the latest state.
    expect(current().requestClose).toBe(requestClose);
    await expect(requestClose()).resolves.toBe(false);
    expect(modal.shake).toHaveBeenCalledOnce();
    expect(modal.close).not.toHaveBeenCalled();

    act(() => current().setBlocked(false));
    await expect(requestClose()).resolves.toBe(true);
    expect(modal.close).toHaveBeenCalledOnce();
  });
});
