// The load generator's thread (see measureConcurrent in measure.ts): one autocannon run per
// message, in turn. Plain JavaScript: tsx's loader does not reach worker threads on Node 20.
import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';

parentPort.on('message', async (options) => {
  // Off the main thread autocannon leaves its figures unaggregated, as for its own workers.
  const result = autocannon.aggregateResult([await autocannon(options)], options);
  parentPort.postMessage({
    perSecond: result['2xx'] / result.duration,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
  });
});
