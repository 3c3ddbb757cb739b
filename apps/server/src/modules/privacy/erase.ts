import { foldText } from '@ponte/domain/search';
import { onlyDigits } from '@ponte/domain/phone';
import { eraseText, type EraseCustomerBody } from '@ponte/domain/privacy';
import { inTransaction } from '../../db';
import type { ServerContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { eraseAdFirstMessages } from '../ad-campaigns/service';
import { eraseCampaignRecipients } from '../campaigns/service';
import { erasePaymentDetails } from '../checkout/service';
import { eraseConversation } from '../conversations/service';
import { eraseSurveyComments } from '../csat/service';
import { anonymiseCustomerProfile, requireCustomer } from '../customers/service';
import { eraseFunnelRecords } from '../funnel/service';
import { deleteUpload, forgetGatewayLogsOf } from '../gateway/service';
import { removeAllLabelsOf } from '../labels/service';
import { renameListsOfErased } from '../lists/service';
import { activityRecorder, scrubLogsMentioning } from '../logs/service';
import { deleteNotesAbout } from '../notes/service';
import { forgetOutboxMailAbout } from '../smtp/service';
import { eraseTasksAboutCustomer } from '../tasks/service';

const recordCustomer = activityRecorder('customer');

/**
 * What the logs are searched for beyond the entries about the customer: their numbers and
 * e-mails, and their name only when it is distinctive (two words, 8 letters or more): a lone
 * 'Maria' would clear the details of every entry that mentions some Maria.
 */
const distinctiveName = (name: string) => name.trim().includes(' ') && name.trim().length >= 8;
const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * Issue 33, LGPD art. 18 VI (docs/0075): the customer's personal data erased in one transaction,
 * each module clearing its part; the customer's row, sales and payments keep their ids, amounts
 * and dates for the books, under 'Cliente removido #id'. Confirmed by typing the customer's name
 * (accents and case aside). The message files go from disk once the transaction is committed.
 */
export async function eraseCustomer(
  ctx: ServerContext,
  actor: Actor,
  customerId: number,
  body: EraseCustomerBody,
  ip?: string,
): Promise<{ erased: true }> {
  const customer = await requireCustomer(ctx.db, customerId);
  if (foldText(body.confirm_name) !== foldText(customer.name))
    throw new AppError(400, eraseText.confirmMismatch, { confirm_name: eraseText.confirmMismatch });
  const emails = unique([customer.email, customer.email_woocomerce].map((e) => e?.trim().toLowerCase()));
  const phones = unique(
    [customer.phone, customer.whatsapp_phone, customer.phone_key].map((p) => onlyDigits(p ?? '')),
  ).filter((p) => p.length >= 8);
  const words = unique([distinctiveName(customer.name) ? customer.name.trim() : null, ...emails]);
  const terms = [...words, ...phones];
  const files = await inTransaction(ctx.db, async (tx) => {
    const held = await eraseConversation(tx, customer.id, eraseText.messageRemoved);
    await deleteNotesAbout(tx, customer.id);
    await renameListsOfErased(tx, customer.id, eraseText.listName);
    await erasePaymentDetails(tx, customer.id);
    await eraseTasksAboutCustomer(tx, customer.id, eraseText.removed);
    await eraseCampaignRecipients(tx, customer.id, emails);
    await eraseFunnelRecords(tx, customer.id, emails, phones);
    await eraseSurveyComments(tx, customer.id);
    await removeAllLabelsOf(tx, customer.id);
    await eraseAdFirstMessages(tx, customer.id, eraseText.removed);
    await forgetGatewayLogsOf(tx, phones);
    await scrubLogsMentioning(tx, customer.id, terms, eraseText.removed);
    await ctx.jobs.forgetFinishedMentioning(terms, tx);
    await anonymiseCustomerProfile(tx, customer.id, eraseText.erasedName(customer.id));
    // Recorded without any of what was erased: who erased which customer, and when.
    await recordCustomer(tx, actor.id, 'delete', customer.id, { lgpd_erasure: true }, ip);
    return held;
  });
  for (const file of files) await deleteUpload(ctx.uploadsDir, file);
  // Without SMTP every e-mail sent is kept as a file (docs/0075): the copies that name the customer go too.
  await forgetOutboxMailAbout(ctx, words, phones);
  return { erased: true };
}
