import { describe, expect, it, vi } from 'vitest';
import { idleHarness } from '../test-utils/idle-harness.js';
import { useIconDecode } from './use-icon-decode.js';

// Idle-time work, run by a stubbed requestIdleCallback: `idle()` runs the callbacks waiting now.
const { idle, render } = idleHarness();

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
