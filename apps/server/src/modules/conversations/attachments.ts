import type { AttachmentKind, AttachmentQuery } from '@ponte/domain/attachments';
import type { ChatMessage } from '@ponte/domain/conversations';
import type { AiLogger } from '../../integrations/ai/provider';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { requireCustomer, whatsappNumberOf } from '../customers/service';
import { saveUpload, sendMedia } from '../gateway/service';
import { quotedReplyOf } from './quoted-reply';
import { recordStaffSend } from './service';
import { checkTraineeSend, refuseIfBlocked } from './trainee-send-check';

export type Upload = { data: Buffer; mimetype: string; kind: AttachmentKind };

/**
 * Issue 31: a file from the send box. A trainee's caption goes through the AI check as any text
 * does (and a blocked trainee sends nothing); the file is kept once under the uploads folder,
 * sent through the gateway's media endpoint, and recorded as received media is
 * ('/uploads/<file>;<caption>'), with the delivery status the gateway answered.
 */
export async function sendAttachment(
  ctx: ServerContext,
  actor: Actor,
  customerId: number,
  upload: Upload,
  query: AttachmentQuery,
  log: AiLogger,
): Promise<ChatMessage> {
  const customer = await requireCustomer(ctx.db, customerId);
  const quoted = await quotedReplyOf(ctx.db, customer.id, query.quoted_id);
  if (query.caption)
    await checkTraineeSend(
      ctx,
      actor,
      { customer, phone: customer.phone, message: query.caption, field: 'caption' },
      log,
    );
  else await refuseIfBlocked(ctx, actor, customer.phone);
  const path = await saveUpload(ctx.uploadsDir, upload.data, upload.mimetype);
  const delivery = await sendMedia(ctx.db, whatsappNumberOf(customer), {
    mediatype: upload.kind,
    mimetype: upload.mimetype,
    fileName: query.file_name,
    caption: query.caption,
    base64: upload.data.toString('base64'),
    quoted: quoted?.send,
  });
  // A document shows its name when it has no caption, as received ones do.
  const label = query.caption || (upload.kind === 'document' ? query.file_name : '');
  return recordStaffSend(ctx, actor, {
    customer,
    content: label ? `${path};${label}` : path,
    status: delivery.status,
    externalId: delivery.message_id,
    quoted: quoted?.stored ?? null,
    details: { attachment: query.file_name, bytes: upload.data.length },
  });
}
