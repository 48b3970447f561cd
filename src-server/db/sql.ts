// The storage seam: one small async SQL executor that every repository uses, over better-sqlite3 (the desktop's and
// `npm run serve`'s default) or PostgreSQL (the team server, DATABASE_URL=postgres://…). Repositories write one SQL
// text for both engines: `?` positional or `@name` named parameters (PostgreSQL gets `$n`), standard upserts
// (`ON CONFLICT … DO UPDATE / DO NOTHING`), `RETURNING`, quoted camelCase aliases. Where the engines need different
// SQL (DDL, a JSON array of ids, locking) the repository picks by `dialect`, the two texts side by side.

export type Dialect = 'sqlite' | 'postgres';

/** Positional values for `?`, or an object for `@name` (its keys without the `@`; other keys are ignored). */
export type SqlParams = readonly unknown[] | object;

export interface SqlRunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
}

/**
 * One database, or one transaction on it. Every call returns a promise; on SQLite the statement itself runs at once
 * (better-sqlite3 is synchronous) and the promise is already settled.
 */
export interface Sql {
  readonly dialect: Dialect;
  all<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]>;
  get<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | undefined>;
  run(sql: string, params?: SqlParams): Promise<SqlRunResult>;
  /** Several statements without parameters (DDL, scripts). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Statements of the
   * transaction go through the `tx` it is given, never through the outer executor (on SQLite that would wait for
   * the transaction to end: a deadlock). Called on a transaction, it nests as a savepoint.
   *
   * The body must not wait on anything but the database (no network call inside a transaction): on SQLite every other
   * statement of the process waits until it ends, on PostgreSQL it holds a pooled connection and its row locks. Nor may
   * it act outside the database (use `afterCommit`): PostgreSQL may abort it as a deadlock victim, and it is then run
   * again.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` once what was written here is committed: at once outside a transaction, after the outermost COMMIT
   * inside one (never after a rollback). For work that must see the rows from elsewhere (a send, a job).
   */
  afterCommit(fn: () => void): void;
}

/** Callbacks of a transaction and its savepoints: kept per level, handed up on release, dropped on rollback. */
export function commitHooks() {
  const levels: (() => void)[][] = [[]];
  return {
    add: (fn: () => void) => void levels[levels.length - 1]!.push(fn),
    enter: () => void levels.push([]),
    release: () => {
      const done = levels.pop()!;
      levels[levels.length - 1]!.push(...done);
    },
    drop: () => void levels.pop(),
    /** After the COMMIT: each callback once; one that throws does not stop the others. */
    run: () => {
      for (const fn of levels[0]!.splice(0)) {
        try {
          fn();
        } catch {
          // A callback's failure is its own: the transaction is committed.
        }
      }
    },
  };
}

/** The database as the app holds it: the executor, and how to close it. */
export interface Db extends Sql {
  /** Resolves when the database is open and migrated (PostgreSQL opens asynchronously); rejects when it cannot be. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface TranslatedSql {
  /** The text with `$1…$n` placeholders. */
  text: string;
  /** For named parameters: the name of each `$n`, in order; null for positional ones. */
  names: string[] | null;
}

/**
 * `?` and `@name` placeholders as PostgreSQL's `$n` (a name used twice is one `$n`). String literals, quoted
 * identifiers and comments are copied untouched; a `::` cast is not a placeholder.
 */
export function toPostgresPlaceholders(sql: string): TranslatedSql {
  let out = '';
  let positional = 0;
  const names: string[] = [];
  const index = new Map<string, number>();
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = closing(sql, i, c);
      out += sql.slice(i, end);
      i = end;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '?') {
      out += `$${++positional}`;
      i++;
    } else if (c === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      let j = i + 1;
      while (j < sql.length && /[A-Za-z0-9_]/.test(sql[j]!)) j++;
      const name = sql.slice(i + 1, j);
      let n = index.get(name);
      if (n === undefined) {
        names.push(name);
        index.set(name, (n = names.length));
      }
      out += `$${n}`;
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  if (positional > 0 && names.length > 0) throw new Error('a statement mixes ? and @name parameters');
  return { text: out, names: names.length > 0 ? names : null };
}

/** Index just past the quote that closes the one at `start` (a doubled quote is an escaped one). */
function closing(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

/** The values of a translated statement, in `$n` order. */
export function postgresValues(t: TranslatedSql, params: SqlParams | undefined): unknown[] {
  if (params === undefined) return [];
  if (t.names === null) {
    if (!Array.isArray(params)) throw new Error('positional statement given named parameters');
    return params as unknown[];
  }
  if (Array.isArray(params)) throw new Error('named statement given positional parameters');
  const named = params as Record<string, unknown>;
  return t.names.map((n) => {
    if (!(n in named)) throw new Error(`missing named parameter @${n}`);
    return named[n];
  });
}

/**
 * A statement's SQL for the engine: the same text, or the engine's own where they differ. Keeps the two versions of
 * one statement side by side in the repository that runs it.
 */
export const pick = (dialect: Dialect, sql: { sqlite: string; postgres: string }): string => sql[dialect];
