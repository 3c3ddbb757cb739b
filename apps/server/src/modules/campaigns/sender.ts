import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { CAMPAIGN_MAX_ATTEMPTS, CAMPAIGN_PAUSE_AFTER_ERRORS, trackableLinks } from '@ponte/domain/campaigns';
import { nowIso } from '../../db';
import type { EmailCampaign } from '../../db/types';
import type { ServerContext } from '../../lib/context';
import type { JobDefinition } from '../../jobs/queue';
import { failureText } from '../../lib/failure-text';
import { writeWhenBack } from '../../lib/write-when-back';
import { recordBackgroundFailure } from '../logs/service';
import { currentMailer, isPermanentRefusal } from '../smtp/service';
import { recipientsOf } from '../segments/service';
import { customerLinkBase } from '../settings/service';
import { neverSendAgain } from '../unsubscribes/service';
import { composeMessage } from './compose';
import { copiedSources } from './sources';
import { valuesFor } from './values';
import * as q from './queries';

export const CAMPAIGN_SEND_JOB = 'email.campaign.send';
export const CAMPAIGN_START_JOB = 'email.campaign.start';

/** Messages one job sends before handing over to the next, so other jobs (the bot's) are not held up. */
export const CAMPAIGN_BATCH = 50;

/** `scheduledAt`: the moment a start job was queued for (a campaign moved or cancelled since is not started). */
export const CampaignJobSchema = z.object({
  campaignId: z.number().int().positive(),
  scheduledAt: z.string().optional(),
});
export type CampaignJob = z.infer<typeof CampaignJobSchema>;

declare module '../../jobs/types' {
  interface JobPayloads {
    [CAMPAIGN_SEND_JOB]: CampaignJob;
    [CAMPAIGN_START_JOB]: CampaignJob;
  }
}

export const campaignSendJob = (ctx: () => ServerContext): JobDefinition<typeof CAMPAIGN_SEND_JOB> => ({
  name: CAMPAIGN_SEND_JOB,
  payload: CampaignJobSchema,
  handler: (payload) => sendCampaignStep(ctx(), payload),
});

/**
 * Writes every recipient of the campaign's copy of its segment (idempotent) and registers the
 * template's links. The segment itself may have been deleted since the campaign started.
 */
async function prepare(ctx: ServerContext, campaign: EmailCampaign) {
  const segment = copiedSources(campaign).segment;
  if (segment) {
    for await (const page of recipientsOf(ctx.db, segment.filters)) {
      await q.insertRecipients(
        ctx.db,
        page.map((r) => ({
          campaign_id: campaign.id,
          customer_id: r.id,
          email: r.email.toLowerCase(),
          name: r.name,
          phone: r.phone,
          token: randomBytes(24).toString('base64url'),
        })),
      );
    }
  }
  await q.insertLinks(ctx.db, campaign.id, trackableLinks(campaign.body_html ?? ''));
  await q.markPrepared(ctx.db, campaign.id, nowIso());
}

/**
 * One step of a sending campaign: prepares it the first time, sends up to `batch` messages (each
 * recipient claimed first, so no runner sends one twice), then queues the next step. SMTP errors
 * in a row pause the campaign; it finishes when nobody is left to send to.
 */
export async function sendCampaignStep(ctx: ServerContext, payload: CampaignJob, batch = CAMPAIGN_BATCH) {
  const campaign = await q.findCampaign(ctx.db, payload.campaignId);
  if (!campaign || campaign.status !== 'sending') return;
  if (!campaign.prepared_at) await prepare(ctx, campaign);
  // A recipient taken longer ago than a job's lease belongs to a runner that died.
  const lease = ctx.jobs.opts.lockMs;
  await q.requeueStale(ctx.db, campaign.id, new Date(Date.now() - lease).toISOString());
  const pending = await q.pendingRecipients(ctx.db, campaign.id, batch);
  if (pending.length === 0) {
    if (Number(await q.countUnfinished(ctx.db, campaign.id)) === 0)
      await q.finishCampaign(ctx.db, campaign.id, nowIso());
    // Someone else's claims are still out: look again once they would count as stale.
    else await ctx.jobs.enqueue(CAMPAIGN_SEND_JOB, payload, { runAt: new Date(Date.now() + lease) });
    return;
  }
  const base = await customerLinkBase(ctx);
  const links = await q.linksOf(ctx.db, campaign.id);
  const { mailer, from } = await currentMailer(ctx);
  const content = { subject: campaign.subject ?? '', body_html: campaign.body_html ?? '' };
  const valuesOf = await valuesFor(
    ctx.db,
    campaign,
    content,
    pending.map((r) => r.customer_id),
  );
  for (const candidate of pending) {
    const claimedAt = Date.now();
    const recipient = await q.claimRecipient(ctx.db, candidate.id, nowIso(new Date(claimedAt)));
    if (!recipient) continue;
    let sent: { messageId: string };
    try {
      const message = composeMessage(content, links, recipient, base, valuesOf(recipient.customer_id));
      sent = await mailer.send({ ...message, from });
    } catch (err) {
      // In Portuguese for the card and the log: 'Servidor SMTP recusou a conexão (127.0.0.1:2599)'.
      const reason = failureText(err, 'Servidor SMTP').slice(0, 500);
      if (isPermanentRefusal(err)) {
        // The address is dead (5xx to RCPT TO or DATA): no retry, and no later campaign tries it.
        await q.markRecipientBounced(ctx.db, recipient.id, reason);
        await neverSendAgain(ctx.db, {
          email: recipient.email,
          kind: 'bounced',
          customerId: recipient.customer_id,
          campaignId: campaign.id,
          reason,
        });
      } else await q.markRecipientFailed(ctx.db, recipient.id, reason, recipient.attempts >= CAMPAIGN_MAX_ATTEMPTS);
      // Bounces count toward the pause too: a server refusing every address (a relay that will
      // not take our mail) stops the campaign after a few, instead of marking the whole list.
      const { consecutive_errors } = await q.bumpErrors(ctx.db, campaign.id, reason, nowIso());
      if (consecutive_errors >= CAMPAIGN_PAUSE_AFTER_ERRORS) {
        // Paused only once (the update is conditional); the log says so once too (issue 29: /logs showed nothing).
        if (await q.pauseCampaign(ctx.db, campaign.id, nowIso()))
          await recordBackgroundFailure(ctx.db, {
            kind: 'mail',
            name: `campanha ${campaign.id}`,
            message: `Campanha "${campaign.name}" pausada após ${consecutive_errors} falhas seguidas de envio: ${reason}`,
          });
        return;
      }
      continue;
    }
    // The SMTP server has it: the mark must land, or the claim goes stale after the lease and the
    // recipient gets it again. A database away for a moment is waited for (issue 34).
    // Not past the claim's lease: after it, another runner would take the recipient and send again.
    await writeWhenBack(
      () => q.markRecipientSent(ctx.db, recipient.id, sent.messageId, nowIso()),
      Math.max(0, claimedAt + lease - Date.now() - 5_000),
    );
    await q.resetErrors(ctx.db, campaign.id);
  }
  await ctx.jobs.enqueue(CAMPAIGN_SEND_JOB, payload);
}
