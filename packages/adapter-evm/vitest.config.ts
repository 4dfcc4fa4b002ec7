import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapter-evm',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    // Many files start a local stack (anvil chains, the services server) in `beforeAll`: on a loaded 2-core
    // machine that takes longer than vitest's default 10 s (as in adapter-solana, testing and server).
    hookTimeout: 60_000,
  },
});
