import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@walletdock/testing',
    environment: 'node',
    // These tests start real anvil chains and a real Chromium on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
