// Moving a desktop's database to a team server (`npm run db:copy`): every table of a migrated SQLite database copied
// into an empty, migrated PostgreSQL one in one transaction, sealed secrets opened with the desktop's key and sealed
// again with the server's, then verified table by table: the same row count and the same checksum on both sides.
import { createHash } from 'node:crypto';
import type { Database as BetterSqlite3 } from 'better-sqlite3';
import { isSealed, SEALED_PREFIX, type SecretBox } from '../secrets/secret-box.js';
import { AppError } from '../shared/errors.js';
import type { Sql } from './sql.js';

export interface TableCopy {
  table: string;
  rows: number;
  /**
   * SHA-256 over the sorted SHA-256 of each row (so the engines' orderings of text do not matter), sealed values as
   * their plain text: equal on both sides.
   */
  checksum: string;
}

export interface CopyOptions {
  source: BetterSqlite3;
  target: Sql;
  /** Opens the source's sealed secrets (the desktop's key). */
  sourceBox: SecretBox;
  /** Seals them for the target (the team server's key). */
  targetBox: SecretBox;
  /** Rows per INSERT (default 200), fewer when their text passes 4 MB (source answers are large). */
  batch?: number;
}

type Row = Record<string, unknown>;

/** Where a sealed value's key is bound (secret-box.ts SECRET_CONTEXT): `table.column`, or `table.<key>` in a settings table. */
const contextOf = (table: string, column: string, row: Row): string =>
  column === 'value' && typeof row.key === 'string' ? `${table}.${row.key}` : `${table}.${column}`;

/** The value with every sealed secret in it (the value itself, or strings inside its JSON) passed through `fn`. */
function mapSealed(value: unknown, context: string, fn: (sealed: string, context: string) => string): unknown {
  if (typeof value !== 'string' || !value.includes(SEALED_PREFIX)) return value;
  if (isSealed(value)) return fn(value, context);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value; // text that merely mentions the prefix
  }
  const walk = (v: unknown): unknown =>
    typeof v === 'string'
      ? isSealed(v)
        ? fn(v, context)
        : v
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  return JSON.stringify(walk(parsed));
}

interface TablePlan {
  table: string;
  /** Columns both sides have, in the target's order. */
  columns: string[];
  /** The target keeps SQLite's rowid in a column of that name (insertion order): copied too. */
  rowid: boolean;
  primaryKey: string[];
  identity: string[];
}

async function plan(source: BetterSqlite3, target: Sql): Promise<TablePlan[]> {
  const sourceTables = (
    source
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'")
      .all() as { name: string }[]
  ).map((r) => r.name);
  const targetColumns = await target.all<{ table_name: string; column_name: string; is_identity: string }>(
    `SELECT table_name, column_name, is_identity FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const keys = await target.all<{ table_name: string; column_name: string }>(
    `SELECT tc.table_name, kcu.column_name FROM information_schema.table_constraints tc
     JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = current_schema() ORDER BY tc.table_name, kcu.ordinal_position`,
  );
  const references = await target.all<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
  );
  const plans = sourceTables.map((table): TablePlan => {
    const own = targetColumns.filter((c) => c.table_name === table);
    if (own.length === 0)
      throw new AppError('copy_refused', `The team server's schema has no table ${table}: are both on the same Hazardcast version?`);
    const sourceColumns = new Set((source.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name));
    const withoutRowid = /WITHOUT ROWID/i.test(
      (source.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(table) as { sql: string }).sql,
    );
    return {
      table,
      columns: own.map((c) => c.column_name).filter((c) => sourceColumns.has(c)),
      rowid: !withoutRowid && !sourceColumns.has('rowid') && own.some((c) => c.column_name === 'rowid'),
      primaryKey: keys.filter((k) => k.table_name === table).map((k) => k.column_name),
      identity: own.filter((c) => c.is_identity === 'YES').map((c) => c.column_name),
    };
  });
  // Parents before children, so every foreign key finds its row.
  const ordered: TablePlan[] = [];
  const pending = [...plans];
  while (pending.length > 0) {
    const i = pending.findIndex(
      (p) => !references.some((r) => r.child === p.table && r.parent !== p.table && pending.some((q) => q.table === r.parent)),
    );
    if (i < 0) throw new Error('circular foreign keys between the tables to copy');
    ordered.push(...pending.splice(i, 1));
  }
  return ordered;
}

const selectList = (p: TablePlan) => [...(p.rowid ? ['rowid AS rowid'] : []), ...p.columns.map((c) => `"${c}"`)].join(', ');
const copiedColumns = (p: TablePlan) => [...(p.rowid ? ['rowid'] : []), ...p.columns];
const orderBy = (p: TablePlan) => (p.primaryKey.length > 0 ? p.primaryKey : copiedColumns(p)).map((c) => `"${c}"`).join(', ');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Collects rows into the checksum `TableCopy` defines. */
function checksummer(p: TablePlan, box: SecretBox) {
  const hashes: string[] = [];
  return {
    add(row: Row): void {
      const values = copiedColumns(p).map((c) => mapSealed(row[c], contextOf(p.table, c, row), (s, ctx) => `open:${box.open(s, ctx)}`));
      hashes.push(sha256(JSON.stringify(values)));
    },
    result: () => ({ rows: hashes.length, checksum: sha256(hashes.sort().join('\n')) }),
  };
}

const MAX_BATCH_CHARS = 4_000_000;
const PAGE = 1000;

export async function copySqliteToPostgres(opts: CopyOptions): Promise<TableCopy[]> {
  const { source, target } = opts;
  const batch = Math.max(1, opts.batch ?? 200);
  const sourceIds = (source.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as { id: string }[]).map((r) => r.id);
  const targetIds = (await target.all<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).map((r) => r.id);
  if (sourceIds.join() !== targetIds.join()) {
    throw new AppError(
      'copy_refused',
      `The two databases are at different schema versions (desktop: ${sourceIds.at(-1)}, team server: ${targetIds.at(-1)}).`,
    );
  }
  const plans = await plan(source, target);
  for (const p of plans) {
    const held = await target.get<{ n: number }>(`SELECT COUNT(*) AS n FROM "${p.table}"`);
    if (held!.n > 0)
      throw new AppError(
        'copy_refused',
        `The team server's table ${p.table} already holds ${held!.n} rows: db:copy only fills an empty database.`,
      );
  }
  const reseal = (s: string, ctx: string) => opts.targetBox.seal(opts.sourceBox.open(s, ctx), ctx);
  await target.transaction(async (tx) => {
    for (const p of plans) {
      const columns = copiedColumns(p);
      const rows = source.prepare(`SELECT ${selectList(p)} FROM "${p.table}" ORDER BY ${orderBy(p)}`).iterate() as IterableIterator<Row>;
      let chunk: unknown[][] = [];
      let chars = 0;
      const flush = async () => {
        if (chunk.length === 0) return;
        const values = chunk.map((r) => `(${r.map(() => '?').join(', ')})`).join(', ');
        await tx.run(`INSERT INTO "${p.table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values}`, chunk.flat());
        chunk = [];
        chars = 0;
      };
      for (const row of rows) {
        const values = columns.map((c) => mapSealed(row[c], contextOf(p.table, c, row), reseal));
        chunk.push(values);
        for (const v of values) if (typeof v === 'string') chars += v.length;
        if (chunk.length >= batch || chars >= MAX_BATCH_CHARS) await flush();
      }
      await flush();
      // Identity columns continue after the copied ids.
      for (const c of p.identity) {
        await tx.get(
          `SELECT setval(pg_get_serial_sequence('"${p.table}"', '${c}'), COALESCE(MAX("${c}"), 1), MAX("${c}") IS NOT NULL) FROM "${p.table}"`,
        );
      }
    }
  });
  // Verified after the commit, from what each side now holds.
  const report: TableCopy[] = [];
  for (const p of plans) {
    const fromSum = checksummer(p, opts.sourceBox);
    for (const row of source.prepare(`SELECT ${selectList(p)} FROM "${p.table}"`).iterate() as IterableIterator<Row>) fromSum.add(row);
    const toSum = checksummer(p, opts.targetBox);
    const list = copiedColumns(p)
      .map((c) => `"${c}"`)
      .join(', ');
    for (let offset = 0; ; offset += PAGE) {
      const page = await target.all<Row>(`SELECT ${list} FROM "${p.table}" ORDER BY ${orderBy(p)} LIMIT ? OFFSET ?`, [PAGE, offset]);
      for (const row of page) toSum.add(row);
      if (page.length < PAGE) break;
    }
    const from = fromSum.result();
    const to = toSum.result();
    if (from.rows !== to.rows || from.checksum !== to.checksum) {
      throw new AppError(
        'copy_mismatch',
        `${p.table}: ${from.rows} rows (${from.checksum.slice(0, 12)}) in the desktop's database, ${to.rows} (${to.checksum.slice(0, 12)}) on the team server.`,
      );
    }
    report.push({ table: p.table, ...to });
  }
  return report;
}
