import { describe, expect, it } from 'vitest';
import { formatDateBR, formatLastActivity, INVALID_DATE_TEXT, NEVER_TEXT, parseUtc } from './dates';

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
