import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { SessionUserSchema } from './auth';
import { readSessionUser, type SessionUser } from './session';

const samples: unknown[] = [
  { id: 1, name: 'Ana', email: 'ana@x.com', role: 'admin' },
  { id: 2, name: 'Bia', email: 'bia', role: 'operador', extra: true },
  { id: 3, name: 'Caio', email: '', role: 'trainee' },
  { id: 1.5, name: 'Ana', email: 'a', role: 'admin' },
  { id: '1', name: 'Ana', email: 'a', role: 'admin' },
  { id: 1, name: null, email: 'a', role: 'admin' },
  { id: 1, name: 'Ana', role: 'admin' },
  { id: 1, name: 'Ana', email: 'a', role: 'root' },
  { id: 1, name: 'Ana', email: 'a' },
  [],
  null,
  'admin',
  42,
];

describe('readSessionUser', () => {
  it('reads the type the schema describes', () => {
    expectTypeOf<SessionUser>().toEqualTypeOf<z.infer<typeof SessionUserSchema>>();
  });

  it.each(samples.map((s) => [JSON.stringify(s), s]))('agrees with SessionUserSchema on %s', (_, sample) => {
    const parsed = SessionUserSchema.safeParse(sample);
    expect(readSessionUser(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
