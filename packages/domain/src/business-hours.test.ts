import { describe, expect, it } from 'vitest';
import {
  awayMessageFor,
  BusinessHoursBodySchema,
  businessHoursText,
  DEFAULT_BUSINESS_HOURS,
  isOpenAt,
  minutesOfTime,
  nextOpening,
  openSecondsBetween,
  type BusinessHours,
} from './business-hours';

// Monday to Friday 09:00–18:00, Saturday 09:00–13:00; 2026-11-28 is a Saturday (UTC-3).
const hours: BusinessHours = {
  ...DEFAULT_BUSINESS_HOURS,
  enabled: true,
  days: DEFAULT_BUSINESS_HOURS.days.map((d, weekday) =>
    weekday === 6 ? { open: true, opens: '09:00', closes: '13:00' } : d,
  ),
  holidays: [{ date: '2026-12-25', name: 'Natal' }],
};
const at = (local: string) => new Date(`${local}-03:00`);

describe('minutesOfTime', () => {
  it('reads the ways a Brazilian types a time', () => {
    expect(minutesOfTime('9')).toBe(540);
    expect(minutesOfTime('9h')).toBe(540);
    expect(minutesOfTime('09:00')).toBe(540);
    expect(minutesOfTime('18h30')).toBe(1110);
    expect(minutesOfTime(' 7:05 ')).toBe(425);
  });
  it('refuses what is no time of day; 24:00 only closes', () => {
    for (const text of ['', '25', '9:60', '9:5', 'nove', '-1', '12:00:00']) expect(minutesOfTime(text)).toBeNull();
    expect(minutesOfTime('24:00')).toBeNull();
    expect(minutesOfTime('24:00', true)).toBe(1440);
    expect(minutesOfTime('24:01', true)).toBeNull();
  });
});

describe('BusinessHoursBodySchema', () => {
  const body = (change: Record<string, unknown>) => ({ ...DEFAULT_BUSINESS_HOURS, enabled: true, ...change });
  const errors = (value: unknown) =>
    BusinessHoursBodySchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('keeps times as HH:MM and holidays in date order', () => {
    const days = DEFAULT_BUSINESS_HOURS.days.map((d) => ({ ...d, open: true, opens: '8h', closes: '17h30' }));
    const parsed = BusinessHoursBodySchema.parse(
      body({
        days,
        holidays: [
          { date: '2026-12-25', name: 'Natal' },
          { date: '2026-11-20', name: ' Consciência Negra ' },
        ],
      }),
    );
    expect(parsed.days[1]).toEqual({ open: true, opens: '08:00', closes: '17:30' });
    expect(parsed.holidays.map((h) => h.date)).toEqual(['2026-11-20', '2026-12-25']);
    expect(parsed.holidays[0]!.name).toBe('Consciência Negra');
  });

  it('names the field of a wrong time, a closing before the opening and a repeated holiday', () => {
    const days = DEFAULT_BUSINESS_HOURS.days.map((d) => ({ ...d }));
    days[1] = { open: true, opens: '25:00', closes: '18:00' };
    days[2] = { open: true, opens: '18:00', closes: '09:00' };
    expect(
      errors(
        body({
          days,
          holidays: [
            { date: '2026-12-25', name: '' },
            { date: '2026-12-25', name: '' },
            { date: '2026-02-30', name: '' },
          ],
        }),
      ),
    ).toEqual([
      ['days.1.opens', businessHoursText.invalidTime],
      ['days.2.closes', businessHoursText.closesBeforeOpens],
      ['holidays.2.date', businessHoursText.invalidHoliday],
      ['holidays.1.date', businessHoursText.duplicateHoliday],
    ]);
    expect(
      errors(
        body({
          holidays: [
            { date: '2026-12-25', name: '' },
            { date: '2026-12-25', name: 'x' },
          ],
        }),
      ),
    ).toEqual([['holidays.1.date', businessHoursText.duplicateHoliday]]);
  });

  it('a closed day may hold any times; an enabled week needs an open day; the message is required', () => {
    const closed = DEFAULT_BUSINESS_HOURS.days.map((d) => ({ ...d, open: false, opens: 'x', closes: '' }));
    expect(errors(body({ days: closed }))).toEqual([['days', businessHoursText.noOpenDay]]);
    expect(BusinessHoursBodySchema.parse(body({ days: closed, enabled: false })).days[0]).toEqual({
      open: false,
      opens: '09:00',
      closes: '18:00',
    });
    expect(errors(body({ away_message: '   ' }))).toEqual([['away_message', businessHoursText.awayMessageRequired]]);
    expect(errors(body({ away_message: 'a'.repeat(1001) }))).toEqual([
      ['away_message', businessHoursText.awayMessageTooLong],
    ]);
    expect(errors(body({ days: DEFAULT_BUSINESS_HOURS.days.slice(0, 6) }))?.[0]?.[0]).toBe('days');
    expect(errors(body({ extra: 1 }))?.length).toBe(1);
    expect(
      errors(body({ holidays: Array.from({ length: 61 }, (_, i) => ({ date: `2027-01-01`, name: `${i}` })) })),
    ).toContainEqual(['holidays', businessHoursText.tooManyHolidays]);
  });
});

describe('isOpenAt and nextOpening', () => {
  it('follows the weekday, the hours in São Paulo and the holidays', () => {
    expect(isOpenAt(hours, at('2026-11-30T08:59:59'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-30T09:00:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-30T17:59:59'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-30T18:00:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-28T12:00:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-29T12:00:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-12-25T12:00:00'))).toBe(false);
    // 21:30 UTC on a Monday is 18:30 in São Paulo: closed, whatever UTC's clock says.
    expect(isOpenAt(hours, new Date('2026-11-30T21:30:00Z'))).toBe(false);
  });

  it('is always open while the setting is off', () => {
    expect(isOpenAt({ ...hours, enabled: false }, at('2026-11-29T03:00:00'))).toBe(true);
    expect(nextOpening({ ...hours, enabled: false }, at('2026-11-29T03:00:00'))).toBeNull();
  });

  it('finds the next opening past closed days and holidays', () => {
    expect(nextOpening(hours, at('2026-11-28T14:00:00'))).toEqual(at('2026-11-30T09:00:00'));
    expect(nextOpening(hours, at('2026-11-30T07:00:00'))).toEqual(at('2026-11-30T09:00:00'));
    expect(nextOpening(hours, at('2026-12-24T19:00:00'))).toEqual(at('2026-12-26T09:00:00'));
  });

  it('fills {abertura} with the next opening in Portuguese', () => {
    expect(awayMessageFor({ ...hours, away_message: 'Voltamos {abertura}.' }, at('2026-11-28T14:00:00'))).toBe(
      'Voltamos segunda-feira, 30/11, às 09:00.',
    );
  });
});

describe('openSecondsBetween', () => {
  it('counts only open hours', () => {
    // Asked Friday 17:50, answered Monday 09:10: 10 minutes on Friday, Saturday's four hours, 10 on Monday.
    expect(
      openSecondsBetween(hours, at('2026-11-27T17:50:00').toISOString(), at('2026-11-30T09:10:00').toISOString()),
    ).toBe(1200 + 4 * 3600);
  });
  it('is the plain difference inside one open stretch or with the setting off', () => {
    const from = at('2026-11-30T10:00:00').toISOString();
    const to = at('2026-11-30T10:03:20').toISOString();
    expect(openSecondsBetween(hours, from, to)).toBe(200);
    const night = [at('2026-11-29T22:00:00').toISOString(), at('2026-11-30T02:00:00').toISOString()] as const;
    expect(openSecondsBetween(hours, ...night)).toBe(0);
    expect(openSecondsBetween({ ...hours, enabled: false }, ...night)).toBe(4 * 3600);
    expect(openSecondsBetween(hours, to, from)).toBe(0);
  });
  it('skips a holiday', () => {
    expect(
      openSecondsBetween(hours, at('2026-12-24T17:00:00').toISOString(), at('2026-12-26T09:30:00').toISOString()),
    ).toBe(3600 + 1800);
  });
});

describe('over long spans and old days', () => {
  it('a span of years adds up as its parts do (counted by the week in between)', () => {
    const a = at('2023-01-02T10:00:00').toISOString();
    const c = at('2026-11-30T12:00:00').toISOString();
    const whole = openSecondsBetween(hours, a, c);
    for (const b of ['2023-03-15T17:30:00', '2024-12-25T12:00:00', '2026-11-28T10:00:00']) {
      const mid = at(b).toISOString();
      expect(openSecondsBetween(hours, a, mid) + openSecondsBetween(hours, mid, c)).toBe(whole);
    }
    // Four whole weeks from a Monday's opening: 4 × (5 × 9 h + 4 h), less Christmas (a Friday).
    expect(
      openSecondsBetween(hours, at('2026-12-07T09:00:00').toISOString(), at('2027-01-04T09:00:00').toISOString()),
    ).toBe(4 * (5 * 9 + 4) * 3600 - 9 * 3600);
  });

  it('a question from 1970 counts its decades of open hours like any span', () => {
    const from = '1970-01-01T00:00:00.000Z';
    const to = at('2026-11-30T10:00:00').toISOString();
    const mid = at('2001-06-13T12:00:00').toISOString();
    expect(openSecondsBetween(hours, from, to)).toBe(
      openSecondsBetween(hours, from, mid) + openSecondsBetween(hours, mid, to),
    );
  });

  it('on the old daylight-saving days 09:00 is 09:00 on the wall', () => {
    const everyDay: BusinessHours = {
      ...hours,
      holidays: [],
      days: hours.days.map(() => ({ open: true, opens: '09:00', closes: '24:00' })),
    };
    // 2018-11-04: the clock jumped from 00:00 to 01:00 (UTC-2 from then on).
    expect(isOpenAt(everyDay, new Date('2018-11-04T08:59:00-02:00'))).toBe(false);
    expect(isOpenAt(everyDay, new Date('2018-11-04T09:00:00-02:00'))).toBe(true);
    // 2019-02-16 lasted 25 hours (23:00 came twice); open until its midnight.
    expect(isOpenAt(everyDay, new Date('2019-02-16T23:30:00-03:00'))).toBe(true);
    expect(isOpenAt(everyDay, new Date('2019-02-17T00:30:00-03:00'))).toBe(false);
  });
});
