import { z } from 'zod';
import { normalEventName } from '@ponte/domain/gateway';
import type { ReceiptStatus } from '@ponte/domain/conversation-texts';

/**
 * Evolution's `messages.update`: WhatsApp's receipts of a message (Baileys' status). 1.8 posts
 * the message key spread out (`id`, `remoteJid`, `fromMe`) with `status`; 2.x posts `keyId`
 * (its `messageId` is Evolution's own row id, not WhatsApp's) with the same `status` names.
 * Some builds send Baileys' number instead of its name.
 */
const ReceiptDataSchema = z.looseObject({
  keyId: z.string().min(1).max(200).nullish(),
  id: z.string().min(1).max(200).nullish(),
  fromMe: z.boolean().nullish(),
  remoteJid: z.string().max(200).nullish(),
  status: z.union([z.string().max(40), z.number().int()]).nullish(),
});

/** Baileys' WAMessageStatus, by name and by number. PENDING and DELETED say nothing of delivery. */
const STATUS_NAMES: Record<string, ReceiptStatus> = {
  ERROR: 'failed',
  SERVER_ACK: 'sent',
  DELIVERY_ACK: 'delivered',
  READ: 'read',
  PLAYED: 'read',
};
const STATUS_NUMBERS: Record<number, ReceiptStatus> = { 0: 'failed', 2: 'sent', 3: 'delivered', 4: 'read', 5: 'read' };

export const isReceiptEvent = (event: string) => normalEventName(event) === 'messages.update';

export type Receipt = { externalId: string; status: ReceiptStatus };

/**
 * The receipts a `messages.update` body carries (one object, or an array of them): only of
 * messages the shop sent, with a status that says something. Anything else is left out.
 */
export function receiptsOf(data: unknown): Receipt[] {
  const items = Array.isArray(data) ? data : [data];
  const receipts: Receipt[] = [];
  for (const item of items) {
    const parsed = ReceiptDataSchema.safeParse(item);
    if (!parsed.success) continue;
    const { keyId, id, fromMe, remoteJid, status } = parsed.data;
    const externalId = keyId ?? id;
    if (!externalId || fromMe === false || remoteJid?.endsWith('@g.us') || status == null) continue;
    const mapped = typeof status === 'number' ? STATUS_NUMBERS[status] : STATUS_NAMES[status.toUpperCase()];
    if (mapped) receipts.push({ externalId, status: mapped });
  }
  return receipts;
}
