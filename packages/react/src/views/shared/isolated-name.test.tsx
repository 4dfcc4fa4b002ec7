import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isolatedName, NAME_SLOT } from './isolated-name.js';

const html = (sentence: string, name: string) => renderToStaticMarkup(<p>{isolatedName(sentence, name)}</p>);

describe('isolatedName', () => {
  it('puts the name in a <bdi> where the sentence has the slot', () => {
    expect(html(`Continue in ${NAME_SLOT}`, 'Dock Wallet')).toBe('<p>Continue in <bdi>Dock Wallet</bdi></p>');
    expect(html(`「${NAME_SLOT}」で続行`, 'محفظة')).toBe('<p>「<bdi>محفظة</bdi>」で続行</p>');
  });

  it('isolates every occurrence and escapes the name as text', () => {
    expect(html(`${NAME_SLOT} or ${NAME_SLOT}`, '<b>x</b>')).toBe(
      '<p><bdi>&lt;b&gt;x&lt;/b&gt;</bdi> or <bdi>&lt;b&gt;x&lt;/b&gt;</bdi></p>',
    );
  });

  it('leaves a sentence without the slot as it is', () => {
    expect(html('Connection declined', 'Dock Wallet')).toBe('<p>Connection declined</p>');
  });
});
