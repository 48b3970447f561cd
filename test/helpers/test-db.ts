// Databases for tests, on the engine the run asks for: SQLite by default (`npm test`), or PostgreSQL with
// HAZARDCAST_TEST_DB=postgres (`npm run test:postgres`), each test database a fresh one in a throwaway cluster that
// the test process starts once (test/support/postgres.ts) and stops when it exits.
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import pg from 'pg';
import { ephemeralSecretBox, type SecretBox } from '../../src-server/secrets/secret-box.js';
import { openDb } from '../../src-server/db/open.js';
import type { Db } from '../../src-server/db/sql.js';
import { postgresUnavailable, startTestPostgres, type TestPostgres } from '../support/postgres.js';
import { tempDir } from './temp-dir.js';

export type TestEngine = 'sqlite' | 'postgres';
/** The engine this test process runs on. */
export const testEngine: TestEngine = process.env.HAZARDCAST_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const onPostgres = testEngine === 'postgres';

let cluster: Promise<TestPostgres> | undefined;
let databases = 0;

/** The process's cluster, started on first use; throws with the reason when PostgreSQL cannot run here. */
export function testCluster(): Promise<TestPostgres> {
  if (!cluster) {
    const why = postgresUnavailable();
    if (why) throw new Error(why);
    cluster = startTestPostgres();
    cluster.then(
      (c) => process.once('exit', () => c.stopNow()),
      () => undefined,
    );
  }
  return cluster;
}

const urlOf = (clusterUrl: string, name: string) => clusterUrl.replace(/\/[^/]*$/, `/${name}`);

async function admin(clusterUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database migrated once per process, copied for each test (a copy is cheaper than running the migrations). */
let template: Promise<string> | undefined;
function migratedTemplate(clusterUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `tmpl${process.pid}`;
    await admin(clusterUrl, `CREATE DATABASE ${name}`);
    const db = openDb(':memory:', { databaseUrl: urlOf(clusterUrl, name), poolSize: 2 });
    await db.ready;
    await db.close();
    return name;
  })();
  return template;
}

/**
 * A fresh database in the process's cluster, its connection string: migrated (a copy of a migrated template), or
 * with `empty` nothing in it at all.
 */
export async function freshPostgresUrl(options: { empty?: boolean } = {}): Promise<string> {
  const c = await testCluster();
  const name = `t${process.pid}_${++databases}`;
  const from = options.empty ? '' : ` TEMPLATE ${await migratedTemplate(c.url)}`;
  await admin(c.url, `CREATE DATABASE ${name}${from}`);
  return urlOf(c.url, name);
}

export interface TestDbOptions {
  secretBox?: SecretBox;
  /** SQLite: a file (another connection can open it: `reopenTestDb`) rather than `:memory:`. */
  file?: boolean;
}

const locations = new WeakMap<Db, { file?: string; url?: string; secretBox: SecretBox }>();

/** A migrated, empty database on the run's engine, closed after the test. */
export async function openTestDb(t: Pick<TestContext, 'after'> | null, options: TestDbOptions = {}): Promise<Db> {
  const secretBox = options.secretBox ?? ephemeralSecretBox();
  const url = onPostgres ? await freshPostgresUrl() : undefined;
  const file = !onPostgres && options.file ? join(tempDir(), 'test.sqlite') : ':memory:';
  const db = openDb(file, { databaseUrl: url, secretBox, poolSize: 4 });
  await db.ready;
  locations.set(db, { file, url, secretBox });
  t?.after(() => db.close());
  return db;
}

/** Another connection to the same database as `db` (opened with `file: true` on SQLite): a second process's view. */
export async function reopenTestDb(t: Pick<TestContext, 'after'> | null, db: Db): Promise<Db> {
  const at = locations.get(db);
  if (!at || (at.url === undefined && at.file === ':memory:')) throw new Error('reopenTestDb needs a database opened with { file: true }');
  const again = openDb(at.file ?? ':memory:', { databaseUrl: at.url, secretBox: at.secretBox, poolSize: 4 });
  await again.ready;
  locations.set(again, at);
  t?.after(() => again.close());
  return again;
}
