import { campaignText, type ResendResult } from '@ponte/domain/funnel-campaigns';
import { nowIso } from '../../db';
import type { ServerContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { META_EVENT_JOB, META_EVENT_MAX_ATTEMPTS, type MetaEventJob } from './capi-job';
import * as q from './queries';
import { capiConfigured, readMetaSettings } from './settings';

const recordFunnelEvent = activityRecorder('funnel_event');

/**
 * POST /api/meta/events/{id}/resend: an event the Conversions API finally refused goes back to
 * the outbox with a fresh round of attempts, through the same delivery job as a new event.
 * The reopening UPDATE only matches a failed event, so two presses at once enqueue it once;
 * the other answers 409. Meta deduplicates on the event's id, so a late success of the first
 * send could not count the event twice either.
 */
export async function resendFailedEvent(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  ip?: string,
): Promise<ResendResult> {
  const event = await q.findEventDelivery(ctx.db, id);
  if (!event) throw notFound(campaignText.eventNotFound);
  if (!capiConfigured(await readMetaSettings(ctx.db)))
    throw conflict(campaignText.capiNotConfigured, 'capi_not_configured');
  const reopened = await ctx.db.transaction().execute(async (tx) => {
    const row = await q.reopenFailedEvent(tx, id, nowIso());
    if (!row) return false;
    const job: MetaEventJob = { event_row_id: id };
    await ctx.jobs.enqueue(META_EVENT_JOB, job, { db: tx, maxAttempts: META_EVENT_MAX_ATTEMPTS });
    await recordFunnelEvent(tx, actor.id, 'update', id, { resend: true }, ip);
    return true;
  });
  if (!reopened) throw conflict(campaignText.eventNotFailed, 'event_not_failed');
  ctx.jobs.kick();
  return { id, delivery: 'pending' };
}
