import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInPeriod,
  lastDayOfMonth,
  monthsAndDays,
  shopOffsetChanges,
  previousPeriod,
  quickPeriod,
  formatDateBR,
  formatLastActivity,
  INVALID_DATE_TEXT,
  isCalendarDay,
  NEVER_TEXT,
  parseUtc,
  shopDayRange,
  shopDayStart,
  shopDayOfHour,
  shopToday,
} from './dates';

describe('timestamps without a trailing Z are read as UTC', () => {
  it.each([
    ['2026-05-01 12:30:00', '2026-05-01T12:30:00.000Z'],
    ['2026-05-01T12:30:00', '2026-05-01T12:30:00.000Z'],
    ['2026-05-01T12:30:00.123', '2026-05-01T12:30:00.123Z'],
    ['2026-05-01T12:30:00Z', '2026-05-01T12:30:00.000Z'],
    ['2026-05-01T09:30:00-03:00', '2026-05-01T12:30:00.000Z'],
    ['2026-05-01', '2026-05-01T00:00:00.000Z'],
  ])('%s → %s', (input, iso) => expect(parseUtc(input)?.toISOString()).toBe(iso));

  it('gives null for empty or invalid input', () => {
    expect(parseUtc('')).toBeNull();
    expect(parseUtc(null)).toBeNull();
    expect(parseUtc('ontem')).toBeNull();
  });
});

describe('pt-BR display', () => {
  it("shows dd/mm/aaaa and 'data inválida' for an invalid date", () => {
    expect(formatDateBR('2026-12-25T15:00:00Z')).toMatch(/^2[45]\/12\/2026$/);
    expect(formatDateBR('xx')).toBe(INVALID_DATE_TEXT);
  });

  it("shows 'Nunca' without last activity", () => {
    expect(formatLastActivity(null)).toBe(NEVER_TEXT);
    expect(formatLastActivity('2026-01-02T10:00:00Z')).toMatch(/\/01\/2026 \d{2}:\d{2}$/);
  });
});

describe("the shop's day (America/Sao_Paulo, INTEGRATIONS.md §8)", () => {
  it.each([
    ['2025-03-10', '2025-03-10T03:00:00.000Z'],
    // Daylight saving (UTC−02:00) in the summer of 2000.
    ['2000-01-01', '2000-01-01T02:00:00.000Z'],
    // 2018-11-04: the clock jumped from 00:00 to 01:00, so the day began at 01:00 (03:00 UTC).
    ['2018-11-04', '2018-11-04T03:00:00.000Z'],
    // 2018-02-18: the clock went back from 00:00 to 23:00 of the 17th; the 18th began at the second midnight.
    ['2018-02-18', '2018-02-18T03:00:00.000Z'],
    ['2018-02-17', '2018-02-17T02:00:00.000Z'],
  ])('%s starts at %s', (day, iso) => expect(shopDayStart(day).toISOString()).toBe(iso));

  it('a period is [start of the first day, start of the day after the last)', () => {
    expect(shopDayRange('2025-01-01', '2025-01-31')).toEqual({
      from: '2025-01-01T03:00:00.000Z',
      to: '2025-02-01T03:00:00.000Z',
    });
    expect(shopDayRange(undefined, '2024-12-31')).toEqual({ to: '2025-01-01T03:00:00.000Z' });
    expect(shopDayRange()).toEqual({});
  });

  it("today is the shop's date: 23:59 in São Paulo is still that day", () => {
    expect(shopToday(new Date('2025-03-11T02:59:59Z'))).toBe('2025-03-10');
    expect(shopToday(new Date('2025-03-11T03:00:00Z'))).toBe('2025-03-11');
  });

  it('only real calendar days are days', () => {
    expect(['2024-02-29', '2025-02-30', '2025-1-01', '2025-13-01'].map(isCalendarDay)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('shopDayOfHour', () => {
  it('gives the day shopToday gives for every hour, across the old daylight-saving changes and today', () => {
    const dayOf = shopDayOfHour();
    // Brazil's last DST: 2018-11-04 to 2019-02-16; plus a span of recent hours.
    for (const [from, hours] of [
      ['2018-10-30T00:00:00Z', 24 * 12],
      ['2019-02-10T00:00:00Z', 24 * 12],
      ['2026-11-01T00:00:00Z', 24 * 3],
    ] as const) {
      for (let h = 0; h < hours; h++) {
        const instant = new Date(Date.parse(from) + h * 3_600_000);
        expect(dayOf(instant.toISOString().slice(0, 13))).toBe(shopToday(instant));
      }
    }
  });

  it('puts 01:30 UTC on the previous São Paulo day and 03:00 UTC on the same day', () => {
    const dayOf = shopDayOfHour();
    expect(dayOf('2026-03-10T01')).toBe('2026-03-09');
    expect(dayOf('2026-03-10T03')).toBe('2026-03-10');
  });
});

describe('periods for the sales cards (issue 28)', () => {
  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ start_date: '2026-10-02', end_date: '2026-10-31' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ start_date: '2026-02-28', end_date: '2026-02-28' });
    expect(daysInPeriod('2024-02-01', '2024-02-29')).toBe(29);
  });

  it.each([
    ['today', { start_date: '2026-03-01', end_date: '2026-03-01' }],
    ['week', { start_date: '2026-02-23', end_date: '2026-03-01' }],
    ['month', { start_date: '2026-03-01', end_date: '2026-03-01' }],
    ['lastMonth', { start_date: '2026-02-01', end_date: '2026-02-28' }],
  ] as const)('quick period %s on 2026-03-01', (key, period) => {
    expect(quickPeriod(key, '2026-03-01')).toEqual(period);
  });

  it("'Mês passado' in January is December of the year before", () => {
    expect(quickPeriod('lastMonth', '2027-01-15')).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31' });
  });
});

describe('shopOffsetChanges (docs/0051: the shop day in SQL)', () => {
  const changes = shopOffsetChanges(1900, 2100);
  it('finds each change of São Paulo’s offset to the second, the last in 2019', () => {
    expect(changes).toContainEqual({ starts_at: '2018-11-04T03:00:00.000Z', offset_seconds: -7200 });
    expect(changes.at(-1)).toEqual({ starts_at: '2019-02-17T02:00:00.000Z', offset_seconds: -10800 });
  });
  it('puts every instant on the day shopToday gives it, either side of each change', () => {
    for (const [i, c] of changes.entries()) {
      const at = Date.parse(c.starts_at);
      const before = changes[i - 1]?.offset_seconds ?? c.offset_seconds;
      for (const [ms, offset] of [
        [at - 1000, before],
        [at, c.offset_seconds],
      ] as const)
        expect(new Date(ms + offset * 1000).toISOString().slice(0, 10)).toBe(shopToday(new Date(ms)));
    }
  });
});

describe('a period as whole months and the days outside them (docs/0055)', () => {
  it.each([
    ['2026-01-01', '2026-12-31', { from: '2026-01', to: '2026-12' }, []],
    [
      '2025-11-28',
      '2026-11-28',
      { from: '2025-12', to: '2026-10' },
      [
        { from: '2025-11-28', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-28' },
      ],
    ],
    ['2026-02-01', '2026-02-28', { from: '2026-02', to: '2026-02' }, []],
    ['2024-02-01', '2024-02-28', null, [{ from: '2024-02-01', to: '2024-02-28' }]],
    ['2026-03-05', '2026-03-20', null, [{ from: '2026-03-05', to: '2026-03-20' }]],
    ['2026-03-05', '2026-04-02', null, [{ from: '2026-03-05', to: '2026-04-02' }]],
    ['2026-12-31', '2027-01-31', { from: '2027-01', to: '2027-01' }, [{ from: '2026-12-31', to: '2026-12-31' }]],
  ])('%s..%s', (start, end, months, days) => {
    expect(monthsAndDays(start, end)).toEqual({ months, days });
  });

  it('covers every day of any period exactly once', () => {
    for (let offset = 0; offset < 400; offset += 7)
      for (const length of [1, 27, 31, 60, 400]) {
        const start = addDays('2023-12-20', offset);
        const end = addDays(start, length - 1);
        const { months, days } = monthsAndDays(start, end);
        const covered: string[] = [];
        for (const d of days) for (let day = d.from; day <= d.to; day = addDays(day, 1)) covered.push(day);
        if (months)
          for (let day = `${months.from}-01`; day <= lastDayOfMonth(months.to); day = addDays(day, 1))
            covered.push(day);
        covered.sort();
        expect(covered).toHaveLength(length);
        expect(covered[0]).toBe(start);
        expect(covered.at(-1)).toBe(end);
        expect(new Set(covered).size).toBe(length);
      }
  });
});
