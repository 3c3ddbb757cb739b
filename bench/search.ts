// Issue 17, search that scales: customer, list and conversation search over 50k customers and
// 1M messages (bench/search-server.ts), with one staff member searching and with 20 at once,
// each searcher sending its next search as soon as the previous one answers, through a mix of
// terms (names, accents, e-mail, phone digits, a two-letter term). Beside them, in the same run
// on the same server: the bare route, the customers page without a search, and the statements
// the searches ran before the trigram index (a LIKE scan). Goal: p95 ≤ 20 ms alone, ≤ 100 ms with 20.
// With 20 at once one process serves them all, statement by statement in turn: each search then
// takes about 20 times its own work, so the slowest kind of search in the mix sets the p95.
// `npx tsx bench/search.ts` runs it alone; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { LIST_PAGE_SIZE } from '@ponte/domain/lists';
import { benchEngine } from './db';
import { percentile, startBenchServer } from './lib';

export type LoadFigure = { title: string; searchers: number; rps: number; p50: number; p95: number; p99: number };
export type Sample = { path: string; ms: number };

const CUSTOMER_TERMS = [
  'joao',
  'Conceição',
  'araujo',
  'ana souza',
  'sebastiao rib',
  'silva12',
  'gmail',
  '98765',
  '(21) 9',
  'jo',
];
/** The top bar (issue 18): words in 200k to 1M messages, a product named in 200, nothing, names. */
const TOP_BAR_TERMS = [
  'preço do produto',
  'link com o valor',
  'produto 4321',
  'geladeira',
  'Conceição',
  'joao',
  'gostaria',
];
/** The lists screen's own request: a page of LIST_PAGE_SIZE lists. */
const LISTS = `/api/shopping-lists?limit=${LIST_PAGE_SIZE}&`;
const LIST_TERMS = ['eletronicos', 'roupas de mar', 'cosmeticos', 'Conceição', 'leticia al', 'relogios de ab', 'el'];

/** GET with a kept-alive socket; resolves with the status once the body is read. */
function get(agent: http.Agent, port: number, path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

/** `searchers` loops, each sending the next path as soon as the previous one answered, for `seconds`. */
export async function load(
  port: number,
  paths: string[],
  opts: { searchers: number; seconds: number; headers: Record<string, string> },
): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.searchers });
  const samples: Sample[] = [];
  const until = performance.now() + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.searchers }, async (_, searcher) => {
      for (let i = searcher; performance.now() < until; i++) {
        const path = paths[i % paths.length]!;
        const started = performance.now();
        const status = await get(agent, port, path, opts.headers);
        if (status !== 200) throw new Error(`${path}: status ${status}`);
        samples.push({ path, ms: performance.now() - started });
      }
    }),
  );
  agent.destroy();
  return samples;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
export function summarise(title: string, searchers: number, samples: Sample[], seconds: number): LoadFigure {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const p = (q: number) => round(percentile(sorted, q)!);
  return { title, searchers, rps: Math.round(samples.length / seconds), p50: p(50), p95: p(95), p99: p(99) };
}

export function printLoad(rows: LoadFigure[]) {
  console.log('what                                                  searchers    req/s   p50 ms   p95 ms   p99 ms');
  for (const r of rows)
    console.log(
      `${r.title.padEnd(54)} ${String(r.searchers).padStart(8)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)}`,
    );
}

/** Seeds and starts its own server, measures every row with 1 and with 20 searchers, stops it. */
export async function searchFigures(seconds: number): Promise<LoadFigure[]> {
  const server = await startBenchServer('./search-server.ts');
  const auth = { authorization: `Bearer ${server.token}` };
  const q = (terms: string[], route: string) => terms.map((term) => `${route}${encodeURIComponent(term)}`);
  // Without the term too short for a trigram, whose count reads every row (docs/0025).
  const indexed = (terms: string[]) => terms.filter((term) => term.length >= 3);
  const rows: Array<[string, string[], Record<string, string>]> = [
    ['bare route (baseline)', ['/bench/bare'], {}],
    ['customers page, no search (baseline)', ['/api/customers?page=1&limit=20'], auth],
    ['customers search (index)', q(CUSTOMER_TERMS, '/api/customers?limit=20&search='), auth],
    [
      'customers search, terms of 3+ characters (index)',
      q(indexed(CUSTOMER_TERMS), '/api/customers?limit=20&search='),
      auth,
    ],
    ['customers search, old LIKE statements', q(CUSTOMER_TERMS, '/bench/like/customers?search='), {}],
    [`lists page, no search (baseline: ${LIST_PAGE_SIZE} lists quoted)`, [`${LISTS}page=1`], auth],
    ['lists page of 50, no search (the page size before)', ['/api/shopping-lists?page=1&limit=50'], auth],
    ['lists search (index)', q(LIST_TERMS, `${LISTS}search=`), auth],
    ['lists search, terms of 3+ characters (index)', q(indexed(LIST_TERMS), `${LISTS}search=`), auth],
    ['lists search, old LIKE statements', q(LIST_TERMS, '/bench/like/lists?search='), {}],
    ['conversations search (index)', q(CUSTOMER_TERMS, '/api/conversations?limit=30&search='), auth],
    ['conversations search, old LIKE statement', q(CUSTOMER_TERMS, '/bench/like/conversations?search='), {}],
    ['top bar search, customers and messages (index)', q(TOP_BAR_TERMS, '/api/search?limit=8&q='), auth],
  ];
  const figures: LoadFigure[] = [];
  const perTerm: Sample[] = [];
  try {
    for (const [title, paths, headers] of rows)
      for (const searchers of [1, 20]) {
        await load(server.port, paths, { searchers, seconds: 1, headers }); // warm-up
        const samples = await load(server.port, paths, { searchers, seconds, headers });
        figures.push(summarise(title, searchers, samples, seconds));
        if (searchers === 1 && title.endsWith('search (index)')) perTerm.push(...samples);
      }
  } finally {
    await server.stop();
  }
  console.log('\none searcher, each term of the mixes (index)');
  console.log('route and term                                                 searches   p50 ms   p95 ms');
  const byPath = new Map<string, number[]>();
  for (const s of perTerm) (byPath.get(s.path) ?? byPath.set(s.path, []).get(s.path)!).push(s.ms);
  for (const [path, ms] of byPath) {
    const sorted = ms.sort((a, b) => a - b);
    const [p50, p95] = [50, 95].map((q) => String(round(percentile(sorted, q)!)).padStart(8));
    console.log(`${decodeURIComponent(path).padEnd(62)} ${String(ms.length).padStart(8)} ${p50} ${p95}`);
  }
  return figures;
}

/** The goal against the figures: p95 ≤ 20 ms with one searcher, ≤ 100 ms with 20. */
export function printGoals(figures: LoadFigure[]) {
  for (const f of figures.filter((f) => f.title.endsWith('(index)'))) {
    const limit = f.searchers === 1 ? 20 : 100;
    console.log(
      `goal ${f.title}, ${String(f.searchers).padStart(2)} searcher(s): p95 ${f.p95} ms ≤ ${limit} ms ${f.p95 <= limit ? 'met' : 'NOT MET'}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const figures = await searchFigures(seconds);
  const engine = await benchEngine();
  console.log(
    `\nsearch over 50k customers, 1M messages, 10k lists (${engine}), ${seconds}s a row, same server, same run`,
  );
  printLoad(figures);
  printGoals(figures);
}
