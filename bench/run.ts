// npm run bench: authenticated GET /api/attendance/my-status against a bare route of the same
// server, both measured in this run; prints requests/s, p50/p99 latency and the ratio.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const child = spawn(process.execPath, ['--import', 'tsx', new URL('./server.ts', import.meta.url).pathname], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = createInterface({ input: child.stdout! });
const first = await new Promise<string>((resolve) => lines.once('line', resolve));
const { port, token } = JSON.parse(first) as { port: number; token: string };

async function measure(title: string, path: string, headers: Record<string, string> = {}) {
  const opts = { url: `http://127.0.0.1:${port}${path}`, connections, headers };
  await autocannon({ ...opts, duration: 2 }); // warm-up
  const r = await autocannon({ ...opts, duration, title });
  if (r.non2xx || r.errors) throw new Error(`${title}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

try {
  const bare = await measure('bare route (baseline)', '/bench/bare');
  const status = await measure('GET /api/attendance/my-status', '/api/attendance/my-status', { authorization: `Bearer ${token}` });
  console.log(`\n${connections} connections, ${duration}s each, same server, same run\n`);
  console.log('route                                  req/s     p50 ms   p99 ms');
  for (const r of [bare, status]) {
    console.log(`${r.title.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}`);
  }
  console.log(`\nratio my-status / bare: ${(status.rps / bare.rps).toFixed(2)} of the baseline throughput`);
} finally {
  lines.close();
  child.kill('SIGTERM');
}
