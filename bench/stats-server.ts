// The server for bench/stats.ts, in its own process and its own database: a year of a busy shop.
// 50k customers, 1M messages (customers, 20 attendants, the bot), 50k sales, shifts, the activity
// log and chat transfers, all spread over the last 365 days, then chat_responses backfilled.
// SQLite by default; BENCH_DATABASE_URL=postgres://… seeds a database of its own on that server
// instead, dropped at the end (bench/db.ts).
import { performance } from 'node:perf_hooks';
import { customerSearchText } from '@ponte/domain/customers';
import { phoneKey } from '@ponte/domain/phone';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { backfillChatResponses } from '../apps/server/src/db/migrations/0019-chat-statistics';
import { foldChatDayDeltas } from '../apps/server/src/modules/chats/service';
import { foldCustomerDayDeltas } from '../apps/server/src/modules/customers/service';
import { foldActivityDeltas } from '../apps/server/src/modules/logs/service';
import { ensureMainAdmin } from '../apps/server/src/modules/users/bootstrap';
import { findStaffByUsername } from '../apps/server/src/modules/users/queries';
import { bulkInsert, timed as timedAs } from './bulk';
import { openBenchDb } from './db';
import { seedSales } from './seed-sales';

const CUSTOMERS = Number(process.env.BENCH_STATS_CUSTOMERS ?? 50_000);
const MESSAGES = Number(process.env.BENCH_STATS_MESSAGES ?? 1_000_000);
const SALES = Number(process.env.BENCH_STATS_SALES ?? 50_000);
const ACTIVITIES = Number(process.env.BENCH_STATS_ACTIVITIES ?? 200_000);
const TRANSFERS = Number(process.env.BENCH_STATS_TRANSFERS ?? 6_000);
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const timed = <T>(what: string, work: () => Promise<T>) => timedAs(`stats bench: ${what}`, work);

const bench = await openBenchDb('stats');
const { db, handle, dir } = bench;
await ensureMainAdmin(db, { email: 'bench@ponte.local', password: 'bench-password' });

// Customers registered over the last two years (so about half before the year), a third with the
// bot (closed chats), the rest waiting or with an attendant (set below, once the staff exist).
const first = ['Maria', 'João', 'Ana', 'José', 'Fernanda', 'Lucas', 'Júlia', 'Pedro', 'Beatriz', 'Rafael'];
const last = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Conceição', 'Araújo', 'Gonçalves', 'Pereira'];
await timed(`${CUSTOMERS} customers`, () =>
  bulkInsert(
    db,
    CUSTOMERS,
    2000, // 11 columns
    (i) => {
      const name = `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${i}`;
      const phone = `55${11 + (i % 80)}9${String(i).padStart(8, '0')}`;
      return {
        name,
        phone,
        phone_key: phoneKey(phone),
        email: null,
        email_woocomerce: null,
        seller_id: null,
        bot_enabled: i % 3 === 0 ? 1 : 0,
        atendimento: 0,
        created_at: iso(now - 2 * YEAR_MS + Math.floor((i * 2 * YEAR_MS) / CUSTOMERS)),
        last_activity: iso(now - (i % 1000) * 60_000),
        search_text: customerSearchText({ name, email: null, phone }),
      };
    },
    (tx, rows) => tx.insertInto('customers').values(rows).execute(),
  ),
);
const customerIds = (await db.selectFrom('customers').select('id').orderBy('id').execute()).map((r) => r.id);

// 20 sellers and a year of sales (bench/seed-sales.ts); the sellers are the attendants below.
await timed(`${SALES} sales`, () => seedSales(db, customerIds, SALES));
const staff = (
  await db.selectFrom('staff').select('id').where('username', 'like', 'vendedor%').orderBy('id').execute()
).map((r) => r.id);
// Half of the bot-off customers are with an attendant, in attendance (the 'active' status).
for (const [k, id] of staff.entries())
  await sql`update customers set seller_id = ${id}, atendimento = 1 where bot_enabled = 0 and id % ${2 * staff.length} = ${k}`.execute(
    db,
  );

// A million messages in exchanges of five, one exchange every ~2.6 minutes over the year, in time
// order per customer (the backfill pairs questions and answers by id): the customer writes twice,
// is answered, thanks and is answered again. Three exchanges in five are answered by an attendant
// (sender_id set) after 2 minutes to 6 hours, the others by the bot (outgoing, no sender).
const PER_EXCHANGE = 5;
const exchanges = Math.ceil(MESSAGES / PER_EXCHANGE);
const delays = [90, 240, 600, 1200, 2400, 5400, 10_800, 21_600];
const texts = [
  'Olá, gostaria de saber o preço do produto',
  'Vocês entregam em São Paulo?',
  'Obrigado!',
  'Qual o prazo de entrega para o Rio de Janeiro?',
  'Pode me mandar o link do pagamento?',
];
await timed(`${MESSAGES} messages`, () =>
  bulkInsert(
    db,
    MESSAGES,
    5000, // 6 columns
    (i) => {
      const e = Math.floor(i / PER_EXCHANGE);
      const step = i % PER_EXCHANGE;
      const t = now - YEAR_MS + Math.floor((e * YEAR_MS) / exchanges);
      const byStaff = e % 5 < 3;
      const delay = delays[(e * 31) % delays.length]! + (e % 60);
      const at = [t, t + 30_000, t + delay * 1000, t + delay * 1000 + 60_000, t + delay * 1000 + 120_000][step]!;
      const reply = step === 2 || step === 4;
      return {
        // Consecutive exchanges of one customer are ~91 days apart: ids stay in time order per customer.
        customer_id: customerIds[(e * 7) % customerIds.length]!,
        content: reply ? (byStaff ? 'Claro! Segue o link com o valor.' : 'Sou o assistente virtual.') : texts[i % 5]!,
        direction: reply ? ('outgoing' as const) : ('incoming' as const),
        sender_id: reply && byStaff ? staff[e % staff.length]! : null,
        external_id: null,
        created_at: iso(Math.min(at, now - 1000)),
      };
    },
    (tx, rows) => tx.insertInto('messages').values(rows).execute(),
  ),
);

// Chats passed from one attendant to another.
await timed(`${TRANSFERS} chat transfers`, () =>
  bulkInsert(
    db,
    TRANSFERS,
    4000, // 5 columns
    (i) => ({
      customer_id: customerIds[(i * 13 + 1) % customerIds.length]!,
      from_staff_id: staff[i % staff.length]!,
      to_staff_id: staff[(i + 1) % staff.length]!,
      transferred_by: staff[i % staff.length]!,
      created_at: iso(now - YEAR_MS + Math.floor((i * YEAR_MS) / TRANSFERS)),
    }),
    (tx, rows) => tx.insertInto('chat_transfers').values(rows).execute(),
  ),
);

// Shifts: each attendant five days a week from 08:00 in São Paulo (11:00 UTC), 8 to 9 hours.
const today = Math.floor(now / DAY_MS) * DAY_MS;
const shifts = Array.from({ length: 365 }, (_, d) => d).flatMap((d) =>
  staff.flatMap((userId, k) => {
    if ((d + k) % 7 >= 5) return [];
    const clockIn = today - d * DAY_MS + 11 * 3_600_000 + k * 300_000;
    const hours = 8 + ((d * 7 + k) % 5) / 4;
    const clockOut = clockIn + hours * 3_600_000;
    if (clockOut > now) return [];
    return [{ user_id: userId, clock_in: iso(clockIn), clock_out: iso(clockOut), total_hours: hours }];
  }),
);
await timed(`${shifts.length} shifts`, () =>
  bulkInsert(
    db,
    shifts.length,
    4000, // 5 columns
    (i) => ({ ...shifts[i]!, status: 'finished' as const }),
    (tx, rows) => tx.insertInto('attendance').values(rows).execute(),
  ),
);

// The activity log: productivity reads some actions on some entities; the rest is noise it skips.
const actions = ['create', 'update', 'update', 'login', 'logout', 'delete', 'export'];
const entities = ['chat', 'sale', 'attendance', 'user', 'customer', 'chat', 'settings', 'shopping_list'];
await timed(`${ACTIVITIES} activity log rows`, () =>
  bulkInsert(
    db,
    ACTIVITIES,
    4000, // 7 columns
    (i) => {
      const action = actions[i % actions.length]!;
      const entity = action === 'login' || action === 'logout' ? 'user' : entities[(i * 3) % entities.length]!;
      return {
        user_id: i % 11 === 0 ? null : staff[i % staff.length]!,
        action,
        entity_type: entity,
        entity_id: String(i % 50_000),
        details: entity === 'chat' ? JSON.stringify({ assigned_to: staff[i % staff.length] }) : null,
        ip_address: '10.0.0.1',
        created_at: iso(now - YEAR_MS + Math.floor((i * YEAR_MS) / ACTIVITIES)),
      };
    },
    (tx, rows) => tx.insertInto('activity_log').values(rows).execute(),
  ),
);

// The server folds the productivity summary's and the chat days' pending changes every minute
// (docs/0054, docs/0057): the seed's are folded before measuring, as a running server would have.
await timed('activity summary fold', () => foldActivityDeltas(db, bench.postgres ? 'postgres' : 'sqlite'));
await timed('chat day summary fold', () => foldChatDayDeltas(db, bench.postgres ? 'postgres' : 'sqlite'));
await timed('customer day summary fold', () => foldCustomerDayDeltas(db, bench.postgres ? 'postgres' : 'sqlite'));

const answered = await timed('backfillChatResponses', () => backfillChatResponses(db));
console.error(`stats bench: ${answered} answered questions in chat_responses`);
if (bench.postgres) await timed('vacuum analyze', bench.analyze);

const app = await buildApp({ db: handle, jwtSecret: 'b'.repeat(40), dataDir: dir, jobs: { autoStart: false } });
// Baseline: same Fastify instance, plugins and hooks chain, but no auth and no database.
app.get('/bench/bare', async () => ({ success: true, data: null }));
// How busy the event loop was since the last call (0 to 1). autocannon stops with requests in
// flight, which the server still works on (SQLite serves all of them in turn, on the event loop), so
// a slow route would eat into the next figure: bench/stats.ts waits until this falls to nothing.
// On PostgreSQL those statements run in its own processes, not on this loop: `active` counts the
// ones still running in the bench's database, and bench/stats.ts waits for none as well.
let lastUse = performance.eventLoopUtilization();
app.get('/bench/busy', async () => {
  const use = performance.eventLoopUtilization(lastUse);
  lastUse = performance.eventLoopUtilization();
  if (!bench.postgres) return { utilization: use.utilization, active: 0 };
  const { rows } = await sql<{ active: number }>`select count(*)::int as active from pg_stat_activity
    where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`.execute(db);
  return { utilization: use.utilization, active: rows[0]!.active };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await findStaffByUsername(db, 'onsolutions');
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: await app.signToken(admin!), apiKey: '', customerId: customerIds[0], sellerId: staff[1] })}\n`,
);
// On SIGTERM: the app closed, then the database (a quarter of a gigabyte a run) removed or dropped.
bench.onStop(() => app.close());
