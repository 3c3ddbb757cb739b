import { describe, expect, it } from 'vitest';
import { luhnValid } from '@ponte/domain/cards';
import { redactSecrets } from '@ponte/domain/logs';
import { outboxStamp } from './outbox';

describe("the outbox's file names", () => {
  it('never start with 13 digits the activity log would mask as a card number', () => {
    // 1795940392172 passes Luhn: the CI run whose download entry read '[redacted]-….eml'.
    expect(luhnValid('1795940392172')).toBe(true);
    expect(outboxStamp(1795940392172)).toBe(1795940392173);
    for (let ms = 1795940392000; ms < 1795940392200; ms++) {
      const stamp = outboxStamp(ms);
      expect(stamp - ms).toBeLessThanOrEqual(2);
      expect(luhnValid(String(stamp))).toBe(false);
      const file = `${stamp}-026f1285bc9d.eml`;
      expect(redactSecrets(JSON.stringify({ file }))).toContain(file);
    }
  });
});
