import { describe, expect, it } from 'vitest';
import { ALLOWED_PROPS, allowedProps } from './allowed-props.js';

describe('allowedProps (the whitelist of each event)', () => {
  it('keeps only the keys listed for the event, deriving wallet, method and network from raw objects', () => {
    expect(
      allowedProps('CONNECT_SUCCESS', {
        namespace: 'eip155',
        connectorId: 'io.metamask',
        connector: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', provider: { secret: 1 } },
        network: { caipNetworkId: 'eip155:1' },
      }),
    ).toEqual({ namespace: 'eip155', walletId: 'io.metamask', name: 'MetaMask', method: 'announced' });
    expect(
      allowedProps('SWITCH_NETWORK', { namespace: 'eip155', network: { caipNetworkId: 'eip155:10' } }),
    ).toEqual({
      namespace: 'eip155',
      network: 'eip155:10',
    });
  });

  it('drops smuggled fields: e-mail, signature, message, private key, address, nested objects', () => {
    const props = allowedProps('SIGN_IN_SUCCESS', {
      namespace: 'eip155',
      network: 'eip155:1',
      email: 'alice@example.com',
      signature: '0x1234',
      message: 'sign this',
      privateKey: '0xac09',
      address: '0xA11cE',
      session: { signature: '0x1234' },
    });
    expect(props).toEqual({ namespace: 'eip155', network: 'eip155:1' });
  });

  it('drops a whitelisted value that is an e-mail address, too long, or not a primitive', () => {
    expect(allowedProps('CONNECT_STARTED', { name: 'alice@example.com', walletId: 'x'.repeat(101) })).toEqual(
      {},
    );
    expect(allowedProps('MODAL_OPEN', { connected: { toString: () => 'yes' }, view: 42 })).toEqual({
      view: 42,
    });
    expect(allowedProps('MODAL_OPEN', { view: Number.NaN })).toEqual({});
  });

  it('sends no event the whitelist does not know, even one named like an object key', () => {
    expect(allowedProps('EMAIL_LOGIN', { email: 'alice@example.com' })).toBeUndefined();
    expect(allowedProps('toString')).toBeUndefined();
    expect(Object.keys(ALLOWED_PROPS)).toContain('FEATURE_USE');
  });
});
