import { createWalletDock, mainnet, memoryStorage, type WalletDockClient } from '@walletdock/core';
import { createFakeAdapter } from '@walletdock/core/testing';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WalletDockProvider } from '../provider/walletdock-provider.js';
import { type UseFeatureResult, useFeature } from './use-feature.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function makeClient(features: { history?: boolean } = {}) {
  return createWalletDock({
    projectId: 'test',
    networks: [mainnet],
    adapters: [createFakeAdapter({ networks: [mainnet] })],
    storage: memoryStorage(),
    logger: { debug() {}, warn() {}, error() {} },
    features,
  });
}

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

function Probe({ load, seen }: { load?: boolean; seen: UseFeatureResult<'history'>[] }): ReactNode {
  seen.push(useFeature('history', load === undefined ? {} : { load }));
  return null;
}

async function render(client: WalletDockClient, seen: UseFeatureResult<'history'>[], load?: boolean) {
  container = document.createElement('div');
  document.body.append(container);
  const target = createRoot(container);
  root = target;
  await act(async () => {
    target.render(
      <WalletDockProvider client={client}>
        <Probe seen={seen} {...(load === undefined ? {} : { load })} />
      </WalletDockProvider>,
    );
  });
}

describe('useFeature', () => {
  it('renders idle first, then loads the feature and returns its controller', async () => {
    const client = makeClient();
    const seen: UseFeatureResult<'history'>[] = [];
    await render(client, seen);
    expect(seen[0]).toEqual({ status: 'idle', controller: undefined });
    await vi.waitFor(() => expect(seen.at(-1)?.status).toBe('ready'));
    await act(async () => {});
    expect(seen.at(-1)?.controller).toBe(await client.feature('history'));
  });

  it('renders the idle state on the server without loading anything', () => {
    const client = makeClient();
    const seen: UseFeatureResult<'history'>[] = [];
    renderToString(
      <WalletDockProvider client={client}>
        <Probe seen={seen} />
      </WalletDockProvider>,
    );
    expect(seen).toEqual([{ status: 'idle', controller: undefined }]);
    expect(client.state.features.history).toBe('idle');
  });

  it('loads nothing with load: false, nor for a feature that is turned off', async () => {
    const seen: UseFeatureResult<'history'>[] = [];
    const client = makeClient();
    await render(client, seen, false);
    const off = makeClient({ history: false });
    act(() => root?.unmount());
    await render(off, seen);
    await act(async () => {});
    expect(client.state.features.history).toBe('idle');
    expect(off.state.features.history).toBe('idle');
  });
});
