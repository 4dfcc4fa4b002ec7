import { defineProject } from 'vitest/config';

// The services test suite a second time, against the other implementation of the open contracts: the stack's
// services are @walletdock/server (on PGlite, behind the stack's fault proxy) instead of the reference services
// server (see src/stack/stack-services.ts). The tests that start the reference server directly pick it through
// the same variable (src/services/test-target.ts).
export default defineProject({
  test: {
    name: '@walletdock/testing (server)',
    environment: 'node',
    env: { WALLETDOCK_SERVICES_TARGET: 'server' },
    include: ['src/services/**/*.test.ts'],
    exclude: ['src/services/directory/hostile/**', 'src/services/directory/generate-wallets.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
