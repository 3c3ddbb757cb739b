import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext } from '../../../test/helpers';
import { buildMetaTestApp, closeWithPeer } from '../../../test/peer-apps';
import { type FakeMeta } from '../../../test/fakes/meta';
import { newEventId, newFbclid, track } from '../../../test/fixtures/funnel';
import { META_EVENT_JOB } from './capi-job';

let t: TestContext;
let meta: FakeMeta;
beforeAll(async () => {
  ({ t, meta } = await buildMetaTestApp({ trackingRateLimit: 10_000 }));
});
afterAll(() => closeWithPeer(t, meta));

const clicksOf = (fbclid: string) =>
  t.db.selectFrom('funnel_clicks').selectAll().where('click_id', '=', fbclid).execute();
const eventsOf = (clickId: number) =>
  t.db.selectFrom('funnel_events').selectAll().where('click_id', '=', clickId).execute();

describe('concurrent events of one click meet on its unique key', () => {
  it('50 identical events at once make one click, one event and one delivery job', async () => {
    const jobsBefore = (await t.db.selectFrom('jobs').select('id').where('type', '=', META_EVENT_JOB).execute()).length;
    const fbclid = newFbclid();
    const body = { event_name: 'PageView', event_id: newEventId(), fbclid, email: 'corrida@exemplo.com' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => track(t, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.filter((r) => r.json().data.duplicate === false)).toHaveLength(1);
    const clicks = await clicksOf(fbclid);
    expect(clicks).toHaveLength(1);
    expect(await eventsOf(clicks[0]!.id)).toHaveLength(1);
    const jobs = await t.db.selectFrom('jobs').select('id').where('type', '=', META_EVENT_JOB).execute();
    expect(jobs.length - jobsBefore).toBe(1);
  });

  it('the four steps sent at once all land on the one click, and the purchase converts it', async () => {
    const fbclid = newFbclid();
    const steps = ['PageView', 'AddToCart', 'InitiateCheckout', 'Purchase'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => track(t, { event_name: steps[i % 4], event_id: newEventId(), fbclid })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const clicks = await clicksOf(fbclid);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      status: 'converted',
      pageview: 1,
      addtocart: 1,
      initiatecheckout: 1,
      purchase: 1,
    });
    expect(await eventsOf(clicks[0]!.id)).toHaveLength(40);
  });
});
