import { describe, expect, it } from 'vitest';
import { avatarGradient } from './avatar.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('avatarGradient', () => {
  it('gives an address the same colours every time, whatever its letter case', () => {
    expect(avatarGradient(ALICE)).toEqual(avatarGradient(ALICE));
    expect(avatarGradient(ALICE.toLowerCase())).toEqual(avatarGradient(ALICE));
  });

  it('gives different addresses different colours', () => {
    expect(avatarGradient(ALICE).colors).not.toEqual(avatarGradient(BOB).colors);
    const hues = new Set(
      Array.from({ length: 50 }, (_, i) => avatarGradient(`0x${i.toString(16).padStart(40, '0')}`).colors[0]),
    );
    expect(hues.size).toBeGreaterThan(30);
  });

  it('paints a CSS background made of its three colours', () => {
    const { colors, background } = avatarGradient(BOB);
    for (const color of colors) {
      expect(color).toMatch(/^hsl\(\d{1,3} \d+% \d+%\)$/);
      expect(background).toContain(color);
    }
    expect(background).toMatch(/^radial-gradient\(.*\), linear-gradient\(135deg, /);
  });
});
