import { Keypair, MessageV0, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { readWireTransaction, signWireTransaction } from './wire-transaction.js';

const payer = Keypair.generate();
const other = Keypair.generate();
const blockhash = Keypair.generate().publicKey.toBase58();
const transfer = SystemProgram.transfer({
  fromPubkey: payer.publicKey,
  toPubkey: other.publicKey,
  lamports: 1,
});

function legacy(feePayer = payer.publicKey): Uint8Array {
  return new Transaction({ feePayer, recentBlockhash: blockhash })
    .add(transfer)
    .serialize({ requireAllSignatures: false });
}

function v0(): Uint8Array {
  return new VersionedTransaction(
    MessageV0.compile({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [transfer] }),
  ).serialize();
}

describe('readWireTransaction', () => {
  it('finds the message and the signers of legacy and v0 transactions, as web3.js does', () => {
    for (const wire of [legacy(), legacy(other.publicKey), v0()]) {
      const decoded = VersionedTransaction.deserialize(wire);
      const layout = readWireTransaction(wire);
      expect(layout.signaturesOffset).toBe(1);
      expect(layout.message).toEqual(decoded.message.serialize());
      const signers = decoded.message.staticAccountKeys.slice(
        0,
        decoded.message.header.numRequiredSignatures,
      );
      expect(layout.signers.map((key) => Array.from(key))).toEqual(
        signers.map((key) => Array.from(key.toBytes())),
      );
    }
  });

  it('refuses bytes that are not a legacy or v0 transaction', () => {
    const wire = v0();
    const v1 = Uint8Array.from(wire);
    v1[1 + 64] = 0x81; // version 1
    expect(() => readWireTransaction(v1)).toThrow('Unsupported transaction version 1.');
    expect(() => readWireTransaction(wire.subarray(0, 40))).toThrow('it ends inside its signatures');
    expect(() => readWireTransaction(wire.subarray(0, 1 + 64 + 10))).toThrow('its account keys are cut');
    const extraSlot = Uint8Array.from([2, ...new Uint8Array(64), ...wire.subarray(1)]);
    expect(() => readWireTransaction(extraSlot)).toThrow('2 signature slots for 1 signers');
    expect(() => readWireTransaction(Uint8Array.of(0xff, 0xff, 0xff, 0xff))).toThrow('more than 3 bytes');
  });
});

describe('signWireTransaction', () => {
  it('puts the signature in the key’s own slot and keeps the others', () => {
    const wire = legacy(other.publicKey); // two signers: other (fee payer), then payer
    const signature = new Uint8Array(64).fill(7);
    const { transaction, signature: returned } = signWireTransaction(
      wire,
      payer.publicKey.toBytes(),
      () => signature,
      payer.publicKey.toBase58(),
    );
    expect(returned).toBe(signature);
    const decoded = VersionedTransaction.deserialize(transaction);
    expect(Array.from(decoded.signatures[0] as Uint8Array)).toEqual(new Array(64).fill(0));
    expect(decoded.signatures[1]).toEqual(signature);
    expect(wire.subarray(1 + 64, 1 + 128).every((byte) => byte === 0)).toBe(true); // the input is not changed
  });

  it('refuses a transaction that needs no signature of the key', () => {
    const stranger = Keypair.generate().publicKey;
    expect(() =>
      signWireTransaction(legacy(), stranger.toBytes(), () => new Uint8Array(64), stranger.toBase58()),
    ).toThrow(`The transaction does not need a signature of ${stranger.toBase58()}.`);
  });
});
