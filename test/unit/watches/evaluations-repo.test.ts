// The evaluations repository reads back what a tick wrote, and a damaged values column (not an object per hazard)
// leaves that hazard out instead of failing the whole watch history (found with an old-schema seed, issue 36's probe).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openTestDb } from '../../helpers/test-db.js';
import { ephemeralSecretBox } from '../../../src-server/secrets/secret-box.js';
import { createEvaluationsRepo } from '../../../src-server/watches/evaluations-repo.js';
import { createWatchesRepo } from '../../../src-server/watches/repo.js';
import { watchRecord } from '../../helpers/watch-record.js';

test('a values column that is not an object per hazard reads as the hazards that are', async (t) => {
  const db = await openTestDb(t);
  const watches = createWatchesRepo(db, ephemeralSecretBox());
  const w = watchRecord('lima-pe-earthquake-abc123', '2026-11-22T12:00:00.000Z');
  await watches.insert(w);
  const insert = (values: string) =>
    db.run(
      `INSERT INTO watch_evaluations (watch_id, evaluated_at, trigger, value, values_json, decision, fired, reasons_json)
      VALUES (?, '2026-11-22T12:00:00.000Z', 'scheduled', 42, ?, 'fired', 1, '[]')`,
      [w.id, values],
    );
  await insert('{"earthquake":42,"flood":{"riskScore":10,"probability":5,"severity":20,"status":"ok"}}');
  await insert('not json');
  await insert('[1,2]');
  const [array, broken, mixed] = await createEvaluationsRepo(db).listForWatch(w.id);
  assert.deepEqual(mixed!.values, { flood: { riskScore: 10, probability: 5, severity: 20, status: 'ok' } });
  assert.deepEqual(broken!.values, {});
  assert.deepEqual(array!.values, {});
});
