import { campaignList, campaignText, copyName } from '@ponte/domain/campaigns';
import { nowIso, type Tx } from '../../db';
import { AppError, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { holdSources } from './sources';
import { getCampaign } from './view';
import * as q from './queries';

const recordEmailCampaign = activityRecorder('email_campaign');

/*
 * What a marketer does to a campaign besides sending it (issue 29, Listmonk's set): duplicate
 * any, delete a draft, cancel a schedule. Each change is one conditional statement on the
 * status it is allowed from; no row back means the campaign moved on meanwhile (409).
 */

/** POST /api/email/campaigns/{id}/duplicate: a new draft 'Cópia de …' with the same template and segment, where they still exist. */
export async function duplicateCampaign(ctx: ServerContext, actor: Actor, id: number) {
  const copyId = await ctx.db.transaction().execute(async (tx) => {
    const source = await q.findCampaign(tx, id);
    if (!source) throw notFound(campaignText.notFound);
    // Held so the draft never points at a template or segment deleted meanwhile.
    const { template, segment } = await holdSources(tx, source);
    const at = nowIso();
    const { id: copyId } = await q.insertCampaign(tx, {
      name: copyName(source.name),
      template_id: template ? source.template_id : null,
      segment_id: segment ? source.segment_id : null,
      schedule_type: 'immediate',
      scheduled_at: null,
      status: 'draft',
      ...q.NO_COPY,
      variable_values: source.variable_values,
      prepared_at: null,
      last_error: null,
      created_by: actor.id,
      created_at: at,
      updated_at: at,
      started_at: null,
      finished_at: null,
    });
    await recordEmailCampaign(tx, actor.id, 'create', copyId, { duplicated_from: id });
    return copyId;
  });
  return { message: campaignText.duplicated, campaign: await getCampaign(ctx.db, copyId) };
}

/** A change that matched no row: 404 when the campaign does not exist, else `refusal` (it is in another status). */
async function refuse(tx: Tx, id: number, refusal: AppError): Promise<never> {
  throw (await q.findCampaign(tx, id)) ? refusal : notFound(campaignText.notFound);
}

/** DELETE /api/email/campaigns/{id}: drafts only. */
export async function deleteCampaign(ctx: ServerContext, actor: Actor, id: number) {
  await ctx.db.transaction().execute(async (tx) => {
    const deleted = await q.deleteDraft(tx, id);
    if (!deleted)
      return refuse(tx, id, new AppError(409, campaignText.notDeletable, undefined, 'campaign_not_deletable'));
    await recordEmailCampaign(tx, actor.id, 'delete', id, { name: deleted.name });
  });
  return { message: campaignText.deleted };
}

/** POST /api/email/campaigns/{id}/cancel: a scheduled campaign becomes a draft; its start job then starts nothing. */
export async function cancelSchedule(ctx: ServerContext, actor: Actor, id: number) {
  await ctx.db.transaction().execute(async (tx) => {
    const at = nowIso();
    const cancelled = await q.updateCampaignFrom(tx, id, ['scheduled'], {
      status: 'draft',
      schedule_type: 'immediate',
      scheduled_at: null,
      ...q.NO_COPY,
      last_error: null,
      updated_at: at,
    });
    if (!cancelled)
      return refuse(tx, id, new AppError(409, campaignText.notScheduled, undefined, 'campaign_not_scheduled'));
    await recordEmailCampaign(tx, actor.id, 'update', id, { status: 'draft', schedule: 'cancelled' });
  });
  return { message: campaignText.cancelled, campaign: await getCampaign(ctx.db, id) };
}

/**
 * Refuses deleting a template a draft or scheduled campaign uses (409 naming them). Runs inside
 * the deletion's transaction with the template's row locked (email module, passed in by src/modules.ts):
 * a campaign scheduled at the same moment either came first and is named here, or waits and
 * then finds the template gone.
 */
export async function refuseTemplateInUse(tx: Tx, templateId: number) {
  const users = await q.campaignsUsing(tx, 'template_id', templateId);
  if (users.length > 0)
    throw new AppError(
      409,
      campaignText.templateInUse.replace('{list}', campaignList(users.map((c) => c.name))),
      undefined,
      'template_in_use',
    );
}

/** The same for a segment (segments module, passed in by src/modules.ts). */
export async function refuseSegmentInUse(tx: Tx, segmentId: number) {
  const users = await q.campaignsUsing(tx, 'segment_id', segmentId);
  if (users.length > 0)
    throw new AppError(
      409,
      campaignText.segmentInUse.replace('{list}', campaignList(users.map((c) => c.name))),
      undefined,
      'segment_in_use',
    );
}
