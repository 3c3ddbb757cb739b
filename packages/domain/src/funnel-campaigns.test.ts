import { describe, expect, it } from 'vitest';
import {
  AttributionWindowSchema,
  campaignOfUrl,
  CampaignSpendBodySchema,
  campaignText,
  proratedSpendCents,
  returnOnSpend,
} from './funnel-campaigns';

const may = { starts_on: '2024-05-01', ends_on: '2024-05-31', amount_cents: 31_000 };

describe('a spend entry counts for the days it shares with the period (prorated)', () => {
  it('wholly inside, or an open period: all of it', () => {
    expect(proratedSpendCents(may, { start: '2024-04-01', end: '2024-06-30' })).toBe(31_000);
    expect(proratedSpendCents(may, {})).toBe(31_000);
    expect(proratedSpendCents(may, { start: '2024-05-31' })).toBe(1_000);
  });

  it('partly inside: its share of days, rounded once to cents; outside: nothing', () => {
    expect(proratedSpendCents(may, { start: '2024-05-10', end: '2024-05-19' })).toBe(10_000);
    expect(proratedSpendCents(may, { start: '2024-04-20', end: '2024-05-01' })).toBe(1_000);
    expect(proratedSpendCents({ ...may, amount_cents: 10_000 }, { end: '2024-05-01' })).toBe(323);
    expect(proratedSpendCents(may, { start: '2024-06-01' })).toBe(0);
  });
});

describe('return on spend', () => {
  it('is revenue / spend with two decimals, none without spend', () => {
    expect(returnOnSpend(40_000, 31_000)).toBe(1.29);
    expect(returnOnSpend(0, 100)).toBe(0);
    expect(returnOnSpend(100, 0)).toBeNull();
    expect(returnOnSpend(100, null)).toBeNull();
  });
});

describe('schemas', () => {
  it('the window is whole days from 1 to 90', () => {
    expect(AttributionWindowSchema.parse({ days: '14' })).toEqual({ days: 14 });
    for (const days of [0, 91, 1.5, 'x'])
      expect(AttributionWindowSchema.safeParse({ days }).error?.issues[0]?.message).toBe(campaignText.windowInvalid);
  });

  it('a spend amount is read as typed in Brazil: 1.234,56 is 1234.56', () => {
    const body = { campaign: ' verao ', starts_on: '2024-01-01', ends_on: '2024-01-31', amount: '1.234,56' };
    expect(CampaignSpendBodySchema.parse(body)).toEqual({ ...body, campaign: 'verao', amount: 1234.56 });
  });

  it('reversed days are named on ends_on even when other fields are wrong too', () => {
    const res = CampaignSpendBodySchema.safeParse({
      campaign: '',
      starts_on: '2024-02-10',
      ends_on: '2024-02-01',
      amount: 'x',
    });
    expect(Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      campaign: campaignText.campaignRequired,
      amount: campaignText.amountInvalid,
      ends_on: campaignText.periodReversed,
    });
  });

  it('the campaign of a landing address is its utm_campaign', () => {
    expect(campaignOfUrl('https://loja.test/p?utm_source=fb&utm_campaign=Black%20Friday')).toBe('Black Friday');
    expect(campaignOfUrl('https://loja.test/p?utm_campaign=')).toBeNull();
    expect(campaignOfUrl('não é endereço')).toBeNull();
    expect(campaignOfUrl(null)).toBeNull();
  });
});
