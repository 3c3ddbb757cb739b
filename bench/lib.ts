import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { benchEngine } from './db';

export type BenchServer = {
  port: number;
  token: string;
  apiKey: string;
  customerId: number;
  sellerId: number;
  /** bench/server.ts only: the customers the realtime benchmark writes as, and their phones. */
  chatIds?: number[];
  chatPhones?: string[];
  /** SIGTERM; resolves once the server has exited (its database closed, dropped on PostgreSQL). */
  stop: () => Promise<void>;
};

/**
 * Starts bench/server.ts (or another server script of bench/) in its own process so the load
 * generator does not share its event loop; it answers once seeded, with its first stdout line.
 * With BENCH_DATABASE_URL set, its PostgreSQL server is reached first (benchEngine exits 1 if not).
 */
export async function startBenchServer(script = './server.ts'): Promise<BenchServer> {
  await benchEngine();
  // BENCH_SERVER_FLAGS: extra node flags for the server only (e.g. --cpu-prof to profile it).
  // --expose-gc: a memory figure starts from a collected heap (bench/chats.ts).
  const flags = ['--expose-gc', ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', new URL(script, import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
  return {
    ...(JSON.parse(first) as Omit<BenchServer, 'stop'>),
    stop: async () => {
      lines.close();
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `goal`: the p95 the figure must stay under (ms), printed beside it. */
export type Measure = { title: string; rps: number; p50: number; p95: number; p99: number; goal?: number };

export async function measure(
  port: number,
  title: string,
  path: string,
  opts: {
    headers?: Record<string, string>;
    duration: number;
    connections: number;
    expect?: number;
    /** Seconds before autocannon counts a request as an error (its default is 10). */
    timeout?: number;
    /**
     * Waits until the server is idle: autocannon stops with up to `connections` requests in flight,
     * which the server still works on; slow routes would otherwise eat into the next figure.
     */
    settle?: () => Promise<void>;
    /** The p95 goal of the figure (ms). */
    goal?: number;
  },
): Promise<Measure> {
  const base = {
    url: `http://127.0.0.1:${port}${path}`,
    connections: opts.connections,
    headers: opts.headers,
    ...(opts.timeout ? { timeout: opts.timeout } : {}),
  };
  await autocannon({ ...base, duration: 2 }); // warm-up
  await opts.settle?.();
  // autocannon reports p90 and p97.5 but no p95: each response's time is kept to compute it.
  const times: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...base, duration: opts.duration, title }, (err, result) =>
      err ? reject(err as Error) : resolve(result),
    );
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  await opts.settle?.();
  const wrong = opts.expect
    ? r.requests.total - (r.statusCodeStats?.[String(opts.expect) as '200']?.count ?? 0)
    : r.non2xx;
  if (wrong || r.errors) throw new Error(`${title}: ${wrong} unexpected statuses, ${r.errors} errors`);
  const p95 = Math.round(
    percentile(
      times.sort((a, b) => a - b),
      95,
    ) ?? 0,
  );
  return {
    title,
    rps: r.requests.average,
    p50: r.latency.p50,
    p95,
    p99: r.latency.p99,
    ...(opts.goal ? { goal: opts.goal } : {}),
  };
}

export function printTable(rows: Measure[]) {
  console.log('route                                            req/s     p50 ms   p95 ms   p99 ms   goal');
  for (const r of rows)
    console.log(
      `${r.title.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)}   ${r.goal ? `p95 ≤ ${r.goal} ms ${r.p95 <= r.goal ? 'met' : 'NOT MET'}` : ''}`,
    );
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
