// The seam's PostgreSQL engine (the team server): node-postgres' pool behind the async executor. Statements are
// prepared by name once per connection; a transaction takes one pooled client for its whole body. node-postgres is
// loaded when a PostgreSQL database is opened, not before: the desktop and `npm run serve` on SQLite never load it.
import type pg from 'pg';
import {
  commitHooks,
  postgresValues,
  toPostgresPlaceholders,
  type Db,
  type Sql,
  type SqlParams,
  type SqlRunResult,
  type TranslatedSql,
} from './sql.js';

export interface PostgresDb extends Db {
  readonly dialect: 'postgres';
  /** The connection string it was opened with (pg-boss opens its own pool on it). */
  readonly url: string;
}

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  max?: number;
  /** Runs once, before any statement: migrations (the pool is usable inside it). */
  init?: (db: Sql) => Promise<void>;
  /** application_name seen in pg_stat_activity. */
  applicationName?: string;
}

// COUNT(*), SUM(integer) and BIGINT columns (epoch milliseconds, identities) come back as JavaScript numbers, as they
// do from SQLite: every value we keep is far below 2^53. NUMERIC likewise (SUM of BIGINT).
const INT8 = 20;
const NUMERIC = 1700;
const numberTypes = (pgm: typeof pg): pg.CustomTypesConfig => ({
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8 || oid === NUMERIC
      ? (v: string) => Number(v)
      : pgm.types.getTypeParser(oid, format as never)) as pg.CustomTypesConfig['getTypeParser'],
});

/** Where a PostgreSQL transaction's executor keeps its pooled client. */
const CLIENT = Symbol('postgres client');

/**
 * The node-postgres client a PostgreSQL transaction runs on, for a library that takes one (pg-boss's `db` option), so
 * its statements commit or roll back with ours. Undefined outside a PostgreSQL transaction.
 */
export const postgresClientOf = (tx: Sql): pg.PoolClient | undefined => (tx as Sql & { [CLIENT]?: pg.PoolClient })[CLIENT];

/**
 * PostgreSQL text cannot hold NUL, which SQLite stores: a NUL in a value becomes U+FFFD, so a lookup by an id holding
 * one finds nothing (as on SQLite, where no stored id holds one) instead of failing the request with a 500.
 */
const storable = (v: unknown): unknown => (typeof v === 'string' && v.includes('\u0000') ? v.replaceAll('\u0000', '\uFFFD') : v);

interface Prepared extends TranslatedSql {
  name: string;
}

/** True for a connection string this engine takes. */
export const isPostgresUrl = (url: string | undefined): url is string => url !== undefined && /^postgres(ql)?:\/\//i.test(url);

export function openPostgres(url: string, options: PostgresOptions = {}): PostgresDb {
  let pool: pg.Pool | undefined;
  const loaded = import('pg').then(({ default: pgm }) => {
    pool = new pgm.Pool({
      connectionString: url,
      max: options.max ?? 10,
      types: numberTypes(pgm),
      application_name: options.applicationName ?? 'hazardcast',
    });
    // An idle client that loses its server (a restart, a failover) must not crash the process: the pool drops it.
    pool.on('error', () => undefined);
  });
  /** The pool as a statement runner (statements wait for `ready`, by which time it exists). */
  const poolRunner = { query: (config: pg.QueryConfig) => pool!.query(config) } as unknown as Pick<pg.Pool, 'query'>;
  const prepared = new Map<string, Prepared>();
  const translate = (sql: string): Prepared => {
    let p = prepared.get(sql);
    if (p === undefined) {
      p = { ...toPostgresPlaceholders(sql), name: `hc_${prepared.size + 1}` };
      prepared.set(sql, p);
    }
    return p;
  };
  type Runner = Pick<pg.Pool, 'query'>;
  const query = async <T>(on: Runner, sql: string, params: SqlParams | undefined): Promise<{ rows: T[]; rowCount: number }> => {
    const p = translate(sql);
    const res = await on.query({ name: p.name, text: p.text, values: postgresValues(p, params).map(storable) });
    return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
  };

  const executor = (on: Runner, check: () => void, transaction: Sql['transaction'], afterCommit: Sql['afterCommit']): Sql => ({
    dialect: 'postgres',
    all: async <T>(sql: string, params?: SqlParams) => {
      check();
      return (await query<T>(on, sql, params)).rows;
    },
    get: async <T>(sql: string, params?: SqlParams) => {
      check();
      return (await query<T>(on, sql, params)).rows[0];
    },
    run: async (sql: string, params?: SqlParams): Promise<SqlRunResult> => {
      check();
      return { changes: (await query(on, sql, params)).rowCount };
    },
    exec: async (script: string) => {
      check();
      await on.query(script);
    },
    transaction,
    afterCommit,
  });

  /** A transaction's executor on its client; a nested transaction is a savepoint. */
  function onClient(client: pg.PoolClient): { tx: Sql; end(): void; hooks: ReturnType<typeof commitHooks> } {
    let open = true;
    let savepoints = 0;
    const hooks = commitHooks();
    const check = () => {
      if (!open) throw new Error('a statement was run on a transaction that has already ended');
    };
    const tx: Sql = executor(
      client,
      check,
      async (fn) => {
        check();
        const name = `sp_${++savepoints}`;
        await client.query(`SAVEPOINT ${name}`);
        hooks.enter();
        try {
          const out = await fn(tx);
          await client.query(`RELEASE SAVEPOINT ${name}`);
          hooks.release();
          return out;
        } catch (err) {
          hooks.drop();
          await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
          throw err;
        }
      },
      (fn) => hooks.add(fn),
    );
    Object.defineProperty(tx, CLIENT, { value: client, enumerable: false });
    return { tx, end: () => void (open = false), hooks };
  }

  /**
   * A transaction, run again (up to three times in all) when PostgreSQL aborts it as a deadlock victim or for a
   * serialization failure: its body touches nothing but the database (Sql.transaction), so running it again is safe.
   */
  async function rawTransaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transactionOnce(fn);
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw err;
        await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * attempt));
      }
    }
  }

  async function transactionOnce<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    await loaded;
    const client = await pool!.connect();
    const { tx, end, hooks } = onClient(client);
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const out = await fn(tx);
      await client.query('COMMIT');
      end();
      hooks.run();
      return out;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackErr) {
        broken = rollbackErr as Error; // the connection is unusable: the pool drops it
      }
      throw err;
    } finally {
      end();
      client.release(broken);
    }
  }

  // Migrations run first; every statement from outside waits for them.
  let opened = false;
  let closed = false;
  const base = executor(
    poolRunner,
    () => {
      if (closed) throw new Error('the database is closed');
    },
    rawTransaction,
    (fn) => fn(),
  );
  const ready = loaded
    .then(() => (options.init ? options.init(base) : undefined))
    .then(() => {
      opened = true;
    });
  // Rejections surface through `ready` (and through every statement); this keeps an unawaited one from crashing.
  ready.catch(() => undefined);
  const whenReady = async () => {
    if (!opened) await ready;
  };
  const gated =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await whenReady();
      return fn(...args);
    };

  return {
    dialect: 'postgres',
    url,
    ready,
    all: gated(base.all) as Sql['all'],
    get: gated(base.get) as Sql['get'],
    run: gated(base.run),
    exec: gated(base.exec),
    transaction: gated(rawTransaction) as Sql['transaction'],
    afterCommit: (fn) => fn(),
    async close() {
      if (closed) return;
      closed = true;
      await ready.catch(() => undefined);
      await pool?.end();
    },
  };
}
