import type { WalletDockClient } from '@walletdock/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WalletImage } from '../views/shared/wallet-image.js';
import { useDirectoryImage } from './use-directory-image.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A client whose wallet directory holds images by id and publishes their URLs when the test says so. */
function fakeClient() {
  const images: Record<string, string> = {};
  const listeners = new Set<() => void>();
  const held: Record<string, number> = {};
  const release = vi.fn((imageId: string) => {
    held[imageId] = (held[imageId] ?? 0) - 1;
  });
  const keyOf = (imageId: string, kind = 'wallet') => (kind === 'wallet' ? imageId : `${kind}:${imageId}`);
  const acquireImage = vi.fn((imageId: string, kind?: string) => {
    const key = keyOf(imageId, kind);
    held[key] = (held[key] ?? 0) + 1;
    return () => release(key);
  });
  const client = {
    controllers: {
      walletDirectory: {
        acquireImage,
        imageUrl: (imageId: string, kind?: string) => images[keyOf(imageId, kind)],
      },
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as WalletDockClient;
  const publish = (imageId: string, url: string) => {
    images[imageId] = url;
    for (const listener of listeners) listener();
  };
  return { client, acquireImage, release, held, publish };
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

function render(node: React.ReactNode) {
  container ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(container);
  const target = root;
  act(() => target.render(node));
}

const img = () => container?.querySelector('img')?.getAttribute('src');

function Probe({
  client,
  imageId,
  kind,
}: {
  client: WalletDockClient;
  imageId: string | undefined;
  kind?: 'wallet' | 'asset';
}) {
  return <span>{useDirectoryImage(client, imageId, kind) ?? 'none'}</span>;
}

describe('useDirectoryImage', () => {
  it('holds the image while mounted, shows it once it arrives, and releases it on unmount', () => {
    const { client, acquireImage, held, publish } = fakeClient();
    render(<Probe client={client} imageId="img-a" />);
    expect(acquireImage).toHaveBeenCalledWith('img-a', 'wallet');
    expect(container?.textContent).toBe('none');
    act(() => publish('img-a', 'blob:http://localhost/1'));
    expect(container?.textContent).toBe('blob:http://localhost/1');
    act(() => root?.unmount());
    root = undefined;
    expect(held['img-a']).toBe(0);
  });

  it("holds an asset image (a network's imageId) as an asset, apart from a wallet image of the same id", () => {
    const { client, acquireImage, held, publish } = fakeClient();
    render(<Probe client={client} imageId="ethereum" kind="asset" />);
    expect(acquireImage).toHaveBeenCalledWith('ethereum', 'asset');
    act(() => publish('ethereum', 'blob:http://localhost/wallet'));
    expect(container?.textContent).toBe('none');
    act(() => publish('asset:ethereum', 'blob:http://localhost/network'));
    expect(container?.textContent).toBe('blob:http://localhost/network');
    act(() => root?.unmount());
    root = undefined;
    expect(held).toEqual({ 'asset:ethereum': 0 });
  });

  it('moves its hold when the id changes, and holds nothing without an id', () => {
    const { client, acquireImage, held } = fakeClient();
    render(<Probe client={client} imageId="img-a" />);
    render(<Probe client={client} imageId="img-b" />);
    expect(held).toEqual({ 'img-a': 0, 'img-b': 1 });
    render(<Probe client={client} imageId={undefined} />);
    expect(held).toEqual({ 'img-a': 0, 'img-b': 0 });
    expect(acquireImage).toHaveBeenCalledTimes(2);
  });

  it('renders no image on the server and holds nothing there', () => {
    const { client, acquireImage } = fakeClient();
    expect(renderToString(<Probe client={client} imageId="img-a" />)).toContain('none');
    expect(acquireImage).not.toHaveBeenCalled();
  });
});

describe('WalletImage', () => {
  it.each([
    ['a blob: URL handed in', 'blob:http://localhost/abc'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative URL', '/getWalletImage/x'],
    ['plain http to another host', 'http://example.com/icon.png'],
  ])('shows the placeholder for %s', (_name, src) => {
    render(<WalletImage src={src} />);
    expect(img()).toBeUndefined();
    expect(container?.querySelector('.wd-image--placeholder')).not.toBeNull();
  });

  it.each([
    ['a data: image (EIP-6963)', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['https', 'https://example.com/icon.png'],
  ])('shows %s', (_name, src) => {
    render(<WalletImage src={src} />);
    expect(img()).toBe(src);
  });

  it("shows the dApp's own relative network image (appImage), and nothing else relative", () => {
    render(<WalletImage src="/icons/chain.png" appImage round />);
    expect(img()).toBe('/icons/chain.png');
    render(<WalletImage src="//other.example/chain.png" appImage round />);
    expect(img()).toBeUndefined();
  });

  it("shows a directory image held by id (the loader's object URL) when src gives nothing", () => {
    const { client, held, publish } = fakeClient();
    render(<WalletImage src="blob:http://localhost/stale" imageId="img-a" client={client} />);
    expect(img()).toBeUndefined();
    act(() => publish('img-a', 'blob:http://localhost/fresh'));
    expect(img()).toBe('blob:http://localhost/fresh');
    expect(held['img-a']).toBe(1);
  });
});
