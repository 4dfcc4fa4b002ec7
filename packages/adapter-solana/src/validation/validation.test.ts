// @vitest-environment node
import { PREFLIGHT_COMMITMENTS, ValidationError } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { InvalidPreflightCommitmentError } from '../errors.js';
import { assertSolanaAddress, isSolanaAddress } from './address.js';
import { assertPreflightCommitment, toStandardCommitment } from './preflight-commitment.js';

describe('preflightCommitment', () => {
  it.each([...PREFLIGHT_COMMITMENTS])('accepts %s', (value) => {
    expect(() => assertPreflightCommitment(value)).not.toThrow();
  });

  it('accepts undefined (the wallet default)', () => {
    expect(() => assertPreflightCommitment(undefined)).not.toThrow();
  });

  it.each(['Confirmed', 'singlegossip', 'final', '', ' processed', 'max ', 1, null, {}, ['processed']])(
    'rejects %j with a named ValidationError',
    (value) => {
      expect(() => assertPreflightCommitment(value)).toThrow(InvalidPreflightCommitmentError);
      expect(() => assertPreflightCommitment(value)).toThrow(ValidationError);
    },
  );

  it('maps the legacy names to the Wallet Standard commitments', () => {
    expect(PREFLIGHT_COMMITMENTS.map(toStandardCommitment)).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'processed',
      'confirmed',
      'confirmed',
      'finalized',
      'finalized',
    ]);
  });
});

describe('Solana addresses', () => {
  it.each([
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'So11111111111111111111111111111111111111112',
  ])('accepts %s', (address) => {
    expect(isSolanaAddress(address)).toBe(true);
    expect(assertSolanaAddress(address)).toHaveLength(32);
  });

  it.each([
    '',
    '0x0000000000000000000000000000000000000000',
    '1111111111111111111111111111111', // 31 bytes
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DO', // O is not base58
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DAA', // 33 bytes
    undefined,
    42,
  ])('rejects %j', (address) => {
    expect(isSolanaAddress(address)).toBe(false);
    expect(() => assertSolanaAddress(address)).toThrow(/^Address ".*" is invalid$/);
  });
});
