import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALL_WALLETS_CSS } from '../all-wallets/styles.js';
import { NAME_CSS, NameText } from './name-text.js';
import { VIEW_BASE_CSS } from './styles.js';

/** The declarations of the first rule whose selector is exactly `selector` in `css`. */
function rule(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`no rule ${selector}`);
  return match[1] as string;
}

// The layout itself (whole words, two lines, badges at their word's width) is measured in the browser by
// e2e/names.spec.ts; these check the markup and the rules it depends on.
describe('NameText', () => {
  it('shows the whole name in a bidi isolate, with the name as its title', () => {
    expect(renderToStaticMarkup(<NameText name="MEW (MyEtherWallet)" className="wd-list-item-name" />)).toBe(
      '<span class="wd-name wd-list-item-name" title="MEW (MyEtherWallet)"><bdi>MEW (MyEtherWallet)</bdi></span>',
    );
  });

  it('asks for a second line with `lines={2}`', () => {
    expect(renderToStaticMarkup(<NameText name="WalletDock Solana Test Wallet" lines={2} />)).toContain(
      'class="wd-name wd-name--2"',
    );
  });

  it('is cut only at its end and breaks between words only: never inside a word, never hyphenated', () => {
    const name = rule(NAME_CSS, '.wd-name');
    expect(name).toContain('text-overflow: ellipsis');
    expect(name).toContain('overflow-wrap: normal');
    expect(name).toContain('word-break: keep-all');
    expect(name).toContain('hyphens: manual');
    const twoLines = rule(NAME_CSS, '.wd-name.wd-name--2');
    expect(twoLines).toContain('-webkit-line-clamp: 2');
    expect(twoLines).toContain('white-space: normal');
  });

  it('is part of every view’s base sheet, after the list rows’ one-line rule', () => {
    expect(VIEW_BASE_CSS).toContain(NAME_CSS);
    expect(VIEW_BASE_CSS.indexOf(NAME_CSS)).toBeGreaterThan(VIEW_BASE_CSS.indexOf('.wd-list-item-name {'));
  });
});

describe('the name rule in the shared sheets', () => {
  it('never cuts a badge nor shrinks it below its word: it breaks between its words at most', () => {
    const tag = rule(VIEW_BASE_CSS, '.wd-tag');
    expect(tag).toContain('min-width: min-content');
    expect(tag).toContain('word-break: keep-all');
    expect(tag).not.toMatch(/text-overflow|overflow:/);
  });

  it('lets no tile break a name inside a word, nor squeeze its two lines', () => {
    const tileName = rule(ALL_WALLETS_CSS, '.wd-aw-name');
    expect(tileName).not.toMatch(/overflow-wrap|word-break/);
    expect(tileName).toContain('flex: none');
  });
});
