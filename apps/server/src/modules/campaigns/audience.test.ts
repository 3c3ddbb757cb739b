import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../../test/helpers';
import type { startSmtp } from '../../../test/fakes/smtp';
import { buildSmtpTestApp, closeWithPeer } from '../../../test/peer-apps';
import { postTemplate } from '../../../test/campaign-calls';
import { saleRow } from '../../../test/sale-rows';

/** Issue 29 (docs/0050): bounces, clicks per link, opens and clicks over time, conversions after an open. */
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let templateId: number;
let seq = 0;
const admin = () => bearer(t.adminToken);
const LINK_A = 'https://loja.test/a';
const LINK_B = 'https://loja.test/b';

beforeAll(async () => {
  ({ t, smtp } = await buildSmtpTestApp());
  templateId = await postTemplate(t, {
    name: 'Links',
    subject: 'Oi {{nome}}',
    body_html: `<p>Oi {{nome}}</p><a href="${LINK_A}">A</a> <a href="${LINK_B}">B</a>`,
    variables: [],
  });
});
afterAll(() => closeWithPeer(t, smtp));

/** Customers with these addresses and a segment of exactly them. */
async function audience(emails: string[]) {
  const customerIds: number[] = [];
  for (const email of emails) {
    seq += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: admin(),
      payload: { phone: `55119${String(71000000 + seq).padStart(8, '0')}`, name: `Cliente ${seq}`, email },
    });
    customerIds.push(res.json().data.id);
  }
  const segment = await t.app.inject({
    method: 'POST',
    url: '/api/campaign-segments',
    headers: admin(),
    payload: { name: `Público ${seq}`, filters: { manual_emails: emails.join('\n') } },
  });
  return { segmentId: segment.json().data.id as number, customerIds };
}

async function sendTo(segmentId: number) {
  const id = (
    await t.app.inject({
      method: 'POST',
      url: '/api/email/campaigns',
      headers: admin(),
      payload: { name: `Campanha ${++seq}`, template_id: templateId, segment_id: segmentId },
    })
  ).json().data.id as number;
  await t.app.inject({ method: 'POST', url: `/api/email/campaigns/${id}/send`, headers: admin() });
  await t.app.jobs.drain();
  return id;
}

const stats = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/email/campaigns/${id}/stats`, headers: admin() })).json().data;
const recipients = (campaignId: number) =>
  t.db.selectFrom('campaign_recipients').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();
const links = (campaignId: number) =>
  t.db.selectFrom('campaign_links').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();
const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/email/t/o/${token}` });
const click = (token: string, link: number) => t.app.inject({ method: 'GET', url: `/api/email/t/c/${token}/${link}` });

describe('bounces', () => {
  it('an address refused with 5xx is marked bounced and left out of later sends; a 4xx stays a retryable failure', async () => {
    const emails = ['vivo@cliente.test', 'morto@cliente.test', 'ocupado@cliente.test'];
    const { segmentId } = await audience(emails);
    smtp.control.bounce.add('morto@cliente.test');
    smtp.control.defer.add('ocupado@cliente.test');
    let id: number;
    try {
      id = await sendTo(segmentId);
    } finally {
      smtp.control.bounce.clear();
      smtp.control.defer.clear();
    }
    const rows = await recipients(id);
    const row = (email: string) => rows.find((r) => r.email === email)!;
    expect(row('vivo@cliente.test').status).toBe('sent');
    expect(row('morto@cliente.test')).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(row('morto@cliente.test').error).toMatch(/550/);
    // Tried again up to the limit, then failed: a temporary refusal never marks the address.
    expect(row('ocupado@cliente.test')).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row('ocupado@cliente.test').error).toMatch(/451/);
    expect(await stats(id)).toMatchObject({ sent: 1, bounced: 1, failed: 1, pending: 0, total: 3 });

    const list = await t.db.selectFrom('email_unsubscribes').selectAll().where('email', 'in', emails).execute();
    expect(list).toEqual([expect.objectContaining({ email: 'morto@cliente.test', kind: 'bounced', campaign_id: id })]);
    expect(list[0]!.reason).toMatch(/550/);

    // Counted apart in the segment, and not a recipient of the next campaign.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/campaign-segments/${segmentId}/preview`,
      headers: admin(),
    });
    expect(preview.json().data).toMatchObject({ total: 2, excluded: { unsubscribed: 1 } });
    const next = await sendTo(segmentId);
    expect((await recipients(next)).map((r) => r.email).sort()).toEqual(['ocupado@cliente.test', 'vivo@cliente.test']);
  });

  it('a server refusing the sender (550 to MAIL FROM) marks nobody: the campaign pauses as before', async () => {
    const { segmentId } = await audience(Array.from({ length: 6 }, (_, i) => `remetente${i}@cliente.test`));
    smtp.control.refuse = true;
    let id: number;
    try {
      id = await sendTo(segmentId);
    } finally {
      smtp.control.refuse = false;
    }
    expect((await stats(id)).bounced).toBe(0);
    const marked = await t.db
      .selectFrom('email_unsubscribes')
      .select('email')
      .where('email', 'like', 'remetente%')
      .execute();
    expect(marked).toEqual([]);
    const campaign = await t.db.selectFrom('email_campaigns').select('status').where('id', '=', id).executeTakeFirst();
    expect(campaign?.status).toBe('paused');
  });
});

describe('clicks per link and over time', () => {
  it('shows each link with its clicks and unique clickers, in the template’s order', async () => {
    const { segmentId } = await audience(['link1@cliente.test', 'link2@cliente.test', 'link3@cliente.test']);
    const id = await sendTo(segmentId);
    const [r1, r2] = await recipients(id);
    const [a, b] = await links(id);
    await click(r1!.token, a!.id);
    await click(r1!.token, a!.id);
    await click(r2!.token, a!.id);
    const s = await stats(id);
    expect(s.links).toEqual([
      { url: LINK_A, clicks: 3, unique_clicks: 2 },
      { url: LINK_B, clicks: 0, unique_clicks: 0 },
    ]);
    expect(b!.url).toBe(LINK_B);
    expect(s).toMatchObject({ clicked: 2, opened: 2 });
    // Everything happened within the first hour: that hour holds it all.
    const hourly = s.timeline.filter((p: { unit: string }) => p.unit === 'hour');
    expect(hourly[0]).toMatchObject({ opens: 2, clicks: 3 });
    expect(s.timeline.every((p: { unit: string }) => p.unit === 'hour')).toBe(true);
  });

  it('counts by the hour for the first 48 hours after the start, then by the shop’s (São Paulo) day', async () => {
    const { segmentId } = await audience(['tempo1@cliente.test', 'tempo2@cliente.test']);
    const id = await sendTo(segmentId);
    const [r1, r2] = await recipients(id);
    const [a] = await links(id);
    await t.db
      .updateTable('email_campaigns')
      .set({ started_at: '2026-01-10T12:30:00.000Z' })
      .where('id', '=', id)
      .execute();
    await t.db
      .updateTable('campaign_recipients')
      .set({ opened_at: '2026-01-10T13:05:00.000Z' })
      .where('id', '=', r1!.id)
      .execute();
    // 23:00 on the 12th in São Paulo, 50 h after the start.
    await t.db
      .updateTable('campaign_recipients')
      .set({ opened_at: '2026-01-13T02:00:00.000Z' })
      .where('id', '=', r2!.id)
      .execute();
    await t.db
      .insertInto('campaign_clicks')
      .values([
        { recipient_id: r1!.id, link_id: a!.id, created_at: '2026-01-10T12:40:00.000Z' },
        { recipient_id: r2!.id, link_id: a!.id, created_at: '2026-01-15T10:00:00.000Z' },
      ])
      .execute();
    const { timeline } = await stats(id);
    const hours = timeline.filter((p: { unit: string }) => p.unit === 'hour');
    expect(hours).toHaveLength(48);
    expect(hours[0]).toEqual({ start: '2026-01-10T12:00:00.000Z', unit: 'hour', opens: 0, clicks: 1 });
    expect(hours[1]).toEqual({ start: '2026-01-10T13:00:00.000Z', unit: 'hour', opens: 1, clicks: 0 });
    expect(timeline.slice(48)).toEqual([
      { start: '2026-01-12T12:00:00.000Z', unit: 'day', opens: 1, clicks: 0 },
      { start: '2026-01-13T03:00:00.000Z', unit: 'day', opens: 0, clicks: 0 },
      { start: '2026-01-14T03:00:00.000Z', unit: 'day', opens: 0, clicks: 0 },
      { start: '2026-01-15T03:00:00.000Z', unit: 'day', opens: 0, clicks: 1 },
    ]);
  });
});

describe('conversions (docs/0050)', () => {
  it('count a confirmed sale only from the first open or click, within 7 days of it', async () => {
    const emails = ['antes@cliente.test', 'dentro@cliente.test', 'fora@cliente.test', 'nunca@cliente.test'];
    const { segmentId, customerIds } = await audience([...emails, 'clique@cliente.test']);
    const id = await sendTo(segmentId);
    const rows = await recipients(id);
    const token = (email: string) => rows.find((r) => r.email === email)!.token;
    for (const email of emails.slice(0, 3)) await open(token(email));
    await open(token('antes@cliente.test'));
    const [a] = await links(id);
    await click(token('clique@cliente.test'), a!.id);
    const opened = async (email: string) =>
      Date.parse(
        (await t.db
          .selectFrom('campaign_recipients')
          .select('opened_at')
          .where('campaign_id', '=', id)
          .where('email', '=', email)
          .executeTakeFirstOrThrow())!.opened_at!,
      );
    const WEEK = 7 * 86_400_000;
    const sale = (customer: number, at: number) => saleRow({ customerId: customer, at: new Date(at).toISOString() });
    await t.db
      .insertInto('sales')
      .values([
        // Bought a minute before opening: the message did not bring it.
        sale(customerIds[0]!, (await opened('antes@cliente.test')) - 60_000),
        // A second before the window closes: counts.
        sale(customerIds[1]!, (await opened('dentro@cliente.test')) + WEEK - 1000),
        // A second after: does not.
        sale(customerIds[2]!, (await opened('fora@cliente.test')) + WEEK + 1000),
        // Never opened nor clicked: nothing counts, however soon after the send.
        sale(customerIds[3]!, Date.parse(rows[0]!.sent_at!) + 60_000),
        // A click with images blocked starts the window as an open would.
        sale(customerIds[4]!, (await opened('clique@cliente.test')) + 86_400_000),
      ])
      .execute();
    expect(await stats(id)).toMatchObject({ sent: 5, opened: 4, converted: 2, conversionRate: 40 });
  });
});
