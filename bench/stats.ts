// The statistics screens over a year of a busy shop (bench/stats-server.ts: 50k customers, 1M
// messages, 50k sales, 20 attendants): GET /api/stats/{overview,chats,sales,productivity} for the
// default period (the last 30 shop days) and for a whole year, against the bare route of the same
// server in the same run. `npx tsx bench/stats.ts` runs it alone; on PostgreSQL with
// BENCH_DATABASE_URL=postgres://… (a database of its own on that server, dropped at the end).
import { pathToFileURL } from 'node:url';
import { benchEngine } from './db';
import { measure, printTable, startBenchServer, type Measure } from './lib';
import { daysAgo } from './seed-sales';

const ALL_ENDPOINTS = ['overview', 'chats', 'sales', 'productivity'] as const;
/** BENCH_STATS_ENDPOINTS=productivity,sales measures only those (the seed is the same). */
const ENDPOINTS = ALL_ENDPOINTS.filter(
  (name) => !process.env.BENCH_STATS_ENDPOINTS || process.env.BENCH_STATS_ENDPOINTS.split(',').includes(name),
);

/**
 * Until the server is idle (its event loop under 5% busy over 200 ms and, on PostgreSQL, none of
 * its statements running, twice in a row), at most two minutes.
 */
async function settled(port: number) {
  const until = Date.now() + 120_000;
  let idle = 0;
  while (idle < 2 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = (await (await fetch(`http://127.0.0.1:${port}/bench/busy`)).json()) as {
      utilization: number;
      active: number;
    };
    idle = busy.utilization < 0.05 && busy.active === 0 ? idle + 1 : 0;
  }
}

/** Seeds and starts its own server, measures, stops it; the rows start with the baseline. */
export async function statsFigures(opts: { duration: number; connections: number }): Promise<Measure[]> {
  const server = await startBenchServer('./stats-server.ts');
  try {
    // A year of chats takes a good part of a second a request on one SQLite connection: with 20
    // connections queued behind it the latency passes autocannon's 10-second default.
    const settle = () => settled(server.port);
    const o = { ...opts, headers: { authorization: `Bearer ${server.token}` }, timeout: 60, settle };
    const year = `start_date=${daysAgo(365)}&end_date=${daysAgo(0)}`;
    const bare = await measure(server.port, 'bare route (baseline)', '/bench/bare', { ...opts, settle });
    const rows: Measure[] = [];
    for (const name of ENDPOINTS) {
      // Issue 30's goals, with 20 at once: p95 ≤ 50 ms for 30 days, ≤ 100 ms for the whole year.
      const month = await measure(server.port, `stats ${name}, 30 days (default)`, `/api/stats/${name}`, {
        ...o,
        goal: 50,
      });
      const whole = await measure(server.port, `stats ${name}, whole year`, `/api/stats/${name}?${year}`, {
        ...o,
        goal: 100,
      });
      rows.push(month, whole);
      for (const r of [month, whole])
        console.log(`ratio ${r.title.padEnd(40)} / bare: ${(r.rps / bare.rps).toFixed(3)} (p99 ${r.p99} ms)`);
      console.log(`ratio stats ${name} year / 30 days: ${(whole.rps / month.rps).toFixed(3)} of the throughput`);
    }
    return [bare, ...rows];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const duration = Number(process.env.BENCH_SECONDS ?? 8);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const rows = await statsFigures({ duration, connections });
  console.log(`\n${connections} connections, ${duration}s each, same server, same run`);
  console.log(`statistics over a year of data (${await benchEngine()}: 50k customers, 1M messages, 50k sales)`);
  printTable(rows);
}
