import { createWalletDock, mainnet, memoryStorage, type WalletDockClient } from '@walletdock/core';
import { createFakeAdapter, createFakeWallet } from '@walletdock/core/testing';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { SOL_ADDRESS, solana } from '../test-utils/multi-namespace.js';
import { type UseReceiveResult, useReceive } from './use-receive.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ALICE = '0xA11cE00000000000000000000000000000000001';
const silent = { debug() {}, warn() {}, error() {} };

let root: Root | undefined;
let container: HTMLElement | undefined;
const clients: WalletDockClient[] = [];

function makeClient({ receive = true } = {}): WalletDockClient {
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet, solana],
    adapters: [
      createFakeAdapter({
        networks: [mainnet],
        wallets: [createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE] })],
      }),
      createFakeAdapter({
        namespace: 'solana',
        networks: [solana],
        wallets: [createFakeWallet({ id: 'Sol Wallet', name: 'Sol Wallet', accounts: [SOL_ADDRESS] })],
      }),
    ],
    storage: memoryStorage(),
    logger: silent,
    features: { receive },
  });
  clients.push(client);
  return client;
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

function Probe({ seen }: { seen: UseReceiveResult[] }): ReactNode {
  seen.push(useReceive());
  return null;
}

async function render(client: WalletDockClient, seen: UseReceiveResult[]) {
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
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

const last = (seen: UseReceiveResult[]) => seen.at(-1) as UseReceiveResult;

describe('useReceive', () => {
  it('shows no account on the server and loads nothing there', () => {
    const client = makeClient();
    const seen: UseReceiveResult[] = [];
    renderToString(
      <WalletDockProvider client={client}>
        <Probe seen={seen} />
      </WalletDockProvider>,
    );
    expect(seen[0]).toMatchObject({ enabled: true, ready: false, account: undefined, accounts: [] });
    expect(client.state.features.receive).toBe('idle');
  });

  it('gives the connected address, its networks and family, and follows the namespace chosen', async () => {
    const client = makeClient();
    const seen: UseReceiveResult[] = [];
    await render(client, seen);
    expect(last(seen)).toMatchObject({ ready: true, account: undefined });

    await act(async () => {
      await client.controllers.connection.connect({ namespace: 'solana', connectorId: 'Sol Wallet' });
      await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    });
    expect(last(seen).account?.address).toBe(ALICE);
    expect(last(seen).account?.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1']);
    expect(last(seen).accounts.map((account) => account.namespace)).toEqual(['eip155', 'solana']);
    expect(last(seen).familyWarning).toEqual({ namespace: 'eip155', several: true });

    await act(async () => last(seen).selectNamespace('solana'));
    expect(last(seen).account?.address).toBe(SOL_ADDRESS);
    expect(last(seen).familyWarning?.namespace).toBe('solana');
  });

  it('never loads the receive code while the feature is off', async () => {
    const client = makeClient({ receive: false });
    const seen: UseReceiveResult[] = [];
    await render(client, seen);
    expect(last(seen)).toMatchObject({ enabled: false, ready: false });
    expect(client.state.features.receive).toBe('idle');
  });
});
