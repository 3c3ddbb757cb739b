// npm run bench: every figure is measured against a baseline in the same run on the same server.
//  1. authenticated GET /api/attendance/my-status vs a bare route;
//  2. the 3-second chat poll (GET /api/users/{id}) answered 304, and in full, vs the bare route;
//  3. the shopping lists page (50 lists hydrated with items, plans and quotes) and its search;
//  4. the sales page and stats over a year of sales (50k sales, 20 sellers);
//  5. inbound webhook → socket.io latency, 100 and 500 staff sockets × 20, 50, 100 messages/s (bench/realtime.ts);
//  6. the four statistics screens over a year (1M messages), on their own server (bench/stats.ts);
//  7. an e-mail campaign of 10,000 recipients to a local SMTP server vs a bare nodemailer loop (bench/campaign.ts);
//  8. customer, list and conversation search with 1 and 20 searchers, 50k customers and 1M messages, on their own
//     server, vs the bare route and the LIKE scan the searches were before their index (bench/search.ts).
//  9. the compressed JavaScript of the sign-in page and of the dashboard vs the whole build (bench/bundle.ts).
// 10. the chat panel's polls (my-queue, stats, waiting) with 20 at once against p95 ≤ 50 ms, the webhook's
//     'same text lately' lookup, and the server's peak memory while /sales.csv streams a year (bench/chats.ts).
import { benchEngine } from './db';
import { measure, printTable, startBenchServer } from './lib';
import { realtimeFigures } from './realtime';
import { salesFigures } from './sales';
import { statsFigures } from './stats';
import { campaignFigures } from './campaign';
import { bundleFigures } from './bundle';
import { chatFigures } from './chats';
import { printGoals, printLoad, searchFigures } from './search';

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

// SQLite, or PostgreSQL with BENCH_DATABASE_URL (each server seeds a database of its own there).
const engine = await benchEngine();
const server = await startBenchServer();
try {
  const auth = { authorization: `Bearer ${server.token}` };
  const opts = { duration, connections };
  const bare = await measure(server.port, 'bare route (baseline)', '/bench/bare', opts);
  const status = await measure(server.port, 'GET /api/attendance/my-status', '/api/attendance/my-status', {
    ...opts,
    headers: auth,
  });
  const etag =
    (await fetch(`http://127.0.0.1:${server.port}/api/users/${server.customerId}`, { headers: auth })).headers.get(
      'etag',
    ) ?? '';
  const poll304 = await measure(server.port, 'chat poll, unchanged (304)', `/api/users/${server.customerId}`, {
    ...opts,
    headers: { ...auth, 'if-none-match': etag },
    expect: 304,
  });
  const pollFull = await measure(server.port, 'chat poll, full (200, 50 messages)', `/api/users/${server.customerId}`, {
    ...opts,
    headers: auth,
  });
  const list = await measure(server.port, 'customers, page 1 of 50k', '/api/customers?page=1', {
    ...opts,
    headers: auth,
  });
  const search = await measure(server.port, "customers, search 'conceicao' in 50k", '/api/customers?search=conceicao', {
    ...opts,
    headers: auth,
  });
  const lists = await measure(server.port, 'shopping lists, page 1 (50 of 10k, quoted)', '/api/shopping-lists', {
    ...opts,
    headers: auth,
  });
  const listSearch = await measure(
    server.port,
    "shopping lists, search 'eletronicos'",
    '/api/shopping-lists?search=eletronicos',
    { ...opts, headers: auth },
  );
  const phone = await measure(
    server.port,
    "customers, search '(21) 9000' in 50k",
    `/api/customers?search=${encodeURIComponent('(21) 9000')}`,
    { ...opts, headers: auth },
  );

  console.log(`\n${connections} connections, ${duration}s each, same server, same run (${engine})\n`);
  printTable([bare, status, poll304, pollFull, list, search, phone, lists, listSearch]);
  console.log(`\nratio my-status / bare:         ${(status.rps / bare.rps).toFixed(2)} of the baseline throughput`);
  console.log(`ratio chat poll 304 / bare:     ${(poll304.rps / bare.rps).toFixed(2)}`);
  console.log(
    `ratio chat poll 304 / full 200: ${(poll304.rps / pollFull.rps).toFixed(2)}x the throughput of a full answer`,
  );
  console.log(
    `ratio lists page / bare:         ${(lists.rps / bare.rps).toFixed(3)} (50 lists with items and quotes per answer, p99 ${lists.p99} ms)`,
  );
  console.log(
    `ratio customer search / bare:   ${(search.rps / bare.rps).toFixed(3)} (p99 ${search.p99} ms with ${connections} concurrent searches)`,
  );

  console.log(`\nsales over a year of data (${engine})`);
  printTable(await salesFigures(server, opts, bare));

  console.log(`\nchat polls, the webhook lookup and the sales CSV (${engine}, 50k customers)`);
  await chatFigures(server, duration);

  await realtimeFigures(server, Math.max(3, Math.round(duration / 2)));
} finally {
  await server.stop();
}

// After the first server has stopped, so the two do not share the two cores.
console.log(`\nstatistics over a year of data (${engine}, own server: 50k customers, 1M messages, 50k sales)`);
printTable(await statsFigures({ duration, connections }));
await campaignFigures();

console.log(
  `\nsearch (${engine}, own server: 50k customers, 1M messages, 10k lists; p95 goal 20 ms alone, 100 ms with 20)`,
);
const search = await searchFigures(duration);
printLoad(search);
printGoals(search);
bundleFigures();
