import { describe, expect, it } from 'vitest';
import { InvalidStackOptionsError } from './errors.js';
import { servicesTarget } from './stack-services.js';

describe('servicesTarget', () => {
  it('takes server or reference, and defaults when unset or empty', () => {
    expect(servicesTarget('server')).toBe('server');
    expect(servicesTarget('reference')).toBe('reference');
    expect(servicesTarget('')).toBe(servicesTarget(undefined));
  });

  it('refuses any other value with InvalidStackOptionsError naming it', () => {
    expect(() => servicesTarget('prod')).toThrow(InvalidStackOptionsError);
    expect(() => servicesTarget('prod')).toThrow(/"prod"/);
  });
});
