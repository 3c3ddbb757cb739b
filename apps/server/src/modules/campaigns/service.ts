import {
  campaignText,
  rateOf,
  type CampaignBody,
  type CampaignStats,
  type EmailCampaign,
} from '@ponte/domain/campaigns';
import type { CampaignBodySchema } from '@ponte/domain/campaigns';
import type { z } from 'zod';
import type { Db } from '../../db';
import { nowIso, toCount } from '../../db';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { findTemplate } from '../email/service';
import { recordActivity } from '../logs/service';
import { countSegment, findSegment } from '../segments/service';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_START_JOB, type CampaignJob } from './sender';
import * as q from './queries';

export const CAMPAIGN_LIST_MAX = 200;

const toCampaign = (r: q.CampaignRow & object): EmailCampaign => ({
  id: r.id,
  name: r.name,
  template_id: r.template_id,
  segment_id: r.segment_id,
  schedule_type: r.schedule_type,
  scheduled_at: r.scheduled_at,
  status: r.status,
  template: r.template_name === null ? null : { name: r.template_name },
  segment:
    r.segment_id === null || r.segment_name === null
      ? null
      : { id: r.segment_id, name: r.segment_name, description: r.segment_description },
  recipients_total: r.recipients_total,
  sent: toCount(r.sent),
  last_error: r.last_error,
  created_at: r.created_at,
  started_at: r.started_at,
  finished_at: r.finished_at,
});

export async function listCampaigns(db: Db): Promise<EmailCampaign[]> {
  return (await q.listCampaignRows(db, CAMPAIGN_LIST_MAX)).map(toCampaign);
}

export async function getCampaign(db: Db, id: number): Promise<EmailCampaign> {
  const row = await q.findCampaignRow(db, id);
  if (!row) throw notFound(campaignText.notFound);
  return toCampaign(row);
}

/** POST /api/email/campaigns: a draft, or a campaign that starts by itself at its moment. */
export async function createCampaign(
  ctx: ServerContext,
  actor: Actor,
  body: z.output<typeof CampaignBodySchema>,
): Promise<EmailCampaign> {
  const [template, segment] = await Promise.all([
    findTemplate(ctx.db, body.template_id),
    findSegment(ctx.db, body.segment_id),
  ]);
  const missing: Record<string, string> = {};
  if (!template) missing.template_id = campaignText.templateRequired;
  if (!segment) missing.segment_id = campaignText.segmentRequired;
  const scheduledAt = body.schedule_type === 'scheduled' && body.scheduled_at ? new Date(body.scheduled_at) : null;
  if (scheduledAt && scheduledAt.getTime() <= Date.now()) missing.scheduled_at = campaignText.scheduledAtPast;
  // Scheduled for nobody would only fail at its moment: said now, on the segment.
  if (scheduledAt && segment && (await countSegment(ctx.db, segment.id)).total === 0)
    missing.segment_id = campaignText.noRecipients;
  if (Object.keys(missing).length > 0) throw badRequest(Object.values(missing)[0]!, missing);
  const at = nowIso();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const { id } = await q.insertCampaign(tx as unknown as Db, {
      name: body.name,
      template_id: body.template_id,
      segment_id: body.segment_id,
      schedule_type: body.schedule_type,
      scheduled_at: scheduledAt?.toISOString() ?? null,
      status: scheduledAt ? 'scheduled' : 'draft',
      subject: null,
      body_html: null,
      prepared_at: null,
      last_error: null,
      created_by: actor.id,
      created_at: at,
      updated_at: at,
      started_at: null,
      finished_at: null,
    });
    if (scheduledAt) await ctx.jobs.enqueue(CAMPAIGN_START_JOB, { campaignId: id }, { runAt: scheduledAt, db: tx });
    await recordActivity(tx, { userId: actor.id, action: 'create', entityType: 'email_campaign', entityId: id });
    return id;
  });
  if (scheduledAt) ctx.jobs.kick();
  return getCampaign(ctx.db, id);
}

/** Draft (or scheduled, when its moment comes) → sending, with the template as it is now. */
async function start(ctx: ServerContext, campaignId: number, from: 'draft' | 'scheduled') {
  const campaign = await q.findCampaign(ctx.db, campaignId);
  if (!campaign) throw notFound(campaignText.notFound);
  if (campaign.status !== from) throw new AppError(409, campaignText.notDraft, undefined, 'campaign_not_draft');
  const template = campaign.template_id === null ? undefined : await findTemplate(ctx.db, campaign.template_id);
  if (!template) throw new AppError(409, campaignText.templateMissing, undefined, 'campaign_source_missing');
  if (campaign.segment_id === null || !(await findSegment(ctx.db, campaign.segment_id)))
    throw new AppError(409, campaignText.segmentMissing, undefined, 'campaign_source_missing');
  // 'Envio iniciado!' then 'Enviada 0 de 0' helps nobody (issue 29): said before anything moves.
  if ((await countSegment(ctx.db, campaign.segment_id)).total === 0)
    throw new AppError(409, campaignText.noRecipients, undefined, 'campaign_no_recipients');
  const claimed = await q.claimForSending(
    ctx.db,
    campaignId,
    from,
    { subject: template.subject, body_html: template.body_html },
    nowIso(),
  );
  if (!claimed) throw new AppError(409, campaignText.notDraft, undefined, 'campaign_not_draft');
  await ctx.jobs.enqueue(CAMPAIGN_SEND_JOB, { campaignId } satisfies CampaignJob);
}

/** POST /api/email/campaigns/{id}/send ('Enviar', drafts only). */
export async function sendCampaign(ctx: ServerContext, actor: Actor, id: number) {
  await start(ctx, id, 'draft');
  await recordActivity(ctx.db, {
    userId: actor.id,
    action: 'update',
    entityType: 'email_campaign',
    entityId: id,
    details: { status: 'sending' },
  });
  return { message: campaignText.sendStarted, campaign: await getCampaign(ctx.db, id) };
}

/** The scheduled moment came: the campaign starts unless someone already moved it on. */
export async function startScheduledCampaign(ctx: ServerContext, payload: CampaignJob) {
  const campaign = await q.findCampaign(ctx.db, payload.campaignId);
  if (campaign?.status !== 'scheduled') return;
  try {
    await start(ctx, payload.campaignId, 'scheduled');
  } catch (err) {
    // A campaign that cannot start at its moment goes back to draft saying why, instead of
    // staying 'Agendada' while the job retries for ever.
    if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
    await q.backToDraft(ctx.db, payload.campaignId, 'scheduled', err.message, nowIso());
  }
}

/** POST /api/email/campaigns/{id}/resume: a campaign paused by SMTP errors goes on where it stopped. */
export async function resumeCampaign(ctx: ServerContext, actor: Actor, id: number) {
  if (!(await q.findCampaign(ctx.db, id))) throw notFound(campaignText.notFound);
  const resumed = await q.resumeCampaign(ctx.db, id, nowIso());
  if (!resumed) throw new AppError(409, campaignText.notPaused, undefined, 'campaign_not_paused');
  await ctx.jobs.enqueue(CAMPAIGN_SEND_JOB, { campaignId: id } satisfies CampaignJob);
  await recordActivity(ctx.db, {
    userId: actor.id,
    action: 'update',
    entityType: 'email_campaign',
    entityId: id,
    details: { status: 'sending' },
  });
  return { message: campaignText.resumed, campaign: await getCampaign(ctx.db, id) };
}

/** GET /api/email/campaigns/{id}/stats. */
export async function campaignStats(db: Db, id: number): Promise<CampaignStats> {
  if (!(await q.findCampaign(db, id))) throw notFound(campaignText.notFound);
  const c = await q.campaignCounts(db, id);
  const sent = toCount(c.sent);
  const opened = toCount(c.opened);
  const clicked = toCount(c.clicked);
  const converted = toCount(c.converted);
  return {
    sent,
    opened,
    openRate: rateOf(opened, sent),
    clicked,
    clickRate: rateOf(clicked, sent),
    converted,
    conversionRate: rateOf(converted, sent),
    total: toCount(c.total),
    pending: toCount(c.pending),
    failed: toCount(c.failed),
    unsubscribed: toCount(c.unsubscribed),
  };
}

export type { CampaignBody };
