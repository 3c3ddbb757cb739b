import { randomBytes } from 'node:crypto';
import { campaignText, type CampaignTestResult } from '@ponte/domain/campaigns';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { findTemplate } from '../email-templates/service';
import { activityRecorder } from '../logs/service';
import { sendMail } from '../smtp/service';
import { customerLinkBase } from '../settings/service';
import { composeMessage } from './compose';
import { copiedSources } from './sources';
import * as q from './queries';

const recordEmailCampaign = activityRecorder('email_campaign');

/**
 * POST /api/email/campaigns/{id}/test: the campaign's message to one address (the staff
 * member's own by default), through the same mailer as the real send, subject prefixed
 * '[Teste] '. No recipient row, so its links and pixel count nowhere; its token is random and
 * known to nobody, so its unsubscribe link unsubscribes no one.
 */
export async function sendTestEmail(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  to: string | undefined,
): Promise<CampaignTestResult> {
  const campaign = await q.findCampaign(ctx.db, id);
  if (!campaign) throw notFound(campaignText.notFound);
  const address = to ?? actor.email.trim().toLowerCase();
  if (!z.email().safeParse(address).success)
    throw badRequest(campaignText.testAddressInvalid, { to: campaignText.testAddressInvalid });
  // A draft or scheduled campaign is tested with its template as it is now; a sent one with what it went out with.
  const found = campaign.template_id === null ? undefined : await findTemplate(ctx.db, campaign.template_id);
  const live = found && { subject: found.subject, body_html: found.body_html };
  const kept = copiedSources(campaign).template;
  const template = campaign.status === 'draft' || campaign.status === 'scheduled' ? (live ?? kept) : (kept ?? live);
  if (!template) throw new AppError(409, campaignText.templateMissing, undefined, 'campaign_source_missing');
  const message = composeMessage(
    template,
    [],
    { name: actor.username, email: address, phone: null, token: randomBytes(24).toString('base64url') },
    await customerLinkBase(ctx),
  );
  const sent = await sendMail(ctx, {
    to: address,
    subject: `${campaignText.testSubjectPrefix}${message.subject}`,
    html: message.html,
  });
  // Mail that left the shop, to an address an admin typed: recorded like any file taken out.
  await recordEmailCampaign(ctx.db, actor.id, 'create', id, { test_sent_to: address, via: sent.via });
  const text = sent.via === 'smtp' ? campaignText.testSent : campaignText.testSentToOutbox;
  return { message: text.replace('{to}', address), via: sent.via };
}
