import {
  campaignText,
  CAMPAIGN_EDITABLE,
  rateOf,
  type CampaignBody,
  type CampaignStats,
  type EmailCampaign,
} from '@ponte/domain/campaigns';
import type { CampaignBodySchema } from '@ponte/domain/campaigns';
import { campaignTimeline, type HourlyCounts } from '@ponte/domain/campaign-stats';
import type { z } from 'zod';
import type { Db, Tx } from '../../db';
import { nowIso, toCount } from '../../db';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { countSegmentFilters } from '../segments/service';
import { CAMPAIGN_SEND_JOB, CAMPAIGN_START_JOB, CampaignJobSchema, type CampaignJob } from './sender';
import type { JobDefinition } from '../../jobs/queue';
import { copiedSources, copyOf, holdSources } from './sources';
import { getCampaign } from './view';
import * as q from './queries';

const recordEmailCampaign = activityRecorder('email_campaign');

export { cancelSchedule, deleteCampaign, duplicateCampaign, refuseSegmentInUse, refuseTemplateInUse } from './changes';
export { sendTestEmail } from './test-send';
export { campaignAudience, previewCampaign } from './personalize';
export { CAMPAIGN_LIST_MAX, getCampaign, listCampaigns } from './view';

type Choice = z.output<typeof CampaignBodySchema>;

/**
 * The template, segment and moment a body chooses, checked inside the transaction that writes
 * the campaign with the template and segment held (docs/0049): 400 naming each refused field.
 */
async function checkChoice(tx: Tx, body: Choice) {
  const sources = await holdSources(tx, body);
  const missing: Record<string, string> = {};
  if (!sources.template) missing.template_id = campaignText.templateRequired;
  if (!sources.segment) missing.segment_id = campaignText.segmentRequired;
  const scheduledAt = body.schedule_type === 'scheduled' && body.scheduled_at ? new Date(body.scheduled_at) : null;
  if (scheduledAt && scheduledAt.getTime() <= Date.now()) missing.scheduled_at = campaignText.scheduledAtPast;
  // A value is for a variable the template declares ({{cupom}}): any other would be sent nowhere.
  const declared = new Set(sources.template?.variables ?? []);
  const stray = Object.keys(body.variable_values).filter((name) => !declared.has(name));
  if (sources.template && stray.length > 0)
    missing.variable_values = campaignText.variableNotDeclared.replace(
      '{list}',
      stray.map((n) => `{{${n}}}`).join(', '),
    );
  // Scheduled for nobody would only fail at its moment: said now, on the segment.
  if (scheduledAt && sources.segment && (await countSegmentFilters(tx, sources.segment.filters)).total === 0)
    missing.segment_id = campaignText.noRecipients;
  if (!sources.template || !sources.segment || Object.keys(missing).length > 0)
    throw badRequest(Object.values(missing)[0]!, missing);
  return { template: sources.template, segment: sources.segment, scheduledAt };
}

/** The columns a create or an edit writes: a scheduled campaign carries its copy, a draft none. */
function chosenColumns(body: Choice, choice: Awaited<ReturnType<typeof checkChoice>>, at: string) {
  return {
    name: body.name,
    template_id: body.template_id,
    segment_id: body.segment_id,
    schedule_type: body.schedule_type,
    scheduled_at: choice.scheduledAt?.toISOString() ?? null,
    status: choice.scheduledAt ? ('scheduled' as const) : ('draft' as const),
    ...(choice.scheduledAt ? copyOf(choice.template, choice.segment) : q.NO_COPY),
    variable_values: JSON.stringify(body.variable_values),
    last_error: null,
    updated_at: at,
  };
}

/** The job that starts a scheduled campaign names its moment: moved or cancelled since, it starts nothing. */
const enqueueStart = (ctx: ServerContext, tx: Tx, campaignId: number, at: Date) =>
  ctx.jobs.enqueue(CAMPAIGN_START_JOB, { campaignId, scheduledAt: at.toISOString() } satisfies CampaignJob, {
    runAt: at,
    db: tx,
  });

/** POST /api/email/campaigns: a draft, or a campaign that starts by itself at its moment. */
export async function createCampaign(ctx: ServerContext, actor: Actor, body: Choice): Promise<EmailCampaign> {
  const at = nowIso();
  const { id, scheduled } = await ctx.db.transaction().execute(async (tx) => {
    const choice = await checkChoice(tx, body);
    const { id } = await q.insertCampaign(tx, {
      ...chosenColumns(body, choice, at),
      prepared_at: null,
      created_by: actor.id,
      created_at: at,
      started_at: null,
      finished_at: null,
    });
    if (choice.scheduledAt) await enqueueStart(ctx, tx, id, choice.scheduledAt);
    await recordEmailCampaign(tx, actor.id, 'create', id);
    return { id, scheduled: choice.scheduledAt !== null };
  });
  if (scheduled) ctx.jobs.kick();
  return getCampaign(ctx.db, id);
}

/**
 * PUT /api/email/campaigns/{id}: a draft or a scheduled campaign gets a new name, template,
 * segment or moment. 'Agendado' (re)schedules it with a fresh copy; 'Imediato' makes it a draft.
 */
export async function updateCampaign(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  body: Choice,
): Promise<EmailCampaign> {
  const scheduled = await ctx.db.transaction().execute(async (tx) => {
    const current = await q.findCampaign(tx, id);
    if (!current) throw notFound(campaignText.notFound);
    if (!(CAMPAIGN_EDITABLE as readonly string[]).includes(current.status)) throw notEditable();
    const choice = await checkChoice(tx, body);
    const updated = await q.updateCampaignFrom(tx, id, CAMPAIGN_EDITABLE, chosenColumns(body, choice, nowIso()));
    if (!updated) throw notEditable();
    if (choice.scheduledAt) await enqueueStart(ctx, tx, id, choice.scheduledAt);
    await recordEmailCampaign(tx, actor.id, 'update', id, { name: body.name, status: updated.status });
    return choice.scheduledAt !== null;
  });
  if (scheduled) ctx.jobs.kick();
  return getCampaign(ctx.db, id);
}

const notEditable = () => new AppError(409, campaignText.notEditable, undefined, 'campaign_not_editable');
const notDraft = () => new AppError(409, campaignText.notDraft, undefined, 'campaign_not_draft');

/**
 * Draft (or scheduled, when its moment comes) → sending, with the template and segment as they
 * are now, copied into the campaign; a scheduled campaign whose source went away (before
 * deletions were refused) goes out with its copy.
 */
async function start(ctx: ServerContext, campaignId: number, from: 'draft' | 'scheduled', scheduledAt?: string) {
  await ctx.db.transaction().execute(async (tx) => {
    const campaign = await q.findCampaign(tx, campaignId);
    if (!campaign) throw notFound(campaignText.notFound);
    if (campaign.status !== from) throw notDraft();
    const live = await holdSources(tx, campaign);
    const kept = copiedSources(campaign);
    const template = live.template ?? kept.template;
    const segment = live.segment ?? kept.segment;
    if (!template) throw new AppError(409, campaignText.templateMissing, undefined, 'campaign_source_missing');
    if (!segment) throw new AppError(409, campaignText.segmentMissing, undefined, 'campaign_source_missing');
    // 'Envio iniciado!' then 'Enviada 0 de 0' helps nobody (issue 29): said before anything moves.
    if ((await countSegmentFilters(tx, segment.filters)).total === 0)
      throw new AppError(409, campaignText.noRecipients, undefined, 'campaign_no_recipients');
    // Only the campaign as read: an edit in between (another template, another moment) wins.
    const claimed = await q.claimForSending(tx, campaign, from, copyOf(template, segment), nowIso(), scheduledAt);
    if (!claimed) throw notDraft();
    await ctx.jobs.enqueue(CAMPAIGN_SEND_JOB, { campaignId } satisfies CampaignJob, { db: tx });
  });
  ctx.jobs.kick();
}

/** Records that `actor` set the campaign sending (sent a draft or resumed a paused one). */
const recordSending = (ctx: ServerContext, actor: Actor, id: number) =>
  recordEmailCampaign(ctx.db, actor.id, 'update', id, { status: 'sending' });

/** POST /api/email/campaigns/{id}/send ('Enviar', drafts only). */
export async function sendCampaign(ctx: ServerContext, actor: Actor, id: number) {
  await start(ctx, id, 'draft');
  await recordSending(ctx, actor, id);
  return { message: campaignText.sendStarted, campaign: await getCampaign(ctx.db, id) };
}

export const campaignStartJob = (ctx: () => ServerContext): JobDefinition<typeof CAMPAIGN_START_JOB> => ({
  name: CAMPAIGN_START_JOB,
  payload: CampaignJobSchema,
  handler: (payload) => startScheduledCampaign(ctx(), payload),
});

/** The scheduled moment came: the campaign starts unless someone moved it on, cancelled or rescheduled it. */
export async function startScheduledCampaign(ctx: ServerContext, payload: CampaignJob) {
  const campaign = await q.findCampaign(ctx.db, payload.campaignId);
  if (campaign?.status !== 'scheduled') return;
  // Jobs queued before moments were named start whatever is scheduled.
  if (payload.scheduledAt !== undefined && campaign.scheduled_at !== payload.scheduledAt) return;
  try {
    await start(ctx, payload.campaignId, 'scheduled', payload.scheduledAt);
  } catch (err) {
    // A campaign that cannot start at its moment goes back to draft saying why, instead of
    // staying 'Agendada' while the job retries for ever.
    if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
    await q.backToDraft(ctx.db, payload.campaignId, err.message, nowIso(), payload.scheduledAt);
  }
}

/** POST /api/email/campaigns/{id}/resume: a campaign paused by SMTP errors goes on where it stopped. */
export async function resumeCampaign(ctx: ServerContext, actor: Actor, id: number) {
  if (!(await q.findCampaign(ctx.db, id))) throw notFound(campaignText.notFound);
  const resumed = await q.resumeCampaign(ctx.db, id, nowIso());
  if (!resumed) throw new AppError(409, campaignText.notPaused, undefined, 'campaign_not_paused');
  await ctx.jobs.enqueue(CAMPAIGN_SEND_JOB, { campaignId: id } satisfies CampaignJob);
  await recordSending(ctx, actor, id);
  return { message: campaignText.resumed, campaign: await getCampaign(ctx.db, id) };
}

/** Opens and clicks per UTC hour, for the timeline. */
async function hourlyCounts(db: Db, id: number): Promise<HourlyCounts> {
  const [opens, clicks] = await Promise.all([q.opensByHour(db, id), q.clicksByHour(db, id)]);
  const hours: HourlyCounts = new Map();
  for (const o of opens) hours.set(o.hour, { opens: toCount(o.n), clicks: 0 });
  for (const c of clicks) hours.set(c.hour, { opens: hours.get(c.hour)?.opens ?? 0, clicks: toCount(c.n) });
  return hours;
}

/** GET /api/email/campaigns/{id}/stats: the totals, each link's clicks and the timeline (docs/0050). */
export async function campaignStats(db: Db, id: number): Promise<CampaignStats> {
  const campaign = await q.findCampaign(db, id);
  if (!campaign) throw notFound(campaignText.notFound);
  const [c, links, hours] = await Promise.all([q.campaignCounts(db, id), q.linkClicks(db, id), hourlyCounts(db, id)]);
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
    bounced: toCount(c.bounced),
    links: links.map((l) => ({ url: l.url, clicks: toCount(l.clicks), unique_clicks: toCount(l.unique_clicks) })),
    timeline: campaignTimeline(campaign.started_at, hours),
  };
}

export type { CampaignBody };

/** Issue 33, a customer's data (LGPD): the campaign e-mails sent to them, opened and clicked. */
export const emailEventsOfCustomer = (db: Db, customerId: number) => q.customerEmailEvents(db, customerId);

/** Issue 33, erasure: campaign recipients lose address, name and phone; the never-send entry goes. */
export async function eraseCampaignRecipients(db: Db | Tx, customerId: number, emails: string[]): Promise<void> {
  await q.eraseRecipientsOf(db, customerId, emails);
}
