// The server for bench/search.ts, in its own process and its own database: 50k customers (names,
// half with an e-mail), 1M messages, 10k shopping lists with three items each. SQLite by default;
// BENCH_DATABASE_URL=postgres://… seeds a database of its own on that server instead, dropped at the
// end (bench/db.ts).
// Besides the API it answers the search statements as they were before the trigram index (a LIKE
// scan of search_text), for the comparison.
import { customerSearchText } from '@ponte/domain/customers';
import { foldText, searchPattern } from '@ponte/domain/search';
import { phoneKey } from '@ponte/domain/phone';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { ensureMainAdmin } from '../apps/server/src/modules/users/bootstrap';
import { findStaffByUsername } from '../apps/server/src/modules/users/queries';
import { bulkInsert, timed } from './bulk';
import { openBenchDb } from './db';
import { oldSearches } from './search-like';

const CUSTOMERS = Number(process.env.BENCH_SEARCH_CUSTOMERS ?? 50_000);
const MESSAGES = Number(process.env.BENCH_SEARCH_MESSAGES ?? 1_000_000);
const LISTS = Number(process.env.BENCH_SEARCH_LISTS ?? 10_000);
const YEAR_MS = 365 * 86_400_000;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();

const bench = await openBenchDb('search');
const { db, handle, dir } = bench;
await ensureMainAdmin(db, { email: 'bench@ponte.local', password: 'bench-password' });

const first = ['Maria', 'João', 'Ana', 'José', 'Fernanda', 'Lucas', 'Júlia', 'Pedro', 'Beatriz', 'Rafael'];
first.push('Antônio', 'Francisca', 'Luiz', 'Adriana', 'Paulo', 'Márcia', 'Carlos', 'Aline', 'Sebastião', 'Patrícia');
first.push('Raimundo', 'Camila', 'Thiago', 'Letícia', 'Gabriel', 'Sônia', 'Marcelo', 'Larissa', 'Rodrigo', 'Vitória');
const last = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Conceição', 'Araújo', 'Gonçalves', 'Pereira', 'Lima'];
last.push('Ferreira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Carvalho', 'Gomes', 'Martins', 'Rocha');
last.push('Ribeiro', 'Alves', 'Monteiro', 'Mendes', 'Barros', 'Freitas', 'Barbosa', 'Pinto', 'Moura', 'Dias');
const domains = ['gmail.com', 'hotmail.com', 'yahoo.com.br', 'uol.com.br'];
/** A well-mixed 32-bit number per row, so names and phones are not in id order. */
const mix = (i: number) => Math.imul(i + 1, 2_654_435_761) >>> 0;

await timed(`search bench: ${CUSTOMERS} customers`, () =>
  bulkInsert(
    db,
    CUSTOMERS,
    2000, // 10 columns
    (i) => {
      const h = mix(i);
      const given = first[h % first.length]!;
      const family = last[(h >>> 8) % last.length]!;
      const name = `${given} ${last[(h >>> 16) % last.length]} ${family}`;
      const email = i % 2 === 0 ? `${foldText(given)}.${foldText(family)}${i % 1000}@${domains[i % 4]}` : null;
      // Unique 8-digit numbers (7,654,321 is coprime with 10^8), not in id order.
      const phone = `55${11 + (h % 80)}9${String((i * 7_654_321 + 12_345_678) % 100_000_000).padStart(8, '0')}`;
      return {
        name,
        phone,
        phone_key: phoneKey(phone),
        email,
        email_woocomerce: null,
        seller_id: null,
        created_at: iso(now - 2 * YEAR_MS + Math.floor((i * YEAR_MS) / CUSTOMERS)),
        last_activity: null,
        search_text: customerSearchText({ name, email, phone }),
      };
    },
    (tx, rows) => tx.insertInto('customers').values(rows).execute(),
  ),
);
const customerIds = (await db.selectFrom('customers').select('id').orderBy('id').execute()).map((r) => r.id);

// A million messages over the year, in time order; one customer in ten never wrote (not in the
// conversations), the others' last_activity is their last message.
const writers = customerIds.filter((_, i) => i % 10 !== 0);
await timed(`search bench: ${MESSAGES} messages`, () =>
  bulkInsert(
    db,
    MESSAGES,
    4000, // 7 columns
    (i) => {
      // The same few sentences (common words), each naming one of 5,000 products (rare terms).
      const content =
        i % 5 === 2
          ? `Claro! Segue o link com o valor do produto ${i % 5000}.`
          : `Olá, gostaria de saber o preço do produto ${i % 5000}`;
      return {
        customer_id: writers[Math.floor(i / 5) % writers.length]!,
        content,
        search_text: foldText(content),
        direction: i % 5 === 2 ? ('outgoing' as const) : ('incoming' as const),
        sender_id: null,
        external_id: null,
        created_at: iso(now - YEAR_MS + Math.floor((i * YEAR_MS) / MESSAGES)),
      };
    },
    (tx, rows) => tx.insertInto('messages').values(rows).execute(),
  ),
);
await timed('search bench: last_activity', () =>
  sql`update customers set last_activity = m.last from (select customer_id, max(created_at) as last from messages group by customer_id) as m where m.customer_id = customers.id`.execute(
    db,
  ),
);

const kinds = ['Eletrônicos', 'Roupas', 'Perfumes', 'Suplementos', 'Brinquedos', 'Calçados', 'Cosméticos', 'Relógios'];
const months = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro'];
await timed(`search bench: ${LISTS} lists`, () =>
  bulkInsert(
    db,
    LISTS,
    2000, // 6 columns
    (i) => {
      const name = `${kinds[mix(i) % kinds.length]} de ${months[i % months.length]}`;
      const at = iso(now - YEAR_MS + Math.floor((i * YEAR_MS) / LISTS));
      const customer_id = customerIds[(i * 5) % customerIds.length]!;
      return {
        customer_id,
        name,
        search_text: foldText(name),
        status: 'active' as const,
        created_at: at,
        updated_at: at,
      };
    },
    (tx, rows) => tx.insertInto('shopping_lists').values(rows).execute(),
  ),
);
const listIds = (await db.selectFrom('shopping_lists').select('id').orderBy('id').execute()).map((r) => r.id);
await timed(`search bench: ${LISTS * 3} list items`, () =>
  bulkInsert(
    db,
    listIds.length * 3,
    2000, // 10 columns
    (i) => ({
      list_id: listIds[Math.floor(i / 3)]!,
      product_id: String((i % 3) + 1),
      product_name: `Produto ${(i % 3) + 1}`,
      price_cents: 1999 * ((i % 3) + 1),
      quantity: (i % 3) + 1,
      product_sku: null,
      product_weight: '0.5',
      product_image: null,
      added_by: null,
      created_at: iso(now),
    }),
    (tx, rows) => tx.insertInto('shopping_list_items').values(rows).execute(),
  ),
);
// A running PostgreSQL has vacuumed and has statistics (autovacuum); a freshly seeded one not yet.
if (bench.postgres) await timed('search bench: vacuum analyze', bench.analyze);

const app = await buildApp({ db: handle, jwtSecret: 'b'.repeat(40), dataDir: dir, jobs: { autoStart: false } });
// Baseline: same Fastify instance, plugins and hooks chain, but no auth and no database.
app.get('/bench/bare', async () => ({ success: true, data: null }));
const old = oldSearches(db);
app.get<{ Querystring: { search: string } }>('/bench/like/customers', async (req) =>
  old.customers(searchPattern(req.query.search)),
);
app.get<{ Querystring: { search: string } }>('/bench/like/lists', async (req) =>
  old.lists(searchPattern(req.query.search)),
);
app.get<{ Querystring: { search: string } }>('/bench/like/conversations', async (req) =>
  old.conversations(searchPattern(req.query.search)),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await findStaffByUsername(db, 'onsolutions');
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: await app.signToken(admin!), apiKey: '', customerId: customerIds[0], sellerId: 0 })}\n`,
);
// On SIGTERM: the app closed, then the database removed or dropped.
bench.onStop(() => app.close());
