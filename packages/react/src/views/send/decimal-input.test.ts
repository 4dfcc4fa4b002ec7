import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator.js';
import { decimalInput } from './decimal-input.js';

describe('decimalInput', () => {
  it('reads the decimal comma of German and Spanish as the point', () => {
    expect(decimalInput(createTranslator({ locale: 'de' }), '0,5')).toBe('0.5');
    expect(decimalInput(createTranslator({ locale: 'es' }), '12,25')).toBe('12.25');
  });

  it('passes English, Japanese and Chinese input as typed (a comma there is not a decimal mark)', () => {
    for (const locale of ['en', 'ja', 'zh-CN'] as const) {
      expect(decimalInput(createTranslator({ locale }), '0.5')).toBe('0.5');
      expect(decimalInput(createTranslator({ locale }), '1,000')).toBe('1,000');
    }
  });
});
