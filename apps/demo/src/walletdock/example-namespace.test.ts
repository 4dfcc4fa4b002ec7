import { describe, expect, it } from 'vitest';
import { sampleStack } from '../config/fixtures';
import { createDemoClient } from './create-demo-client';
import { EXAMPLE_WALLET_NAME, loadExampleNamespace, wantsExampleNamespace } from './example-namespace';

describe('the example namespace of ?namespace=example', () => {
  it('is asked for by the query only', () => {
    expect(wantsExampleNamespace('?namespace=example')).toBe(true);
    expect(wantsExampleNamespace('?lang=de&namespace=example')).toBe(true);
    expect(wantsExampleNamespace('')).toBe(false);
    expect(wantsExampleNamespace('?namespace=solana')).toBe(false);
  });

  it('adds the example adapter, its wallet and its network to the demo client, after eip155 and solana', async () => {
    const extra = await loadExampleNamespace();
    expect(extra.adapter.namespace).toBe('example');
    expect(extra.networks.map((network) => network.caipNetworkId)).toEqual(['example:testnet']);
    const client = createDemoClient(sampleStack(), {
      themeMode: 'light',
      origin: 'http://localhost:5173',
      extraNamespace: extra,
    });
    expect(client.options.adapters.map((adapter) => adapter.namespace)).toEqual([
      'eip155',
      'solana',
      'example',
    ]);
    expect(client.options.networks.at(-1)?.caipNetworkId).toBe('example:testnet');
    await client.mount();
    try {
      expect(client.state.connectors.connectors.map((connector) => connector.name)).toContain(
        EXAMPLE_WALLET_NAME,
      );
    } finally {
      client.unmount();
    }
    const plain = createDemoClient(sampleStack(), { themeMode: 'light', origin: 'http://localhost:5173' });
    expect(plain.options.adapters.map((adapter) => adapter.namespace)).toEqual(['eip155', 'solana']);
  });
});
