import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseText } from '@ponte/domain/privacy';
import { foldText } from '@ponte/domain/search';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { seedPaidSale } from '../../../test/seed-sale';
import { activityRow, answeredSurveyRow, emailCampaignRow } from '../../../test/seed-rows';
import { readableMail } from '../../integrations/email/outbox-forget';
import { CUSTOMER_MESSAGE_JOB } from '../conversations/service';
import { sendMail } from '../smtp/service';

let t: TestContext;
const NAME = 'Érica Prado Teixeira';
const PHONE = '5511987000789';
const EMAIL = 'joana.teixeira@cliente.com';
const SECRET_TEXT = 'meu CPF é 123.456.789-00';
const FILE = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6.jpg';
const VALUES = [NAME, PHONE, EMAIL, SECRET_TEXT, FILE, '4242', 'pix-emv-joana'];
const OTHER_EMAIL = 'maria.souza@cliente.com';
const at = () => new Date().toISOString();

/** A funnel click's counters after one page view, nothing bought yet: both clicks seeded here are such. */
const pageViewOnly = (now: string) => ({
  pageview: 1,
  addtocart: 0,
  initiatecheckout: 0,
  purchase: 0,
  sale_id: null,
  campaign: null,
  converted_at: null,
  revenue_cents: null,
  created_at: now,
  updated_at: now,
});

/** A customer with something in every place Ponte keeps a customer's data. */
async function seed() {
  const { id } = await postCustomer(t, { phone: PHONE, name: NAME, email: EMAIL });
  const now = at();
  mkdirSync(t.app.ctx.uploadsDir, { recursive: true });
  // A scanned document: the customer's name and number are inside the file too.
  writeFileSync(join(t.app.ctx.uploadsDir, FILE), `RG ${NAME} ${PHONE}`);
  await t.db
    .insertInto('messages')
    .values([
      {
        customer_id: id,
        content: SECRET_TEXT,
        direction: 'incoming',
        sender_id: null,
        external_id: 'e1',
        created_at: now,
        search_text: 'meu cpf',
      },
      {
        customer_id: id,
        content: `/uploads/${FILE};RG de ${NAME}`,
        direction: 'incoming',
        sender_id: null,
        external_id: 'e2',
        created_at: now,
        search_text: 'rg',
      },
      {
        customer_id: id,
        content: 'Recebido!',
        direction: 'outgoing',
        sender_id: null,
        external_id: 'e3',
        created_at: now,
        quoted_content: SECRET_TEXT,
        search_text: 'recebido',
      },
    ])
    .execute();
  await t.db
    .insertInto('chat_notes')
    .values({ customer_id: id, author_id: null, content: `Ligar para ${PHONE}`, created_at: now })
    .execute();
  trainee = await t.staff('trainee');
  await t.db
    .insertInto('escalations')
    .values({
      trainee_id: trainee.id,
      customer_id: id,
      customer_phone: PHONE,
      customer_name: NAME,
      blocked_message: SECRET_TEXT,
      ai_feedback: 'x',
      created_at: now,
      resolved_at: null,
      released_by: null,
    })
    .execute();
  await seedPaidSale(t.db, {
    customerId: id,
    listName: `Lista de ${NAME}`,
    listStatus: 'completed',
    token: 'tok-erase',
    brlCents: 50_000,
    usdCents: 9_000,
    method: 'pix',
    at: now,
    card: { brand: 'visa', last4: '4242' },
    pixEmv: 'pix-emv-joana',
    payer: { name: NAME, email: EMAIL },
  });
  const task = await t.db
    .insertInto('tasks')
    .values({
      title: `Entregar para ${NAME}`,
      description: `Tel ${PHONE}`,
      assigned_to: null,
      related_to_user: id,
      priority: 'high',
      status: 'pending',
      due_date: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('task_comments')
    .values({ task_id: task.id, user_id: null, comment: `E-mail ${EMAIL}`, created_at: now })
    .execute();
  const campaign = await t.db
    .insertInto('email_campaigns')
    .values({ ...emailCampaignRow('Black Friday', now), variable_values: null, started_at: null, finished_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('campaign_recipients')
    .values({
      campaign_id: campaign.id,
      customer_id: id,
      email: EMAIL,
      name: NAME,
      phone: PHONE,
      token: 'rcpt-joana',
      claimed_at: null,
      message_id: null,
      error: `550 <${EMAIL}> mailbox full`,
      sent_at: now,
      convert_until: null,
      opened_at: now,
      clicked_at: null,
    })
    .execute();
  await t.db
    .insertInto('email_unsubscribes')
    .values({
      email: EMAIL,
      customer_id: id,
      campaign_id: campaign.id,
      reason: null,
      created_by: null,
      created_at: now,
    })
    .execute();
  const click = await t.db
    .insertInto('funnel_clicks')
    .values({
      source: 'website',
      click_id: 'fbclid-joana',
      fbc: 'fb.1.joana',
      customer_id: id,
      email: EMAIL,
      phone: PHONE,
      status: 'linked',
      ...pageViewOnly(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('funnel_events')
    .values({
      click_id: click.id,
      event_name: 'PageView',
      event_id: 'ev-joana',
      event_time: now,
      value_cents: null,
      email: EMAIL,
      phone: PHONE,
      fbp: 'fb.1.fbp',
      event_source_url: 'https://loja.test/?n=joana',
      client_ip_address: '177.1.2.3',
      client_user_agent: 'Mozilla',
      delivery: 'stored',
      last_error: null,
      sent_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.db
    .insertInto('csat_surveys')
    .values(answeredSurveyRow(id, now, 4, `Sou a ${NAME}`))
    .execute();
  const ad = await t.db
    .insertInto('ad_campaigns')
    .values({
      name: 'Anúncio',
      description: null,
      campaign_id: 'cmp-1',
      trigger_phrase: null,
      trigger_key: null,
      active: 1,
      search_text: 'anuncio',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('ad_campaign_customers')
    .values({ campaign_id: ad.id, customer_id: id, first_message: SECRET_TEXT, created_at: now })
    .execute();
  await t.db
    .insertInto('gateway_logs')
    .values({
      direction: 'incoming',
      status: 'received',
      phone: `${PHONE}@s.whatsapp.net`,
      message: SECRET_TEXT,
      error: null,
      instance: 'ponte',
      created_at: now,
    })
    .execute();
  await t.db
    .insertInto('activity_log')
    .values({
      ...activityRow(null, 'update', 'customer', String(id), now),
      details: JSON.stringify({ name: NAME, phone: PHONE }),
    })
    .execute();
  await t.db
    .insertInto('jobs')
    .values({
      type: 'bot-forward',
      payload: JSON.stringify({ phone: PHONE, text: SECRET_TEXT }),
      status: 'done',
      run_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.db
    .insertInto('server_errors')
    .values({
      request_id: 'r1',
      method: 'POST',
      route: '/api/x',
      status: 500,
      message: `falhou para ${EMAIL}`,
      user_id: null,
      ip_address: null,
      created_at: now,
    })
    .execute();
  // A click from the site not yet tied to the customer, carrying their e-mail.
  await t.db
    .insertInto('funnel_clicks')
    .values({
      source: 'website',
      click_id: 'fbclid-pending',
      fbc: null,
      customer_id: null,
      email: EMAIL,
      phone: null,
      status: 'pending',
      ...pageViewOnly(now),
    })
    .execute();
  // An entry about something else that names the customer in full.
  await t.db
    .insertInto('activity_log')
    .values({ ...activityRow(null, 'update', 'sale', '1', now), details: JSON.stringify({ note: `venda de ${NAME}` }) })
    .execute();
  // Without SMTP each e-mail is kept in the outbox: one to the customer, one to the team naming
  // their number as typed, and one to someone else that must stay.
  await sendMail(t.app.ctx, {
    to: EMAIL,
    subject: `Olá, ${NAME}`,
    html: `<p>Olá, ${NAME}! Sua lista está pronta.</p>`,
  });
  await sendMail(t.app.ctx, {
    to: 'equipe@loja.com',
    subject: 'Retornar',
    html: '<p>Ligar para +55 (11) 98700-0789</p>',
  });
  await sendMail(t.app.ctx, { to: OTHER_EMAIL, subject: 'Promoção', html: '<p>Olá, Maria! Ofertas da semana.</p>' });
  return id;
}

let trainee: { id: number };

/** Every row of every table, as text: where a value could hide. */
async function everyRow(): Promise<string> {
  const tables =
    t.app.dbKind === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            t.db,
          )
        ).rows
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
        ).rows;
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    parts.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

/** Every file under the uploads folder, its path and its bytes, as text: searched by value like the rows. */
const everyUpload = () =>
  readdirSync(t.app.ctx.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return `${file}: ${readFileSync(file, 'utf8')}`;
    })
    .join('\n');

/** Every message in the outbox as a reader sees it (decoded, folded), with its file name. */
const everyOutboxMail = () =>
  readdirSync(t.app.ctx.outboxDir)
    .map((name) => `${name}: ${readableMail(readFileSync(join(t.app.ctx.outboxDir, name), 'utf8'))}`)
    .join('\n');

const salesTotals = async () =>
  await t.db
    .selectFrom('sales')
    .select(['total_brl_cents', 'total_usd_cents', 'created_at', 'status'])
    .orderBy('id')
    .execute();

let id: number;
beforeAll(async () => {
  t = await buildTestApp();
  id = await seed();
});
afterAll(() => t.close());

const erase = (confirm_name: unknown, token = t.adminToken, customer = id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customers/${customer}/erase`,
    headers: bearer(token),
    payload: { confirm_name },
  });

describe("erasing a customer's data (LGPD art. 18 VI)", () => {
  it('asks for the name: a wrong one, a missing one, or a supervisor changes nothing', async () => {
    const before = await everyRow();
    const wrong = await erase('Joana Prado');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ confirm_name: eraseText.confirmMismatch });
    expect((await erase('')).json().details).toEqual({ confirm_name: eraseText.confirmRequired });
    expect((await erase(NAME, (await t.staff('operador')).token)).statusCode).toBe(403);
    expect((await erase(NAME, t.adminToken, 999_999)).statusCode).toBe(404);
    for (const value of VALUES) expect(before).toContain(value);
    expect(await everyRow()).toContain(NAME);
    expect(existsSync(join(t.app.ctx.uploadsDir, FILE))).toBe(true);
    for (const value of [NAME, PHONE, FILE]) expect(everyUpload()).toContain(value);
    for (const value of [NAME, EMAIL, '98700-0789', OTHER_EMAIL]) expect(everyOutboxMail()).toContain(foldText(value));
  });

  it('leaves none of its values in any table or the uploads folder; sales keep amounts and dates under the new name', async () => {
    const sales = await salesTotals();
    // A confirmation waiting to be sent when the erasure comes is not sent.
    await t.app.jobs.enqueue(CUSTOMER_MESSAGE_JOB, { customer_id: id, text: 'Pagamento confirmado' });
    // Typed without accents and in other case: the name is what is checked, not how it is typed.
    const res = await erase('  erica prado TEIXEIRA ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { erased: true } });
    const all = (await everyRow()).toLowerCase();
    for (const value of VALUES) expect(all, value).not.toContain(value.toLowerCase());
    const uploads = everyUpload().toLowerCase();
    for (const value of VALUES) expect(uploads, value).not.toContain(value.toLowerCase());
    // The outbox's copies that name the customer went; the one to someone else stays.
    const outbox = everyOutboxMail();
    for (const value of [NAME, EMAIL, '98700-0789']) expect(outbox, value).not.toContain(foldText(value));
    expect(outbox).toContain(OTHER_EMAIL);
    expect(readdirSync(t.app.ctx.outboxDir)).toHaveLength(1);
    expect(await salesTotals()).toEqual(sales);
    const customer = await t.db
      .selectFrom('customers')
      .select(['name', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(customer).toEqual({ name: eraseText.erasedName(id), email: null });
    const messages = await t.db.selectFrom('messages').select('content').where('customer_id', '=', id).execute();
    expect(messages.map((m) => m.content)).toEqual(Array(3).fill(eraseText.messageRemoved));
    const entry = await t.db
      .selectFrom('activity_log')
      .select(['user_id', 'details'])
      .where('entity_id', '=', String(id))
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details!)).toEqual({ lgpd_erasure: true });
    expect(entry.user_id).not.toBeNull();
    await t.app.jobs.drain();
    const after = await t.db.selectFrom('messages').select('content').where('customer_id', '=', id).execute();
    expect(after.map((m) => m.content)).toEqual(Array(3).fill(eraseText.messageRemoved));
  });

  it("a second customer with an open block by the same trainee is erased too (each erased block keeps its own 'phone')", async () => {
    const { id: other } = await postCustomer(t, { phone: '5511987000790', name: 'Otávio Lima' });
    await t.db
      .insertInto('escalations')
      .values({
        trainee_id: trainee.id,
        customer_id: other,
        customer_phone: '5511987000790',
        customer_name: 'Otávio Lima',
        blocked_message: 'oi',
        ai_feedback: 'x',
        created_at: at(),
        resolved_at: null,
        released_by: null,
      })
      .execute();
    expect((await erase('Otavio Lima', t.adminToken, other)).statusCode).toBe(200);
  });
});
