import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/messages/de.js';
import { en } from '../../i18n/messages/en.js';
import { createTranslatorFrom } from '../../i18n/translator-core.js';
import { formatTokenAmount } from './format.js';

const english = createTranslatorFrom({ en }, { locale: 'en' });

describe('formatTokenAmount', () => {
  it('shows at most 4 decimals, cut rather than rounded up', () => {
    expect(formatTokenAmount(english, '1.23456789')).toBe('1.2345');
    expect(formatTokenAmount(english, '0.99999')).toBe('0.9999');
    expect(formatTokenAmount(english, '12.5')).toBe('12.5');
    expect(formatTokenAmount(english, '1234567.000000000000000001')).toBe('1,234,567');
  });

  it('says an amount too small to show is below 0.0001, and reads 0 as 0', () => {
    expect(formatTokenAmount(english, '0.00000123')).toBe('<0.0001');
    expect(formatTokenAmount(english, '0')).toBe('0');
    expect(formatTokenAmount(english, 'not a number')).toBe('0');
  });

  it('formats in the visitor’s locale', () => {
    const german = createTranslatorFrom({ en, de }, { locale: 'de' });
    expect(formatTokenAmount(german, '1234.56789')).toBe('1.234,5678');
  });
});
