import { createWalletDock, mainnet, memoryStorage, type WalletDockClient } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet, type FakeWallet } from '@walletdock/core/testing';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { type UseSendResult, useSend } from './use-send.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ALICE = '0xA11cE00000000000000000000000000000000001';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const silent = { debug() {}, warn() {}, error() {} };

let root: Root | undefined;
let container: HTMLElement | undefined;
const clients: WalletDockClient[] = [];

function makeClient({ send = true } = {}): { client: WalletDockClient; wallet: FakeWallet } {
  const wallet = createFakeWallet({
    id: 'io.alice',
    name: 'Alice Wallet',
    accounts: [ALICE],
    balances: { [`eip155:1:${ALICE}`]: 2n * 10n ** 18n },
  });
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet], wallets: [wallet] })],
    storage: memoryStorage(),
    logger: silent,
    features: { send },
  });
  clients.push(client);
  return { client, wallet };
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  for (const client of clients.splice(0)) client.destroy();
});

function Probe({ seen }: { seen: UseSendResult[] }): ReactNode {
  seen.push(useSend());
  return null;
}

async function render(client: WalletDockClient, seen: UseSendResult[]) {
  container = document.createElement('div');
  document.body.append(container);
  const target = createRoot(container);
  root = target;
  await act(async () => {
    target.render(
      <WalletDockProvider client={client}>
        <Probe seen={seen} />
      </WalletDockProvider>,
    );
  });
}

const last = (seen: UseSendResult[]) => seen.at(-1) as UseSendResult;

describe('useSend', () => {
  it('renders the empty form on the server, loading nothing', () => {
    const { client } = makeClient();
    const seen: UseSendResult[] = [];
    renderToString(
      <WalletDockProvider client={client}>
        <Probe seen={seen} />
      </WalletDockProvider>,
    );
    expect(seen[0]?.state).toMatchObject({ step: 'form', token: undefined, sendTokenAmount: undefined });
    expect(seen[0]?.enabled).toBe(true);
    expect(client.state.features.send).toBe('idle');
  });

  it('loads the send code on the first action and sends through the wallet: form → review → success', async () => {
    const { client, wallet } = makeClient();
    const seen: UseSendResult[] = [];
    await render(client, seen);
    await act(async () => {
      await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(client.state.features.send).toBe('idle');

    let tokens: Awaited<ReturnType<UseSendResult['tokens']>> = [];
    await act(async () => {
      tokens = await last(seen).tokens();
    });
    expect(client.state.features.send).toBe('ready');
    expect(tokens[0]?.symbol).toBe('ETH');
    await act(async () => {
      await last(seen).setToken(tokens[0]);
      await last(seen).setAmount('3');
      await last(seen).setReceiver(BOB);
    });
    expect(last(seen).state.problem?.message).toBe('The amount is more than your balance');
    await act(async () => {
      await expect(last(seen).review()).rejects.toThrow('The amount is more than your balance');
    });

    await act(async () => {
      await last(seen).setAmount('0.5');
      await last(seen).review();
    });
    expect(last(seen).state).toMatchObject({ step: 'review', feeStatus: 'ready' });
    expect(last(seen).state.fee).toMatchObject({ fee: '0.000021', symbol: 'ETH' });

    await act(async () => {
      await last(seen).send();
    });
    expect(last(seen).state.step).toBe('success');
    expect(wallet.transactions.length).toBe(1);
  });

  it('rejects every action while the feature is off', async () => {
    const { client } = makeClient({ send: false });
    const seen: UseSendResult[] = [];
    await render(client, seen);
    expect(last(seen).enabled).toBe(false);
    await act(async () => {
      await expect(last(seen).setAmount('1')).rejects.toThrow();
    });
    expect(client.state.send.sendTokenAmount).toBeUndefined();
  });

  it('keeps its functions across renders', async () => {
    const { client } = makeClient();
    const seen: UseSendResult[] = [];
    await render(client, seen);
    await act(async () => {
      await last(seen).setAmount('1');
    });
    expect(seen.length).toBeGreaterThan(1);
    expect(last(seen).send).toBe(seen[0]?.send);
  });
});
