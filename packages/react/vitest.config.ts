import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'react',
    environment: 'happy-dom',
    env: { WALLETDOCK_REACT_MAJOR: '19' },
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
