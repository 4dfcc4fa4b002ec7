import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../storage/backends.js';
import { createSiwx, lazySiwx } from './lazy-siwx.js';
import { SiwxError } from './siwx-error.js';
import type { SIWXConfig, SIWXSession } from './types.js';

const EVM = '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA4946';

function fakeImplementation(): SIWXConfig {
  return {
    createMessage: vi.fn(async () => ({ data: {} as never, message: 'm' })),
    addSession: vi.fn(async () => undefined),
    getSessions: vi.fn(async () => []),
    revokeSession: vi.fn(async () => undefined),
    setSessions: vi.fn(async () => undefined),
  };
}

describe('lazySiwx', () => {
  it('answers getRequired and namespaces without loading the implementation', () => {
    const load = vi.fn(async () => fakeImplementation());
    const siwx = lazySiwx(load, { required: true, namespaces: ['eip155'] });
    expect(siwx.getRequired?.()).toBe(true);
    expect(siwx.namespaces).toEqual(['eip155']);
    expect(load).not.toHaveBeenCalled();
    expect('namespaces' in lazySiwx(load, { required: false, namespaces: undefined })).toBe(false);
  });

  it('loads the implementation once, on the first call, and forwards every call with its arguments', async () => {
    const implementation = fakeImplementation();
    const load = vi.fn(async () => implementation);
    const siwx = lazySiwx(load, { required: false, namespaces: undefined });
    await Promise.all([siwx.getSessions('eip155:1', EVM), siwx.revokeSession('eip155:1', EVM)]);
    await siwx.setSessions([]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(implementation.getSessions).toHaveBeenCalledWith('eip155:1', EVM);
    expect(implementation.revokeSession).toHaveBeenCalledWith('eip155:1', EVM);
    expect(implementation.setSessions).toHaveBeenCalledWith([]);
  });
});

describe('createSiwx (the public, lazily loaded one)', () => {
  const options = { domain: 'example.com', uri: 'https://example.com', storage: memoryStorage() };

  it('signs in as the default implementation does: a message, a kept session, found again', async () => {
    const siwx = createSiwx({ ...options, storage: memoryStorage(), statement: 'Sign in to Example' });
    const { data, message } = await siwx.createMessage({ accountAddress: EVM, chainId: 'eip155:1' });
    expect(message).toContain('Sign in to Example');
    const session: SIWXSession = { data, message, signature: '0xsig' };
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([session]);
    await siwx.revokeSession('eip155:1', EVM);
    expect(await siwx.getSessions('eip155:1', EVM)).toEqual([]);
  });

  it('refuses a session its verify rejects, with the SiwxError of the implementation', async () => {
    const siwx = createSiwx({ ...options, verify: () => false });
    const { data, message } = await siwx.createMessage({ accountAddress: EVM, chainId: 'eip155:1' });
    await expect(siwx.addSession({ data, message, signature: '0xsig' })).rejects.toBeInstanceOf(SiwxError);
  });

  it('keeps required and namespaces as given', () => {
    expect(createSiwx({ required: true, namespaces: ['solana'] })).toMatchObject({ namespaces: ['solana'] });
    expect(createSiwx({ required: true }).getRequired?.()).toBe(true);
    expect(createSiwx().getRequired?.()).toBe(false);
    expect('namespaces' in createSiwx()).toBe(false);
  });
});
