import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/**
 * The route layer's rules (ARCHITECTURE.md, The server): a route file parses and answers, its request parts are
 * typed by their schemas (the type provider of `http/type-provider.ts`, never an `as` cast), and its SQL lives in
 * the stores (`*-store.ts`), never in `src/routes/`.
 */

const ROUTES = new URL('./', import.meta.url);

async function routeFiles(): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(ROUTES)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(new URL(name, ROUTES), 'utf8') })),
  );
}

/** The lines of `text` matching `pattern`, as `file:line: text` (for a readable failure). */
function offending(name: string, text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : []));
}

describe('the route files', () => {
  it('are the route modules (a check that finds none would pass for nothing)', async () => {
    const names = (await routeFiles()).map((file) => file.name);
    expect(names).toEqual(
      expect.arrayContaining(['names.ts', 'sessions.ts', 'analytics.ts', 'directory.ts']),
    );
  });

  it('never cast a request part: its schema types it', async () => {
    // `request.query as …`, `(request.params as …)`, `request.body.field as …`.
    const cast = /\brequest\.(?:query|params|body)(?:\.\w+)*\)?\s+as\s/;
    const found = (await routeFiles()).flatMap(({ name, text }) => offending(name, text, cast));
    expect(found).toEqual([]);
  });

  it('run no Kysely query: the stores do', async () => {
    const query = /\.(?:selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bsql<|from 'kysely'/;
    const found = (await routeFiles()).flatMap(({ name, text }) => {
      const lines = offending(name, text, query);
      // A type-only import of Kysely (the context's `db`) runs nothing.
      return lines.filter((line) => !/import type \{[^}]*\} from 'kysely'/.test(line));
    });
    expect(found).toEqual([]);
  });
});
