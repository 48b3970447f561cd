// autocannon in its own process (bench/support/cannon.ts starts it): the load generator must not share the server's event loop.
// Receives autocannon options over IPC, answers with the figures the bench reports.
import autocannon from 'autocannon';

process.on('message', async (msg: { id: number; options: autocannon.Options }) => {
  const r = await autocannon(msg.options);
  process.send?.({
    id: msg.id,
    result: {
      requests: r.requests.total,
      reqPerSec: r.requests.average,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors ?? 0,
    },
  });
});
process.send?.({ ready: true });
process.on('disconnect', () => process.exit(0));
