import type { CaipNetwork } from '@walletdock/core';
import { UserRejectedRequestError } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../utils/base58.js';
import {
  buildSolanaOptionalNamespaces,
  decodeBase64,
  encodeBase64,
  isWalletConnectRejection,
  sessionSolanaAccounts,
  toWalletConnectError,
  withSignature,
} from './namespaces.js';

const devnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  testnet: true,
};
const local: CaipNetwork = {
  ...devnet,
  id: 'Loca1Genesis1111111111111111111',
  caipNetworkId: 'solana:Loca1Genesis1111111111111111111',
  name: 'Local',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};
const evm: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};
const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const OTHER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('buildSolanaOptionalNamespaces', () => {
  it('offers the solana networks (preferred first) with the three methods, no events and their RPC URLs', () => {
    const namespaces = buildSolanaOptionalNamespaces(
      [devnet, evm, local],
      (n) => n.rpcUrls.default.http[0],
      local.caipNetworkId,
    );
    expect(namespaces).toEqual({
      solana: {
        chains: [local.caipNetworkId, devnet.caipNetworkId],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
        events: [],
        rpcMap: {
          [local.caipNetworkId]: 'http://127.0.0.1:8899',
          [devnet.caipNetworkId]: 'https://api.devnet.solana.com',
        },
      },
    });
    expect(Object.keys(namespaces)).toEqual(['solana']);
    expect(buildSolanaOptionalNamespaces([devnet, local], () => undefined).solana.chains).toEqual([
      devnet.caipNetworkId,
      local.caipNetworkId,
    ]);
  });
});

describe('sessionSolanaAccounts', () => {
  it('reads CAIP-10 solana accounts by chain, ignoring other namespaces and malformed entries', () => {
    const parsed = sessionSolanaAccounts({
      eip155: {
        accounts: ['eip155:1:0x0000000000000000000000000000000000000001'],
        methods: ['personal_sign'],
      },
      solana: {
        accounts: [
          `${local.caipNetworkId}:${ADDRESS}`,
          `${devnet.caipNetworkId}:${ADDRESS}`,
          `${devnet.caipNetworkId}:${OTHER}`,
          `${devnet.caipNetworkId}:${OTHER}`,
          'solana:bad:0OIl',
          `solana:${ADDRESS}`,
          'eip155:1:0x0000000000000000000000000000000000000001',
        ],
        chains: [local.caipNetworkId, devnet.caipNetworkId, 'solana:x:y'],
        methods: ['solana_signMessage', 'solana_signTransaction'],
      },
    });
    expect(parsed.chains).toEqual([local.caipNetworkId, devnet.caipNetworkId]);
    expect(parsed.accountsByChain.get(local.caipNetworkId)).toEqual([ADDRESS]);
    expect(parsed.accountsByChain.get(devnet.caipNetworkId)).toEqual([ADDRESS, OTHER]);
    expect(parsed.addresses).toEqual([ADDRESS, OTHER]);
    expect(parsed.methods).toEqual(['solana_signMessage', 'solana_signTransaction']);
  });

  it('accepts `solana:<ref>` namespace keys and an absent session', () => {
    expect(
      sessionSolanaAccounts({ [devnet.caipNetworkId]: { accounts: [`${devnet.caipNetworkId}:${ADDRESS}`] } })
        .addresses,
    ).toEqual([ADDRESS]);
    expect(sessionSolanaAccounts(undefined)).toEqual({
      chains: [],
      accountsByChain: new Map(),
      addresses: [],
      methods: [],
    });
  });
});

describe('rejections', () => {
  it('treats 4001, 5000 and "rejected" messages as the visitor refusing, nothing else', () => {
    expect(isWalletConnectRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true);
    expect(isWalletConnectRejection({ code: 5000, message: 'User rejected.' })).toBe(true);
    expect(isWalletConnectRejection(new Error('Request rejected by the wallet'))).toBe(true);
    expect(isWalletConnectRejection(new Error('boom', { cause: { code: 5000 } }))).toBe(true);
    expect(isWalletConnectRejection({ code: -32000, message: 'Insufficient funds' })).toBe(false);
    expect(isWalletConnectRejection(new Error('Request expired'))).toBe(false);
  });

  it("maps a refusal to core's UserRejectedRequestError (4001) and keeps the cause", () => {
    const cause = { code: 5000, message: 'User rejected.' };
    const error = toWalletConnectError(cause);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.code).toBe(4001);
    expect(error.cause).toBe(cause);
    expect(toWalletConnectError(new Error('socket closed'))).not.toBeInstanceOf(UserRejectedRequestError);
  });
});

describe('encodings', () => {
  it('round-trips base64', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256);
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
  });

  it('places a signature in the signer slot of a legacy and a versioned transaction', () => {
    const signer = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
    const feePayer = Uint8Array.from({ length: 32 }, () => 9);
    const program = Uint8Array.from({ length: 32 }, () => 0);
    const signature = Uint8Array.from({ length: 64 }, () => 0xab);
    const message = (versioned: boolean) =>
      Uint8Array.from([
        ...(versioned ? [0x80] : []),
        2,
        0,
        1, // header: 2 signers, 0 readonly signed, 1 readonly unsigned
        3,
        ...feePayer,
        ...signer,
        ...program, // 3 keys
        ...new Uint8Array(32), // blockhash
        0, // no instructions
      ]);
    for (const versioned of [false, true]) {
      const tx = Uint8Array.from([2, ...new Uint8Array(128), ...message(versioned)]);
      const signed = withSignature(tx, signer, signature);
      expect(signed.slice(1, 65)).toEqual(new Uint8Array(64));
      expect(signed.slice(65, 129)).toEqual(signature);
      expect(signed.slice(129)).toEqual(message(versioned));
      expect(() => withSignature(tx, program, signature)).toThrow(RangeError);
    }
  });

  it("matches web3.js's own signing of a transfer", async () => {
    const { Keypair, SystemProgram, Transaction } = await import('@solana/web3.js');
    const from = Keypair.generate();
    const tx = new Transaction({
      feePayer: from.publicKey,
      recentBlockhash: encodeBase58(new Uint8Array(32).fill(7)),
    });
    tx.add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5,
      }),
    );
    const unsigned = Uint8Array.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
    tx.sign(from);
    const signature = Uint8Array.from(tx.signature as Uint8Array);
    expect(withSignature(unsigned, from.publicKey.toBytes(), signature)).toEqual(
      Uint8Array.from(tx.serialize()),
    );
  });
});
