import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineGlobalScript } from './inline-global-script.js';

function evaluate(html: string): unknown {
  const match = /^<script>([\s\S]*)<\/script>$/.exec(html);
  if (!match?.[1]) throw new Error(`not a single script element: ${html}`);
  const window: Record<string, unknown> = {};
  runInNewContext(match[1], { window });
  return window;
}

describe('inlineGlobalScript', () => {
  it('assigns the value to the named global', () => {
    const value = { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] };
    expect(evaluate(inlineGlobalScript('__STACK__', value))).toEqual({ __STACK__: value });
  });

  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['an HTML comment opener', '<!--'],
    ['line and paragraph separators', 'a\u2028b\u2029c'],
    ['ampersands', 'a&amp;b'],
  ])('keeps %s inside the string', (_label, text) => {
    const html = inlineGlobalScript('__X__', { text });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(evaluate(html)).toEqual({ __X__: { text } });
  });

  it('rejects a name that is not an identifier', () => {
    expect(() => inlineGlobalScript('a;alert(1)', 1)).toThrow(TypeError);
  });
});
