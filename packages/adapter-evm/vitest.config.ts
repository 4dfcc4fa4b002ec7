import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'adapter-evm',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
  },
});
