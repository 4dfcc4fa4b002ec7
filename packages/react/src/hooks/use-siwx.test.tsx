import {
  createSiwx,
  createWalletDock,
  mainnet,
  memoryStorage,
  UserRejectedRequestError,
  type WalletDockClient,
} from '@walletdock/core';
import { createFakeAdapter, createFakeWallet, type FakeWallet } from '@walletdock/core/testing';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { type UseSiwxResult, useSiwx } from './use-siwx.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ALICE = '0xA11cE00000000000000000000000000000000001';
const silent = { debug() {}, warn() {}, error() {} };

function makeClient({ signIn = true } = {}): { client: WalletDockClient; wallet: FakeWallet } {
  const wallet = createFakeWallet({ id: 'io.alice', name: 'Alice Wallet', accounts: [ALICE] });
  const storage = memoryStorage();
  const client = createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet], wallets: [wallet] })],
    storage,
    logger: silent,
    ...(signIn
      ? { siwx: createSiwx({ domain: 'app.example', uri: 'https://app.example', storage, logger: silent }) }
      : {}),
  });
  clients.push(client);
  return { client, wallet };
}

let root: Root | undefined;
let container: HTMLElement | undefined;
const clients: WalletDockClient[] = [];

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  for (const client of clients.splice(0)) client.destroy();
});

function Probe({ seen }: { seen: UseSiwxResult[] }): ReactNode {
  seen.push(useSiwx());
  return null;
}

async function render(client: WalletDockClient, seen: UseSiwxResult[]) {
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

const last = (seen: UseSiwxResult[]) => seen.at(-1) as UseSiwxResult;

describe('useSiwx', () => {
  it('renders unauthenticated on the server, loading nothing', () => {
    const { client } = makeClient();
    const seen: UseSiwxResult[] = [];
    renderToString(
      <WalletDockProvider client={client}>
        <Probe seen={seen} />
      </WalletDockProvider>,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ status: 'unauthenticated', session: undefined, error: undefined });
    expect(client.state.features.siwx).toBe('idle');
  });

  it('does not load the sign-in code until signIn or signOut is called', async () => {
    const { client } = makeClient({ signIn: false });
    const seen: UseSiwxResult[] = [];
    await render(client, seen);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(last(seen)).toMatchObject({ status: 'unauthenticated', enabled: false });
    expect(client.state.features.siwx).toBe('idle');

    await act(async () => {
      await expect(last(seen).signOut()).resolves.toBeUndefined();
    });
    expect(client.state.features.siwx).toBe('ready');
    await act(async () => {
      await expect(last(seen).signIn()).rejects.toThrow('SIWX is not enabled');
    });
  });

  it('follows the sign-in: unauthenticated → signing → authenticated → (sign out) unauthenticated', async () => {
    const { client, wallet } = makeClient();
    const seen: UseSiwxResult[] = [];
    await render(client, seen);
    await act(async () => {
      await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    });
    expect(last(seen)).toMatchObject({ status: 'unauthenticated', enabled: true });

    wallet.mode = 'pending';
    let signing: Promise<unknown> = Promise.resolve();
    await act(async () => {
      signing = last(seen).signIn();
    });
    await vi.waitFor(() => expect(wallet.pendingRequests).toHaveLength(1));
    expect(last(seen).status).toBe('signing');

    await act(async () => {
      wallet.approve();
      await signing;
    });
    expect(last(seen).status).toBe('authenticated');
    expect(last(seen).session?.data.chainId).toBe('eip155:1');
    expect(last(seen).session).toEqual(client.state.siwx.session);

    await act(async () => last(seen).signOut());
    expect(last(seen)).toMatchObject({ status: 'unauthenticated', session: undefined });
  });

  it("reports a declined signature as 'Signature declined' and rejects the call", async () => {
    const { client, wallet } = makeClient();
    const seen: UseSiwxResult[] = [];
    await render(client, seen);
    await act(async () => {
      await client.controllers.connection.connect({ namespace: 'eip155', connectorId: 'io.alice' });
    });
    wallet.mode = 'reject';
    await act(async () => {
      await expect(last(seen).signIn()).rejects.toBeInstanceOf(UserRejectedRequestError);
    });
    expect(last(seen)).toMatchObject({ status: 'unauthenticated', error: 'Signature declined' });
  });

  it('keeps its functions across renders', async () => {
    const { client } = makeClient({ signIn: false });
    const seen: UseSiwxResult[] = [];
    await render(client, seen);
    await act(async () =>
      root?.render(
        <WalletDockProvider client={client}>
          <Probe seen={seen} />
        </WalletDockProvider>,
      ),
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(last(seen).signIn).toBe(seen[0]?.signIn);
    expect(last(seen).signOut).toBe(seen[0]?.signOut);
  });
});
