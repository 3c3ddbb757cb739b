import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext, activityAbout } from '../../../test/helpers';
import type { startSmtp } from '../../../test/fakes/smtp';
import { buildSmtpTestApp, closeWithPeer } from '../../../test/peer-apps';
import { expectForbidden, runDueNow } from '../../../test/campaign-calls';

/**
 * Issue 29: a campaign keeps what it was sent with, a template or segment in use cannot be
 * deleted from under a draft or scheduled campaign, and what a marketer does besides sending
 * (edit, duplicate, delete, cancel, test send, the count before 'Enviar').
 */
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const admin = () => bearer(t.adminToken);
let seq = 0;

beforeAll(async () => {
  ({ t, smtp } = await buildSmtpTestApp());
});
afterAll(() => closeWithPeer(t, smtp));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin(), ...(payload ? { payload } : {}) });

async function template(name = `Template ${++seq}`) {
  const res = await call('POST', '/api/email/templates', {
    name,
    subject: 'Oferta para {{nome}}',
    body_html: '<p>Olá {{nome}}!</p><a href="https://loja.test/oferta">Ver</a>',
    variables: [],
  });
  return res.json().data.id as number;
}

/** A segment of exactly these addresses (manual list). */
async function segment(emails: string[], name = `Segmento ${++seq}`) {
  const res = await call('POST', '/api/campaign-segments', { name, filters: { manual_emails: emails.join('\n') } });
  return res.json().data.id as number;
}

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();
const create = async (payload: object) => (await call('POST', '/api/email/campaigns', payload)).json().data;
const campaign = async (id: number) => (await call('GET', `/api/email/campaigns/${id}`)).json().data;
const row = (id: number) =>
  t.db.selectFrom('email_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const startJobs = async (id: number) =>
  (await t.db.selectFrom('jobs').selectAll().where('type', '=', 'email.campaign.start').execute()).filter(
    (j) => JSON.parse(j.payload).campaignId === id,
  );
const messagesTo = (email: string) => smtp.control.messages.filter((m) => JSON.stringify(m.to).includes(email));
const activity = (id: number) => activityAbout(t.db, 'email_campaign', id);

describe('deleting a template or segment a campaign uses (issue 29)', () => {
  it('a template used by a draft, or a segment used by a scheduled campaign, answers 409 naming them', async () => {
    const tpl = await template();
    const seg = await segment(['uso1@cliente.test']);
    const draft = await create({ name: 'Rascunho de Natal', template_id: tpl, segment_id: seg });
    const scheduled = await create({
      name: 'Agendada de Natal',
      template_id: await template(),
      segment_id: seg,
      schedule_type: 'scheduled',
      scheduled_at: inAnHour(),
    });

    const byTemplate = await call('DELETE', `/api/email/templates/${tpl}`);
    expect(byTemplate.statusCode).toBe(409);
    expect(byTemplate.json()).toEqual({
      success: false,
      error:
        'Este template é usado por campanhas em rascunho ou agendadas: "Rascunho de Natal". Troque o template nelas ou exclua-as antes.',
      code: 'template_in_use',
    });
    const bySegment = await call('DELETE', `/api/campaign-segments/${seg}`);
    expect(bySegment.statusCode).toBe(409);
    expect(bySegment.json()).toMatchObject({
      error:
        'Este segmento é usado por campanhas em rascunho ou agendadas: "Rascunho de Natal", "Agendada de Natal". Troque o segmento nelas ou exclua-as antes.',
      code: 'segment_in_use',
    });
    expect((await call('GET', `/api/email/templates/${tpl}`)).statusCode).toBe(200);
    expect(await campaign(draft.id)).toMatchObject({ status: 'draft', template: { name: expect.any(String) } });
    expect(await campaign(scheduled.id)).toMatchObject({ status: 'scheduled' });
  });

  it('one only sent campaigns used can be deleted; they still show its name and their statistics', async () => {
    const tpl = await template('Promoção de Inverno');
    const seg = await segment(['enviada1@cliente.test', 'enviada2@cliente.test'], 'Clientes do Sul');
    const { id } = await create({ name: 'Inverno', template_id: tpl, segment_id: seg });
    expect((await call('POST', `/api/email/campaigns/${id}/send`)).statusCode).toBe(200);
    await t.app.jobs.drain();

    expect((await call('DELETE', `/api/email/templates/${tpl}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/campaign-segments/${seg}`)).statusCode).toBe(200);
    expect(await campaign(id)).toMatchObject({
      status: 'sent',
      sent: 2,
      template_id: null,
      template: { name: 'Promoção de Inverno' },
      segment_id: null,
      segment: { id: null, name: 'Clientes do Sul' },
    });
    expect((await call('GET', `/api/email/campaigns/${id}/stats`)).json().data).toMatchObject({ sent: 2 });
  });

  it('a campaign started just before its segment was deleted still reaches the segment it copied', async () => {
    const seg = await segment(['copia1@cliente.test', 'copia2@cliente.test']);
    const { id } = await create({ name: 'Cópia do segmento', template_id: await template(), segment_id: seg });
    expect((await call('POST', `/api/email/campaigns/${id}/send`)).statusCode).toBe(200);
    // Sending, not yet prepared: the segment may go, the campaign has its definition.
    expect((await call('DELETE', `/api/campaign-segments/${seg}`)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await campaign(id)).toMatchObject({ status: 'sent', sent: 2, recipients_total: 2 });
    expect(messagesTo('copia2@cliente.test')).toHaveLength(1);
  });

  it('scheduling copies the template and the segment; the start takes them as they are then', async () => {
    const tpl = await template('Antes');
    const seg = await segment(['agenda1@cliente.test']);
    const { id } = await create({
      name: 'Com cópia',
      template_id: tpl,
      segment_id: seg,
      schedule_type: 'scheduled',
      scheduled_at: inAnHour(),
    });
    expect(await row(id)).toMatchObject({
      template_name: 'Antes',
      subject: 'Oferta para {{nome}}',
      segment_filters: JSON.stringify({ manual_emails: 'agenda1@cliente.test' }),
    });
    await call('PUT', `/api/email/templates/${tpl}`, {
      name: 'Depois',
      subject: 'Corrigido',
      body_html: '<p>Olá {{nome}}</p>',
      variables: [],
    });
    await runDueNow(
      t,
      (await startJobs(id)).map((j) => j.id),
    );
    expect(await row(id)).toMatchObject({ status: 'sent', template_name: 'Depois' });
    expect(messagesTo('agenda1@cliente.test').map((m) => m.subject)).toEqual(['Corrigido']);
  });
});

describe('editing a campaign', () => {
  it('a draft takes a new name, template, segment and moment; scheduled, it carries its copy', async () => {
    const seg = await segment(['editar@cliente.test']);
    const { id } = await create({ name: 'Primeiro nome', template_id: await template(), segment_id: seg });
    const tpl = await template('Novo template');
    const at = inAnHour();
    const res = await call('PUT', `/api/email/campaigns/${id}`, {
      name: 'Nome novo',
      template_id: tpl,
      segment_id: seg,
      schedule_type: 'scheduled',
      scheduled_at: at,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Nome novo',
      template_id: tpl,
      template: { name: 'Novo template' },
      status: 'scheduled',
      scheduled_at: at,
    });
    expect((await row(id)).template_name).toBe('Novo template');
    expect((await activity(id)).map((a) => a.action)).toEqual(['create', 'update']);

    // 'Imediato' makes it a draft again, without a copy.
    const back = await call('PUT', `/api/email/campaigns/${id}`, {
      name: 'Nome novo',
      template_id: tpl,
      segment_id: seg,
      schedule_type: 'immediate',
    });
    expect(back.json().data).toMatchObject({ status: 'draft', scheduled_at: null });
    expect(await row(id)).toMatchObject({ template_name: null, subject: null, segment_filters: null });
  });

  it('rescheduled, the job of the old moment starts nothing; the new one starts it once', async () => {
    const seg = await segment(['reagendada@cliente.test']);
    const tpl = await template();
    const { id } = await create({
      name: 'Reagendada',
      template_id: tpl,
      segment_id: seg,
      schedule_type: 'scheduled',
      scheduled_at: inAnHour(),
    });
    const [first] = await startJobs(id);
    const later = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    await call('PUT', `/api/email/campaigns/${id}`, {
      name: 'Reagendada',
      template_id: tpl,
      segment_id: seg,
      schedule_type: 'scheduled',
      scheduled_at: later,
    });
    await runDueNow(t, [first!.id]);
    expect(await campaign(id)).toMatchObject({ status: 'scheduled', scheduled_at: later });
    expect(messagesTo('reagendada@cliente.test')).toHaveLength(0);
    await runDueNow(t);
    expect(await campaign(id)).toMatchObject({ status: 'sent', sent: 1 });
  });

  it('refuses a campaign past scheduling (409), an unknown one (404) and bad input (400 naming the field)', async () => {
    const seg = await segment(['naoedita@cliente.test']);
    const tpl = await template();
    const { id } = await create({ name: 'Já enviada', template_id: tpl, segment_id: seg });
    await call('POST', `/api/email/campaigns/${id}/send`);
    await t.app.jobs.drain();
    const body = { name: 'Outro', template_id: tpl, segment_id: seg };
    const sent = await call('PUT', `/api/email/campaigns/${id}`, body);
    expect([sent.statusCode, sent.json().code, sent.json().error]).toEqual([
      409,
      'campaign_not_editable',
      'Só campanhas em rascunho ou agendadas podem ser alteradas',
    ]);
    expect((await call('PUT', '/api/email/campaigns/999999', body)).statusCode).toBe(404);
    const bad = await call('PUT', `/api/email/campaigns/${id}`, { name: '', template_id: 'x', segment_id: seg });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      name: 'Nome da campanha é obrigatório',
      template_id: 'Selecione um template',
    });
    const gone = await call('PUT', `/api/email/campaigns/${(await create(body)).id}`, {
      ...body,
      template_id: 999_999,
    });
    expect([gone.statusCode, gone.json().details]).toEqual([400, { template_id: 'Selecione um template' }]);
    expect((await call('PUT', '/api/email/campaigns/abc', body)).statusCode).toBe(400);
  });
});

describe('duplicating, deleting and cancelling', () => {
  it("duplicates any campaign as a new draft 'Cópia de …' with its template and segment", async () => {
    const seg = await segment(['duplicar@cliente.test']);
    const tpl = await template('Base');
    const { id } = await create({ name: 'Original', template_id: tpl, segment_id: seg });
    await call('POST', `/api/email/campaigns/${id}/send`);
    await t.app.jobs.drain();
    const res = await call('POST', `/api/email/campaigns/${id}/duplicate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'Campanha duplicada! A cópia é um rascunho.',
      campaign: {
        name: 'Cópia de Original',
        status: 'draft',
        template_id: tpl,
        segment_id: seg,
        schedule_type: 'immediate',
        recipients_total: 0,
        sent: 0,
      },
    });
    const long = await create({ name: 'N'.repeat(200), template_id: tpl, segment_id: seg });
    const copy = (await call('POST', `/api/email/campaigns/${long.id}/duplicate`)).json().data.campaign;
    expect(copy.name).toBe(`Cópia de ${'N'.repeat(191)}`);
    expect((await call('POST', '/api/email/campaigns/999999/duplicate')).statusCode).toBe(404);
  });

  it('deletes a draft only', async () => {
    const seg = await segment(['excluir@cliente.test']);
    const tpl = await template();
    const { id } = await create({ name: 'Excluir', template_id: tpl, segment_id: seg });
    const res = await call('DELETE', `/api/email/campaigns/${id}`);
    expect(res.json()).toEqual({ success: true, data: { message: 'Campanha excluída!' } });
    expect((await call('GET', `/api/email/campaigns/${id}`)).statusCode).toBe(404);
    expect((await activity(id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await call('DELETE', `/api/email/campaigns/${id}`)).statusCode).toBe(404);

    const scheduled = await create({
      name: 'Agendada não sai',
      template_id: tpl,
      segment_id: seg,
      schedule_type: 'scheduled',
      scheduled_at: inAnHour(),
    });
    const refused = await call('DELETE', `/api/email/campaigns/${scheduled.id}`);
    expect([refused.statusCode, refused.json().code, refused.json().error]).toEqual([
      409,
      'campaign_not_deletable',
      'Só campanhas em rascunho podem ser excluídas',
    ]);
    // Once deleted, its template can go too.
    await call('POST', `/api/email/campaigns/${scheduled.id}/cancel`);
    await call('DELETE', `/api/email/campaigns/${scheduled.id}`);
    expect((await call('DELETE', `/api/email/templates/${tpl}`)).statusCode).toBe(200);
  });

  it('cancels a schedule: a draft again, and its moment starts nothing', async () => {
    const seg = await segment(['cancelar@cliente.test']);
    const { id } = await create({
      name: 'Cancelar',
      template_id: await template(),
      segment_id: seg,
      schedule_type: 'scheduled',
      scheduled_at: inAnHour(),
    });
    const res = await call('POST', `/api/email/campaigns/${id}/cancel`);
    expect(res.json().data).toMatchObject({
      message: 'Agendamento cancelado: a campanha voltou a ser um rascunho.',
      campaign: { status: 'draft', schedule_type: 'immediate', scheduled_at: null },
    });
    await runDueNow(t);
    expect(await campaign(id)).toMatchObject({ status: 'draft', recipients_total: 0, last_error: null });
    expect(messagesTo('cancelar@cliente.test')).toHaveLength(0);
    const again = await call('POST', `/api/email/campaigns/${id}/cancel`);
    expect([again.statusCode, again.json().code, again.json().error]).toEqual([
      409,
      'campaign_not_scheduled',
      'Só campanhas agendadas podem ter o agendamento cancelado',
    ]);
    expect((await call('POST', '/api/email/campaigns/999999/cancel')).statusCode).toBe(404);
  });
});

describe('test send and the count before sending', () => {
  it("sends one '[Teste]' message to the staff member's own address, counted nowhere", async () => {
    const seg = await segment(['teste1@cliente.test', 'teste2@cliente.test']);
    const { id } = await create({ name: 'Testar', template_id: await template(), segment_id: seg });
    const res = await call('POST', `/api/email/campaigns/${id}/test`, {});
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'E-mail de teste enviado para admin@ponte.test.', via: 'smtp' },
    });
    const [mail] = messagesTo('admin@ponte.test');
    expect(mail!.subject).toBe('[Teste] Oferta para onsolutions');
    expect(mail!.html).toContain('Olá onsolutions!');
    // Links go straight to the shop: no click is recorded for anyone.
    expect(mail!.html).toContain('href="https://loja.test/oferta"');

    const other = await call('POST', `/api/email/campaigns/${id}/test`, { to: ' Outra@Loja.test ' });
    expect(other.json().data.message).toBe('E-mail de teste enviado para outra@loja.test.');
    expect(messagesTo('outra@loja.test')).toHaveLength(1);
    // Mail to an address an admin typed is recorded, each send with where it went.
    const entries = await t.db
      .selectFrom('activity_log')
      .select('details')
      .where('entity_type', '=', 'email_campaign')
      .where('entity_id', '=', String(id))
      .where('details', 'like', '%test_sent_to%')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => JSON.parse(e.details!).test_sent_to)).toEqual(['admin@ponte.test', 'outra@loja.test']);

    expect(await campaign(id)).toMatchObject({ status: 'draft', recipients_total: 0, sent: 0 });
    expect(await t.db.selectFrom('campaign_recipients').select('id').where('campaign_id', '=', id).execute()).toEqual(
      [],
    );
    expect(messagesTo('teste1@cliente.test')).toHaveLength(0);
  });

  it('refuses an invalid address (400 on the field), an unknown campaign (404), and tells an SMTP refusal (502)', async () => {
    const { id } = await create({
      name: 'Teste inválido',
      template_id: await template(),
      segment_id: await segment(['invalido@cliente.test']),
    });
    const bad = await call('POST', `/api/email/campaigns/${id}/test`, { to: 'sem-arroba' });
    expect([bad.statusCode, bad.json().details]).toEqual([400, { to: 'Informe um e-mail válido' }]);
    expect((await call('POST', `/api/email/campaigns/${id}/test`, { to: 42 })).statusCode).toBe(400);
    expect((await call('POST', '/api/email/campaigns/999999/test', {})).statusCode).toBe(404);
    smtp.control.refuse = true;
    try {
      const refused = await call('POST', `/api/email/campaigns/${id}/test`, {});
      expect([refused.statusCode, refused.json().code]).toEqual([502, 'smtp_failed']);
    } finally {
      smtp.control.refuse = false;
    }
  });

  it("answers how many addresses 'Enviar' would reach", async () => {
    const seg = await segment(['conta1@cliente.test', 'conta2@cliente.test', 'conta3@cliente.test']);
    const { id } = await create({ name: 'Contar', template_id: await template(), segment_id: seg });
    expect((await call('GET', `/api/email/campaigns/${id}/audience`)).json()).toEqual({
      success: true,
      data: { total: 3, empty_variables: [] },
    });
    expect((await call('GET', '/api/email/campaigns/999999/audience')).statusCode).toBe(404);
  });
});

describe('who may change campaigns', () => {
  it('the new calls are for admins only', async () => {
    const operador = await t.staff('operador');
    await expectForbidden(t, operador.token, [
      ['PUT', '/api/email/campaigns/1'],
      ['DELETE', '/api/email/campaigns/1'],
      ['POST', '/api/email/campaigns/1/duplicate'],
      ['POST', '/api/email/campaigns/1/cancel'],
      ['POST', '/api/email/campaigns/1/test'],
      ['GET', '/api/email/campaigns/1/audience'],
    ]);
  });
});
