import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIconDecode } from './use-icon-decode.js';

// Idle-time work, run by a stubbed requestIdleCallback: `idle()` runs the callbacks waiting now.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let waiting: (() => void)[] = [];

beforeEach(() => {
  waiting = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    waiting[handle - 1] = () => {};
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function idle(): void {
  const now = waiting;
  waiting = [];
  act(() => {
    for (const callback of now) callback();
  });
}

function render(element: React.ReactNode): void {
  root ??= createRoot(document.createElement('div'));
  act(() => root?.render(element));
}

function Probe({ ready, urls }: { ready: boolean; urls: (string | undefined)[] }) {
  useIconDecode(
    ready,
    urls.map((imageUrl) => ({ imageUrl }) as never),
  );
  return null;
}

describe('useIconDecode', () => {
  it('decodes the data: icons once ready and idle, and requests nothing else', () => {
    const decoded: string[] = [];
    class FakeImage {
      src = '';
      decode() {
        decoded.push(this.src);
        return Promise.resolve();
      }
    }
    vi.stubGlobal('Image', FakeImage);
    const urls = ['data:image/png;base64,AAAA', 'https://wallet.example/icon.png', undefined];
    render(<Probe ready={false} urls={urls} />);
    idle();
    expect(decoded).toEqual([]);
    render(<Probe ready urls={urls} />);
    expect(decoded).toEqual([]);
    idle();
    expect(decoded).toEqual(['data:image/png;base64,AAAA']);
  });
});
