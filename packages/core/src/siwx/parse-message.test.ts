import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../validation/evm-address.js';
import { createSiwxMessage } from './create-message.js';
import { parseSiwxMessage } from './parse-message.js';
import { SiwxMessageError, type SiwxMessageReason } from './siwx-message-error.js';
import type { SIWXMessageData } from './types.js';

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./vectors/${name}`, import.meta.url), 'utf8')) as T;

type PositiveFields = { address: string; chainId: string } & Omit<
  SIWXMessageData,
  'accountAddress' | 'chainId'
>;
const positive = read<{ vectors: Record<string, { message: string; fields: PositiveFields }> }>(
  'erc4361-parsing-positive.json',
).vectors;
const negative = read<{ vectors: Record<string, string> }>('erc4361-parsing-negative.json').vectors;
const caip122 = read<{ vectors: Record<'ethereum' | 'solana' | 'template', string> }>(
  'caip122-examples.json',
).vectors;

function reasonOf(text: string): SiwxMessageReason | 'parsed' {
  try {
    parseSiwxMessage(text);
    return 'parsed';
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxMessageError);
    expect((error as SiwxMessageError).shortMessage).toMatch(/^Invalid sign-in message: /);
    return (error as SiwxMessageError).reason;
  }
}

describe('ERC-4361 parsing vectors (spruceid/siwe)', () => {
  it.each(Object.entries(positive))(
    'reads "%s" into its fields, and writes it back',
    (_name, { message, fields }) => {
      const { address, chainId, ...rest } = fields;
      const data = parseSiwxMessage(message);
      expect(data).toEqual({ ...rest, accountAddress: address, chainId: `eip155:${chainId}` });
      expect(createSiwxMessage(data)).toBe(message);
    },
  );

  // The part each upstream vector breaks first, as this parser reports it. The first five vectors also carry an
  // all-lower-case address, which ERC-4361 refuses before anything else.
  const reasons: Record<string, SiwxMessageReason | 'parsed'> = {
    'missing mandatory field': 'address',
    'extra line breaks': 'address',
    'non-ISO datetime': 'address',
    'out of order fields': 'address',
    'wrong version': 'address',
    'missing domain': 'domain',
    'missing address': 'address',
    'missing uri': 'uri',
    'missing version': 'version',
    'missing chainId': 'chainId',
    'missing nonce': 'nonce',
    'missing issuedAt': 'issuedAt',
    'out of order uri': 'uri',
    'out of order version': 'version',
    'out of order chainId': 'nonce', // "Nonce: 12341234Chain ID: 1" is a malformed nonce line
    'out of order nonce': 'nonce',
    'out of order issuedAt': 'issuedAt',
    'out of order expirationTime': 'expirationTime',
    'out of order notBefore': 'notBefore',
    'out of order requestId': 'requestId',
    'out of order resources': 'notBefore', // the lines after Resources are what is out of place
    'domain not RFC4501 authority': 'domain',
    'address not EIP-55': 'address',
    'statement has line break': 'statement',
    'uri is non-RFC 3986': 'uri',
    'version not 1': 'parsed', // upstream's text says "Version: 1" (see the vectors file's notes)
    'not a valid chainId': 'chainId',
    'nonce with less then 8 chars': 'nonce',
    'non-ISO 8601 issuedAt': 'issuedAt',
    'non-ISO 8601 expirationTime': 'expirationTime',
    'non-ISO 8601 notBefore': 'notBefore',
    'resources not separated by line break': 'resources',
    'first resource is not-RFC3986': 'resources',
    'second resource not-RFC 3986': 'resources',
  };

  it('has a reason for every negative vector', () => {
    expect(Object.keys(reasons).sort()).toEqual(Object.keys(negative).sort());
  });

  it.each(Object.entries(negative))('refuses "%s"', (name, message) => {
    expect(reasonOf(message)).toBe(reasons[name]);
  });

  it.each([
    ['missing mandatory field', 'uri'],
    ['extra line breaks', 'uri'],
    ['non-ISO datetime', 'issuedAt'],
    ['out of order fields', 'uri'],
    ['wrong version', 'version'],
  ] as const)('refuses "%s" with a checksummed address for its own reason (%s)', (name, reason) => {
    const message = (negative[name] as string).replace(/0x[0-9a-f]{40}/, (a) => toChecksumAddress(a));
    expect(reasonOf(message)).toBe(reason);
  });
});

describe('CAIP-122 examples (the spec text)', () => {
  it('refuses the Ethereum example as ERC-4361: a lower-case address, Chain ID after Issued At', () => {
    expect(reasonOf(caip122.ethereum)).toBe('address');
    const checksummed = caip122.ethereum.replace(/0x[0-9a-f]{40}/, (a) => toChecksumAddress(a));
    expect(reasonOf(checksummed)).toBe('chainId');
  });

  it("refuses the Solana example's 44-character chain reference (CAIP-2 allows 32)", () => {
    expect(reasonOf(caip122.solana)).toBe('chainId');
  });

  it('reads the Solana example with its CAIP-2 reference, Chain ID where CAIP-122 puts it', () => {
    const message = caip122.solana.replace(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    );
    const data = parseSiwxMessage(message);
    expect(data).toEqual({
      domain: 'service.org',
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      uri: 'https://service.org/login',
      version: '1',
      nonce: '32891757',
      issuedAt: '2021-09-30T16:25:24.000Z',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      resources: [
        'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
        'https://example.com/my-web2-claim.json',
      ],
    });
    // Written back as Sign in with Solana: Chain ID after Version, as Phantom and Solflare show it.
    expect(createSiwxMessage(data)).toContain(
      'Version: 1\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\nNonce: 32891757',
    );
  });

  it("refuses the template itself: '**blockchain**' names no namespace", () => {
    expect(reasonOf(caip122.template)).toBe('namespace');
  });
});

describe('parseSiwxMessage', () => {
  const solana = [
    'example.com wants you to sign in with your Solana account:',
    'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    '',
    'URI: https://example.com',
    'Version: 1',
    'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'Nonce: abcdefgh1234',
    'Issued At: 2025-01-01T00:00:00Z',
  ];

  it('reads Sign in with Solana without a statement', () => {
    expect(parseSiwxMessage(solana.join('\n'))).toEqual({
      domain: 'example.com',
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      uri: 'https://example.com',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: 'abcdefgh1234',
      issuedAt: '2025-01-01T00:00:00Z',
    });
  });

  it.each<[string, string[], SiwxMessageReason]>([
    ['not a sign-in message', ['hello'], 'format'],
    ['a Windows line ending', [`${solana[0]}\r`, ...solana.slice(1)], 'format'],
    ['a Solana address that is not base58', [solana[0] as string, '0xabc', ...solana.slice(2)], 'address'],
    ['Chain ID twice', [...solana, 'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], 'chainId'],
    ['a line after the last part', [...solana, 'Hello: there'], 'format'],
    ['an impossible date', [...solana.slice(0, 7), 'Issued At: 2025-02-30T00:00:00Z'], 'issuedAt'],
    ['an empty resource list item', [...solana, 'Resources:', '- '], 'resources'],
  ])('refuses %s', (_name, lines, reason) => {
    expect(reasonOf(lines.join('\n'))).toBe(reason);
  });

  it('refuses what is not a string', () => {
    expect(reasonOf(42 as unknown as string)).toBe('format');
  });
});
