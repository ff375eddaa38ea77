import http from 'node:http';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Measured } from './report.js';

export interface Request {
  method: 'GET' | 'POST';
  /** Under /api, with its query string. */
  path: string;
  body?: unknown;
}

export interface Sequential {
  median: number;
  p99: number;
  count: number;
  /** Size of the last response body. */
  bytes: number;
}

export interface Concurrent {
  perSecond: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failed: number;
}

function send(agent: http.Agent, base: string, token: string, request: Request): Promise<{ status: number; body: Buffer }> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api${request.path}`,
      {
        method: request.method,
        agent,
        headers: { Authorization: `Bearer ${token}`, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

/**
 * One request at a time, after a few unmeasured ones: up to `requests` of them, or fewer when
 * `budgetMs` runs out first (at least 3). A request that fails stops the benchmark.
 */
export async function measureSequential(
  base: string,
  token: string,
  request: Request,
  { requests, budgetMs }: { requests: number; budgetMs: number },
): Promise<Sequential> {
  // Keep-alive over one socket, as a browser tab reuses its connection; a new one per run, since
  // the server closes a socket left idle for 5 s (a reused one could be reset as it is closed).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = async () => {
    const started = performance.now();
    const res = await send(agent, base, token, request);
    const ms = performance.now() - started;
    if (res.status < 200 || res.status > 299) {
      throw new Error(`${request.method} /api${request.path}: ${res.status} ${res.body.toString().slice(0, 300)}`);
    }
    return { ms, bytes: res.body.length };
  };
  const times: number[] = [];
  let bytes = 0;
  try {
    for (let i = 0; i < 3; i++) await once();
    const deadline = performance.now() + budgetMs;
    while (times.length < requests && (times.length < 3 || performance.now() < deadline)) {
      const res = await once();
      times.push(res.ms);
      bytes = res.bytes;
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99), count: times.length, bytes };
}

let loadThread: Worker | undefined;

/**
 * `connections` clients at once for `seconds`, with autocannon. It runs in a thread of its own
 * (bench/load.mjs, started once: starting autocannon's own workers costs over a second per run), so
 * that the load generator does not share the server's event loop. Throughput counts 2xx answers only.
 */
export async function measureConcurrent(
  base: string,
  token: string,
  request: Request,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Concurrent> {
  if (!loadThread) {
    loadThread = new Worker(new URL('./load.mjs', import.meta.url));
    loadThread.unref();
  }
  loadThread.postMessage({
    url: `${base}/api${request.path}`,
    method: request.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections,
    duration: seconds,
    // autocannon stops at a sampling tick (1 s by default): finer ones keep short runs short.
    sampleInt: 100,
  });
  const [result] = await once(loadThread, 'message');
  return result as Concurrent;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The rounds of one case on one size as one figure: the median of each measure; failures add up. */
export function medianOfRounds(rounds: Measured[]): Measured {
  const sequential: Sequential = {
    median: median(rounds.map((r) => r.sequential.median)),
    p99: median(rounds.map((r) => r.sequential.p99)),
    count: rounds.reduce((sum, r) => sum + r.sequential.count, 0),
    bytes: rounds[rounds.length - 1].sequential.bytes,
  };
  const concurrent = rounds.flatMap((r) => (r.concurrent ? [r.concurrent] : []));
  if (concurrent.length === 0) return { sequential };
  return {
    sequential,
    concurrent: {
      perSecond: median(concurrent.map((c) => c.perSecond)),
      p99: median(concurrent.map((c) => c.p99)),
      failed: concurrent.reduce((sum, c) => sum + c.failed, 0),
    },
  };
}
