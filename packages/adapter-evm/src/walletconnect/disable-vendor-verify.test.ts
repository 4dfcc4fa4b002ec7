import { describe, expect, it } from 'vitest';
import { disableVendorVerify } from './connector.js';

describe('disableVendorVerify', () => {
  it("sets the loaded client's Verify API to its no-request mode", () => {
    const instance = { client: { core: { verify: { isDevEnv: false } } } };
    disableVendorVerify(instance);
    expect(instance.client.core.verify.isDevEnv).toBe(true);
  });

  it('ignores a provider without a Verify API', () => {
    expect(() => disableVendorVerify({})).not.toThrow();
    expect(() => disableVendorVerify(undefined)).not.toThrow();
    expect(() => disableVendorVerify({ client: { core: {} } })).not.toThrow();
  });
});
