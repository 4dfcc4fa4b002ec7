import { describe, expect, it } from 'vitest';
import { InvalidCaipAddressError } from '../caip/errors.js';
import { SwitchChainError } from '../errors/index.js';
import { createFakeAdapter } from './fake-adapter.js';
import { createFakeNetwork } from './fake-network.js';
import { createFakeWallet } from './fake-wallet.js';

const mainnet = createFakeNetwork({ caipNetworkId: 'eip155:1' });
const base = createFakeNetwork({ caipNetworkId: 'eip155:8453' });
const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';

async function connectedWallet() {
  const wallet = createFakeWallet({ id: 'w', name: 'W', accounts: [A] });
  const adapter = createFakeAdapter({ networks: [mainnet, base], wallets: [wallet] });
  adapter.mount({ networks: [mainnet, base], projectId: 'p' });
  await adapter.connect({ connectorId: 'w' });
  const events: unknown[] = [];
  adapter.on('accountsChanged', (e) => events.push(['accountsChanged', e]));
  adapter.on('chainChanged', (e) => events.push(['chainChanged', e]));
  adapter.on('disconnect', (e) => events.push(['disconnect', e]));
  return { wallet, adapter, events };
}

describe('createFakeWallet: acting as the user', () => {
  it('switching accounts emits accountsChanged with the new active account first', async () => {
    const { wallet, events } = await connectedWallet();
    wallet.setAccounts([B, A]);
    expect(wallet.activeAccount).toBe(B);
    expect(events).toEqual([
      [
        'accountsChanged',
        {
          connectorId: 'w',
          accounts: [
            { address: B, type: 'eoa' },
            { address: A, type: 'eoa' },
          ],
        },
      ],
    ]);
  });

  it('removing every account disconnects the app', async () => {
    const { wallet, events } = await connectedWallet();
    wallet.setAccounts([]);
    expect(wallet.authorized).toBe(false);
    expect(events).toEqual([['accountsChanged', { connectorId: 'w', accounts: [] }]]);
  });

  it('tells no app about accounts it has not authorised', () => {
    const wallet = createFakeWallet({ id: 'w', name: 'W', accounts: [A] });
    const adapter = createFakeAdapter({ networks: [mainnet], wallets: [wallet] });
    adapter.mount({ networks: [mainnet], projectId: 'p' });
    const events: unknown[] = [];
    adapter.on('accountsChanged', (e) => events.push(e));
    wallet.setAccounts([B]);
    expect(events).toEqual([]);
  });

  it('switching network in the wallet emits chainChanged; an unknown network fails with 4902', async () => {
    const { wallet, events } = await connectedWallet();
    wallet.switchChain('eip155:8453');
    wallet.switchChain('eip155:8453');
    expect(events).toEqual([['chainChanged', { connectorId: 'w', caipNetworkId: 'eip155:8453' }]]);
    const picky = createFakeWallet({ id: 'p', name: 'P', accounts: [A], networks: ['eip155:1'] });
    expect(() => picky.switchChain('eip155:8453')).toThrow(SwitchChainError);
  });

  it('disconnecting from the wallet emits disconnect once and revokes the authorisation', async () => {
    const { wallet, adapter, events } = await connectedWallet();
    wallet.disconnect();
    wallet.disconnect();
    expect(events).toEqual([['disconnect', { connectorId: 'w' }]]);
    expect(await adapter.reconnect({ connectorId: 'w' })).toBeNull();
  });

  it('starts on its given network, else its first known one', () => {
    expect(createFakeWallet({ id: 'w', name: 'W', accounts: [A], chainId: 'eip155:8453' }).chainId).toBe(
      'eip155:8453',
    );
    expect(
      createFakeWallet({ id: 'w', name: 'W', accounts: [A], networks: ['eip155:10', 'eip155:1'] }).chainId,
    ).toBe('eip155:10');
    expect(() =>
      createFakeWallet({ id: 'w', name: 'W', accounts: [A], networks: ['eip155:1'], chainId: 'eip155:10' }),
    ).toThrow(/not one of the wallet's networks/);
  });

  it('rejects balance keys that are not CAIP-10 account ids', () => {
    expect(() => createFakeWallet({ id: 'w', name: 'W', accounts: [A], balances: { [A]: 1n } })).toThrow(
      InvalidCaipAddressError,
    );
  });

  it('rejects token balance keys that are not CAIP-10 account ids', () => {
    expect(() =>
      createFakeWallet({ id: 'w', name: 'W', accounts: [A], tokenBalances: { [A]: { [A]: 1n } } }),
    ).toThrow(InvalidCaipAddressError);
  });

  it('keeps token balances per account, network and token, case-insensitively for EVM', () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const wallet = createFakeWallet({
      id: 'w',
      name: 'W',
      accounts: [A],
      tokenBalances: { [`eip155:1:${A}`]: { [token]: 9n } },
    });
    expect(wallet.tokenBalanceOf(A.toLowerCase(), 'eip155:1', token.toLowerCase())).toBe(9n);
    expect(wallet.tokenBalanceOf(A, 'eip155:10', token)).toBe(0n);
    wallet.setTokenBalance(A, 'eip155:10', token, 4n);
    expect(wallet.tokenBalanceOf(A, 'eip155:10', token)).toBe(4n);
  });

  it('reads EVM balances case-insensitively', () => {
    const wallet = createFakeWallet({
      id: 'w',
      name: 'W',
      accounts: [A],
      balances: { [`eip155:1:${A.toUpperCase().replace('0X', '0x')}`]: 5n },
    });
    expect(wallet.balanceOf(A, 'eip155:1')).toBe(5n);
  });
});

describe('createFakeWallet: failNext', () => {
  it('makes the next call of one adapter method fail, once', async () => {
    const wallet = createFakeWallet({ id: 'w', name: 'W', accounts: [A] });
    const adapter = createFakeAdapter({ networks: [mainnet], wallets: [wallet] });
    const outage = new Error('relay unreachable');
    wallet.failNext('connect', outage);
    await expect(adapter.connect({ connectorId: 'w' })).rejects.toBe(outage);
    await expect(adapter.connect({ connectorId: 'w' })).resolves.toMatchObject({ address: A });
    wallet.failNext('disconnect', outage);
    await expect(adapter.disconnect({ connectorId: 'w' })).rejects.toBe(outage);
    expect(wallet.authorized).toBe(true);
  });
});
