import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MiddleTruncate, type MiddleTruncateProps, splitMiddle } from './middle-truncate.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const ADDRESS = '0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('splitMiddle', () => {
  it('keeps head and tail of an address and hides the middle; the parts join back into the address', () => {
    const parts = splitMiddle(ADDRESS, 4, 6);
    expect(parts).toEqual({ start: '0xa0b8', middle: ADDRESS.slice(6, -4), end: 'eB48' });
    expect(parts.start + parts.middle + parts.end).toBe(ADDRESS);
  });

  it('returns a value too short to cut whole', () => {
    expect(splitMiddle('0x123456789', 4, 6)).toEqual({ start: '0x123456789', middle: '', end: '' });
    expect(splitMiddle('0x1234567890a', 4, 6)).toEqual({ start: '0x1234', middle: '567', end: '890a' });
  });

  it('without a head, leaves the start to CSS and keeps the tail', () => {
    expect(splitMiddle('Dock Test Token', 5)).toEqual({ start: 'Dock Test ', middle: '', end: 'Token' });
    expect(splitMiddle('abc', 10)).toEqual({ start: '', middle: '', end: 'abc' });
    expect(splitMiddle('abc', 0)).toEqual({ start: 'abc', middle: '', end: '' });
  });

  it('never splits a character made of two UTF-16 units (emoji, rare CJK)', () => {
    expect(splitMiddle('wallet🦊🦊', 1)).toEqual({ start: 'wallet🦊', middle: '', end: '🦊' });
    expect(splitMiddle('🦊🦊🦊🦊🦊🦊🦊🦊', 2, 2).end).toBe('🦊🦊');
  });

  it('cuts a right-to-left value in logical order: its reading start stays first', () => {
    const name = 'محفظة رقمية جديدة';
    const { start, middle, end } = splitMiddle(name, 4);
    expect(start + middle + end).toBe(name);
    expect(name.startsWith(start)).toBe(true);
    expect(end).toBe('جديدة'.slice(-4));
  });
});

const html = (props: MiddleTruncateProps) => renderToStaticMarkup(<MiddleTruncate {...props} />);

describe('MiddleTruncate', () => {
  it('shows an address as head…tail, keeps the whole address in its text, and has it as the title', () => {
    const markup = html({ value: ADDRESS, head: 6 });
    expect(markup).toBe(
      `<span class="wd-mt wd-mt--fixed" title="${ADDRESS}" dir="auto"><span class="wd-mt-start">0xa0b8</span>` +
        `<span class="wd-visually-hidden">${ADDRESS.slice(6, -4)}</span><span class="wd-mt-end">eB48</span></span>`,
    );
    // The ellipsis is drawn by CSS (not text): neither read nor copied; exactly one.
    expect(markup).not.toContain('…');
  });

  it('shows a shorter form whole (never cut): hidden from screen readers, which read the full value', () => {
    const markup = html({ value: '1.234.567,891 DOCK', shown: '1,23 Mio.' });
    expect(markup).toBe(
      '<span class="wd-mt wd-mt--whole" title="1.234.567,891 DOCK" dir="auto"><span aria-hidden="true">1,23 Mio.' +
        '</span><span class="wd-visually-hidden">1.234.567,891 DOCK</span></span>',
    );
  });

  it('a long name keeps its last characters outside the part CSS may cut', () => {
    expect(html({ value: 'Dock Test Token' })).toBe(
      '<span class="wd-mt" title="Dock Test Token" dir="auto"><span class="wd-mt-start">Dock Test </span>' +
        '<span class="wd-mt-end">Token</span></span>',
    );
  });
});

describe('MiddleTruncate in the DOM', () => {
  let host: HTMLElement | undefined;
  afterEach(() => host?.remove());

  it('a copy of a shortened amount gives the full value', () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<MiddleTruncate value="1.234.567,891 DOCK" shown="1,23 Mio." />));
    const element = host.querySelector('.wd-mt');
    if (!element) throw new Error('not rendered');
    const data = new Map<string, string>();
    const event = new Event('copy', { bubbles: true, cancelable: true });
    Object.assign(event, {
      clipboardData: { setData: (type: string, text: string) => data.set(type, text) },
    });
    element.dispatchEvent(event);
    expect(data.get('text/plain')).toBe('1.234.567,891 DOCK');
    expect(event.defaultPrevented).toBe(true);
    act(() => root.unmount());
  });

  it('an address cut in the middle has the whole address as its text (what is read and copied)', () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<MiddleTruncate value={ADDRESS} head={6} />));
    expect(host.textContent).toBe(ADDRESS);
    act(() => root.unmount());
  });
});
