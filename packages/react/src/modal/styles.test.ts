import {
  HEADER_TEXT_MS,
  MODAL_HEIGHT_MS,
  SHAKE_MS,
  TOAST_SWAP_MS,
  VIEW_TRANSITION_MS,
} from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { MODAL_CSS } from './styles.js';

describe('the modal stylesheet', () => {
  it("takes the spec's durations from core (controllers/timing.ts), not from literals", () => {
    expect(MODAL_CSS).toContain(`--wd-duration-view: ${VIEW_TRANSITION_MS}ms;`);
    expect(MODAL_CSS).toContain(`--wd-duration-header-text: ${HEADER_TEXT_MS}ms;`);
    expect(MODAL_CSS).toContain(`--wd-duration-height: ${MODAL_HEIGHT_MS}ms;`);
    expect(MODAL_CSS).toContain(`--wd-duration-toast: ${TOAST_SWAP_MS}ms;`);
    expect(MODAL_CSS).toContain(`--wd-duration-shake: ${SHAKE_MS}ms;`);
    // Every animation of the shell runs on one of those properties (the spinner's loop is not a spec duration).
    const animations = MODAL_CSS.match(/animation: [^;]+;/g) ?? [];
    const timed = animations.filter(
      (rule) => !rule.includes('wd-spin') && !rule.includes('0.01ms') && rule !== 'animation: none;',
    );
    expect(timed.length).toBeGreaterThan(5);
    for (const rule of timed) expect(rule).toMatch(/var\(--wd-duration-[a-z-]+\)/);
  });
});
