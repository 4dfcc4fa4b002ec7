import { type CaipNetwork, defineNetwork, mainnet, type WalletDockClient } from '@walletdock/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NetworkImage } from './network-image.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A client whose wallet directory publishes asset images when the test says so. */
function fakeClient() {
  const assets: Record<string, string> = {};
  const listeners = new Set<() => void>();
  const acquireImage = vi.fn((_imageId: string, _kind?: string) => () => undefined);
  const client = {
    controllers: {
      walletDirectory: {
        acquireImage,
        imageUrl: (imageId: string, kind?: string) => (kind === 'asset' ? assets[imageId] : undefined),
      },
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as WalletDockClient;
  const publish = (imageId: string, url: string) => {
    assets[imageId] = url;
    for (const listener of listeners) listener();
  };
  return { client, acquireImage, publish };
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

function render(network: CaipNetwork, client?: WalletDockClient) {
  container = document.body.appendChild(document.createElement('div'));
  const target = createRoot(container);
  root = target;
  act(() => target.render(<NetworkImage network={network} client={client} />));
  return container;
}

describe('NetworkImage', () => {
  it("shows a letter tile in the network's colour until its directory icon arrives, then the icon", () => {
    const { client, acquireImage, publish } = fakeClient();
    const view = render(mainnet, client);
    expect(acquireImage).toHaveBeenCalledWith('ethereum', 'asset');
    const tile = view.querySelector('[data-network-tile]');
    expect(tile?.querySelector('[data-letter]')?.getAttribute('data-letter')).toBe('E');
    expect(tile?.getAttribute('style')).toContain('background');
    // The letter is drawn by CSS: it is no part of the text a row or button reads.
    expect(view.textContent).toBe('');

    act(() => publish('ethereum', 'blob:http://localhost/eth'));
    const image = view.querySelector('img[data-network-image]');
    expect(image?.getAttribute('src')).toBe('blob:http://localhost/eth');
    expect(view.querySelector('[data-network-tile]')).toBeNull();

    // An image that fails to decode falls back to the letter tile.
    act(() => image?.dispatchEvent(new Event('error')));
    expect(view.querySelector('[data-network-tile]')).not.toBeNull();
  });

  it("prefers the app's own image URL, and shows the tile without a directory", () => {
    const custom = defineNetwork({ ...mainnet, assets: { imageUrl: 'https://example.com/eth.png' } });
    expect(render(custom).querySelector('img')?.getAttribute('src')).toBe('https://example.com/eth.png');
    act(() => root?.unmount());
    root = undefined;
    expect(render(mainnet).querySelector('[data-network-tile]')).not.toBeNull();
  });
});
