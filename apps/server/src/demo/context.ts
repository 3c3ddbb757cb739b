import type { Db } from '../db';

/** Small deterministic PRNG so every demo run shows the same data. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What every demo seeding step shares: the database, the moment the demo is built for and one
 * random sequence. The steps draw from that sequence in a fixed order, so the order in which
 * seed.ts calls them decides the data; changing it changes every row after.
 */
export type Demo = {
  db: Db;
  now: Date;
  rnd: () => number;
  pick: <T>(xs: readonly T[]) => T;
  iso: (d: Date) => string;
  /** n days before now, at the given UTC time. */
  daysAgo: (n: number, hourUtc?: number, minute?: number) => Date;
};

export function demoContext(db: Db, now: Date, seed: number): Demo {
  const rnd = random(seed);
  return {
    db,
    now,
    rnd,
    pick: <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)],
    iso: (d: Date) => d.toISOString(),
    daysAgo: (n: number, hourUtc = 12, minute = 0) => {
      const d = new Date(now);
      d.setUTCDate(d.getUTCDate() - n);
      d.setUTCHours(hourUtc, minute, 0, 0);
      return d;
    },
  };
}
