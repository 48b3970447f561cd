// The seam's SQLite engine: better-sqlite3 behind the async executor, statements prepared once per text.
//
// better-sqlite3 runs each statement synchronously, so a statement never interleaves with another. A transaction
// whose body awaits can: between two of its statements, another request's continuation may run a statement on the
// same connection, which would then land inside the transaction (and vanish with its rollback). So an open
// transaction holds the connection: statements from outside it wait until it has committed or rolled back (a
// promise per transaction, checked with one comparison per statement; a statement with nothing open runs at once).
import type { Database as BetterSqlite3, Statement } from 'better-sqlite3';
import { commitHooks, type Db, type Sql, type SqlParams, type SqlRunResult } from './sql.js';

export interface SqliteDb extends Db {
  readonly dialect: 'sqlite';
  /** The better-sqlite3 connection (backups, integrity checks, the SQLite-only tools). */
  readonly raw: BetterSqlite3;
}

type Bindable = Statement<unknown[], unknown>;

const bind = (params: SqlParams | undefined): unknown[] =>
  params === undefined ? [] : Array.isArray(params) ? (params as unknown[]) : [params];

const ended = (): never => {
  throw new Error('a statement was run on a transaction that has already ended');
};

/** Wraps an open better-sqlite3 connection; `close` closes it unless `ownsConnection` is false. */
export function sqliteDb(raw: BetterSqlite3, options: { ownsConnection?: boolean } = {}): SqliteDb {
  const statements = new Map<string, Bindable>();
  const prepare = (sql: string): Bindable => {
    let s = statements.get(sql);
    if (s === undefined) {
      s = raw.prepare(sql) as Bindable;
      statements.set(sql, s);
    }
    return s;
  };
  const allNow = <T>(sql: string, params?: SqlParams): T[] => prepare(sql).all(...bind(params)) as T[];
  const getNow = <T>(sql: string, params?: SqlParams): T | undefined => prepare(sql).get(...bind(params)) as T | undefined;
  const runNow = (sql: string, params?: SqlParams): SqlRunResult => ({ changes: prepare(sql).run(...bind(params)).changes });

  /** The transaction holding the connection, settled when it ends; null when none is open. */
  let holder: Promise<void> | null = null;
  let savepoints = 0;

  /** Runs `now` when no transaction holds the connection, else after it ends. */
  function outside<T>(now: () => T): Promise<T> {
    if (holder !== null) return holder.then(() => outside(now));
    try {
      return Promise.resolve(now());
    } catch (err) {
      return Promise.reject(err);
    }
  }

  /** The executor a transaction body gets: straight to the connection, refused once the transaction has ended. */
  function txSql(): { tx: Sql; end(): void; hooks: ReturnType<typeof commitHooks> } {
    let open = true;
    const hooks = commitHooks();
    const guard = <T>(now: () => T): Promise<T> => {
      if (!open) return Promise.reject(new Error('a statement was run on a transaction that has already ended'));
      try {
        return Promise.resolve(now());
      } catch (err) {
        return Promise.reject(err);
      }
    };
    const tx: Sql = {
      dialect: 'sqlite',
      all: (sql, params) => guard(() => allNow(sql, params)),
      get: (sql, params) => guard(() => getNow(sql, params)),
      run: (sql, params) => guard(() => runNow(sql, params)),
      exec: (script) => guard(() => void raw.exec(script)),
      afterCommit: (fn) => hooks.add(fn),
      transaction: async (fn) => {
        if (!open) ended();
        // Nested: a savepoint inside the open transaction (the connection is already held).
        const name = `sp_${++savepoints}`;
        raw.exec(`SAVEPOINT ${name}`);
        hooks.enter();
        try {
          const out = await fn(tx);
          raw.exec(`RELEASE ${name}`);
          hooks.release();
          return out;
        } catch (err) {
          hooks.drop();
          if (raw.inTransaction) raw.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
          throw err;
        }
      },
    };
    return { tx, end: () => void (open = false), hooks };
  }

  async function transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    while (holder !== null) await holder;
    let release!: () => void;
    holder = new Promise<void>((resolve) => (release = resolve));
    const { tx, end, hooks } = txSql();
    let committed = false;
    try {
      prepare('BEGIN').run();
      const out = await fn(tx);
      prepare('COMMIT').run();
      committed = true;
      return out;
    } catch (err) {
      // A failed COMMIT (a full disk) leaves the transaction open: roll it back too.
      if (raw.inTransaction) raw.exec('ROLLBACK');
      throw err;
    } finally {
      end();
      holder = null;
      release();
      if (committed) hooks.run();
    }
  }

  // The three hot calls written out (no closure per statement): at once when nothing holds the connection.
  function all<T>(sql: string, params?: SqlParams): Promise<T[]> {
    if (holder !== null) return holder.then(() => all<T>(sql, params));
    try {
      return Promise.resolve(allNow<T>(sql, params));
    } catch (err) {
      return Promise.reject(err);
    }
  }
  function get<T>(sql: string, params?: SqlParams): Promise<T | undefined> {
    if (holder !== null) return holder.then(() => get<T>(sql, params));
    try {
      return Promise.resolve(getNow<T>(sql, params));
    } catch (err) {
      return Promise.reject(err);
    }
  }
  function run(sql: string, params?: SqlParams): Promise<SqlRunResult> {
    if (holder !== null) return holder.then(() => run(sql, params));
    try {
      return Promise.resolve(runNow(sql, params));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  return {
    dialect: 'sqlite',
    raw,
    ready: Promise.resolve(),
    all,
    get,
    run,
    exec: (script) => outside(() => void raw.exec(script)),
    afterCommit: (fn) => fn(),
    transaction,
    async close() {
      while (holder !== null) await holder;
      if (options.ownsConnection !== false && raw.open) raw.close();
    },
  };
}

/** The better-sqlite3 connection of a SQLite `db` (SQLite-only tools and tests); throws on another engine. */
export function sqliteOf(db: Db): BetterSqlite3 {
  if (db.dialect !== 'sqlite') throw new Error(`this needs the SQLite engine (the database is ${db.dialect})`);
  return (db as SqliteDb).raw;
}
