// @vitest-environment node
import { solanaDevnet } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { solanaAdapter } from '../index.js';

describe('discovery without a window (server rendering)', () => {
  it('creates, mounts and unmounts with no window and lists nothing', () => {
    expect(typeof window).toBe('undefined');
    const adapter = solanaAdapter({ networks: [solanaDevnet] });
    adapter.mount({ networks: [solanaDevnet], projectId: 'test' });
    expect(adapter.getConnectors()).toEqual([]);
    adapter.unmount();
  });
});
