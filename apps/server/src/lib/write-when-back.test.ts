import { describe, expect, it } from 'vitest';
import { writeWhenBack } from './write-when-back';

const down = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('writeWhenBack', () => {
  it('tries again while the database is away, and answers once it is back', async () => {
    let calls = 0;
    const result = await writeWhenBack(
      async () => {
        calls += 1;
        if (calls < 3) throw down();
        return 'gravado';
      },
      5_000,
      1,
    );
    expect(result).toBe('gravado');
    expect(calls).toBe(3);
  });

  it('throws any other error at once', async () => {
    let calls = 0;
    const bug = new Error('column "x" does not exist');
    await expect(
      writeWhenBack(async () => {
        calls += 1;
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect(calls).toBe(1);
  });

  it('gives up once the database has been away past the deadline', async () => {
    let calls = 0;
    await expect(
      writeWhenBack(
        async () => {
          calls += 1;
          throw down();
        },
        20,
        5,
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(calls).toBeGreaterThan(1);
  });
});
