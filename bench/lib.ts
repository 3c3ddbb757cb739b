import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export type BenchServer = {
  port: number;
  token: string;
  apiKey: string;
  customerId: number;
  sellerId: number;
  stop: () => void;
};

/** Starts bench/server.ts in its own process so the load generator does not share its event loop. */
export async function startBenchServer(): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve) => lines.once('line', resolve));
  return {
    ...(JSON.parse(first) as Omit<BenchServer, 'stop'>),
    stop: () => {
      lines.close();
      child.kill('SIGTERM');
    },
  };
}

export type Measure = { title: string; rps: number; p50: number; p99: number };

export async function measure(
  port: number,
  title: string,
  path: string,
  opts: { headers?: Record<string, string>; duration: number; connections: number; expect?: number },
): Promise<Measure> {
  const base = { url: `http://127.0.0.1:${port}${path}`, connections: opts.connections, headers: opts.headers };
  await autocannon({ ...base, duration: 2 }); // warm-up
  const r = await autocannon({ ...base, duration: opts.duration, title });
  const wrong = opts.expect
    ? r.requests.total - (r.statusCodeStats?.[String(opts.expect) as '200']?.count ?? 0)
    : r.non2xx;
  if (wrong || r.errors) throw new Error(`${title}: ${wrong} unexpected statuses, ${r.errors} errors`);
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

export function printTable(rows: Measure[]) {
  console.log('route                                            req/s     p50 ms   p99 ms');
  for (const r of rows)
    console.log(
      `${r.title.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}`,
    );
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
