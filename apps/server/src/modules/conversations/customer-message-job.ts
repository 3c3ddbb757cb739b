import { CUSTOMER_MESSAGE_JOB, CustomerMessageSchema, type CustomerMessagePayload } from './customer-message';
import type { ServerContext } from '../../lib/context';
import { leaseLeft, writeWhenBack } from '../../lib/write-when-back';
import type { Job } from '../../db/types';
import type { JobDefinition } from '../../jobs/queue';
import { findCustomer, isErased, whatsappNumberOf } from '../customers/service';
import { sendText } from '../gateway/service';
import { recordMessage } from './service';

export const customerMessageJob = (ctx: () => ServerContext): JobDefinition<typeof CUSTOMER_MESSAGE_JOB> => ({
  name: CUSTOMER_MESSAGE_JOB,
  payload: CustomerMessageSchema,
  handler: (payload, job) => deliverCustomerMessage(ctx(), payload, job),
});

export async function deliverCustomerMessage(
  ctx: ServerContext,
  { customer_id, text }: CustomerMessagePayload,
  job?: Job,
): Promise<void> {
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
