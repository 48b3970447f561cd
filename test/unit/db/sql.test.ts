// The storage seam: placeholders for PostgreSQL, transactions that nothing from outside interleaves with (SQLite) and
// that hold one pooled client (PostgreSQL), savepoints, after-commit hooks, and the PostgreSQL half of every migration.
// The database tests run on the test run's engine (SQLite, or PostgreSQL under `npm run test:postgres`).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { migrations } from '../../../src-server/db/migrations/index.js';
import { openDb } from '../../../src-server/db/open.js';
import { postgresValues, toPostgresPlaceholders } from '../../../src-server/db/sql.js';
import { freshPostgresUrl, onPostgres, openTestDb } from '../../helpers/test-db.js';

describe('PostgreSQL placeholders', () => {
  test('? in order, @name once per name, quoted text, identifiers, comments and :: casts untouched', () => {
    assert.deepEqual(toPostgresPlaceholders('SELECT * FROM t WHERE a = ? AND b = ?'), {
      text: 'SELECT * FROM t WHERE a = $1 AND b = $2',
      names: null,
    });
    const named = toPostgresPlaceholders("SELECT '?', \"@x\", x::text FROM t WHERE a = @a OR (b = @b AND c = @a) -- ? @c\nAND d = ''''");
    assert.equal(named.text, "SELECT '?', \"@x\", x::text FROM t WHERE a = $1 OR (b = $2 AND c = $1) -- ? @c\nAND d = ''''");
    assert.deepEqual(named.names, ['a', 'b']);
    assert.deepEqual(postgresValues(named, { b: 2, a: 1, extra: 3 }), [1, 2]);
    assert.throws(() => postgresValues(named, { a: 1 }), /missing named parameter @b/);
    assert.throws(() => toPostgresPlaceholders('SELECT ? WHERE a = @a'), /mixes/);
  });
});

describe('the executor', () => {
  test('reads and writes; RETURNING; changes counted; an upsert', async (t) => {
    const db = await openTestDb(t);
    await db.run("INSERT INTO app_settings (key, value, updated_at) VALUES ('a', '1', 'x')");
    const up =
      'INSERT INTO app_settings (key, value, updated_at) VALUES (@key, @value, @at) ON CONFLICT (key) DO UPDATE SET value = excluded.value RETURNING value';
    assert.deepEqual(await db.get(up, { key: 'a', value: '2', at: 'y' }), { value: '2' });
    assert.equal((await db.run("UPDATE app_settings SET value = '3' WHERE key = ?", ['a'])).changes, 1);
    assert.equal((await db.run("UPDATE app_settings SET value = '3' WHERE key = ?", ['none'])).changes, 0);
    assert.deepEqual(await db.all('SELECT key, value FROM app_settings'), [{ key: 'a', value: '3' }]);
    assert.equal(await db.get('SELECT key FROM app_settings WHERE key = ?', ['none']), undefined);
    // COUNT(*) and BIGINT come back as numbers on both engines.
    assert.deepEqual(await db.get('SELECT COUNT(*) AS n FROM app_settings'), { n: 1 });
  });

  test('a transaction commits as a whole, or rolls back as a whole; after-commit hooks run only after a commit', async (t) => {
    const db = await openTestDb(t);
    const heard: string[] = [];
    await db.transaction(async (tx) => {
      await tx.run("INSERT INTO app_settings (key, value, updated_at) VALUES ('kept', '1', 'x')");
      tx.afterCommit(() => heard.push('committed'));
      assert.deepEqual(heard, [], 'not before the commit');
    });
    assert.deepEqual(heard, ['committed']);
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO app_settings (key, value, updated_at) VALUES ('lost', '1', 'x')");
        tx.afterCommit(() => heard.push('rolled back'));
        throw new Error('no');
      }),
      /no/,
    );
    assert.deepEqual(
      (await db.all<{ key: string }>('SELECT key FROM app_settings')).map((r) => r.key),
      ['kept'],
    );
    assert.deepEqual(heard, ['committed'], 'a rolled-back transaction tells nobody');
    db.afterCommit(() => heard.push('outside'));
    assert.deepEqual(heard, ['committed', 'outside'], 'outside a transaction: at once');
  });

  test('a savepoint rolls back alone; its hooks go with it', async (t) => {
    const db = await openTestDb(t);
    const heard: string[] = [];
    await db.transaction(async (tx) => {
      await tx.run("INSERT INTO app_settings (key, value, updated_at) VALUES ('outer', '1', 'x')");
      await assert.rejects(
        tx.transaction(async (inner) => {
          await inner.run("INSERT INTO app_settings (key, value, updated_at) VALUES ('inner', '1', 'x')");
          inner.afterCommit(() => heard.push('inner'));
          throw new Error('inner fails');
        }),
      );
      await tx.transaction(async (inner) => {
        await inner.run("INSERT INTO app_settings (key, value, updated_at) VALUES ('second', '1', 'x')");
        inner.afterCommit(() => heard.push('second'));
      });
    });
    assert.deepEqual(
      (await db.all<{ key: string }>('SELECT key FROM app_settings ORDER BY key')).map((r) => r.key),
      ['outer', 'second'],
    );
    assert.deepEqual(heard, ['second']);
  });

  test("statements from outside never land inside another request's transaction", async (t) => {
    const db = await openTestDb(t);
    let outsideDone = false;
    const tx = db.transaction(async (q) => {
      await q.run("INSERT INTO app_settings (key, value, updated_at) VALUES ('tx', '1', 'x')");
      // Another request's statement, issued while this transaction is open and waiting...
      const outside = db
        .run("INSERT INTO app_settings (key, value, updated_at) VALUES ('outside', '1', 'x')")
        .then(() => (outsideDone = true));
      await new Promise((r) => setTimeout(r, 30));
      await q.run("INSERT INTO app_settings (key, value, updated_at) VALUES ('tx2', '1', 'x')");
      // ...does not commit or roll back with it.
      if (db.dialect === 'sqlite') assert.equal(outsideDone, false, 'SQLite: it waits for the transaction to end');
      void outside;
      throw new Error('roll back');
    });
    await assert.rejects(tx, /roll back/);
    await new Promise((r) => setTimeout(r, 10));
    assert.equal(outsideDone, true);
    assert.deepEqual(
      (await db.all<{ key: string }>('SELECT key FROM app_settings')).map((r) => r.key),
      ['outside'],
      'the outside write survives the rollback',
    );
  });

  test("a transaction's executor refuses statements once it has ended", async (t) => {
    const db = await openTestDb(t);
    let leaked: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await assert.rejects(
      Promise.resolve().then(() => leaked!.get('SELECT 1 AS one')),
      /already ended/,
    );
  });
});

describe('migrations', () => {
  test('every migration has a PostgreSQL half; ids in order, once each', () => {
    const ids = migrations.map((m) => m.id);
    assert.deepEqual(ids, [...ids].sort());
    assert.equal(new Set(ids).size, ids.length);
    for (const m of migrations)
      assert.ok(typeof m.postgres === 'string' ? m.postgres.trim().length > 0 : typeof m.postgres === 'function', m.id);
  });

  test(
    'PostgreSQL: instances starting together migrate once; a newer database is refused',
    { skip: !onPostgres && 'PostgreSQL only (npm run test:postgres)' },
    async () => {
      const url = await freshPostgresUrl({ empty: true });
      const together = [0, 1, 2].map(() => openDb(':memory:', { databaseUrl: url, poolSize: 2 }));
      await Promise.all(together.map((d) => d.ready));
      const applied = await together[0]!.all<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
      assert.deepEqual(
        applied.map((r) => r.id),
        migrations.map((m) => m.id),
      );
      await together[0]!.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', ['9999-from-the-future', 'x']);
      await Promise.all(together.map((d) => d.close()));
      const newer = openDb(':memory:', { databaseUrl: url, poolSize: 2 });
      await assert.rejects(
        newer.ready,
        (err: Error & { code?: string }) =>
          err.code === 'db_out_of_sync' && /9999-from-the-future/.test(err.message) && /DATABASE_URL/.test(err.message),
      );
      await newer.close();
    },
  );

  test('a DATABASE_URL that is not PostgreSQL is refused with a clear message', () => {
    assert.throws(() => openDb(':memory:', { databaseUrl: 'mysql://x@y/z' }), /DATABASE_URL must be a postgres:\/\//);
  });
});
