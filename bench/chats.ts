// Issue 30, the chat screens' polls and what the webhook and the sales CSV cost, on bench/server.ts
// (50k customers, one in ten with the bot off: 2,500 waiting, 2,500 with an attendant, 100 of them
// the admin's queue; a year of sales; one customer with 50k messages):
//  - /chats/my-queue, /chats/stats, /chats/waiting answered in full, 20 pollers at once, p50/p95/p99
//    beside the goal (p95 ≤ 50 ms), and the 304 each answers while nothing changed;
//  - the webhook's 'same text lately' lookup over the 50k-message chat, through its index and as
//    before (the customer's whole history), 20 at once;
//  - the server's peak memory while /sales.csv downloads the whole year (streamed), against an
//    empty export (the baseline) and the file built in memory as before.
// `npx tsx bench/chats.ts` runs it alone (BENCH_SECONDS, BENCH_CUSTOMERS, BENCH_SALES size it;
// BENCH_DATABASE_URL: on PostgreSQL).
import { pathToFileURL } from 'node:url';
import { benchEngine } from './db';
import { type BenchServer, startBenchServer } from './lib';
import { load, printLoad, summarise, type LoadFigure } from './search';

const GOAL_P95_MS = 50;
const POLLERS = 20;

export async function chatFigures(server: BenchServer, seconds: number) {
  const auth = { authorization: `Bearer ${server.token}` };
  const rows: Array<[string, string, Record<string, string>]> = [
    ['bare route (baseline)', '/bench/bare', {}],
    ['GET /api/chats/my-queue (100 chats)', '/api/chats/my-queue', auth],
    ['GET /api/chats/stats', '/api/chats/stats', auth],
    ['GET /api/chats/waiting (100 of 2,500)', '/api/chats/waiting', auth],
    ["'same text lately', 50k-message chat (index)", '/bench/recent-same', {}],
    ["'same text lately', as before (whole history)", '/bench/recent-same-before', {}],
  ];
  const figures: LoadFigure[] = [];
  for (const [title, path, headers] of rows) {
    await load(server.port, [path], { searchers: POLLERS, seconds: 1, headers }); // warm-up
    figures.push(
      summarise(title, POLLERS, await load(server.port, [path], { searchers: POLLERS, seconds, headers }), seconds),
    );
  }
  for (const path of ['/api/chats/my-queue', '/api/chats/stats', '/api/chats/waiting']) {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: auth });
    const etag = res.headers.get('etag');
    await res.arrayBuffer();
    const again = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      headers: { ...auth, 'if-none-match': etag ?? '' },
    });
    console.log(`${path}: ETag ${etag ? 'yes' : 'NO'}, unchanged poll answers ${again.status}`);
  }
  console.log(
    `\nchat polls and the webhook lookup (${await benchEngine()}), ${POLLERS} at once, ${seconds}s a row, same server, same run`,
  );
  printLoad(figures);
  const bare = figures[0]!;
  for (const f of figures.slice(1, 4))
    console.log(
      `goal ${f.title.padEnd(40)} p95 ${f.p95} ms ≤ ${GOAL_P95_MS} ms ${f.p95 <= GOAL_P95_MS ? 'met' : 'NOT MET'} (${(f.rps / bare.rps).toFixed(3)} of the bare route's throughput)`,
    );
  const [lookup, before] = [figures[4]!, figures[5]!];
  console.log(
    `ratio 'same text lately' index / before: ${(lookup.rps / before.rps).toFixed(1)}x the throughput, p95 ${lookup.p95} vs ${before.p95} ms`,
  );
  await csvMemory(server);
}

type Peak = { rss: number; heapUsed: number };
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

type Download = Awaited<ReturnType<typeof download>>;

/** Downloads `path` once, reading it as it arrives; the server's memory peak above its state before. */
async function download(server: BenchServer, path: string) {
  const base = `http://127.0.0.1:${server.port}`;
  const before = (await (await fetch(`${base}/bench/memory/reset`, { method: 'POST' })).json()) as Peak;
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${server.token}` } });
  if (res.status !== 200) throw new Error(`${path}: status ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - started;
  const peak = (await (await fetch(`${base}/bench/memory/peak`)).json()) as Peak;
  return { bytes, ms, rss: peak.rss - before.rss, heap: peak.heapUsed - before.heapUsed };
}

async function csvMemory(server: BenchServer) {
  const rows: Array<[string, string]> = [
    ['empty export (baseline)', '/api/sales.csv?start_date=2000-01-01&end_date=2000-01-31'],
    ['whole year, streamed', '/api/sales.csv'],
    ['whole year, built in memory (before)', '/bench/sales-csv-in-memory'],
  ];
  console.log(
    `\n/api/sales.csv, a year of sales (${await benchEngine()}): server memory above its state before the download`,
  );
  console.log('what                                      bytes     ms   peak rss +MB   peak heap +MB');
  const figures: Download[] = [];
  for (const [title, path] of rows) {
    await download(server, path); // warm-up
    const f = await download(server, path);
    figures.push(f);
    console.log(
      `${title.padEnd(38)} ${String(f.bytes).padStart(9)} ${f.ms.toFixed(0).padStart(6)} ${mb(f.rss).padStart(14)} ${mb(f.heap).padStart(15)}`,
    );
  }
  const [empty, streamed, inMemory] = figures as [Download, Download, Download];
  const over = (f: { heap: number }) => Math.max(f.heap - empty.heap, 0);
  console.log(
    `ratio heap above the empty export: streamed ${mb(over(streamed))} MB, in memory ${mb(over(inMemory))} MB (${(over(inMemory) / Math.max(over(streamed), 1)).toFixed(1)}x); file ${mb(streamed.bytes)} MB`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const server = await startBenchServer();
  try {
    await chatFigures(server, Number(process.env.BENCH_SECONDS ?? 8));
  } finally {
    await server.stop();
  }
}
