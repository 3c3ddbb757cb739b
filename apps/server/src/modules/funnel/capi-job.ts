import { z } from 'zod';
import { nowIso, type Db } from '../../db';
import type { Job } from '../../db/types';
import type { JobDefinition } from '../../jobs/queue';
import { GRAPH_API_URL, sendServerEvents } from '../../integrations/meta/conversions-api';
import { toServerEvent } from '../../integrations/meta/server-event';
import { findEventForDelivery, updateEvent } from './queries';
import { capiConfigured, readMetaSettings } from './settings';

/**
 * One funnel event sent to Meta's Conversions API by the job runner: the visitor's request never
 * waits on Meta, a failure is retried with the queue's backoff, and each attempt's error is kept
 * on the event so /meta-funil shows why it was not delivered once the last attempt fails.
 */
export const META_EVENT_JOB = 'meta-capi-event';
/** With the queue's backoff (2 s doubling) the last attempt comes about a minute after the first. */
export const META_EVENT_MAX_ATTEMPTS = 6;

const PayloadSchema = z.object({ event_row_id: z.number().int().positive() });
export type MetaEventJob = z.infer<typeof PayloadSchema>;

declare module '../../jobs/types' {
  interface JobPayloads {
    [META_EVENT_JOB]: MetaEventJob;
  }
}

export const metaEventJob = (ctx: () => { db: Db }, graphUrl?: string): JobDefinition<typeof META_EVENT_JOB> => ({
  name: META_EVENT_JOB,
  payload: PayloadSchema,
  handler: (payload, job) => deliverMetaEvent(ctx(), payload, job, graphUrl),
});

export async function deliverMetaEvent(
  ctx: { db: Db },
  { event_row_id: id }: MetaEventJob,
  job: Pick<Job, 'attempts' | 'max_attempts'>,
  graphUrl: string = GRAPH_API_URL,
): Promise<void> {
  const event = await findEventForDelivery(ctx.db, id);
  if (!event || event.delivery === 'sent') return;
  const settings = await readMetaSettings(ctx.db);
  // The Pixel was disconnected after the event was queued: it stays stored, as events are without one.
  if (!capiConfigured(settings)) {
    await updateEvent(ctx.db, id, { delivery: 'stored', updated_at: nowIso() });
    return;
  }
  const serverEvent = toServerEvent({
    eventName: event.event_name,
    eventId: event.event_id,
    eventTime: event.event_time,
    source: event.source,
    email: event.email ?? event.click_email ?? event.customer_email,
    phone: event.phone ?? event.click_phone ?? event.customer_phone,
    fbc: event.fbc,
    fbp: event.fbp,
    ctwaClid: event.source === 'whatsapp_ad' ? event.click_key : null,
    clientIpAddress: event.client_ip_address,
    clientUserAgent: event.client_user_agent,
    eventSourceUrl: event.event_source_url,
    valueCents: event.value_cents === null ? null : Number(event.value_cents),
  });
  try {
    await sendServerEvents(
      {
        baseUrl: graphUrl,
        version: settings.version,
        pixelId: settings.pixelId,
        accessToken: settings.accessToken,
        testEventCode: settings.testEventCode,
      },
      [serverEvent],
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const final = job.attempts >= job.max_attempts;
    await updateEvent(ctx.db, id, {
      delivery: final ? 'failed' : 'pending',
      attempts: job.attempts,
      last_error: message.slice(0, 1000),
      updated_at: nowIso(),
    });
    throw err;
  }
  const at = nowIso();
  await updateEvent(ctx.db, id, {
    delivery: 'sent',
    attempts: job.attempts,
    last_error: null,
    sent_at: at,
    updated_at: at,
  });
}
