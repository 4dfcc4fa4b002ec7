import { decodeBase58 } from '@walletdock/core/primitives';
import { describe, expect, it } from 'vitest';
import { isSolanaAddress } from './base58.js';
import {
  configuredTokenId,
  EVM_NATIVE_ADDRESS,
  evmChainIdParam,
  evmTokenIdParam,
  parseTokenId,
  tokenIdParam,
} from './caip.js';
import { UnsupportedChainError } from './errors.js';

const DOCK = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('base58', () => {
  it('decodes Solana public keys to 32 bytes, keeping leading zero bytes', () => {
    expect(isSolanaAddress(USDC_MINT)).toBe(true);
    expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32));
    expect(() => decodeBase58('0OIl')).toThrow('is not base58 text');
    expect(isSolanaAddress('0OIl')).toBe(false);
    expect(isSolanaAddress('abc')).toBe(false);
    expect(isSolanaAddress('1'.repeat(45))).toBe(false);
  });
});

describe('token ids', () => {
  it('parses CAIP-10 EVM ids: checksummed, the placeholder as the native currency, one key per token', () => {
    expect(parseTokenId(`eip155:31337:${DOCK.toLowerCase()}`)).toEqual({
      chainId: 'eip155:31337',
      namespace: 'eip155',
      native: false,
      address: DOCK,
      key: `eip155:31337:${DOCK.toLowerCase()}`,
    });
    expect(parseTokenId(`eip155:1:${EVM_NATIVE_ADDRESS.toUpperCase().replace('0X', '0x')}`)).toMatchObject({
      native: true,
      key: 'eip155:1:native',
    });
  });

  it('refuses a mixed-case EVM address with a bad checksum, other namespaces and junk', () => {
    expect(parseTokenId(`eip155:1:${DOCK.replace('A', 'a').replace('b', 'B')}`)).toBeUndefined();
    expect(
      parseTokenId('bip122:000000000019d6689c085ae165831e93:1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'),
    ).toBeUndefined();
    expect(parseTokenId('eip155:1')).toBeUndefined();
    expect(parseTokenId('nonsense')).toBeUndefined();
  });

  it('parses Solana ids, So111…111 being SOL', () => {
    expect(parseTokenId(`${SOLANA}:${USDC_MINT}`)).toMatchObject({
      native: false,
      key: `${SOLANA}:${USDC_MINT}`,
    });
    expect(parseTokenId(`${SOLANA}:So11111111111111111111111111111111111111111`)).toMatchObject({
      native: true,
      key: `${SOLANA}:native`,
    });
    expect(parseTokenId(`${SOLANA}:not-base58`)).toBeUndefined();
  });

  it('parses CAIP-19 ids to the same keys as their CAIP-10 forms', () => {
    expect(parseTokenId('eip155:1/slip44:60')?.key).toBe('eip155:1:native');
    expect(parseTokenId(`eip155:1/erc20:${DOCK}`)?.key).toBe(parseTokenId(`eip155:1:${DOCK}`)?.key);
    expect(parseTokenId(`${SOLANA}/token:${USDC_MINT}`)?.key).toBe(`${SOLANA}:${USDC_MINT}`);
    expect(parseTokenId(`eip155:1/token:${DOCK}`)).toBeUndefined();
  });

  it('tokenIdParam takes CAIP-10 only and names the parameter otherwise', () => {
    expect(() => tokenIdParam('eip155:1/slip44:60', 'forceUpdate')).toThrow(/"forceUpdate" is not a CAIP-10/);
    expect(tokenIdParam(`eip155:1:${DOCK}`, 'x').address).toBe(DOCK);
  });

  it('configuredTokenId agrees with the parsed id of the same token', () => {
    const chain = { id: 'eip155:1', namespace: 'eip155' as const };
    expect(configuredTokenId(chain, DOCK.toLowerCase())).toEqual(parseTokenId(`eip155:1:${DOCK}`));
    expect(configuredTokenId(chain, undefined)).toEqual(parseTokenId(`eip155:1:${EVM_NATIVE_ADDRESS}`));
  });

  it('evmTokenIdParam gives the same token ids as the parser, for EVM chains only, naming the parameter', () => {
    expect(evmTokenIdParam(`eip155:1:${DOCK.toLowerCase()}`, 'from')).toEqual(
      parseTokenId(`eip155:1:${DOCK}`),
    );
    expect(evmTokenIdParam(`eip155:1:${EVM_NATIVE_ADDRESS.toUpperCase().replace('0X', '0x')}`, 'to')).toEqual(
      configuredTokenId({ id: 'eip155:1', namespace: 'eip155' }, undefined),
    );
    expect(() => evmTokenIdParam(DOCK, 'from')).toThrow(
      `"from" is not a CAIP-10 id (eip155:<chain id>:0x…): ${DOCK}`,
    );
    expect(() => evmTokenIdParam(`eip155:1:0x${'aB'.repeat(20)}`, 'to')).toThrow(
      `"to" fails its EIP-55 checksum: 0x${'aB'.repeat(20)}`,
    );
    expect(() => evmTokenIdParam(`cosmos:hub-4:${DOCK}`, 'to')).toThrow(UnsupportedChainError);
    expect(() => evmTokenIdParam(`${SOLANA}:${USDC_MINT}`, 'to')).toThrow(/"to" is not a CAIP-10 id/);
    expect(() => evmChainIdParam('eip155:0', 'chainId')).toThrow(UnsupportedChainError);
    expect(() => evmChainIdParam('31337', 'chainId')).toThrow('"chainId" is not a CAIP-2 chain id: 31337');
  });
});
