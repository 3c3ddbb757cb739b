import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * Campaign changes racing each other, fifty at once (docs/0012, docs/0049). SQLite runs one
 * write at a time, so these matter on PostgreSQL, where each request has its own connection.
 */
const CALLS = 50;

let t: TestContext;
let seq = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });

const template = async () =>
  (
    await call('POST', '/api/email/templates', {
      name: `Corrida ${++seq}`,
      subject: 'Oi {{nome}}',
      body_html: '<p>Oi {{nome}}</p>',
      variables: [],
    })
  ).json().data.id as number;
const segment = async () =>
  (
    await call('POST', '/api/campaign-segments', {
      name: `Corrida ${++seq}`,
      filters: { manual_emails: `corrida${seq}@cliente.test` },
    })
  ).json().data.id as number;
const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

describe('campaigns under concurrent calls', () => {
  it('scheduling with a template while it is deleted: never a scheduled campaign without its source or its copy', async () => {
    const kept = await template();
    const seg = await segment();
    const pairs = await Promise.all(
      Array.from({ length: CALLS }, async () => {
        const racing = await template();
        const draft = (
          await call('POST', '/api/email/campaigns', { name: 'Rascunho', template_id: kept, segment_id: seg })
        ).json().data.id as number;
        return { racing, draft };
      }),
    );
    const replies = await Promise.all(
      pairs.map(({ racing, draft }) =>
        Promise.all([
          call('PUT', `/api/email/campaigns/${draft}`, {
            name: 'Agendada',
            template_id: racing,
            segment_id: seg,
            schedule_type: 'scheduled',
            scheduled_at: inAnHour(),
          }),
          call('DELETE', `/api/email/templates/${racing}`),
        ]),
      ),
    );
    for (const [i, [schedule, remove]] of replies.entries()) {
      const { racing, draft } = pairs[i]!;
      const row = await t.db
        .selectFrom('email_campaigns')
        .selectAll()
        .where('id', '=', draft)
        .executeTakeFirstOrThrow();
      const exists = await t.db.selectFrom('email_templates').select('id').where('id', '=', racing).executeTakeFirst();
      // Exactly one of the two won, and the other was told why.
      expect([schedule.statusCode, remove.statusCode].sort(), `pair ${i}`).toEqual(
        schedule.statusCode === 200 ? [200, 409] : [200, 400],
      );
      if (schedule.statusCode === 200) {
        expect(remove.json().code).toBe('template_in_use');
        expect(row).toMatchObject({ status: 'scheduled', template_id: racing, subject: 'Oi {{nome}}' });
        expect(row.template_name).toMatch(/^Corrida \d+$/);
        expect(row.segment_filters).not.toBeNull();
        expect(exists).toBeDefined();
      } else {
        expect(schedule.json().details).toEqual({ template_id: 'Selecione um template' });
        expect(row).toMatchObject({ status: 'draft', template_id: kept, subject: null });
        expect(exists).toBeUndefined();
      }
    }
    // Whatever the order, no draft or scheduled campaign points at a template that is gone.
    const stranded = await t.db
      .selectFrom('email_campaigns as c')
      .leftJoin('email_templates as t', 't.id', 'c.template_id')
      .select('c.id')
      .where('c.status', 'in', ['draft', 'scheduled'])
      .where('t.id', 'is', null)
      .execute();
    expect(stranded).toEqual([]);
  });

  it("fifty 'Cancelar agendamento' at once: one cancels, the others are told it is no longer scheduled", async () => {
    const { id } = (
      await call('POST', '/api/email/campaigns', {
        name: 'Cancelar',
        template_id: await template(),
        segment_id: await segment(),
        schedule_type: 'scheduled',
        scheduled_at: inAnHour(),
      })
    ).json().data;
    const replies = await Promise.all(
      Array.from({ length: CALLS }, () => call('POST', `/api/email/campaigns/${id}/cancel`)),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.statusCode !== 200))
      expect([r.statusCode, r.json().code]).toEqual([409, 'campaign_not_scheduled']);
  });

  it("'Enviar' and 'Excluir' on one draft, fifty at once: one wins, nothing half-done", async () => {
    const { id } = (
      await call('POST', '/api/email/campaigns', {
        name: 'Enviar ou excluir',
        template_id: await template(),
        segment_id: await segment(),
      })
    ).json().data;
    const replies = await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        i % 2 === 0 ? call('POST', `/api/email/campaigns/${id}/send`) : call('DELETE', `/api/email/campaigns/${id}`),
      ),
    );
    const winners = replies.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const r of replies.filter((r) => r.statusCode !== 200)) expect([404, 409]).toContain(r.statusCode);
    const row = await t.db.selectFrom('email_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
    // Sent: it has its copy; deleted: it is gone.
    if (row) expect(row).toMatchObject({ status: 'sending', subject: 'Oi {{nome}}' });
    expect(row === undefined).toBe(JSON.stringify(winners[0]!.json()).includes('Campanha excluída!'));
  });
});
