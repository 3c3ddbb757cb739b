import { z } from 'zod';
import { contextInfos } from './reply-context';

/*
 * A customer who opens the chat from a click-to-WhatsApp ad: WhatsApp marks that first message
 * with the ad's click id. Evolution on Baileys carries it in the message's
 * `contextInfo.externalAdReply.ctwaClid` (copied to the top of `data` like any contextInfo);
 * the WhatsApp Cloud API integration carries a `referral` with `ctwa_clid`. Read leniently:
 * an ad marker Ponte cannot read never costs the message itself.
 */
const ClickId = z.string().trim().min(1).max(500);

const AdReplySchema = z.looseObject({
  externalAdReply: z.looseObject({ ctwaClid: ClickId }),
});
const ReferralSchema = z.looseObject({ ctwa_clid: ClickId });

/** The click-to-WhatsApp ad click id of an upsert's `data`, or null when it came from no ad. */
export function adClickIdOf(data: Record<string, unknown>): string | null {
  for (const candidate of contextInfos(data)) {
    const context = AdReplySchema.safeParse(candidate);
    if (context.success) return context.data.externalAdReply.ctwaClid;
  }
  const message = data.message as Record<string, unknown> | null | undefined;
  for (const candidate of [data.referral, message?.referral]) {
    const referral = ReferralSchema.safeParse(candidate);
    if (referral.success) return referral.data.ctwa_clid;
  }
  return null;
}
