/** The SDK version reported to services as `sv` (kept in step with package.json by the release script). */
export const VERSION = '0.0.0';
