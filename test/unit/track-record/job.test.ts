// The resolution schedule: one run at start, an hourly node-schedule job, cancelled (only ours) on stop.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import schedule from 'node-schedule';
import { loadConfig } from '../../../src-server/config/load.js';
import { startTrackRecordJob } from '../../../src-server/track-record/job.js';

const quiet = { info() {}, warn() {}, error() {} };

test('runs once at start, schedules hourly, and stop cancels only its own job', async () => {
  let runs = 0;
  let stopped = 0;
  const other = schedule.scheduleJob('0 0 1 1 *', () => {});
  const before = Object.keys(schedule.scheduledJobs).length;
  const job = startTrackRecordJob(
    {
      resolveDue: async () => {
        runs++;
        return { due: 0, resolved: 0, unverifiable: 0, pending: 0, sourceCalls: 0, failedCalls: 0 };
      },
      stop: async () => {
        stopped++;
      },
    },
    quiet,
  );
  assert.equal(runs, 1);
  assert.equal(Object.keys(schedule.scheduledJobs).length, before + 1);
  await job.stop();
  assert.equal(stopped, 1);
  assert.equal(Object.keys(schedule.scheduledJobs).length, before);
  assert.ok(Object.values(schedule.scheduledJobs).includes(other));
  other.cancel();
});

test('a failed run is logged, not thrown', async () => {
  const errors: string[] = [];
  const job = startTrackRecordJob(
    { resolveDue: () => Promise.reject(new Error('disk full')), stop: async () => {} },
    { ...quiet, error: (_o: object, m?: string) => errors.push(m ?? '') },
  );
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(errors, ['track record: resolution run failed']);
  await job.stop();
});

test('HAZARDCAST_TRACK_RECORD_JOB turns the schedule off', () => {
  assert.equal(loadConfig({ env: {} }).trackRecordJob, true);
  assert.equal(loadConfig({ env: { HAZARDCAST_TRACK_RECORD_JOB: '0' } }).trackRecordJob, false);
  assert.equal(loadConfig({ env: { HAZARDCAST_TRACK_RECORD_JOB: 'false' } }).trackRecordJob, false);
  assert.equal(loadConfig({ env: {}, overrides: { trackRecordJob: false } }).trackRecordJob, false);
});
