import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from './spl.js';
import { associatedTokenAccountSize } from './token-account-size.js';

/** A Token-2022 mint's data: the 82-byte base padded to 165, the Mint account type, then the TLV entries. */
function token2022Mint(extensions: readonly { type: number; size: number }[]): Uint8Array {
  const length = 166 + extensions.reduce((sum, e) => sum + 4 + e.size, 0);
  const data = new Uint8Array(length);
  const view = new DataView(data.buffer);
  data[44] = 6; // decimals
  data[165] = 1; // AccountType::Mint
  let offset = 166;
  for (const { type, size } of extensions) {
    view.setUint16(offset, type, true);
    view.setUint16(offset + 2, size, true);
    data.fill(0xab, offset + 4, offset + 4 + size);
    offset += 4 + size;
  }
  return data;
}

// Expected sizes: @solana/spl-token 0.4 `getAccountLen([ImmutableOwner, …])` (165, 170, 182, 175, 174, 191).
describe('associatedTokenAccountSize', () => {
  it('is 165 bytes under the SPL Token program', () => {
    expect(associatedTokenAccountSize({ owner: TOKEN_PROGRAM_ADDRESS, data: new Uint8Array(82) })).toBe(165);
  });

  it('is 170 bytes (ImmutableOwner) for a Token-2022 mint without extensions', () => {
    expect(associatedTokenAccountSize({ owner: TOKEN_2022_PROGRAM_ADDRESS, data: new Uint8Array(82) })).toBe(
      170,
    );
  });

  it('adds the account extensions that the mint’s extensions require, and only those', () => {
    const size = (extensions: { type: number; size: number }[]) =>
      associatedTokenAccountSize({ owner: TOKEN_2022_PROGRAM_ADDRESS, data: token2022Mint(extensions) });
    const transferFee = { type: 1, size: 108 };
    const metadataPointer = { type: 18, size: 64 };
    const transferHook = { type: 14, size: 64 };
    const nonTransferable = { type: 9, size: 0 };
    const pausable = { type: 26, size: 33 };
    expect(size([metadataPointer])).toBe(170);
    expect(size([transferFee, metadataPointer])).toBe(182);
    expect(size([transferHook])).toBe(175);
    expect(size([nonTransferable])).toBe(174);
    expect(size([transferFee, transferHook, pausable])).toBe(191);
  });

  it('stops at unused (zeroed) TLV space', () => {
    const data = new Uint8Array(400);
    data.set(token2022Mint([{ type: 1, size: 108 }]));
    expect(associatedTokenAccountSize({ owner: TOKEN_2022_PROGRAM_ADDRESS, data })).toBe(182);
  });
});
