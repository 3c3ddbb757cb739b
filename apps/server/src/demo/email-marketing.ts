import { randomBytes } from 'node:crypto';
import type { Demo } from './context';

const WELCOME = `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f4f6fb;margin:0;padding:24px">
<table role="presentation" width="100%" style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<tr><td><h1 style="color:#1c7ed6;margin-top:0">Olá, {{nome}}!</h1>
<p>Chegaram novidades dos EUA: tênis, eletrônicos e cosméticos com frete calculado por peso.</p>
<p><a href="https://loja.exemplo.com.br/novidades" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Ver novidades</a></p>
<p style="color:#868e96;font-size:13px">Dúvidas? Responda no WhatsApp, é só chamar.</p></td></tr></table></body></html>`;

const FOLLOW_UP = `<p>Oi {{primeiro_nome}}, tudo bem?</p><p>Sua lista {{lista|de compras}} ainda está esperando:
{{total_lista}}, com o frete de {{frete}}.</p>
<p>Com o cupom {{cupom}} você ganha 10% de desconto no serviço.</p>
<p>Pague quando quiser em {{link_pagamento|nosso WhatsApp}}.</p>`;

/**
 * Two templates, two segments and two campaigns for /campanhas-email: a draft, and one sent a
 * week ago whose recipients opened and clicked in part, so its statistics have figures.
 */
export async function seedEmailMarketing(demo: Demo) {
  const { db } = demo;
  const at = (days: number) => demo.iso(demo.daysAgo(days));
  const [welcome, followUp] = await db
    .insertInto('email_templates')
    .values([
      {
        name: 'Boas-vindas',
        subject: 'Novidades dos EUA para você, {{nome}}',
        body_html: WELCOME,
        body_json: null,
        variables: '[]',
        created_by: 1,
        created_at: at(20),
        updated_at: at(20),
      },
      {
        name: 'Lista esperando',
        subject: '{{nome}}, sua lista de compras está esperando',
        body_html: FOLLOW_UP,
        body_json: null,
        variables: JSON.stringify(['cupom']),
        created_by: 1,
        created_at: at(12),
        updated_at: at(12),
      },
    ])
    .returning('id')
    .execute();
  const [manual, everyone] = await db
    .insertInto('campaign_segments')
    .values([
      {
        name: 'Atendimento manual',
        description: 'Clientes com o bot pausado',
        filters: JSON.stringify({ bot_enabled: false }),
        created_at: at(15),
        updated_at: at(15),
      },
      {
        name: 'Todos os clientes',
        description: 'Todos com e-mail',
        filters: '{}',
        created_at: at(15),
        updated_at: at(15),
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('email_campaigns')
    .values({
      name: 'Lembrete de lista',
      template_id: followUp!.id,
      segment_id: everyone!.id,
      schedule_type: 'immediate',
      scheduled_at: null,
      status: 'draft',
      subject: null,
      body_html: null,
      variable_values: JSON.stringify({ cupom: 'VOLTA10' }),
      prepared_at: null,
      last_error: null,
      created_by: 1,
      created_at: at(2),
      updated_at: at(2),
      started_at: null,
      finished_at: null,
    })
    .execute();
  const sentAt = at(7);
  const { id: campaignId } = await db
    .insertInto('email_campaigns')
    .values({
      name: 'Novidades de novembro',
      template_id: welcome!.id,
      segment_id: manual!.id,
      schedule_type: 'immediate',
      scheduled_at: null,
      status: 'sent',
      // What it went out with (docs/0049).
      template_name: 'Boas-vindas',
      subject: 'Novidades dos EUA para você, {{nome}}',
      body_html: WELCOME,
      segment_name: 'Atendimento manual',
      segment_filters: JSON.stringify({ bot_enabled: false }),
      prepared_at: sentAt,
      last_error: null,
      created_by: 1,
      created_at: at(8),
      updated_at: sentAt,
      started_at: sentAt,
      finished_at: sentAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customers = await db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'phone'])
    .where('email', 'is not', null)
    .orderBy('id')
    .limit(24)
    .execute();
  if (customers.length === 0) return;
  const convertUntil = new Date(Date.parse(sentAt) + 7 * 86_400_000).toISOString();
  await db
    .insertInto('campaign_recipients')
    .values(
      customers.map((c, i) => ({
        campaign_id: campaignId,
        customer_id: c.id,
        email: c.email!.toLowerCase(),
        name: c.name,
        phone: c.phone,
        token: randomBytes(24).toString('base64url'),
        status: 'sent' as const,
        attempts: 1,
        claimed_at: sentAt,
        message_id: `<demo-${i}@ponte.campaign>`,
        error: null,
        sent_at: sentAt,
        convert_until: convertUntil,
        // About half opened, a fifth clicked.
        opened_at: i % 2 === 0 ? at(6) : null,
        clicked_at: i % 5 === 0 ? at(6) : null,
        unsubscribed_at: null,
      })),
    )
    .execute();
  await db
    .updateTable('email_campaigns')
    .set({ recipients_total: customers.length })
    .where('id', '=', campaignId)
    .execute();
}
