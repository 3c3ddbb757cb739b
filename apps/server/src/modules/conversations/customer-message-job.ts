import { z } from 'zod';
import type { ServerContext } from '../../lib/context';
import { leaseLeft, writeWhenBack } from '../../lib/write-when-back';
import type { Job } from '../../db/types';
import { findCustomer, isErased, whatsappNumberOf } from '../customers/service';
import { sendText } from '../gateway/service';
import { recordMessage } from './service';

/**
 * A message Ponte writes to a customer on its own (the payment confirmation): sent by the job
 * runner after the write that caused it committed, so the customer's own request never waits on
 * the gateway, and recorded in the chat with the delivery status and the gateway's id.
 */
export const CUSTOMER_MESSAGE_JOB = 'customer-message';

const PayloadSchema = z.object({ customer_id: z.number().int().positive(), text: z.string().min(1) });
export type CustomerMessagePayload = z.infer<typeof PayloadSchema>;

export async function deliverCustomerMessage(ctx: ServerContext, payload: unknown, job?: Job): Promise<void> {
  const { customer_id, text } = PayloadSchema.parse(payload);
  const customer = await findCustomer(ctx.db, customer_id);
  // The customer was deleted, or their data erased (issue 33), meanwhile: nobody to write to.
  if (!customer || isErased(customer)) return;
  const delivery = await sendText(ctx.db, whatsappNumberOf(customer), text);
  const record = () =>
    recordMessage(ctx, {
      customer,
      content: text,
      direction: 'outgoing',
      status: delivery.status,
      senderId: null,
      // The gateway's echo of this send, before or after, is the same message.
      externalId: delivery.status === 'sent' ? delivery.message_id : null,
      ownSend: true,
    });
  // A text that went out is recorded even if the database is away a moment: a failed job would
  // send it again. Kept once by its gateway id however often the record is tried (issue 34).
  if (delivery.status === 'sent' && delivery.message_id) await writeWhenBack(record, leaseLeft(job));
  else await record();
}
