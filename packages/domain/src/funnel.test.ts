import { describe, expect, it } from 'vitest';
import {
  buildFbc,
  conversionRate,
  formatRatePercent,
  formatStepPercent,
  funnelSteps,
  funnelText,
  FunnelQuerySchema,
  parseFbc,
  TrackEventBodySchema,
} from './funnel';

const event = { event_name: 'PageView', event_id: 'pv-1', fbclid: 'IwAR1abc' };

describe('tracking body (POST /api/meta/events)', () => {
  it('needs a click: fbclid or the _fbc cookie', () => {
    const res = TrackEventBodySchema.safeParse({ event_name: 'PageView', event_id: 'pv-1' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['fbclid'], message: funnelText.clickIdRequired });
    expect(
      TrackEventBodySchema.safeParse({ ...event, fbclid: undefined, fbc: 'fb.1.1717000000000.IwAR1abc' }).success,
    ).toBe(true);
  });

  it('accepts only the four standard events of the journey', () => {
    for (const name of ['PageView', 'AddToCart', 'InitiateCheckout', 'Purchase'])
      expect(TrackEventBodySchema.safeParse({ ...event, event_name: name }).success).toBe(true);
    expect(TrackEventBodySchema.safeParse({ ...event, event_name: 'pageview' }).success).toBe(false);
  });

  it('trims and lower-cases the e-mail; keeps only the digits of the phone', () => {
    expect(
      TrackEventBodySchema.parse({ ...event, email: ' Ana@Exemplo.COM ', phone: '+55 (11) 98765-4321' }),
    ).toMatchObject({
      email: 'ana@exemplo.com',
      phone: '5511987654321',
    });
  });

  it('a phone needs 10 to 13 digits (area code and number, with or without 55)', () => {
    expect(TrackEventBodySchema.safeParse({ ...event, phone: '987654321' }).success).toBe(false);
    expect(TrackEventBodySchema.safeParse({ ...event, phone: '1133334444' }).success).toBe(true);
    expect(TrackEventBodySchema.safeParse({ ...event, phone: '55119876543210' }).success).toBe(false);
  });

  it('a value is BRL between 0 and 1,000,000', () => {
    expect(TrackEventBodySchema.safeParse({ ...event, value: 0 }).success).toBe(true);
    expect(TrackEventBodySchema.safeParse({ ...event, value: 1_000_000 }).success).toBe(true);
    expect(TrackEventBodySchema.safeParse({ ...event, value: 1_000_000.01 }).success).toBe(false);
    expect(TrackEventBodySchema.safeParse({ ...event, value: -0.01 }).success).toBe(false);
  });

  it('refuses fields it does not know', () => {
    expect(TrackEventBodySchema.safeParse({ ...event, user_id: 1 }).success).toBe(false);
  });
});

describe('_fbc', () => {
  it('is fb.1.<ms when the click was seen>.<fbclid>, the fbclid’s case kept', () => {
    expect(buildFbc('IwAR1AbC', 1717000000123)).toBe('fb.1.1717000000123.IwAR1AbC');
    expect(parseFbc('fb.1.1717000000123.IwAR1AbC')).toEqual({ fbclid: 'IwAR1AbC', seenAtMs: 1717000000123 });
    expect(parseFbc('fb.1.x.IwAR')).toBeNull();
    expect(parseFbc('IwAR1AbC')).toBeNull();
  });
});

describe('funnel maths (spec 2 §2 cards, §9 decimals)', () => {
  const stats = { total_clicks: 80, pageviews: 60, addtocarts: 24, checkouts: 9, purchases: 3, conversion_rate: 3.75 };

  it('the conversion rate is purchases per click in percent, two decimals; zero without clicks', () => {
    expect(conversionRate(3, 80)).toBe(3.75);
    expect(conversionRate(2, 7)).toBe(28.57);
    expect(conversionRate(0, 0)).toBe(0);
  });

  it('each step’s percentage is its share of the step before; the clicks card has none', () => {
    expect(funnelSteps(stats).map((s) => [s.key, s.count, s.percent])).toEqual([
      ['clicks', 80, null],
      ['visited', 60, 75],
      ['cart', 24, 40],
      ['checkout', 9, 37.5],
      ['purchased', 3, (3 / 9) * 100],
    ]);
  });

  it('a step after an empty one has no percentage instead of a division by zero', () => {
    const steps = funnelSteps({ ...stats, addtocarts: 0, checkouts: 0, purchases: 0 });
    expect(steps.map((s) => s.percent)).toEqual([null, 75, 0, null, null]);
  });

  it('step percentages show one decimal with a comma, other percentages two', () => {
    expect(formatStepPercent((3 / 9) * 100)).toBe('33,3%');
    expect(formatStepPercent(75)).toBe('75,0%');
    expect(formatRatePercent(3.75)).toBe('3,75%');
    expect(formatRatePercent(28.57)).toBe('28,57%');
  });
});

describe('funnel filters (GET /api/meta/funnel)', () => {
  it('empty filters mean all; the page starts at 1', () => {
    expect(FunnelQuerySchema.parse({ start_date: '', end_date: '', status: '' })).toEqual({ page: 1 });
  });

  it('dates are real YYYY-MM-DD days and the start is not after the end', () => {
    expect(FunnelQuerySchema.safeParse({ start_date: '2025-02-29' }).success).toBe(false);
    const reversed = FunnelQuerySchema.safeParse({ start_date: '2025-03-10', end_date: '2025-03-09' });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['end_date'], message: funnelText.periodReversed });
    expect(FunnelQuerySchema.safeParse({ start_date: '2025-03-10', end_date: '2025-03-10' }).success).toBe(true);
  });

  it('status is one of pending, linked, converted', () => {
    expect(FunnelQuerySchema.parse({ status: 'linked' }).status).toBe('linked');
    expect(FunnelQuerySchema.safeParse({ status: 'all' }).success).toBe(false);
  });
});
