// The sales screen over a year of sales (50k): its page, a filtered page, a deep page and the stats.
// `npx tsx bench/sales.ts` runs it alone (BENCH_SALES, BENCH_CUSTOMERS: a smaller shop; BENCH_DATABASE_URL:
// on PostgreSQL).
import { pathToFileURL } from 'node:url';
import { benchEngine } from './db';
import { type BenchServer, measure, type Measure, printTable, startBenchServer } from './lib';
import { daysAgo } from './seed-sales';

export async function salesFigures(
  server: BenchServer,
  opts: { duration: number; connections: number },
  bare: Measure,
): Promise<Measure[]> {
  const o = { ...opts, headers: { authorization: `Bearer ${server.token}` } };
  const month = `start_date=${daysAgo(30)}&end_date=${daysAgo(0)}`;
  const rows = [
    await measure(server.port, 'sales, page 1 of 50k', '/api/sales', o),
    await measure(
      server.port,
      'sales, one seller, confirmed, 30 days',
      `/api/sales?status=confirmed&seller_id=${server.sellerId}&${month}`,
      o,
    ),
    await measure(server.port, 'sales, page 2000 of 2500 (deep)', '/api/sales?page=2000', o),
    // Issue 30's goals, with 20 at once: p95 ≤ 50 ms for 30 days, ≤ 100 ms for the whole year.
    await measure(server.port, 'sales stats, 30 days', `/api/sales/stats?${month}`, { ...o, goal: 50 }),
    await measure(server.port, 'sales stats, whole year (50k sales)', '/api/sales/stats', { ...o, goal: 100 }),
  ];
  for (const r of rows)
    console.log(`ratio ${r.title.padEnd(40)} / bare: ${(r.rps / bare.rps).toFixed(3)} (p99 ${r.p99} ms)`);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const duration = Number(process.env.BENCH_SECONDS ?? 8);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const server = await startBenchServer();
  try {
    const opts = { duration, connections };
    const bare = await measure(server.port, 'bare route (baseline)', '/bench/bare', opts);
    const rows = await salesFigures(server, opts, bare);
    console.log(`\n${connections} connections, ${duration}s each, same server, same run`);
    console.log(`sales over a year of data (${await benchEngine()})`);
    printTable([bare, ...rows]);
  } finally {
    await server.stop();
  }
}
