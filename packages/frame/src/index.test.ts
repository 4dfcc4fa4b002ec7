import { describe, expect, it } from 'vitest';
import { embeddedWallet } from './index.js';

describe('embeddedWallet', () => {
  it('gives core the frame URL and a loader of the app-side client, loading nothing itself', async () => {
    const option = embeddedWallet({ frameUrl: 'https://frame.example/' });
    expect(option.frameUrl).toBe('https://frame.example/');
    const client = await option.load();
    expect(typeof client.createTransport).toBe('function');
  });

  it('names the missing transport instead of pretending to have one', async () => {
    const client = await embeddedWallet({ frameUrl: 'https://frame.example/' }).load();
    expect(() =>
      client.createTransport({
        frameUrl: 'https://frame.example/',
        projectId: 'p',
        chainId: 'eip155:1',
        dapp: { name: '', description: '', url: '', icons: [], sdkVersion: '', sdkType: '' },
      }),
    ).toThrow(/app-side transport is not available/);
  });
});
