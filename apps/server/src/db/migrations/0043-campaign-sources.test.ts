import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '..';
import { useDbMigratedTo } from '../../../test/helpers';
import { migrateToLatest } from '../migrate';

/** 0043 gives campaigns past draft a copy of their template and segment, where those still exist. */
let db: Db;
useDbMigratedTo('0042-task-notices', (opened) => (db = opened));

const at = '2025-03-01T12:00:00.000Z';

describe('migration 0043', () => {
  it('copies the template and segment into scheduled, sending, paused and sent campaigns; drafts stay without', async () => {
    const template = (
      await sql<{
        id: number;
      }>`insert into email_templates (name, subject, body_html, body_json, variables, created_by, created_at, updated_at)
        values ('Oferta', 'Oi {{nome}}', '<p>Oi</p>', null, '[]', null, ${at}, ${at}) returning id`.execute(db)
    ).rows[0]!.id;
    const segment = (
      await sql<{ id: number }>`insert into campaign_segments (name, description, filters, created_at, updated_at)
        values ('VIP', null, '{"bot_enabled":true}', ${at}, ${at}) returning id`.execute(db)
    ).rows[0]!.id;
    // Written as the code before 0043 wrote them: subject and HTML copied only once sending started.
    const campaign = async (status: string, content: string | null, templateId: number | null = template) =>
      (
        await sql<{ id: number }>`insert into email_campaigns
          (name, template_id, segment_id, schedule_type, status, subject, body_html, created_at, updated_at)
          values (${status}, ${templateId}, ${segment}, 'immediate', ${status}, ${content}, ${content}, ${at}, ${at})
          returning id`.execute(db)
      ).rows[0]!.id;
    const draft = await campaign('draft', null);
    const scheduled = await campaign('scheduled', null);
    const sent = await campaign('sent', 'Como saiu');
    const orphan = await campaign('paused', 'Sem template', null);

    await migrateToLatest(db);
    const rows = await db
      .selectFrom('email_campaigns')
      .select(['id', 'template_name', 'subject', 'body_html', 'segment_name', 'segment_filters'])
      .orderBy('id')
      .execute();
    const vip = { segment_name: 'VIP', segment_filters: '{"bot_enabled":true}' };
    expect(rows).toEqual([
      { id: draft, template_name: null, subject: null, body_html: null, segment_name: null, segment_filters: null },
      { id: scheduled, template_name: 'Oferta', subject: 'Oi {{nome}}', body_html: '<p>Oi</p>', ...vip },
      { id: sent, template_name: 'Oferta', subject: 'Como saiu', body_html: 'Como saiu', ...vip },
      { id: orphan, template_name: null, subject: 'Sem template', body_html: 'Sem template', ...vip },
    ]);
  });
});
