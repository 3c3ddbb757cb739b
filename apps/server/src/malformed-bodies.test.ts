import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { httpErrorText } from '@ponte/domain/api';
import { FailSchema } from '@ponte/domain/errors';
import type { Role } from '@ponte/domain/roles';
import { bearer, buildTestApp, configureGateway } from '../test/helpers';
import { EVOLUTION_KEY } from '../test/fakes/evolution';
import { refusalText } from './modules/gateway/webhook-refusals';

/*
 * Property: for every JSON route of the OpenAPI document, as every role and without a token,
 * a generated malformed body never answers 5xx and never changes a row unless the call
 * succeeded (a body valid by chance may do what it says).
 */

/** Bodies per route and caller; 29 routes × 4 callers × 10 takes about 10 s on SQLite (MALFORMED_RUNS=150 was run clean too). */
const RUNS = Number(process.env.MALFORMED_RUNS ?? 10);

const t = await buildTestApp({ loginRateLimit: 1_000_000 });
afterAll(() => t.close());

const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), payload });

// Ids for path parameters: each route gets a row of its own kind that exists.
const operador = await t.staff('operador');
const trainee = await t.staff('trainee');
const customer = (await admin('POST', '/api/customers', { phone: '5511955550001', name: 'Cliente Propriedade' })).json()
  .data;
const list = (await admin('POST', '/api/shopping-lists', { user_id: customer.id, name: 'Lista Propriedade' })).json()
  .data;
await admin('POST', '/api/shopping-lists/add-product', {
  list_id: list.id,
  product_name: 'Tênis',
  product_price: 100,
  quantity: 1,
});
const checkout = (await admin('POST', '/api/checkout/create-session', { shopping_list_id: list.id })).json().data;
// A sale to change the status of (sales are written by the checkout; the test writes the row).
const sale = await t.db
  .insertInto('sales')
  .values({
    customer_id: customer.id,
    seller_id: operador.id,
    total_usd_cents: 1000,
    total_brl_cents: 5900,
    payment_method: 'pix',
    status: 'confirmed',
    created_at: new Date().toISOString(),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const plan = (
  await admin('POST', '/api/subscriptions', { name: 'Plano Propriedade', price_monthly: 10, max_weight_kg: 5 })
).json().data;
const rule = (
  await admin('POST', '/api/commissions/rules', { name: 'Regra Propriedade', min_value: 0, percentage: 5 })
).json().data;
const quickReply = (
  await admin('POST', '/api/quick-replies', { shortcut: 'propriedade', content: 'Oi', shared: true })
).json().data;
const label = (await admin('POST', '/api/labels', { name: 'Propriedade', color: 'teal' })).json().data;
// The gateway webhook takes no role: its bodies are sent with the gateway's key, so they reach the parser and the store.
await configureGateway(t, {
  url: 'http://127.0.0.1:9',
  apiKey: EVOLUTION_KEY,
  webhookChatUrl: 'http://127.0.0.1:9/bot',
});
const extraHeaders = (path: string): Record<string, string> =>
  path === '/api/webhook/evolution' ? { apikey: EVOLUTION_KEY } : {};

function fillPath(path: string): string {
  return path
    .replace(/^\/api\/users\/\{id\}$/, `/api/users/${operador.id}`)
    .replace('/api/users/{id}/', `/api/users/${customer.id}/`)
    .replace('/api/subscriptions/{id}', `/api/subscriptions/${plan.id}`)
    .replace('/api/commissions/rules/{id}', `/api/commissions/rules/${rule.id}`)
    .replace('/api/sales/{id}', `/api/sales/${sale.id}`)
    .replace('/api/quick-replies/{id}', `/api/quick-replies/${quickReply.id}`)
    .replace('/api/labels/{id}', `/api/labels/${label.id}`)
    .replace('/api/customers/{id}/', `/api/customers/${customer.id}/`)
    .replace('/api/shopping-lists/{id}', `/api/shopping-lists/${list.id}`)
    .replace('{token}', checkout.token)
    .replace(/\{[^}]+\}/g, '1');
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(
      ([method, op]) => ['post', 'put', 'patch'].includes(method) && op.requestBody?.content?.['application/json'],
    )
    .map(([method, op]) => ({
      method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH',
      path,
      schema: op.requestBody!.content!['application/json'].schema ?? {},
    })),
);

/** A plausible value of a schema: the starting point that one wrong field is put into. */
function plausible(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 4) return null;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (alt) return plausible(alt, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' || s.properties)
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]));
  if (type === 'array') return [plausible(s.items, depth + 1)];
  if (type === 'string') return 'a';
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return null;
}

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: [nested(depth - 1)] });

/** Values that break naive code: bounds of numbers, numbers as text, huge and odd strings, wrong shapes. */
const hostile = fc.oneof(
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -1,
    0,
    1.5,
    2 ** 31,
    '0x10',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e308',
    '1,5',
    '',
    ' ',
    '\u0000',
    'x'.repeat(100_000),
    [],
    {},
    null,
    true,
    false,
    '__proto__',
  ),
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: 20, max: 400 }).map(nested),
);

/** Every key path inside a plausible body, nested ones included ('data.key.fromMe'). */
function keyPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...keyPaths(v, [...prefix, k])]);
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/**
 * Realistic bodies for routes whose schema cannot say their shape (the webhook reads `data`
 * only for `messages.upsert`); the generator breaks them one field at a time.
 */
const realistic: Record<string, unknown> = {
  '/api/webhook/evolution': {
    event: 'messages.upsert',
    instance: 'ponte',
    data: {
      key: { remoteJid: '5511955550002@s.whatsapp.net', fromMe: false, id: 'PROP1' },
      pushName: 'Maria',
      message: { conversation: 'Oi', imageMessage: { caption: 'foto', mimetype: 'image/png' }, base64: 'iVBORw0KGgo=' },
      messageType: 'conversation',
      messageTimestamp: 1717000000,
    },
  },
};

/** One malformed body for a route: its raw JSON text (so literals JSON.stringify cannot write, such as 1e400, are possible). */
function malformedBody(path: string, schema: JsonSchema): fc.Arbitrary<string> {
  const base = realistic[path] ?? plausible(schema);
  const paths = keyPaths(base);
  const keys = Object.keys(base ?? {});
  const anything = fc.jsonValue().map((v) => JSON.stringify(v));
  const wrongField = paths.length
    ? fc.tuple(fc.constantFrom(...paths), hostile).map(([at, value]) => JSON.stringify(withValueAt(base, at, value)))
    : anything;
  const everyFieldWrong = keys.length
    ? fc
        .tuple(...keys.map(() => hostile))
        .map((values) => JSON.stringify(Object.fromEntries(keys.map((k, i) => [k, values[i]]))))
    : anything;
  const overflow = paths.length
    ? fc
        .tuple(fc.constantFrom(...paths), fc.constantFrom('1e400', '-1e400'))
        .map(([at, literal]) => JSON.stringify(withValueAt(base, at, '§overflow§')).replace('"§overflow§"', literal))
    : anything;
  const broken = fc.constantFrom(
    '{',
    '[',
    '{"a":',
    'null',
    '"texto"',
    '[]',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '['.repeat(50_000) + ']'.repeat(50_000),
    '\u0000',
  );
  return fc.oneof(anything, wrongField, wrongField, wrongField, everyFieldWrong, overflow, broken);
}

/** Every table's rows, hashed; when a staff member was last seen is the one column a refused call may touch. */
// A refused webhook call is written to the gateway log on purpose (issue 12: admins see why
// nothing arrives); that audit line is the one change a refusal may make.
const refusalTexts = new Set<unknown>(Object.values(refusalText));
const isNotRefusal = (row: Record<string, unknown>) => !refusalTexts.has(row['error']);

const skipped = (name: string) =>
  // A refused sign-in is counted on purpose: that row is the lockout (docs/0029), not a half-written record.
  name.startsWith('kysely_') || name === 'sign_in_attempts';

async function snapshot(): Promise<string> {
  return t.app.dbKind === 'postgres' ? pgSnapshot() : sqliteSnapshot();
}

async function sqliteSnapshot(): Promise<string> {
  const tables = (
    await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
  ).rows;
  const hash = createHash('sha1');
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    if (skipped(name)) continue;
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by 1`.execute(t.db)).rows;
    hash
      .update(name)
      .update(
        JSON.stringify(
          name === 'staff'
            ? rows.map(({ last_activity: _seen, ...rest }) => rest)
            : name === 'gateway_logs'
              ? rows.filter(isNotRefusal)
              : rows,
        ),
      );
  }
  return hash.digest('hex');
}

let pgSnapshotQuery: ReturnType<typeof sql<Record<string, string>>> | undefined;
/**
 * The same rows, hashed by PostgreSQL in one statement (a column per table): a query per table
 * and call made this file the PostgreSQL run's longest by far.
 */
async function pgSnapshot(): Promise<string> {
  if (!pgSnapshotQuery) {
    const { rows } = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
      t.db,
    );
    const refusals = [...refusalTexts].map((text) => sql.lit(String(text)));
    const columns = rows
      .map((r) => r.name)
      .filter((name) => !skipped(name))
      .sort()
      .map((name) => {
        const row = name === 'staff' ? sql`to_jsonb(x) - 'last_activity'` : sql`to_jsonb(x)`;
        const where =
          name === 'gateway_logs' ? sql`where x.error is null or x.error not in (${sql.join(refusals)})` : sql``;
        return sql`(select md5(coalesce(string_agg((${row})::text, '|' order by (${row})::text), '')) from ${sql.table(name)} x ${where}) as ${sql.ref(name)}`;
      });
    pgSnapshotQuery = sql<Record<string, string>>`select ${sql.join(columns)}`;
  }
  const { rows } = await pgSnapshotQuery.execute(t.db);
  return JSON.stringify(rows[0]);
}

/** A fresh token per batch: a body valid by chance may have changed the account (role, token version). */
async function tokenOf(role: Role | 'none'): Promise<string | null> {
  if (role === 'none') return null;
  const id =
    role === 'admin'
      ? (await t.db.selectFrom('staff').select('id').where('username', '=', 'onsolutions').executeTakeFirstOrThrow()).id
      : role === 'operador'
        ? operador.id
        : trainee.id;
  const row = await t.db
    .selectFrom('staff')
    .select(['id', 'role', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return t.app.signToken(row);
}

let address = 0;
const callers: (Role | 'none')[] = ['admin', 'operador', 'trainee', 'none'];

describe.each(routes)('$method $path', ({ method, path, schema }) => {
  it.each(callers)('as %s: malformed bodies never answer 5xx and change no row unless accepted', async (role) => {
    const token = await tokenOf(role);
    let before = await snapshot();
    await fc.assert(
      fc.asyncProperty(malformedBody(path, schema), async (payload) => {
        address += 1;
        const res = await t.app.inject({
          method,
          url: fillPath(path),
          // A new address per call: the per-address rate limits are not what is tested here.
          remoteAddress: `10.77.${(address >> 8) & 255}.${address & 255}`,
          headers: { 'content-type': 'application/json', ...extraHeaders(path), ...(token ? bearer(token) : {}) },
          payload,
        });
        expect(
          res.statusCode,
          `${method} ${path} as ${role} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
        ).toBeLessThan(500);
        const after = await snapshot();
        const accepted = res.statusCode >= 200 && res.statusCode < 300;
        if (!accepted) {
          expect(after, `${method} ${path} as ${role} answered ${res.statusCode} but changed rows`).toBe(before);
          // Every refusal is the failure wrapper with a code from the closed list.
          expect(FailSchema.safeParse(res.json()).success, `${method} ${path}: ${res.body.slice(0, 300)}`).toBe(true);
        }
        before = after;
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the row snapshot', () => {
  it('changes with any write but a staff member being seen, so a half-written record cannot pass unseen', async () => {
    const before = await snapshot();
    await t.db.updateTable('staff').set({ last_activity: new Date().toISOString() }).execute();
    expect(await snapshot()).toBe(before);
    const now = new Date().toISOString();
    const label = await t.db
      .insertInto('labels')
      .values({ name: 'Snapshot', name_key: 'snapshot', color: 'blue', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await snapshot()).not.toBe(before);
    await t.db.deleteFrom('labels').where('id', '=', label.id).execute();
    expect(await snapshot()).toBe(before);
  });
});

describe('U+0000, which PostgreSQL text cannot hold', () => {
  it('in a JSON body answers 400 before any handler runs; an escaped backslash followed by u0000 is plain text', async () => {
    const before = await snapshot();
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: { 'content-type': 'application/json', ...bearer(t.adminToken) },
        payload,
      });
    const refused = await post('{"phone":"5511955550003","name":"Nul\\u0000o"}');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(httpErrorText.nullCharacter);
    expect(await snapshot()).toBe(before);
    const accepted = await post('{"phone":"5511955550004","name":"Barra \\\\u0000"}');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.name).toBe('Barra \\u0000');
  });

  it('in a query string never answers 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customers?search=a%00b',
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('numbers past a database column', () => {
  it('an id over 2^31 - 1 answers 4xx, not 500, and writes nothing', async () => {
    const before = await snapshot();
    const res = await admin('POST', '/api/shopping-lists', { user_id: 2 ** 31, name: 'Lista' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await snapshot()).toBe(before);
  });
});
