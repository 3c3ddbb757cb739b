import { z } from 'zod';

/**
 * A message Ponte writes to a customer on its own (the payment confirmation): sent by the job
 * runner after the write that caused it committed, so the customer's own request never waits on
 * the gateway, and recorded in the chat with the delivery status and the gateway's id.
 */
export const CUSTOMER_MESSAGE_JOB = 'customer-message';

export const CustomerMessageSchema = z.object({ customer_id: z.number().int().positive(), text: z.string().min(1) });
export type CustomerMessagePayload = z.infer<typeof CustomerMessageSchema>;

/** `enqueue` and the job's handler share this payload type (jobs/queue.ts). */
declare module '../../jobs/types' {
  interface JobPayloads {
    [CUSTOMER_MESSAGE_JOB]: CustomerMessagePayload;
  }
}
