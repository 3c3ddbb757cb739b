import fc from 'fast-check';

/** Starts of the eras drawn from: São Paulo's daylight-saving years (2018–19) and now. */
export const ERAS = ['2018-11-01T00:00:00Z', '2019-02-14T00:00:00Z', '2025-12-29T00:00:00Z'].map(Date.parse);
export type At = { era: number; day: number; minute: number };
/** Instants the property tests draw: their shop day is the hard part, so most fall near São Paulo's midnight. */
export const at: fc.Arbitrary<At> = fc.record({
  era: fc.integer({ min: 0, max: ERAS.length - 1 }),
  // A few days, or weeks across month ends (the monthly roll-up).
  day: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 70 })),
  // Mostly within two hours of São Paulo's midnight (02:00–03:00 UTC, 03:00 in the summers of old).
  minute: fc.oneof(fc.integer({ min: 60, max: 300 }), fc.integer({ min: 0, max: 1439 })),
});
export const instant = (a: At) => new Date(ERAS[a.era]! + a.day * 86_400_000 + a.minute * 60_000).toISOString();
