// The sales screen over a year of sales (50k): its page, a filtered page, a deep page and the stats.
import { type BenchServer, measure, type Measure } from './lib';
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
    await measure(server.port, 'sales stats, 30 days', `/api/sales/stats?${month}`, o),
    await measure(server.port, 'sales stats, whole year (50k sales)', '/api/sales/stats', o),
  ];
  for (const r of rows)
    console.log(`ratio ${r.title.padEnd(40)} / bare: ${(r.rps / bare.rps).toFixed(3)} (p99 ${r.p99} ms)`);
  return rows;
}
