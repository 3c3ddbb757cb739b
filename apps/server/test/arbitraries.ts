import fc from 'fast-check';

/** Up to `maxLength` random rows, each about one of `customers` people (`who`): the statistics property tests' worlds. */
export function customerRecords<T extends object>(
  customers: number,
  fields: { [K in keyof T]: fc.Arbitrary<T[K]> },
  maxLength: number,
) {
  const row = fc.record({ who: fc.integer({ min: 0, max: customers - 1 }), ...fields });
  return fc.array(row as fc.Arbitrary<{ who: number } & T>, { maxLength });
}

/** A period of days 1 to 11, first day first: the statistics property tests' usual range. */
export const dayPeriod = fc
  .tuple(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 11 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]);
