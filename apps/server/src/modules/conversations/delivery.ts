import { attachmentKindOf } from '@ponte/domain/attachments';
import { messageRetryText, type ChatMessage, type MessageStatus } from '@ponte/domain/conversations';
import { nowIso } from '../../db';
import type { Receipt } from '../../integrations/gateway/receipt';
import type { ServerContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { requireCustomer, touchCustomer, whatsappNumberOf } from '../customers/service';
import { readUpload, sendMedia, sendText } from '../gateway/service';
import { activityRecorder } from '../logs/service';
import { claimRetry, finishRetry, messageById, outgoingByExternalId, upsertReceipt } from './queries';
import { receiptRank, staleRetryBefore } from './delivery-status';
import { toChatMessage } from './to-chat-message';
import { refuseIfBlocked } from './trainee-send-check';

const recordChat = activityRecorder('chat');

/**
 * The gateway's receipts (Evolution `messages.update`). Each is kept first, on its own: a receipt
 * of a message not stored yet waits there, and the message reads it when it is (docs/0059). Then,
 * when the message is here, its chat's version moves (the poll's ETag) and the staff who have it
 * open hear the new status. Returns how many receipts changed something.
 */
export async function recordReceipts(ctx: ServerContext, receipts: Receipt[]): Promise<number> {
  let changed = 0;
  for (const receipt of receipts) {
    const kept = await upsertReceipt(ctx.db, receipt.externalId, receiptRank(receipt.status), nowIso());
    if (!kept) continue;
    changed += 1;
    const message = await outgoingByExternalId(ctx.db, receipt.externalId);
    if (!message) continue;
    await touchCustomer(ctx.db, message.customer_id);
    ctx.realtime.toChat(message.customer_id, 'chat:status', {
      userId: message.customer_id,
      messageId: message.id,
      status: receipt.status,
    });
  }
  return changed;
}

/**
 * A message's content sent again: a kept file ('/uploads/<file>;<caption>') through the media
 * endpoint, with its caption (or, for a document, its name); anything else as text.
 */
async function resend(ctx: ServerContext, phone: string, content: string) {
  const [path, ...rest] = content.split(';');
  const file = path!.startsWith('/uploads/') ? await readUpload(ctx.uploadsDir, path!) : null;
  const kind = file ? attachmentKindOf(file.mimetype) : undefined;
  if (!file || !kind) return sendText(ctx.db, phone, content);
  const label = rest.join(';');
  return sendMedia(ctx.db, phone, {
    mediatype: kind,
    mimetype: file.mimetype,
    fileName: kind === 'document' && label ? label : path!.slice('/uploads/'.length),
    caption: kind === 'document' ? '' : label,
    base64: file.data.toString('base64'),
  });
}

/**
 * Sends again an outgoing message that did not leave (the send failed, the gateway was not
 * configured, WhatsApp's receipt said it failed, or a retry never finished), in its place. Claimed in one
 * statement, so two staff retrying at once send it once; the loser hears 409.
 */
export async function retryMessage(ctx: ServerContext, actor: Actor, id: number): Promise<ChatMessage> {
  const found = await messageById(ctx.db, id);
  if (!found) throw notFound(messageRetryText.notFound);
  const customer = await requireCustomer(ctx.db, found.customer_id);
  await refuseIfBlocked(ctx, actor, customer.phone);
  const claimedAt = nowIso();
  const claimed = await claimRetry(ctx.db, id, receiptRank('failed'), claimedAt, staleRetryBefore());
  if (!claimed) throw conflict(messageRetryText.notRetryable, 'message_not_retryable');
  const announce = async (status: MessageStatus) => {
    await touchCustomer(ctx.db, customer.id);
    ctx.realtime.toChat(customer.id, 'chat:status', { userId: customer.id, messageId: id, status });
  };
  await announce('sending');
  let result: Awaited<ReturnType<typeof sendText>>;
  try {
    result = await resend(ctx, whatsappNumberOf(customer), claimed.content);
  } catch (err) {
    // Never left 'sending' for good: the message can be retried again.
    await finishRetry(ctx.db, id, claimedAt, 'failed', null);
    await announce('failed');
    throw err;
  }
  try {
    await finishRetry(ctx.db, id, claimedAt, result.status, result.message_id);
  } catch {
    // The gateway's echo of this send was stored first with that id (PostgreSQL's unique index
    // saw it mid-statement): the message went, and keeps its status without the id.
    await finishRetry(ctx.db, id, claimedAt, result.status, null);
  }
  await recordChat(ctx.db, actor.id, 'update', customer.id, { message_id: id, retried: true, status: result.status });
  await announce(result.status);
  return toChatMessage((await messageById(ctx.db, id))!);
}
