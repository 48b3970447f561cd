// The replay server in its own process (benchmarks): a real upstream does not spend our CPU building answers.
// Driven over the fork IPC channel: { cmd: 'delay', ms } | { cmd: 'calls' } | { cmd: 'close' }.
import { startReplayServer } from './replay-server.js';

const replay = await startReplayServer({ memo: process.env.REPLAY_MEMO === '1' });
const send = (msg: unknown) => process.send?.(msg);
process.on('message', async (msg: { id: number; cmd: 'delay' | 'calls' | 'close'; ms?: number }) => {
  if (msg.cmd === 'delay') replay.setDelay(msg.ms ?? 0);
  if (msg.cmd === 'calls') return send({ id: msg.id, calls: replay.calls.map((c) => c.source) });
  if (msg.cmd === 'close') {
    await replay.close();
    send({ id: msg.id });
    process.exit(0);
  }
  send({ id: msg.id });
});
send({ ready: true, url: replay.url, sources: replay.sources });
// The parent gone (a bench that crashed): go too, instead of holding its terminal open.
process.on('disconnect', () => process.exit(0));
