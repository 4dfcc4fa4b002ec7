import { themeVariablesFor } from '@walletdock/core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CSS } from '../views/account/styles.js';
import { ALL_WALLETS_CSS } from '../views/all-wallets/styles.js';
import { VIEW_BASE_CSS } from '../views/shared/styles.js';
import { MODAL_CSS } from './styles.js';

/**
 * WCAG 2.2 (SC 1.4.11 / 2.4.13) asks a focus indicator for 3:1 against what surrounds it. This test resolves the
 * stylesheet's declared `--wd-focus` for each theme (with the theme's default accent and background, the text
 * colour of that theme, `color-mix` and alpha blended over the backdrop) and computes the contrast ratio against
 * the dialog background and against the tinted surfaces the focused rows and tiles sit on.
 */
type Rgba = [number, number, number, number];

function parseColour(text: string): Rgba {
  const value = text.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(value);
  if (rgba?.[1]) {
    const [r = 0, g = 0, b = 0, a = 1] = rgba[1].split(',').map((part) => Number(part));
    return [r, g, b, a];
  }
  const hsla = /^hsla?\(([^)]+)\)$/.exec(value);
  if (hsla?.[1]) {
    const [h = 0, s = 0, l = 0, a = 1] = hsla[1].split(',').map((part) => Number.parseFloat(part));
    const sat = s / 100;
    const light = l / 100;
    const k = (n: number) => (n + h / 30) % 12;
    const f = (n: number) =>
      light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return [f(0) * 255, f(8) * 255, f(4) * 255, a];
  }
  throw new Error(`Unparsed colour ${value}`);
}

function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (bottom[i] ?? 0) * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The custom properties a theme's block declares (light: `.wd-root {`; dark: the `[data-theme='dark']` block). */
function declarations(selector: string): Map<string, string> {
  const start = MODAL_CSS.indexOf(`${selector} {`);
  const body = MODAL_CSS.slice(start, MODAL_CSS.indexOf('\n}', start));
  const found = new Map<string, string>();
  for (const match of body.matchAll(/(--wd-[a-z-]+):\s*([^;]+);/g)) found.set(match[1] ?? '', match[2] ?? '');
  return found;
}

/** Resolves `var()` and `color-mix(in srgb, A p%, B)` (alpha included, as the CSS spec mixes premultiplied). */
function resolve(value: string, vars: Map<string, string>): Rgba {
  const trimmed = value.trim();
  const ref = /^var\((--wd-[a-z-]+)\)$/.exec(trimmed);
  if (ref?.[1]) return resolve(vars.get(ref[1]) ?? '', vars);
  const mix = /^color-mix\(in srgb,\s*(.+?)\s+(\d+(?:\.\d+)?)%,\s*(.+)\)$/.exec(trimmed);
  if (mix?.[1] && mix[2] && mix[3]) {
    const p = Number(mix[2]) / 100;
    const a = resolve(mix[1], vars);
    const b = mix[3].trim() === 'transparent' ? ([0, 0, 0, 0] as Rgba) : resolve(mix[3], vars);
    const alpha = a[3] * p + b[3] * (1 - p);
    const channels = [0, 1, 2].map((i) => ((a[i] ?? 0) * a[3] * p + (b[i] ?? 0) * b[3] * (1 - p)) / alpha);
    return [...channels, alpha] as Rgba;
  }
  return parseColour(trimmed);
}

describe('the focus ring', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`keeps at least 3:1 against the dialog and its surfaces in the ${mode} theme`, () => {
      const theme = themeVariablesFor(mode);
      const vars = declarations('.wd-root');
      if (mode === 'dark') for (const [k, v] of declarations(".wd-root[data-theme='dark']")) vars.set(k, v);
      vars.set('--wd-accent', theme.accent);
      vars.set('--wd-background', theme.background);
      const background = parseColour(theme.background);
      const backdrops = {
        background,
        surface: over(resolve('var(--wd-surface)', vars), background),
        'surface-hover': over(resolve('var(--wd-surface-hover)', vars), background),
      };
      const ring = over(resolve('var(--wd-focus)', vars), background);
      for (const [name, backdrop] of Object.entries(backdrops)) {
        expect(contrast(ring, backdrop), `focus ring on ${name} (${mode})`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('is drawn with --wd-focus by every focus-visible rule of the shell and the views', () => {
    const css = [MODAL_CSS, VIEW_BASE_CSS, ALL_WALLETS_CSS, ACCOUNT_CSS].join('\n');
    const rules = css.match(/:focus-visible \{[^}]+\}/g) ?? [];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule).toContain('var(--wd-focus)');
  });
});
