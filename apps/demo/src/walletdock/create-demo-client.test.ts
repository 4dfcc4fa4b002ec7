import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleStack } from '../config/fixtures';
import * as backendSiwx from './backend-siwx';
import { createDemoClient, demoServiceUrls } from './create-demo-client';

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
      options,
    );
    expect(create).toHaveBeenCalledWith('http://localhost:8600');
  });

  it('has no sign-in without the backend, or when told not to', () => {
    const create = vi.spyOn(backendSiwx, 'createBackendSiwx');
    createDemoClient(sampleStack(), options);
    const stack = sampleStack();
    const services = { ...stack.services, siwxUrl: 'http://127.0.0.1:8600' };
    createDemoClient({ ...stack, services }, { ...options, signIn: false });
    expect(create).not.toHaveBeenCalled();
  });
});
