import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect over one PGlite instance (embedded Postgres in WebAssembly). PGlite is a single
 * connection, so the driver lends it to one Kysely connection at a time: a transaction holds it until its
 * commit or rollback, and other queries wait their turn (FIFO).
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }
  // biome-ignore lint/correctness/useYield: PGlite cannot stream; the method throws at once.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteDialect does not support streaming queries');
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #pglite: PGlite;
  /** Resolves when the connection is free; each acquirer chains on it. */
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }
  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
  async destroy(): Promise<void> {
    await this.#queue;
    await this.#pglite.close();
  }
}
