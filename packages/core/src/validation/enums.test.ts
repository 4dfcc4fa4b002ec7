import { describe, expect, it } from 'vitest';
import { isAccountType, isEmbeddedWalletAccountType } from './account-type.js';
import { isPreflightCommitment, PREFLIGHT_COMMITMENTS } from './preflight-commitment.js';
import { isSocialProvider } from './social-provider.js';
import { isThemeMode } from './theme-mode.js';

/** Values no enumeration validator may accept. */
const HOSTILE: [string, unknown][] = [
  ['empty string', ''],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['toString', 'toString'],
  ['null', null],
  ['undefined', undefined],
  ['number', 1],
  ['object', {}],
  ['array', ['google']],
  ['very long string', 'x'.repeat(100_000)],
];

describe('isSocialProvider', () => {
  it.each(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])('accepts %s', (value) => {
    expect(isSocialProvider(value)).toBe(true);
  });
  it.each<[string, unknown]>([
    ['upper case', 'Google'],
    ['padded', ' x'],
    ['twitter (old name of x)', 'twitter'],
    ['Cyrillic look-alike', 'gооgle'],
    ['email (not a social)', 'email'],
    ...HOSTILE,
  ])('rejects %s', (_label, value) => {
    expect(isSocialProvider(value)).toBe(false);
  });
});

describe('isThemeMode', () => {
  it.each(['light', 'dark'])('accepts %s', (value) => {
    expect(isThemeMode(value)).toBe(true);
  });
  it.each<[string, unknown]>([['system', 'system'], ['Dark', 'Dark'], ['dark ', 'dark '], ...HOSTILE])(
    'rejects %s',
    (_label, value) => {
      expect(isThemeMode(value)).toBe(false);
    },
  );
});

describe('account types', () => {
  it.each(['eoa', 'smartAccount', 'payment'])('accepts %s as an account type', (value) => {
    expect(isAccountType(value)).toBe(true);
  });
  it.each(['eoa', 'smartAccount'])('accepts %s for the embedded wallet', (value) => {
    expect(isEmbeddedWalletAccountType(value)).toBe(true);
  });
  it('does not offer payment accounts in the embedded wallet', () => {
    expect(isEmbeddedWalletAccountType('payment')).toBe(false);
  });
  it.each<[string, unknown]>([['smart_account', 'smart_account'], ['EOA', 'EOA'], ...HOSTILE])(
    'rejects %s',
    (_label, value) => {
      expect(isAccountType(value)).toBe(false);
      expect(isEmbeddedWalletAccountType(value)).toBe(false);
    },
  );
});

describe('isPreflightCommitment', () => {
  it('knows exactly the eight commitments of the spec', () => {
    expect(PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ]);
  });
  it.each([...PREFLIGHT_COMMITMENTS])('accepts %s', (value) => {
    expect(isPreflightCommitment(value)).toBe(true);
  });
  it.each<[string, unknown]>([
    ['singlegossip', 'singlegossip'],
    ['Finalized', 'Finalized'],
    ['final', 'final'],
    ...HOSTILE,
  ])('rejects %s', (_label, value) => {
    expect(isPreflightCommitment(value)).toBe(false);
  });
});
