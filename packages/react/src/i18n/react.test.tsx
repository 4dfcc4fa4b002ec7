import { createWalletDock, MESSAGES, mainnet, type WalletDockClient } from '@walletdock/core';
import { createFakeAdapter } from '@walletdock/core/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useExternalStore } from '../hooks/use-external-store.js';
import { I18nProvider, useTranslation } from './react.js';
import type { Messages } from './types.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

function render(element: React.ReactNode): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
  return container;
}

function ConnectLabel() {
  const { t } = useTranslation();
  return <button type="button">{t('button.connect')}</button>;
}

function Spy({ onTranslator }: { onTranslator: (translator: unknown) => void }) {
  onTranslator(useTranslation());
  return null;
}

function Toast({ client }: { client: WalletDockClient }) {
  const { translateCoreMessage } = useTranslation();
  const { toast } = useExternalStore(client);
  return toast.open ? <p role="status">{translateCoreMessage(toast.message)}</p> : null;
}

describe('I18nProvider and useTranslation', () => {
  it('render English outside a provider', () => {
    expect(render(<ConnectLabel />).textContent).toBe('Connect Wallet');
  });

  it('render the provider’s locale and follow a change of locale', () => {
    const view = render(
      <I18nProvider locale="de-AT">
        <ConnectLabel />
      </I18nProvider>,
    );
    expect(view.textContent).toBe('Wallet verbinden');
    act(() =>
      root?.render(
        <I18nProvider locale={['fr', 'ja-JP']}>
          <ConnectLabel />
        </I18nProvider>,
      ),
    );
    expect(view.textContent).toBe('ウォレットを接続');
  });

  it('keep the same translator across renders with an equal preference list', () => {
    const seen = new Set<unknown>();
    const onTranslator = (translator: unknown) => seen.add(translator);
    render(
      <I18nProvider locale={['es-MX', 'en']}>
        <Spy onTranslator={onTranslator} />
      </I18nProvider>,
    );
    act(() =>
      root?.render(
        <I18nProvider locale={['es-MX', 'en']}>
          <Spy onTranslator={onTranslator} />
        </I18nProvider>,
      ),
    );
    expect(seen.size).toBe(1);
  });

  it('apply overrides per key', () => {
    const overrides: Partial<Messages> = { 'button.connect': 'Anmelden' };
    const view = render(
      <I18nProvider locale="de" overrides={overrides}>
        <ConnectLabel />
      </I18nProvider>,
    );
    expect(view.textContent).toBe('Anmelden');
  });

  it('translate a toast that the real core client shows', async () => {
    const client = createWalletDock({
      projectId: 'test-project',
      networks: [mainnet],
      adapters: [createFakeAdapter({ networks: [mainnet], wallets: [] })],
    });
    const view = render(
      <I18nProvider locale="zh-CN">
        <Toast client={client} />
      </I18nProvider>,
    );
    expect(view.textContent).toBe('');
    await act(async () => {
      client.controllers.toast.setPlace('Account'); // toasts show inside the open modal's view only
      client.controllers.toast.showError(MESSAGES.tokenBalanceUnavailable);
      await Promise.resolve();
    });
    expect(view.querySelector('[role="status"]')?.textContent).toBe('无法获取代币余额');
  });
});
