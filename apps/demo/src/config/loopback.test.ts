import { describe, expect, it } from 'vitest';
import { sampleStack } from './fixtures';
import { demoWalletAvailability, isLoopbackUrl, solanaDemoWalletAvailability } from './loopback';

describe('isLoopbackUrl', () => {
  it.each([
    ['http://127.0.0.1:8545', true],
    ['http://localhost:8545', true],
    ['http://LOCALHOST:8545/rpc', true],
    ['http://[::1]:8545', true],
    ['https://127.0.0.1', true],
    ['http://127.1.2.3:8545', true],
    ['http://127.1:8545', true], // normalised to 127.0.0.1
    ['http://0x7f.0.0.1:8545', true], // normalised to 127.0.0.1
    ['http://128.0.0.1:8545', false],
    ['http://0.0.0.0:8545', false],
    ['http://192.168.1.10:8545', false],
    ['http://[::ffff:7f00:1]:8545', false],
    ['http://localhost.example.com:8545', false],
    ['http://127.0.0.1.nip.io:8545', false],
    ['http://evil.example/?127.0.0.1', false],
    ['http://user@127.0.0.1.evil.example', false],
    ['https://rpc.example.org', false],
    ['not a url', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected);
  });
});

describe('demoWalletAvailability', () => {
  it('is available when every chain is on loopback and there is an account', () => {
    expect(demoWalletAvailability({ status: 'ready', source: 'page', stack: sampleStack() })).toEqual({
      available: true,
      stack: sampleStack(),
    });
  });

  it('is off without a stack', () => {
    expect(demoWalletAvailability({ status: 'missing' })).toMatchObject({ available: false });
    expect(demoWalletAvailability({ status: 'invalid', source: 'env', errors: ['x'] })).toMatchObject({
      available: false,
    });
  });

  it('is off without a dev account', () => {
    const stack = { ...sampleStack(), accounts: [] };
    expect(demoWalletAvailability({ status: 'ready', source: 'page', stack })).toEqual({
      available: false,
      reason: 'The local stack has no dev account to hold.',
    });
  });

  it('is off when any chain is remote, and names it', () => {
    const stack = sampleStack();
    const chains = [
      stack.chains[0],
      { ...stack.chains[1], name: 'Remote', rpcUrl: 'https://rpc.example.org' },
    ];
    const result = demoWalletAvailability({
      status: 'ready',
      source: 'page',
      stack: { ...stack, chains } as typeof stack,
    });
    expect(result.available).toBe(false);
    expect(!result.available && result.reason).toContain(
      'Remote is not on this computer (https://rpc.example.org)',
    );
  });
});

describe('solanaDemoWalletAvailability', () => {
  it('is available when the Solana chain is on loopback and has a dev account', () => {
    expect(solanaDemoWalletAvailability({ status: 'ready', source: 'page', stack: sampleStack() })).toEqual({
      available: true,
      stack: sampleStack(),
    });
  });

  it('is off without a stack or a Solana dev account', () => {
    expect(solanaDemoWalletAvailability({ status: 'missing' })).toMatchObject({ available: false });
    const stack = sampleStack();
    expect(
      solanaDemoWalletAvailability({
        status: 'ready',
        source: 'page',
        stack: { ...stack, solana: { ...stack.solana, accounts: [] } },
      }),
    ).toEqual({ available: false, reason: 'The local Solana chain has no dev account to hold.' });
  });

  it('is off when the Solana chain is remote, and names it', () => {
    const stack = sampleStack();
    const solana = { ...stack.solana, name: 'Devnet', rpcUrl: 'https://api.devnet.solana.com' };
    expect(
      solanaDemoWalletAvailability({ status: 'ready', source: 'page', stack: { ...stack, solana } }),
    ).toEqual({
      available: false,
      reason: 'Off because Devnet is not on this computer (https://api.devnet.solana.com).',
    });
  });
});
