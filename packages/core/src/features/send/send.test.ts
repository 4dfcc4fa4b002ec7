import { describe, expect, it, vi } from 'vitest';
import type { CaipNetwork, ChainNamespace } from '../../caip/types.js';
import { createWalletDock } from '../../client/create-walletdock.js';
import type { TokenBalance } from '../../controllers/types.js';
import { MESSAGES, ValidationError } from '../../errors/index.js';
import { memoryStorage } from '../../storage/backends.js';
import { createFakeAdapter } from '../../testing/index.js';
import type { SendState } from './types.js';

const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

const usdc: TokenBalance = {
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
};

const EMPTY: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImage: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  amountUnit: 'token',
  receiverInput: undefined,
  resolvingName: false,
  problem: undefined,
  fee: undefined,
  feeStatus: 'idle',
  step: 'form',
  caipNetworkId: undefined,
  hash: undefined,
  explorerUrl: undefined,
  failure: undefined,
};

const base: CaipNetwork = { ...mainnet, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' };

function makeClient() {
  return createWalletDock({
    projectId: 'test',
    networks: [mainnet, base],
    adapters: [createFakeAdapter({ namespace: 'eip155', networks: [mainnet, base] })],
    storage: memoryStorage(),
    platform: { mobile: true },
    logger: { debug: vi.fn(), warn: vi.fn(), error: vi.fn() },
  });
}

function makeSend() {
  return makeClient().feature('send');
}

type Send = Awaited<ReturnType<typeof makeSend>>;

function fill(send: Send) {
  send.setToken(usdc);
  send.setAmount('1.5');
  send.setReceiverAddress('0x000000000000000000000000000000000000dEaD');
  send.setReceiverProfile({ name: 'vitalik.eth', image: 'https://example.com/v.png' });
  send.setNetworkBalanceInUSD('1234.56');
  send.setLoading(true);
}

describe('send form', () => {
  it('starts empty', async () => {
    expect((await makeSend()).state).toEqual(EMPTY);
  });

  it('holds every field of the send flow', async () => {
    const send = await makeSend();
    fill(send);
    expect(send.state).toEqual({
      ...EMPTY,
      caipNetworkId: 'eip155:1',
      receiverInput: '0x000000000000000000000000000000000000dEaD',
      token: usdc,
      sendTokenAmount: '1.5',
      receiverAddress: '0x000000000000000000000000000000000000dEaD',
      receiverProfileName: 'vitalik.eth',
      receiverProfileImage: 'https://example.com/v.png',
      networkBalanceInUSD: '1234.56',
      loading: true,
    });
  });

  it('keeps the chosen token even when the balance list it came from changes', async () => {
    const send = await makeSend();
    const token = { ...usdc, quantity: { ...usdc.quantity } };
    send.setToken(token);
    token.quantity.numeric = '0';
    token.symbol = 'CHANGED';
    expect(send.state.token).toEqual(usdc);
  });

  it("drops the previous receiver's profile when the receiver address changes", async () => {
    const send = await makeSend();
    fill(send);
    send.setReceiverAddress('0x000000000000000000000000000000000000dEaD');
    expect(send.state.receiverProfileName).toBe('vitalik.eth');
    send.setReceiverAddress('0x1111111111111111111111111111111111111111');
    expect(send.state).toMatchObject({ receiverProfileName: undefined, receiverProfileImage: undefined });
  });

  it('clears the profile fields a new profile does not have', async () => {
    const send = await makeSend();
    fill(send);
    send.setReceiverProfile({ name: 'other.eth' });
    expect(send.state).toMatchObject({ receiverProfileName: 'other.eth', receiverProfileImage: undefined });
  });

  it('reset() empties the form', async () => {
    const send = await makeSend();
    fill(send);
    send.reset();
    expect(send.state).toEqual(EMPTY);
  });

  it('empties the form when the active network changes', async () => {
    const client = makeClient();
    const { chains } = client.controllers;
    const send = await client.feature('send');
    await chains.switchNetwork(mainnet);
    fill(send);
    await chains.switchNetwork(mainnet);
    expect(send.state.sendTokenAmount).toBe('1.5');
    await chains.switchNetwork(base);
    expect(send.state).toEqual(EMPTY);
  });

  it('passes assertReady when amount, receiver and token are set on eip155 or solana', async () => {
    const send = await makeSend();
    fill(send);
    expect(() => send.assertReady('eip155')).not.toThrow();
    expect(() => send.assertReady('solana')).not.toThrow();
  });

  it.each<[string, (send: Send) => void, ChainNamespace | undefined, string]>([
    ['no amount', (s) => s.setAmount(undefined), 'eip155', MESSAGES.amountAndReceiverRequired],
    ['a blank amount', (s) => s.setAmount('   '), 'eip155', MESSAGES.amountAndReceiverRequired],
    ['no receiver', (s) => s.setReceiverAddress(undefined), 'eip155', MESSAGES.amountAndReceiverRequired],
    ['an empty receiver', (s) => s.setReceiverAddress(''), 'solana', MESSAGES.amountAndReceiverRequired],
    ['no token', (s) => s.setToken(undefined), 'eip155', MESSAGES.tokenRequired],
    ['bip122', () => {}, 'bip122', MESSAGES.unsupportedChain],
    ['polkadot', () => {}, 'polkadot', MESSAGES.unsupportedChain],
    ['cosmos', () => {}, 'cosmos', MESSAGES.unsupportedChain],
    ['no active namespace', () => {}, undefined, MESSAGES.unsupportedChain],
    ['a hostile namespace', () => {}, '__proto__' as ChainNamespace, MESSAGES.unsupportedChain],
  ])('assertReady rejects %s with the spec message', async (_case, change, namespace, message) => {
    const send = await makeSend();
    fill(send);
    change(send);
    let thrown: unknown;
    try {
      send.assertReady(namespace);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).shortMessage).toBe(message);
  });

  it('asks for the amount and receiver before the token on an empty form', async () => {
    const send = await makeSend();
    expect(() => send.assertReady('eip155')).toThrow(MESSAGES.amountAndReceiverRequired);
  });
});
