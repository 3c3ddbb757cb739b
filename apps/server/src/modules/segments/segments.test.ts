import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityAbout, bearer, buildTestApp, countRows, type TestContext } from '../../../test/helpers';
import { countSegment, resolveSegment, segmentRecipientsPage } from './service';

let t: TestContext;
let sellerA: number;
let sellerB: number;

beforeAll(async () => {
  t = await buildTestApp();
  sellerA = (await t.staff('operador')).id;
  sellerB = (await t.staff('operador')).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let phoneSeq = 0;
async function customer(c: { name: string; email: string | null; bot?: boolean; seller?: number | null }) {
  phoneSeq += 1;
  const phone = `55119${String(70000000 + phoneSeq)}`;
  const row = await t.db
    .insertInto('customers')
    .values({
      name: c.name,
      phone,
      phone_key: phone,
      email: c.email,
      email_woocomerce: null,
      bot_enabled: c.bot === false ? 0 : 1,
      seller_id: c.seller ?? null,
      created_at: new Date().toISOString(),
      last_activity: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, phone };
}

const unsubscribe = (email: string) =>
  t.db
    .insertInto('email_unsubscribes')
    .values({ email, customer_id: null, created_at: new Date().toISOString() })
    .execute();

async function newSegment(payload: object) {
  const res = await call('POST', '/api/campaign-segments', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; filters: Record<string, unknown>; [k: string]: unknown };
}

const preview = async (id: number) => {
  const res = await call('GET', `/api/campaign-segments/${id}/preview`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    total: number;
    users: { id: number | null; name: string; email: string; phone: string | null }[];
    excluded: { no_email: number; unsubscribed: number };
  };
};

const count = () => countRows(t.db, 'campaign_segments');

describe('segment CRUD', () => {
  it('creates a segment with its filters, lists it, updates it, deletes it, and logs each write', async () => {
    const created = await newSegment({
      name: '  Bot ativo do A ',
      description: '  ',
      filters: { bot_enabled: true, seller_id: sellerA },
    });
    expect(created).toMatchObject({
      name: 'Bot ativo do A',
      description: null,
      filters: { bot_enabled: true, seller_id: sellerA },
    });
    const list = (await call('GET', '/api/campaign-segments')).json().data;
    expect(list.find((s: { id: number }) => s.id === created.id)).toEqual(created);

    const upd = await call('PUT', `/api/campaign-segments/${created.id}`, {
      name: 'Sem atendente',
      description: 'Clientes sem atendente',
      filters: { seller_id: null },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ description: 'Clientes sem atendente', filters: { seller_id: null } });

    expect((await call('DELETE', `/api/campaign-segments/${created.id}`)).json()).toEqual({
      success: true,
      data: null,
    });
    expect((await call('DELETE', `/api/campaign-segments/${created.id}`)).statusCode).toBe(404);
    const log = await activityAbout(t.db, 'segment', created.id);
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
  });

  it('omitted filters mean everyone; blank manual e-mails are dropped, filled ones kept trimmed', async () => {
    expect((await newSegment({ name: 'Todos' })).filters).toEqual({});
    expect((await newSegment({ name: 'Vazio', filters: { manual_emails: '  \n ' } })).filters).toEqual({});
    expect((await newSegment({ name: 'Manual', filters: { manual_emails: ' a@x.com,\nB@x.com ' } })).filters).toEqual({
      manual_emails: 'a@x.com,\nB@x.com',
    });
  });

  it.each([
    [{}, 'name', 'O nome do segmento é obrigatório'],
    [{ name: '  ' }, 'name', 'O nome do segmento é obrigatório'],
    [{ name: 'x'.repeat(201) }, 'name', 'O nome deve ter no máximo 200 caracteres'],
    [{ name: 'ok', description: 'x'.repeat(1001) }, 'description', 'A descrição deve ter no máximo 1000 caracteres'],
    [{ name: 'ok', filters: 'bot' }, 'filters', 'Filtros inválidos'],
    [{ name: 'ok', filters: { bot_enabled: 'true' } }, 'filters.bot_enabled', 'Filtro Bot Ativo inválido'],
    [{ name: 'ok', filters: { seller_id: 'null' } }, 'filters.seller_id', 'Atendente inválido'],
    [{ name: 'ok', filters: { seller_id: 0 } }, 'filters.seller_id', 'Atendente inválido'],
    [
      { name: 'ok', filters: { manual_emails: 'a@x.com, nope, b@' } },
      'filters.manual_emails',
      'E-mails inválidos na lista manual: nope, b@',
    ],
    [
      { name: 'ok', filters: { manual_emails: Array.from({ length: 5001 }, (_, i) => `u${i}@x.com`).join('\n') } },
      'filters.manual_emails',
      'No máximo 5000 e-mails na lista manual',
    ],
    [
      { name: 'ok', filters: { manual_emails: 'a'.repeat(500_001) } },
      'filters.manual_emails',
      'A lista manual de e-mails é grande demais',
    ],
  ])('refuses %# with 400 on %s', async (payload, field, message) => {
    const before = await count();
    const res = await call('POST', '/api/campaign-segments', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses an attendant that does not exist', async () => {
    const res = await call('POST', '/api/campaign-segments', { name: 'x', filters: { seller_id: 999999 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Atendente não encontrado',
      code: 'attendant_not_found',
      details: { 'filters.seller_id': 'Atendente não encontrado' },
    });
  });

  it('answers 404 for an unknown segment on update and preview', async () => {
    expect((await call('PUT', '/api/campaign-segments/999999', { name: 'x' })).json()).toEqual({
      success: false,
      error: 'Segmento não encontrado',
      code: 'not_found',
    });
    expect((await call('GET', '/api/campaign-segments/999999/preview')).statusCode).toBe(404);
  });
});

describe('segment audience', () => {
  // Customers of this block only: seller B's, so other tests' customers do not count.
  let ana: { id: number; phone: string };
  let bia: { id: number; phone: string };
  let caio: { id: number; phone: string };
  let dup: { id: number; phone: string };

  beforeAll(async () => {
    ana = await customer({ name: 'Ana', email: 'Ana@Mail.com', bot: true, seller: sellerB });
    bia = await customer({ name: 'Bia', email: 'bia@mail.com', bot: false, seller: sellerB });
    caio = await customer({ name: 'Caio', email: 'caio@mail.com', bot: true, seller: sellerB });
    dup = await customer({ name: 'Ana de novo', email: 'ana@mail.com', bot: true, seller: sellerB });
    await customer({ name: 'Sem email', email: null, bot: true, seller: sellerB });
    await customer({ name: 'Email vazio', email: '', bot: false, seller: sellerB });
    await customer({ name: 'Email torto', email: 'sem-arroba', bot: true, seller: sellerB });
    await customer({ name: 'Saiu', email: 'saiu@mail.com', bot: true, seller: sellerB });
    await customer({ name: 'Outro atendente', email: 'outro@mail.com', bot: true, seller: sellerA });
    await unsubscribe('saiu@mail.com');
  });

  it('the attendant filter reaches each address once, leaves out customers without e-mail and the unsubscribed, and counts them apart', async () => {
    const seg = await newSegment({ name: 'Do B', filters: { seller_id: sellerB } });
    const p = await preview(seg.id);
    expect(p.total).toBe(3);
    expect(p.excluded).toEqual({ no_email: 3, unsubscribed: 1 });
    expect(p.users).toEqual([
      { id: ana.id, name: 'Ana', email: 'ana@mail.com', phone: ana.phone },
      { id: bia.id, name: 'Bia', email: 'bia@mail.com', phone: bia.phone },
      { id: caio.id, name: 'Caio', email: 'caio@mail.com', phone: caio.phone },
    ]);
    expect(p.users.map((u) => u.id)).not.toContain(dup.id);
  });

  it('bot filter: true keeps bot customers, false keeps manual-attendance ones', async () => {
    const on = await preview(
      (await newSegment({ name: 'Bot B', filters: { seller_id: sellerB, bot_enabled: true } })).id,
    );
    expect(on.users.map((u) => u.name)).toEqual(['Ana', 'Caio']);
    expect(on.excluded).toEqual({ no_email: 2, unsubscribed: 1 });
    const off = await preview(
      (await newSegment({ name: 'Manual B', filters: { seller_id: sellerB, bot_enabled: false } })).id,
    );
    expect(off.users.map((u) => u.name)).toEqual(['Bia']);
    expect(off.excluded).toEqual({ no_email: 1, unsubscribed: 0 });
  });

  it("'Sem Atendente' (seller_id null) keeps only customers with no attendant", async () => {
    const lone = await customer({ name: 'Sozinho', email: 'sozinho@mail.com', seller: null });
    const p = await preview((await newSegment({ name: 'Sem', filters: { seller_id: null } })).id);
    expect(p.users.map((u) => u.id)).toContain(lone.id);
    expect(p.users.map((u) => u.id)).not.toContain(ana.id);
  });

  it('a manual list is the whole audience: other filters are ignored, known customers matched, others bare', async () => {
    const seg = await newSegment({
      name: 'Manual',
      filters: {
        bot_enabled: false,
        seller_id: sellerA,
        manual_emails: 'CAIO@mail.com\nnovo@fora.com, ana@mail.com;saiu@mail.com\ncaio@mail.com',
      },
    });
    const p = await preview(seg.id);
    expect(p.total).toBe(3);
    expect(p.excluded).toEqual({ no_email: 0, unsubscribed: 1 });
    expect(p.users).toEqual([
      { id: caio.id, name: 'Caio', email: 'caio@mail.com', phone: caio.phone },
      { id: null, name: '', email: 'novo@fora.com', phone: null },
      { id: ana.id, name: 'Ana', email: 'ana@mail.com', phone: ana.phone },
    ]);
  });

  it('a campaign reads every recipient in keyset pages, in a stable order, with an exact count', async () => {
    const seg = await newSegment({ name: 'Do B paginado', filters: { seller_id: sellerB } });
    const pages: string[][] = [];
    for await (const page of resolveSegment(t.db, seg.id, { pageSize: 2 })) pages.push(page.map((r) => r.name));
    expect(pages).toEqual([['Ana', 'Bia'], ['Caio']]);
    expect(await countSegment(t.db, seg.id)).toEqual({ total: 3, excluded: { no_email: 3, unsubscribed: 1 } });

    const first = await segmentRecipientsPage(t.db, seg.filters, { limit: 2 });
    expect(first.next).toBe(bia.id);
    const second = await segmentRecipientsPage(t.db, seg.filters, { after: first.next, limit: 2 });
    expect(second).toEqual({ recipients: [expect.objectContaining({ name: 'Caio' })], next: null });

    const manual = { manual_emails: 'a1@x.com\nsaiu@mail.com\na2@x.com\na3@x.com' };
    const m1 = await segmentRecipientsPage(t.db, manual, { limit: 2 });
    expect(m1).toEqual({ recipients: [expect.objectContaining({ email: 'a1@x.com' })], next: 2 });
    const m2 = await segmentRecipientsPage(t.db, manual, { after: m1.next, limit: 2 });
    expect(m2.recipients.map((r) => r.email)).toEqual(['a2@x.com', 'a3@x.com']);
    expect(m2.next).toBeNull();

    await expect(resolveSegment(t.db, 999999).next()).rejects.toMatchObject({ statusCode: 404 });
  });

  it('the preview lists at most 100 users while the total counts them all', async () => {
    const emails = Array.from({ length: 120 }, (_, i) => `p${i}@lote.com`).join('\n');
    const p = await preview((await newSegment({ name: 'Lote', filters: { manual_emails: emails } })).id);
    expect(p.total).toBe(120);
    expect(p.users).toHaveLength(100);
    expect(p.users[99]!.email).toBe('p99@lote.com');
  });
});

describe('one recipient per address, among the customers the filters select', () => {
  it("an address's lowest-id customer outside the filters does not hide the one inside them", async () => {
    const seller = (await t.staff('operador')).id;
    const other = (await t.staff('operador')).id;
    await customer({ name: 'Par fora', email: 'par@mail.com', seller: other });
    const inside = await customer({ name: 'Par dentro', email: 'PAR@mail.com', seller });
    await customer({ name: 'Par dentro de novo', email: 'par@MAIL.com', seller });
    const seg = await newSegment({ name: 'Par', filters: { seller_id: seller } });
    const pages = [];
    for await (const page of resolveSegment(t.db, seg.id, { pageSize: 1 })) pages.push(...page);
    expect(pages.map((r) => [r.id, r.email])).toEqual([[inside.id, 'par@mail.com']]);
    expect((await countSegment(t.db, seg.id)).total).toBe(1);
  });
});
