import { describe, expect, it } from 'vitest';
import { uuidV4 } from './uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidV4', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(
      uuidV4({ getRandomValues: (array) => array, randomUUID: () => '11111111-1111-4111-8111-111111111111' }),
    ).toBe('11111111-1111-4111-8111-111111111111');
  });

  it('builds a valid v4 UUID from random bytes otherwise', () => {
    const allOnes = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    };
    const allZeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(uuidV4(allOnes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4(allZeros)).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidV4({ getRandomValues: (array) => crypto.getRandomValues(array) })).toMatch(UUID_V4);
  });
});
