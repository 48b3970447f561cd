import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callSignal } from '../../../src-server/shared/abort.js';

test('callSignal: aborts with the caller and on timeout, and lets go of the caller when done', async () => {
  const parent = new AbortController();
  const a = callSignal(parent.signal, 60_000);
  parent.abort(new Error('closing'));
  assert.equal(a.signal.aborted, true);
  assert.equal((a.signal.reason as Error).message, 'closing');

  const b = callSignal(new AbortController().signal, 20);
  await new Promise((r) => setTimeout(r, 60));
  assert.equal(b.signal.aborted, true);
  assert.equal((b.signal.reason as Error).name, 'TimeoutError', 'a timeout reads as one to the callers');

  const lived = new AbortController();
  const c = callSignal(lived.signal, 60_000);
  c.done();
  lived.abort();
  assert.equal(c.signal.aborted, false, 'after done() the call no longer listens to the caller');

  const already = new AbortController();
  already.abort();
  assert.equal(callSignal(already.signal, 60_000).signal.aborted, true);
  assert.equal(callSignal(undefined, 60_000).signal.aborted, false);
});
