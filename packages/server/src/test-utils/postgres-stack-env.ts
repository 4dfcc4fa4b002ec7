import { afterAll, inject } from 'vitest';

/**
 * A vitest setup file (with postgres-global-setup.ts): the test file's stack servers store in the run's
 * PostgreSQL (`WALLETDOCK_STACK_POSTGRES_URL`, read by @walletdock/testing's `startStackServer`), and only this
 * file's: the variable is removed after it.
 */
process.env.WALLETDOCK_STACK_POSTGRES_URL = inject('stackPostgresUrl');
afterAll(() => {
  delete process.env.WALLETDOCK_STACK_POSTGRES_URL;
});
