import { describe, expect, it } from 'vitest';
import { maskSecret, PIXEL_ID_PATTERN, SaveConfigurationsSchema } from './settings';

describe('Pixel ID', () => {
  it.each([
    ['123456789012345', true],
    ['1234567890123456', true],
    ['12345678901234', false],
    ['12345678901234567', false],
    ['12345678901234x', false],
  ])('%s valid: %s', (id, valid) => expect(PIXEL_ID_PATTERN.test(id)).toBe(valid));

  it('an empty Pixel ID clears the setting', () => {
    expect(SaveConfigurationsSchema.safeParse({ meta_pixel_id: '' }).success).toBe(true);
  });
});

describe('secrets', () => {
  it('are masked to the last 4 characters, short ones entirely', () => {
    expect(maskSecret('EAAB1234567890wxyz')).toBe('••••••••wxyz');
    expect(maskSecret('abc')).toBe('••••••••');
    expect(maskSecret('')).toBe('');
  });
});
