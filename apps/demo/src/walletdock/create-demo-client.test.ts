import { evmAdapter } from '@walletdock/adapter-evm';
import { solanaAdapter } from '@walletdock/adapter-solana';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleStack } from '../config/fixtures';
import * as backendSiwx from './backend-siwx';
import { createDemoClient, DEMO_WALLET_RECONNECT_TIMEOUT_MS, demoServiceUrls } from './create-demo-client';

// The real adapter, its options recorded (what the demo asks of it).
vi.mock('@walletdock/adapter-evm', async (importOriginal) => {
  const original = await importOriginal<typeof import('@walletdock/adapter-evm')>();
  return { ...original, evmAdapter: vi.fn(original.evmAdapter) };
});

vi.mock('@walletdock/adapter-solana', async (importOriginal) => {
  const original = await importOriginal<typeof import('@walletdock/adapter-solana')>();
  return { ...original, solanaAdapter: vi.fn(original.solanaAdapter) };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('demoServiceUrls', () => {
  it("uses the stack's services server as the Blockchain API and the wallet directory by default", () => {
    expect(demoServiceUrls({ url: 'http://127.0.0.1:8547' })).toEqual({
      blockchainApiUrl: 'http://127.0.0.1:8547',
      walletDirectoryUrl: 'http://127.0.0.1:8547',
    });
  });

  it('reads the wallet directory from services.walletDirectoryUrl when the stack names one', () => {
    expect(
      demoServiceUrls({ url: 'http://127.0.0.1:8547', walletDirectoryUrl: 'http://127.0.0.1:9000/names' }),
    ).toEqual({
      blockchainApiUrl: 'http://127.0.0.1:8547',
      walletDirectoryUrl: 'http://127.0.0.1:9000/names',
    });
  });
});

describe('createDemoClient and the sign-in backend', () => {
  const options = { themeMode: 'light' as const, origin: 'http://localhost:5173' };

  it("signs in through the stack's backend when the description names one, under the page's host name", () => {
    const create = vi.spyOn(backendSiwx, 'createBackendSiwx');
    const stack = sampleStack();
    createDemoClient(
      { ...stack, services: { ...stack.services, siwxUrl: 'http://127.0.0.1:8600' } },
      { ...options, signIn: 'on' },
    );
    expect(create).toHaveBeenCalledWith('http://localhost:8600', { required: false });
  });

  it("makes the sign-in required on the page's `?signin=required`", () => {
    const create = vi.spyOn(backendSiwx, 'createBackendSiwx');
    const stack = sampleStack();
    const client = createDemoClient(
      { ...stack, services: { ...stack.services, siwxUrl: 'http://127.0.0.1:8600' } },
      { ...options, signIn: 'required' },
    );
    expect(create).toHaveBeenCalledWith('http://localhost:8600', { required: true });
    expect(client).toBeDefined();
  });

  it('has no sign-in without the backend, when told not to, or by default', () => {
    const create = vi.spyOn(backendSiwx, 'createBackendSiwx');
    createDemoClient(sampleStack(), { ...options, signIn: 'on' });
    const stack = sampleStack();
    const services = { ...stack.services, siwxUrl: 'http://127.0.0.1:8600' };
    createDemoClient({ ...stack, services }, { ...options, signIn: 'off' });
    createDemoClient({ ...stack, services }, options);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('createDemoClient and a self-hosted analytics server', () => {
  const options = { themeMode: 'light' as const, origin: 'http://localhost:5173' };

  it("moves the wallet directory and analytics to the page's `?analytics=` server, for its project id", () => {
    const stack = sampleStack();
    const client = createDemoClient(stack, {
      ...options,
      analytics: { url: 'http://127.0.0.1:8787', projectId: 'my-project' },
    });
    expect(client.options.projectId).toBe('my-project');
    expect(client.options.services).toEqual({
      blockchainApiUrl: stack.services.url,
      walletDirectoryUrl: 'http://127.0.0.1:8787',
      analyticsUrl: 'http://127.0.0.1:8787',
    });
  });

  it("keeps the stack's services and the demo's project id by default", () => {
    const stack = sampleStack();
    const client = createDemoClient(stack, options);
    expect(client.options.projectId).toBe('walletdock-demo');
    expect(client.options.services).toEqual(demoServiceUrls(stack.services));
  });
});

describe('createDemoClient and the demo wallet', () => {
  const options = { themeMode: 'light' as const, origin: 'http://localhost:5173' };
  const reconnectWait = () => vi.mocked(evmAdapter).mock.lastCall?.[0].reconnectTimeoutMs;

  it('waits longer for the last wallet to announce itself after a reload when the demo wallet is on', () => {
    createDemoClient(sampleStack(), { ...options, demoWallet: true });
    expect(reconnectWait()).toBe(DEMO_WALLET_RECONNECT_TIMEOUT_MS);
    expect(DEMO_WALLET_RECONNECT_TIMEOUT_MS).toBeGreaterThanOrEqual(5_000);
  });

  it("keeps the adapter's default wait when the demo wallet is off", () => {
    createDemoClient(sampleStack(), { ...options, demoWallet: false });
    expect(reconnectWait()).toBeUndefined();
    createDemoClient(sampleStack(), options);
    expect(reconnectWait()).toBeUndefined();
  });

  it("waits as long on Solana only when the demo wallet's Solana account is on", () => {
    const solanaWait = () => vi.mocked(solanaAdapter).mock.lastCall?.[0].reconnectTimeoutMs;
    createDemoClient(sampleStack(), { ...options, demoWallet: true });
    expect(solanaWait()).toBeUndefined();
    createDemoClient(sampleStack(), { ...options, demoWallet: true, solanaDemoWallet: true });
    expect(solanaWait()).toBe(DEMO_WALLET_RECONNECT_TIMEOUT_MS);
  });
});
