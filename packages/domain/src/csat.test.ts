import { describe, expect, it } from 'vitest';
import { parseCsatAnswer } from './csat';

describe('parseCsatAnswer: a rating at the start of a reply, and the comment after it', () => {
  it.each([
    ['5', 5, null],
    [' 4 muito bom ', 4, 'muito bom'],
    ['3/5', 3, null],
    ['2 - demorou', 2, 'demorou'],
    ['5️⃣', 5, null],
    ['1️⃣ péssimo', 1, 'péssimo'],
    ['⭐⭐⭐⭐', 4, null],
    ['⭐⭐⭐⭐⭐ adorei!', 5, 'adorei!'],
    ['😍 amei', 5, 'amei'],
    ['😐', 3, null],
    ['😡', 1, null],
    ['👍', 5, null],
  ])('%j → %i', (text, rating, comment) => {
    expect(parseCsatAnswer(text)).toEqual({ rating, comment });
  });

  it.each(['10', '0', '6', '4,5', '4.5', '3:30 posso passar?', '2h', 'Oi, tudo bem?', 'nota 5', '', '2025'])(
    '%j is not a rating',
    (text) => {
      expect(parseCsatAnswer(text)).toBeNull();
    },
  );
});
