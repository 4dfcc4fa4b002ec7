import { describe, expect, it, vi } from 'vitest';
import { resolveOptions } from '../options/resolve-options.js';
import { embeddedWalletHubOf } from './client-hub.js';
import type { EmbeddedWalletModule, EmbeddedWalletTransport } from './transport.js';

const mainnet = { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' } as never;
const base = { caipNetworkId: 'eip155:8453', chainNamespace: 'eip155' } as never;

function option() {
  const createTransport = vi.fn(() => ({ destroy() {} }) as unknown as EmbeddedWalletTransport);
  const module: EmbeddedWalletModule = { createTransport };
  return { option: { frameUrl: 'https://frame.example/', load: async () => module }, createTransport };
}

describe('embeddedWalletHubOf', () => {
  it('is undefined without the option', () => {
    expect(
      embeddedWalletHubOf(resolveOptions({ projectId: 'p', networks: [mainnet] }), vi.fn()),
    ).toBeUndefined();
  });

  it("starts the frame on the app's default network with its metadata, and reports to telemetry", async () => {
    const { option: embeddedWallet, createTransport } = option();
    const track = vi.fn();
    const metadata = {
      name: 'Demo',
      description: 'd',
      url: 'https://app.example',
      icons: ['https://app.example/i.png'],
    };
    const options = resolveOptions({ projectId: 'p1', networks: [base, mainnet], metadata, embeddedWallet });
    const hub = embeddedWalletHubOf(options, () => ({ controllers: { telemetry: { track } as never } }));
    await hub?.transport();
    const config = createTransport.mock.calls[0]?.[0 as never] as unknown as Parameters<
      EmbeddedWalletModule['createTransport']
    >[0];
    expect(config).toMatchObject({
      projectId: 'p1',
      chainId: 'eip155:8453',
      frameUrl: 'https://frame.example/',
    });
    expect(config.dapp).toMatchObject({ name: 'Demo', url: 'https://app.example' });
    config.report?.('iframe_request_timeout', { event: 'connectOtp', ms: 30_000 });
    expect(track).toHaveBeenCalledWith('iframe_request_timeout', { event: 'connectOtp', ms: 30_000 });
  });
});
