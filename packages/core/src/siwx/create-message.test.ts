import { describe, expect, it } from 'vitest';
import type { CaipNetworkId } from '../caip/types.js';
import { toChecksumAddress } from '../validation/evm-address.js';
import { createSiwxMessage } from './create-message.js';
import { parseSiwxMessage } from './parse-message.js';
import { SiwxMessageError } from './siwx-message-error.js';
import type { SIWXMessageData } from './types.js';

const EVM = '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA4946';
const base: SIWXMessageData = {
  accountAddress: EVM,
  chainId: 'eip155:1',
  domain: 'example.com',
  uri: 'https://example.com/login',
  version: '1',
  nonce: 'abcdefgh1234',
  issuedAt: '2025-01-01T00:00:00.000Z',
};

describe('createSiwxMessage', () => {
  it('writes ERC-4361 for eip155, every optional part in its place', () => {
    const text = createSiwxMessage({
      ...base,
      statement: 'Sign in to Example',
      expirationTime: '2025-01-08T00:00:00.000Z',
      notBefore: '2025-01-01T00:00:00.000Z',
      requestId: 'request-7',
      resources: ['https://example.com/terms', 'ipfs://bafy'],
    });
    expect(text).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        EVM,
        '',
        'Sign in to Example',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdefgh1234',
        'Issued At: 2025-01-01T00:00:00.000Z',
        'Expiration Time: 2025-01-08T00:00:00.000Z',
        'Not Before: 2025-01-01T00:00:00.000Z',
        'Request ID: request-7',
        'Resources:',
        '- https://example.com/terms',
        '- ipfs://bafy',
      ].join('\n'),
    );
  });

  it('writes the EIP-55 form of a lower-case address', () => {
    expect(createSiwxMessage({ ...base, accountAddress: EVM.toLowerCase() }).split('\n')[1]).toBe(EVM);
  });

  it('writes Sign in with Solana as Phantom shows it (no statement: no statement block)', () => {
    const text = createSiwxMessage({
      ...base,
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    expect(text).toBe(
      [
        'example.com wants you to sign in with your Solana account:',
        'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'Nonce: abcdefgh1234',
        'Issued At: 2025-01-01T00:00:00.000Z',
      ].join('\n'),
    );
  });

  it('writes the CAIP-122 template for any other namespace, Chain ID after Request ID', () => {
    const text = createSiwxMessage({
      ...base,
      accountAddress: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      chainId: 'tron:0x2b6653dc',
      requestId: 'r1',
    });
    expect(text.split('\n')).toEqual([
      'example.com wants you to sign in with your tron account:',
      'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      '',
      'URI: https://example.com/login',
      'Version: 1',
      'Nonce: abcdefgh1234',
      'Issued At: 2025-01-01T00:00:00.000Z',
      'Request ID: r1',
      'Chain ID: 0x2b6653dc',
    ]);
    expect(
      createSiwxMessage({
        ...base,
        accountAddress: 'bc1qar0',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    ).toMatch(/^example\.com wants you to sign in with your Bitcoin account:\n/);
  });

  it.each<[string, Partial<SIWXMessageData>, string]>([
    ['a chain id that is no CAIP-2 id', { chainId: 'mainnet' as CaipNetworkId }, 'chainId'],
    ['an eip155 chain reference that is no number', { chainId: 'eip155:one' }, 'chainId'],
    ['a short nonce', { nonce: 'abc123' }, 'nonce'],
    ['a nonce with symbols', { nonce: 'abcd-efgh-1234' }, 'nonce'],
    ['a domain with a path', { domain: 'example.com/login' }, 'domain'],
    ['a relative URI', { uri: '/login' }, 'uri'],
    ['version 2', { version: '2' }, 'version'],
    ['a date that is no RFC 3339 date-time', { issuedAt: '2025-01-01' }, 'issuedAt'],
    ['an expiration time in local time', { expirationTime: '2025-01-01T00:00:00' }, 'expirationTime'],
    ['a statement on two lines', { statement: 'one\ntwo' }, 'statement'],
    ['a statement that reads like the URI line', { statement: 'URI: https://evil.example' }, 'statement'],
    ['a resource that is no URI', { resources: ['not a uri'] }, 'resources'],
    ['a request id with a line break', { requestId: 'a\nb' }, 'requestId'],
    ['an address that is no EVM address', { accountAddress: '0x1234' }, 'address'],
  ])('refuses %s', (_name, patch, reason) => {
    const attempt = () => createSiwxMessage({ ...base, ...patch } as SIWXMessageData);
    expect(attempt).toThrowError(SiwxMessageError);
    try {
      attempt();
    } catch (error) {
      expect((error as SiwxMessageError).reason).toBe(reason);
    }
  });
});

// ─── Round trip: parse(create(x)) equals x for generated inputs ─────────────────────────────────────────
/** A small deterministic generator (mulberry32), so a failure names its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const text = (alphabet: string, min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick([...alphabet])).join('');
  return { next, pick, text };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function generate(seed: number): SIWXMessageData {
  const g = generator(seed);
  const namespace = g.pick(['eip155', 'solana', 'bip122', 'polkadot', 'tron']);
  const accountAddress =
    namespace === 'eip155'
      ? toChecksumAddress(`0x${g.text('0123456789abcdef', 40, 40)}`)
      : namespace === 'solana'
        ? g.text(BASE58, 32, 44)
        : g.text(`${ALNUM}-.`, 1, 60);
  const reference =
    namespace === 'eip155' ? String(1 + Math.floor(g.next() * 1e9)) : g.text(`${ALNUM}-_`, 1, 32);
  const time = () => new Date(Date.UTC(2020, 0, 1) + Math.floor(g.next() * 4e11)).toISOString();
  const data: SIWXMessageData = {
    accountAddress,
    chainId: `${namespace}:${reference}`,
    domain: g.pick(['example.com', 'app.example.org:8443', 'user@127.0.0.1', 'localhost:5173', '[::1]:3000']),
    uri: g.pick(['https://example.com', 'https://app.example.org:8443/sign-in?x=1#y', 'urn:example:app']),
    version: '1',
    nonce: g.text(ALNUM, 8, 40),
    issuedAt: time(),
  };
  if (g.next() < 0.5) data.statement = `${g.text(`${ALNUM} .,:!?'()`, 1, 80).trim() || 'Sign in'}`;
  if (g.next() < 0.5) data.expirationTime = time();
  if (g.next() < 0.5) data.notBefore = time();
  if (g.next() < 0.5) data.requestId = g.text(`${ALNUM}-_`, 1, 20);
  if (g.next() < 0.5)
    data.resources = Array.from(
      { length: 1 + Math.floor(g.next() * 3) },
      () => `https://example.com/${g.text(ALNUM, 1, 10)}`,
    );
  return data;
}

describe('round trip', () => {
  it.each(Array.from({ length: 300 }, (_, seed) => seed))(
    'seed %i: parse(create(data)) equals data',
    (seed) => {
      const data = generate(seed);
      expect(parseSiwxMessage(createSiwxMessage(data))).toEqual(data);
    },
  );
});
