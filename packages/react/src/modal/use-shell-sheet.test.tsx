import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_CSS } from './styles.js';
import { useShellSheet } from './use-shell-sheet.js';

// Idle-time work, run by a stubbed requestIdleCallback: `idle()` runs the callbacks waiting now.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let waiting: (() => void)[] = [];

beforeEach(() => {
  waiting = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    waiting[handle - 1] = () => {};
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function idle(): void {
  const now = waiting;
  waiting = [];
  act(() => {
    for (const callback of now) callback();
  });
}

function render(element: React.ReactNode): void {
  root ??= createRoot(document.createElement('div'));
  act(() => root?.render(element));
}

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
    act(() => root?.unmount());
    root = undefined;
    expect(styled(shadow)).toBe(false);
  });

  it('adopts it at once when the modal shows before that', () => {
    const shadow = document.createElement('div').attachShadow({ mode: 'open' });
    render(<Probe root={shadow} visible />);
    expect(sheets.at(-1)).toEqual({ wanted: true, adopted: true });
    expect(styled(shadow)).toBe(true);
  });
});
