import { beforeEach, describe, expect, it } from 'vitest';
import { idleHarness } from '../test-utils/idle-harness.js';
import { MODAL_CSS } from './styles.js';
import { useShellSheet } from './use-shell-sheet.js';

// Idle-time work, run by a stubbed requestIdleCallback: `idle()` runs the callbacks waiting now.
const { idle, render, unmount } = idleHarness();

let sheets: { wanted: boolean; adopted: boolean }[] = [];
function Probe({ root: shadow, visible }: { root: ShadowRoot | null; visible: boolean }) {
  sheets.push(useShellSheet(shadow, visible));
  return null;
}

describe('useShellSheet', () => {
  const styled = (shadow: ShadowRoot) =>
    [...shadow.adoptedStyleSheets].length > 0 || shadow.querySelector('style')?.textContent === MODAL_CSS;

  beforeEach(() => {
    sheets = [];
  });

  it('adopts the sheet once the browser is idle after mount, and removes it on unmount', () => {
    const shadow = document.createElement('div').attachShadow({ mode: 'open' });
    render(<Probe root={null} visible={false} />);
    render(<Probe root={shadow} visible={false} />);
    expect(sheets.at(-1)).toEqual({ wanted: false, adopted: false });
    expect(styled(shadow)).toBe(false);
    idle();
    expect(sheets.at(-1)).toEqual({ wanted: true, adopted: true });
    expect(styled(shadow)).toBe(true);
    unmount();
    expect(styled(shadow)).toBe(false);
  });

  it('adopts it at once when the modal shows before that', () => {
    const shadow = document.createElement('div').attachShadow({ mode: 'open' });
    render(<Probe root={shadow} visible />);
    expect(sheets.at(-1)).toEqual({ wanted: true, adopted: true });
    expect(styled(shadow)).toBe(true);
  });
});
