import { describe, expect, it } from 'vitest';
import { campaignText } from '@ponte/domain/funnel-campaigns';
import { bearer, runJobsUntilSettled, type TestContext } from '../../../test/helpers';
import { useMetaTestApp } from '../../../test/peer-apps';
import { invalidParameter, type FakeMeta } from '../../../test/fakes/meta';
import {
  connectPixel,
  funnelEventRow,
  newEventId,
  newFbclid,
  saveSettings,
  track,
} from '../../../test/fixtures/funnel';
import { META_EVENT_JOB, META_EVENT_MAX_ATTEMPTS } from './capi-job';

let t: TestContext;
let meta: FakeMeta;
useMetaTestApp((built) => ({ t, meta } = built));

const eventRow = (eventId: string) => funnelEventRow(t, eventId);
const resend = (id: number | string, token = t.adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/meta/events/${id}/resend`, headers: bearer(token) });
const deliveryJobs = async () =>
  (await t.db.selectFrom('jobs').select('id').where('type', '=', META_EVENT_JOB).execute()).length;

/** An event Meta refused on every attempt: failed, its error shown on /meta-funil. */
async function failedEvent() {
  meta.fail(...Array(META_EVENT_MAX_ATTEMPTS).fill(invalidParameter));
  const eventId = newEventId('reenvio');
  await track(t, { event_name: 'AddToCart', event_id: eventId, fbclid: newFbclid() });
  await runJobsUntilSettled(t, META_EVENT_JOB);
  const row = await eventRow(eventId);
  expect(row.delivery).toBe('failed');
  meta.reset();
  return row;
}

describe('POST /api/meta/events/{id}/resend', () => {
  it('sends a failed event again through the delivery job; once sent it leaves the failures list', async () => {
    const event = await failedEvent();
    const res = await resend(event.id);
    expect(res.json()).toEqual({ success: true, data: { id: event.id, delivery: 'pending' } });
    expect((await eventRow(event.event_id)).delivery).toBe('pending');

    await runJobsUntilSettled(t, META_EVENT_JOB);
    expect(meta.events).toHaveLength(1);
    expect(meta.events[0]).toMatchObject({ event_name: 'AddToCart', event_id: event.event_id });
    expect(await eventRow(event.event_id)).toMatchObject({ delivery: 'sent', attempts: 1, last_error: null });
    const funnel = await t.app.inject({ method: 'GET', url: '/api/meta/funnel', headers: bearer(t.adminToken) });
    expect(funnel.json().data.delivery.errors.map((e: { id: number }) => e.id)).not.toContain(event.id);
  });

  it('pressed twice at once, it is enqueued and sent once; the other press answers 409', async () => {
    const event = await failedEvent();
    const jobsBefore = await deliveryJobs();
    const answers = await Promise.all(Array.from({ length: 8 }, () => resend(event.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ error: campaignText.eventNotFailed, code: 'event_not_failed' });
    expect((await deliveryJobs()) - jobsBefore).toBe(1);
    await runJobsUntilSettled(t, META_EVENT_JOB);
    expect(meta.requests).toHaveLength(1);
  });

  it('an event that did not fail is 409, an unknown one 404, a bad id 400', async () => {
    const eventId = newEventId();
    await track(t, { event_name: 'PageView', event_id: eventId, fbclid: newFbclid() });
    await runJobsUntilSettled(t, META_EVENT_JOB);
    const sent = await eventRow(eventId);
    expect(sent.delivery).toBe('sent');
    expect([(await resend(sent.id)).statusCode, (await resend(sent.id)).json().code]).toEqual([
      409,
      'event_not_failed',
    ]);
    const unknown = await resend(999_999);
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, campaignText.eventNotFound]);
    const bad = await resend('abc');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_input']);
    expect(bad.json().details).toEqual({ id: 'ID inválido' });
  });

  it('without the Pixel’s token it answers 409 and the event stays failed', async () => {
    const event = await failedEvent();
    await saveSettings(t, { meta_access_token: '' });
    try {
      const res = await resend(event.id);
      expect([res.statusCode, res.json().code]).toEqual([409, 'capi_not_configured']);
      expect((await eventRow(event.event_id)).delivery).toBe('failed');
    } finally {
      await connectPixel(t);
    }
  });

  it('is for admins only', async () => {
    const event = await failedEvent();
    for (const role of ['operador', 'trainee'] as const) {
      const res = await resend(event.id, (await t.staff(role)).token);
      expect(res.statusCode).toBe(403);
    }
    expect((await eventRow(event.event_id)).delivery).toBe('failed');
  });
});
