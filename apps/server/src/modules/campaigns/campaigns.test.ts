import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../../test/helpers';
import type { startSmtp } from '../../../test/fakes/smtp';
import { buildSmtpTestApp, closeWithPeer } from '../../../test/peer-apps';
import { expectForbidden, postTemplate, runDueNow } from '../../../test/campaign-calls';
import { saleRow } from '../../../test/sale-rows';
import { sendCampaignStep } from './sender';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let templateId: number;
const admin = () => bearer(t.adminToken);
let seq = 0;

beforeAll(async () => {
  ({ t, smtp } = await buildSmtpTestApp());
  templateId = await postTemplate(t, {
    name: 'Oferta',
    subject: 'Oferta para {{nome}}',
    body_html:
      '<html><body><p>Olá {{nome}}!</p><a href="https://loja.test/oferta?x=1&amp;y=2">Ver oferta</a> <a href="mailto:loja@loja.test">Fale</a></body></html>',
    variables: [],
  });
});
afterAll(() => closeWithPeer(t, smtp));

/** Customers with these e-mails (a name with markup on the first) and a segment of exactly them. */
async function audience(emails: string[]) {
  const ids: number[] = [];
  for (const [i, email] of emails.entries()) {
    seq += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: admin(),
      payload: {
        phone: `55119${String(70000000 + seq).padStart(8, '0')}`,
        name: i === 0 ? '<b>Ana</b>' : `Cliente ${seq}`,
        email,
      },
    });
    ids.push(res.json().data.id);
  }
  const segment = await t.app.inject({
    method: 'POST',
    url: '/api/campaign-segments',
    headers: admin(),
    payload: { name: `Segmento ${seq}`, filters: { manual_emails: emails.join('\n') } },
  });
  return { segmentId: segment.json().data.id as number, customerIds: ids };
}
const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/email/campaigns', headers: admin(), payload });
const send = (id: number) => t.app.inject({ method: 'POST', url: `/api/email/campaigns/${id}/send`, headers: admin() });
const stats = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/email/campaigns/${id}/stats`, headers: admin() })).json().data;
const campaign = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/email/campaigns/${id}`, headers: admin() })).json().data;
const messagesTo = (email: string) => smtp.control.messages.filter((m) => m.to && JSON.stringify(m.to).includes(email));
const recipients = (campaignId: number) =>
  t.db.selectFrom('campaign_recipients').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();

describe('creating a campaign', () => {
  it.each([
    [{ name: ' ', template_id: 1, segment_id: 1 }, { name: 'Nome da campanha é obrigatório' }],
    [{ name: 'X', segment_id: 1 }, { template_id: 'Selecione um template' }],
    [{ name: 'X', template_id: 1 }, { segment_id: 'Selecione um segmento' }],
    [
      { name: 'X', template_id: 1, segment_id: 1, schedule_type: 'scheduled' },
      { scheduled_at: 'Informe a data e a hora do envio' },
    ],
    [
      { name: 'N'.repeat(5_000), template_id: 1, segment_id: 1 },
      { name: 'O nome da campanha deve ter no máximo 200 caracteres' },
    ],
  ])('refuses %o with 400 naming the field', async (payload, details) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(details);
  });

  it('refuses a template or segment that does not exist, and a moment in the past', async () => {
    const { segmentId } = await audience(['passado@cliente.test']);
    const missing = await create({ name: 'X', template_id: 999_999, segment_id: segmentId });
    expect(missing.json().details).toEqual({ template_id: 'Selecione um template' });
    const past = await create({
      name: 'X',
      template_id: templateId,
      segment_id: segmentId,
      schedule_type: 'scheduled',
      scheduled_at: '2020-01-01T12:00:00.000Z',
    });
    expect(past.json().details).toEqual({ scheduled_at: 'A data do envio deve estar no futuro' });
  });
});

describe('sending a campaign', () => {
  it('sends each recipient one personalised message with tracking and one-click unsubscribe, once', async () => {
    const { segmentId } = await audience(['ana@cliente.test', 'bia@cliente.test', 'caio@cliente.test']);
    const created = await create({
      name: 'Black Friday',
      template_id: templateId,
      segment_id: segmentId,
      schedule_type: 'immediate',
      status: 'draft',
    });
    expect(created.json().data).toMatchObject({
      status: 'draft',
      template: { name: 'Oferta' },
      segment: { id: segmentId },
    });
    const id = created.json().data.id;
    const res = await send(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Envio iniciado! Os e-mails saem aos poucos; acompanhe nas estatísticas.');
    const again = await send(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('campaign_not_draft');
    await t.app.jobs.drain();

    expect(await campaign(id)).toMatchObject({ status: 'sent', recipients_total: 3, sent: 3 });
    for (const email of ['ana@cliente.test', 'bia@cliente.test', 'caio@cliente.test'])
      expect(messagesTo(email)).toHaveLength(1);
    const ana = messagesTo('ana@cliente.test')[0]!;
    expect(ana.subject).toBe('Oferta para <b>Ana</b>');
    expect(ana.html).toContain('Olá &lt;b&gt;Ana&lt;/b&gt;!');
    expect(ana.from?.value[0]).toEqual({ name: 'Loja Ponte', address: 'ofertas@loja.test' });
    const [row] = (await recipients(id)).filter((r) => r.email === 'ana@cliente.test');
    // Folded lines unfolded, as a mail client reads them.
    const header = (key: string) => ana.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <https://ponte.test/api/email/u/${row!.token}>`);
    expect(ana.messageId).toBe(`<${row!.token}@ponte.campaign>`);
    // The web link goes through its redirect; mailto stays as written.
    expect(ana.html).toMatch(new RegExp(`href="https://ponte.test/api/email/t/c/${row!.token}/\\d+"`));
    expect(ana.html).toContain('href="mailto:loja@loja.test"');
    expect(ana.html).toContain(`src="https://ponte.test/api/email/t/o/${row!.token}"`);
  });

  it('counts opens, clicks (only to the template’s own links), unsubscribes and sales within 7 days of an open', async () => {
    const { segmentId, customerIds } = await audience([
      'dora@cliente.test',
      'edu@cliente.test',
      'fabi@cliente.test',
      'gil@cliente.test',
    ]);
    const id = (await create({ name: 'Natal', template_id: templateId, segment_id: segmentId })).json().data.id;
    await send(id);
    await t.app.jobs.drain();
    const rows = await recipients(id);
    const token = (email: string) => rows.find((r) => r.email === email)!.token;

    const pixel = await t.app.inject({ method: 'GET', url: `/api/email/t/o/${token('dora@cliente.test')}` });
    expect(pixel.headers['content-type']).toBe('image/gif');
    await t.app.inject({ method: 'GET', url: `/api/email/t/o/${token('dora@cliente.test')}` });
    const link = await t.db
      .selectFrom('campaign_links')
      .selectAll()
      .where('campaign_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(link.url).toBe('https://loja.test/oferta?x=1&y=2');
    const click = await t.app.inject({ method: 'GET', url: `/api/email/t/c/${token('edu@cliente.test')}/${link.id}` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://loja.test/oferta?x=1&y=2');
    // Another campaign's link id, or any made-up id, redirects nowhere.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/email/t/c/${token('edu@cliente.test')}/${link.id + 1000}`,
    });
    expect(foreign.statusCode).toBe(404);

    const page = await t.app.inject({ method: 'GET', url: `/api/email/u/${token('fabi@cliente.test')}` });
    expect(page.body).toContain('Deseja deixar de receber nossos e-mails?');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/email/u/${token('fabi@cliente.test')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Pronto! Você não receberá mais nossos e-mails.');

    // edu clicked and bought 2 days later (counts); dora opened and bought 8 days later, gil
    // bought without opening (neither counts).
    const sentAt = Date.parse(rows[0]!.sent_at!);
    const sale = (customer: number, at: number) => saleRow({ customerId: customer, at: new Date(at).toISOString() });
    await t.db
      .insertInto('sales')
      .values([
        sale(customerIds[1]!, sentAt + 2 * 86_400_000),
        sale(customerIds[3]!, sentAt + 2 * 86_400_000),
        sale(customerIds[0]!, sentAt + 8 * 86_400_000),
      ])
      .execute();

    expect(await stats(id)).toEqual({
      sent: 4,
      opened: 2,
      openRate: 50,
      clicked: 1,
      clickRate: 25,
      converted: 1,
      conversionRate: 25,
      total: 4,
      pending: 0,
      failed: 0,
      unsubscribed: 1,
      bounced: 0,
      links: [{ url: 'https://loja.test/oferta?x=1&y=2', clicks: 1, unique_clicks: 1 }],
      timeline: expect.any(Array),
    });

    // The next campaign to the same people leaves the unsubscribed address out.
    const next = (await create({ name: 'Ano Novo', template_id: templateId, segment_id: segmentId })).json().data.id;
    await send(next);
    await t.app.jobs.drain();
    expect((await recipients(next)).map((r) => r.email).sort()).toEqual([
      'dora@cliente.test',
      'edu@cliente.test',
      'gil@cliente.test',
    ]);
    expect(messagesTo('fabi@cliente.test')).toHaveLength(1);
  });

  it('pauses itself after 5 SMTP errors in a row and, resumed, sends the rest once', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `pausa${i}@cliente.test`);
    const { segmentId } = await audience(emails);
    const id = (await create({ name: 'Pausa', template_id: templateId, segment_id: segmentId })).json().data.id;
    smtp.control.refuse = true;
    try {
      await send(id);
      await t.app.jobs.drain();
    } finally {
      smtp.control.refuse = false;
    }
    expect(await campaign(id)).toMatchObject({ status: 'paused', sent: 0 });
    expect((await campaign(id)).last_error).toMatch(/550/);
    // /logs (Errors) says it once, in Portuguese (issue 29).
    const logged = (await t.app.inject({ method: 'GET', url: '/api/logs?tab=errors&category=mail', headers: admin() }))
      .json()
      .data.entries.filter((e: { message: string }) => e.message.startsWith('Campanha "Pausa" pausada'));
    expect(logged).toHaveLength(1);
    expect(logged[0].message).toMatch(
      /^Campanha "Pausa" pausada após 5 falhas seguidas de envio: Servidor SMTP recusou/,
    );
    const resumed = await t.app.inject({ method: 'POST', url: `/api/email/campaigns/${id}/resume`, headers: admin() });
    expect(resumed.json().data.message).toBe('Envio retomado!');
    await t.app.jobs.drain();
    expect(await campaign(id)).toMatchObject({ status: 'sent', sent: 8 });
    for (const email of emails) expect(messagesTo(email)).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/email/campaigns/${id}/resume`, headers: admin() });
    expect(again.json().code).toBe('campaign_not_paused');
  });

  it('after a runner died mid-send, its recipient is sent once more; racing runners never send anyone twice', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `corrida${i}@cliente.test`);
    const { segmentId } = await audience(emails);
    const id = (await create({ name: 'Corrida', template_id: templateId, segment_id: segmentId })).json().data.id;
    await send(id);
    // The first step prepares the recipients and sends 5; then a runner "dies" holding one.
    await sendCampaignStep(t.app.ctx, { campaignId: id }, 5);
    const held = (await recipients(id)).find((r) => r.status === 'pending')!;
    await t.db
      .updateTable('campaign_recipients')
      .set({ status: 'sending', claimed_at: new Date(Date.now() - 10 * 60_000).toISOString(), attempts: 1 })
      .where('id', '=', held.id)
      .execute();
    // Three runners at once (two instances and a retried job), then whatever is queued.
    await Promise.all([1, 2, 3].map(() => sendCampaignStep(t.app.ctx, { campaignId: id }, 10)));
    await t.app.jobs.drain();
    expect(await campaign(id)).toMatchObject({ status: 'sent', sent: 30 });
    for (const email of emails) expect(messagesTo(email), email).toHaveLength(1);
  });
});

describe('scheduled and orphaned campaigns', () => {
  it("'Agendado' waits as scheduled and starts by itself when its moment comes", async () => {
    const { segmentId } = await audience(['agendada@cliente.test']);
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const created = await create({
      name: 'Agendada',
      template_id: templateId,
      segment_id: segmentId,
      schedule_type: 'scheduled',
      scheduled_at: at,
    });
    expect(created.json().data).toMatchObject({ status: 'scheduled', scheduled_at: at });
    const id = created.json().data.id;
    // 'Enviar' is for drafts only.
    expect((await send(id)).json().code).toBe('campaign_not_draft');
    await t.app.jobs.drain();
    expect((await campaign(id)).status).toBe('scheduled');
    // The moment comes (the job's time is moved instead of waiting an hour).
    await runDueNow(t);
    expect(await campaign(id)).toMatchObject({ status: 'sent', sent: 1 });
    expect(messagesTo('agendada@cliente.test')).toHaveLength(1);
  });

  it('a draft whose template went away (before deletions were refused) cannot be sent, and says why', async () => {
    const { segmentId } = await audience(['orfa@cliente.test']);
    const id = (await create({ name: 'Órfã', template_id: templateId, segment_id: segmentId })).json().data.id;
    // As the foreign key left drafts before migration 0043: the template deleted, the id cleared.
    await t.db.updateTable('email_campaigns').set({ template_id: null }).where('id', '=', id).execute();
    expect((await campaign(id)).template).toBeNull();
    const res = await send(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'O template desta campanha não existe mais',
      code: 'campaign_source_missing',
    });
    expect((await campaign(id)).status).toBe('draft');
  });
});

describe('a campaign nobody would receive (issue 29)', () => {
  /** A segment whose only address asked to receive nothing more. */
  async function emptyAudience() {
    const email = `ninguem${seq + 1}@cliente.test`;
    const { segmentId } = await audience([email]);
    await t.db
      .insertInto('email_unsubscribes')
      .values({ email, customer_id: null, created_at: new Date().toISOString() })
      .execute();
    return segmentId;
  }

  it("'Enviar' answers 409 in Portuguese and the draft stays a draft, with nothing queued", async () => {
    const segmentId = await emptyAudience();
    const id = (await create({ name: 'Vazia', template_id: templateId, segment_id: segmentId })).json().data.id;
    const res = await send(id);
    expect([res.statusCode, res.json().error, res.json().code]).toEqual([
      409,
      'O segmento desta campanha não tem nenhum destinatário: ninguém receberia o e-mail.',
      'campaign_no_recipients',
    ]);
    expect((await campaign(id)).status).toBe('draft');
    expect(await recipients(id)).toEqual([]);
  });

  it('scheduling it is refused on the segment; one emptied before its moment comes back as a draft saying why', async () => {
    const segmentId = await emptyAudience();
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const body = {
      name: 'Vazia agendada',
      template_id: templateId,
      segment_id: segmentId,
      schedule_type: 'scheduled',
      scheduled_at: at,
    };
    const refused = await create(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({
      segment_id: 'O segmento desta campanha não tem nenhum destinatário: ninguém receberia o e-mail.',
    });

    const { segmentId: later } = await audience([`depois${seq + 1}@cliente.test`]);
    const id = (await create({ ...body, segment_id: later })).json().data.id;
    const [only] = await t.db.selectFrom('campaign_recipients').select('id').where('campaign_id', '=', id).execute();
    expect(only).toBeUndefined();
    const emails = (await t.db.selectFrom('customers').select('email').orderBy('id', 'desc').limit(1).execute())[0]!
      .email!;
    await t.db
      .insertInto('email_unsubscribes')
      .values({ email: emails, customer_id: null, created_at: new Date().toISOString() })
      .execute();
    await runDueNow(t);
    expect(await campaign(id)).toMatchObject({
      status: 'draft',
      last_error: 'O segmento desta campanha não tem nenhum destinatário: ninguém receberia o e-mail.',
    });
    // Nothing left retrying.
    const pendingJobs = await t.db.selectFrom('jobs').select('id').where('status', '=', 'pending').execute();
    expect(pendingJobs).toEqual([]);
  });
});

describe('campaign permissions', () => {
  it('the campaign calls are for admins; the links inside messages are public', async () => {
    const operador = await t.staff('operador');
    await expectForbidden(t, operador.token, [
      ['GET', '/api/email/campaigns'],
      ['POST', '/api/email/campaigns'],
      ['POST', '/api/email/campaigns/1/send'],
      ['GET', '/api/email/campaigns/1/stats'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/email/t/o/desconhecido-123456789' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/email/u/desconhecido-123456789' })).statusCode).toBe(404);
  });
});
