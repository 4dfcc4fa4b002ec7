import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { openStore, type Store } from '../db/open-store.js';
import { tempDir } from '../test-utils/fixtures.js';
import { ProjectRegistry, upsertProjects } from './project-registry.js';

// The project guard reads the registry on every request: a known id must never wait for the store, and a burst
// of requests must not become a burst of queries (on PostgreSQL they queued on the pool every 5 s).
describe('ProjectRegistry', () => {
  let store: Store;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let queries = 0;

  beforeAll(async () => {
    dir = await tempDir('walletdock-registry-');
    store = await openStore({ databaseUrl: undefined, dataDir: dir.path, onQuery: () => void queries++ });
    await migrateToLatest(store.db);
    await upsertProjects(store.db, [{ id: 'app', name: 'App', allowedOrigins: ['*'], analytics: false }]);
  });
  afterAll(async () => {
    await store.close();
    await dir.remove();
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('shares the first read of an id between the requests that wait for it', async () => {
    const registry = new ProjectRegistry(store.db, { ttlMs: 60_000 });
    queries = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => registry.get('app')));
    expect(answers.every((project) => project?.id === 'app')).toBe(true);
    expect(queries).toBe(1);
    const unknown = await Promise.all(Array.from({ length: 20 }, () => registry.get('nobody')));
    expect(unknown.every((project) => project === undefined)).toBe(true);
    expect(queries).toBe(2);
  });

  it('answers an entry due for refresh at once and refreshes it with one read in the background', async () => {
    const registry = new ProjectRegistry(store.db, { ttlMs: 10_000, refreshAfterMs: 50 });
    await upsertProjects(store.db, [{ id: 'app', name: 'App', allowedOrigins: ['*'], analytics: false }]);
    await registry.get('app');
    await upsertProjects(store.db, [{ id: 'app', name: 'Renamed', allowedOrigins: ['*'], analytics: true }]);
    await pause(80);
    queries = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => registry.get('app')));
    expect(answers.every((project) => project?.name === 'App')).toBe(true);
    await pause(50);
    expect(queries).toBe(1);
    expect((await registry.get('app'))?.name).toBe('Renamed');
  });

  it('never answers an entry past its time: a revoked project is seen by the first request after it', async () => {
    const registry = new ProjectRegistry(store.db, { ttlMs: 100, refreshAfterMs: 100 });
    await upsertProjects(store.db, [{ id: 'app', name: 'App', allowedOrigins: ['*'], analytics: true }]);
    await registry.get('app');
    await upsertProjects(store.db, [{ id: 'app', name: 'App', allowedOrigins: ['*'], analytics: false }]);
    await pause(150);
    queries = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => registry.get('app')));
    expect(answers.every((project) => project?.analytics === false)).toBe(true);
    expect(queries).toBe(1);
  });
});
