// The server under test, in its own process so the load generator does not share its event loop.
// SQLite by default; BENCH_DATABASE_URL=postgres://… seeds a database of its own on that server
// instead, dropped at the end (bench/db.ts).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { customerSearchText } from '@ponte/domain/customers';
import { foldText } from '@ponte/domain/search';
import { phoneKey } from '@ponte/domain/phone';
import { buildApp } from '../apps/server/src/app';
import { ensureMainAdmin } from '../apps/server/src/modules/users/bootstrap';
import { findOrCreateCustomer } from '../apps/server/src/modules/customers/service';
import { writeSetting } from '../apps/server/src/modules/settings/queries';
import { findStaffByUsername } from '../apps/server/src/modules/users/queries';
import { sql } from 'kysely';
import { brazilianCsv } from '../apps/server/src/lib/csv';
import { findRecentSame } from '../apps/server/src/modules/conversations/queries';
import { salesCsvColumns } from '../apps/server/src/modules/sales/csv';
import { listSales } from '../apps/server/src/modules/sales/queries';
import { toSale } from '../apps/server/src/modules/sales/service';
import { bulkInsert, timed } from './bulk';
import { openBenchDb } from './db';
import { seedSales } from './seed-sales';

const bench = await openBenchDb('server');
const { handle, dir } = bench;
await ensureMainAdmin(handle.db, { email: 'bench@ponte.local', password: 'bench-password' });
// A gateway key for the webhook, and one customer with a long chat for the poll benchmark.
const API_KEY = 'bench-gateway-key';
await writeSetting(handle.db, 'evolution_api_key', API_KEY, new Date().toISOString(), null);
const customer = await findOrCreateCustomer(handle.db, { phone: '5511999990000', name: 'Cliente Bench' });
// The 500 customers the realtime benchmark's webhooks write as; staff sockets open their chats.
const chatPhones = Array.from({ length: 500 }, (_, k) => `55119${10_000_000 + k}`);
const chatIds: number[] = [];
for (const phone of chatPhones) chatIds.push((await findOrCreateCustomer(handle.db, { phone, name: 'Bench' })).id);
const start = Date.parse('2026-01-01T00:00:00Z');
await handle.db
  .insertInto('messages')
  .values(
    Array.from({ length: 200 }, (_, i) => ({
      customer_id: customer.id,
      content: `Mensagem ${i} do histórico`,
      direction: i % 2 ? ('outgoing' as const) : ('incoming' as const),
      sender_id: null,
      external_id: null,
      created_at: new Date(start + i * 60_000).toISOString(),
    })),
  )
  .execute();
// Many customers, as a busy shop has, for the list and search benchmark.
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const first = ['Maria', 'João', 'Ana', 'José', 'Fernanda', 'Lucas', 'Júlia', 'Pedro', 'Beatriz', 'Rafael'];
const last = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Conceição', 'Araújo', 'Gonçalves', 'Pereira'];
for (let offset = 0; offset < CUSTOMERS; offset += 500) {
  const batch = Array.from({ length: Math.min(500, CUSTOMERS - offset) }, (_, k) => {
    const i = offset + k;
    const name = `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${i}`;
    const phone = `55${11 + (i % 80)}9${String(i).padStart(8, '0')}`;
    const activity = new Date(start + i * 1000).toISOString();
    return {
      name,
      phone,
      phone_key: phoneKey(phone),
      email: null,
      email_woocomerce: null,
      seller_id: null,
      created_at: activity,
      last_activity: activity,
      search_text: customerSearchText({ name, email: null, phone }),
    };
  });
  const ids = await handle.db.insertInto('customers').values(batch).returning('id').execute();
  await handle.db
    .insertInto('messages')
    .values(
      ids.flatMap(({ id }) =>
        [0, 1].map((n) => ({
          customer_id: id,
          content: `Olá ${n}`,
          direction: 'incoming' as const,
          sender_id: null,
          external_id: null,
          created_at: new Date(start).toISOString(),
        })),
      ),
    )
    .execute();
}
// One shopping list for every fifth customer, three items each, for the lists screen benchmark.
const customerIds = (await handle.db.selectFrom('customers').select('id').orderBy('id').execute()).map((r) => r.id);
const listCustomers = customerIds.filter((_, i) => i % 5 === 0);
for (let offset = 0; offset < listCustomers.length; offset += 500) {
  const batch = listCustomers.slice(offset, offset + 500).map((customerId, k) => {
    const at = new Date(start + (offset + k) * 1000).toISOString();
    const name = `Lista ${offset + k} ${k % 7 === 0 ? 'Eletrônicos' : 'Roupas'}`;
    return {
      customer_id: customerId,
      name,
      search_text: foldText(name),
      status: 'active' as const,
      created_at: at,
      updated_at: at,
    };
  });
  const lists = await handle.db.insertInto('shopping_lists').values(batch).returning('id').execute();
  await handle.db
    .insertInto('shopping_list_items')
    .values(
      lists.flatMap(({ id }) =>
        [1, 2, 3].map((n) => ({
          list_id: id,
          product_id: String(n),
          product_name: `Produto ${n}`,
          price_cents: 1999 * n,
          quantity: n,
          product_sku: null,
          product_weight: '0.5',
          product_image: null,
          added_by: null,
          created_at: new Date(start).toISOString(),
        })),
      ),
    )
    .execute();
}
// A year of sales from 20 sellers, for the sales screen benchmark.
const { sellerId } = await seedSales(handle.db, customerIds, Number(process.env.BENCH_SALES ?? 50_000));
const admin = await findStaffByUsername(handle.db, 'onsolutions');
// Chats in every state over the 50k customers (issue 30): one in ten with the bot off, half of those
// with an attendant (the admin has 100 of them: their queue), the other half waiting for one.
const sellers = (await handle.db.selectFrom('staff').select('id').where('username', 'like', 'vendedor%').execute()).map(
  (r) => r.id,
);
await sql`update customers set bot_enabled = 0, atendimento = case when id % 20 = 0 then 1 else 0 end,
  seller_id = case when id % 500 = 0 then ${admin!.id} when id % 20 = 0 then ${sql.lit(sellers[0]!)} + (id / 20) % ${sql.lit(sellers.length)} end
  where id % 10 = 0 and id > ${customer.id + chatPhones.length}`.execute(handle.db);
// A customer who has written every day for a year, 50k messages, for the 'same text lately' lookup.
const longChat = await findOrCreateCustomer(handle.db, { phone: '5511988887777', name: 'Cliente Antigo' });
const LONG_CHAT = 50_000;
const yearAgo = Date.now() - 365 * 86_400_000;
await bulkInsert(
  handle.db,
  LONG_CHAT,
  4000,
  (i) => ({
    customer_id: longChat.id,
    content: i % 2 ? 'Obrigado!' : 'Oi, tudo bem?',
    direction: i % 2 ? ('outgoing' as const) : ('incoming' as const),
    sender_id: null,
    external_id: null,
    created_at: new Date(yearAgo + Math.floor((i * 365 * 86_400_000) / LONG_CHAT)).toISOString(),
  }),
  (tx, rows) => tx.insertInto('messages').values(rows).execute(),
);
if (bench.postgres) await timed('bench server: vacuum analyze', bench.analyze);
const app = await buildApp({ db: handle, jwtSecret: 'b'.repeat(40), dataDir: dir, jobs: { autoStart: false } });
// BENCH_PER_MESSAGE_DEFLATE=1 turns socket.io's compression on (off by default), to measure what it costs.
// The option is read when engine.io builds its WebSocket server, so that is built again.
if (process.env.BENCH_PER_MESSAGE_DEFLATE === '1') {
  const engine = app.realtime.io.engine as unknown as { opts: { perMessageDeflate: unknown }; init: () => void };
  engine.opts.perMessageDeflate = { threshold: 0 };
  engine.init();
}
// Baseline: same Fastify instance, plugins and hooks chain, but no auth and no database.
app.get('/bench/bare', async () => ({ success: true, data: null }));
// The realtime benchmark's fan-out floor: one 'notification' to every staff socket, no database.
let broadcastId = 0;
app.post('/bench/broadcast', async (req) => {
  const { text } = req.body as { text: string };
  broadcastId += 1;
  app.realtime.toStaff('notification', {
    type: 'new_message',
    data: { message: text, userName: 'Bench', userId: 0, messageId: broadcastId, direction: 'incoming' },
  });
  return { success: true, data: null };
});
// CPU and event loop delay since the last call, and how busy the loop was (to wait for it to settle).
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
let cpuFrom = process.cpuUsage();
app.get('/bench/usage', async () => {
  const cpu = process.cpuUsage(cpuFrom);
  cpuFrom = process.cpuUsage();
  const lagP99 = lag.percentile(99) / 1e6;
  lag.reset();
  return { cpuMs: (cpu.user + cpu.system) / 1000, lagP99 };
});
let lastUse = performance.eventLoopUtilization();
app.get('/bench/busy', async () => {
  const use = performance.eventLoopUtilization(lastUse);
  lastUse = performance.eventLoopUtilization();
  return { utilization: use.utilization };
});
// The 'same text lately' lookup over the long chat: as the webhook runs it (migration 0049's index)
// and as it ran before, through messages_customer (customer_id, id), the customer's whole history.
const ECHO_WINDOW_MS = 10 * 60_000;
app.get('/bench/recent-same', async () => {
  const since = new Date(Date.now() - ECHO_WINDOW_MS).toISOString();
  return { found: (await findRecentSame(handle.db, longChat.id, 'incoming', 'Oi, tudo bem?', since)) ?? null };
});
// PostgreSQL has no index hints: direction and created_at are hidden from every index there
// (`|| ''`), so only customer_id can be sought and the customer's whole history is read as well.
app.get('/bench/recent-same-before', async () => {
  const since = new Date(Date.now() - ECHO_WINDOW_MS).toISOString();
  const { rows } = await (
    bench.postgres
      ? sql`select id from messages where customer_id = ${longChat.id} and direction || '' = 'incoming'
          and content = ${'Oi, tudo bem?'} and created_at || '' >= ${since} limit 1`
      : sql`select id from messages indexed by messages_customer where customer_id = ${longChat.id}
          and direction = 'incoming' and content = ${'Oi, tudo bem?'} and created_at >= ${since} limit 1`
  ).execute(handle.db);
  return { found: rows[0] ?? null };
});
// /sales.csv as it was built before streaming: the whole year read and written in memory at once.
app.get('/bench/sales-csv-in-memory', async (_req, reply) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .send(brazilianCsv(salesCsvColumns, (await listSales(handle.db, {})).map(toSale))),
);
// Peak memory while a download runs, sampled every 5 ms; reset (after a full collection when
// node runs with --expose-gc) before each one.
const peak = { rss: 0, heapUsed: 0 };
const sample = () => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
};
setInterval(sample, 5).unref();
app.post('/bench/memory/reset', async () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  Object.assign(peak, { rss: m.rss, heapUsed: m.heapUsed });
  return { ...peak };
});
app.get('/bench/memory/peak', async () => {
  sample();
  return { ...peak };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: await app.signToken(admin!), apiKey: API_KEY, customerId: customer.id, sellerId, chatIds, chatPhones })}\n`,
);
// On SIGTERM: the app closed, then the database removed or dropped.
bench.onStop(() => app.close());
