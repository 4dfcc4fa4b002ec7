import { defineProject } from 'vitest/config';

// The services test suite a second time, against the other implementation of the open contracts: the stack's
// services are testing's reference services server (computed from the chains) instead of @walletdock/server
// (the default target; see src/stack/stack-services.ts). The tests that start services directly pick the target
// through the same variable (src/services/test-target.ts).
export default defineProject({
  test: {
    name: '@walletdock/testing (reference)',
    environment: 'node',
    env: { WALLETDOCK_SERVICES_TARGET: 'reference' },
    include: ['src/services/**/*.test.ts'],
    exclude: ['src/services/directory/hostile/**', 'src/services/directory/generate-wallets.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
