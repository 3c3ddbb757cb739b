import { describe, expect, it } from 'vitest';
import { formatPhoneBR, whatsappDigits } from './phone';

describe('Brazilian phone display', () => {
  it.each([
    ['5511999998888', '+55 (11) 99999-8888'],
    ['+55 11 99999-8888', '+55 (11) 99999-8888'],
    ['11999998888', '+55 (11) 99999-8888'],
    ['551133334444', '+55 (11) 3333-4444'],
    ['1133334444', '+55 (11) 3333-4444'],
    ['553199998888', '+55 (31) 9999-8888'],
    ['5511999998888@s.whatsapp.net', '+55 (11) 99999-8888'],
  ])('%s is shown as %s', (input, shown) => {
    expect(formatPhoneBR(input)).toBe(shown);
  });

  it('a number that is not Brazilian is shown as it came; none is empty', () => {
    expect(formatPhoneBR('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhoneBR('14155550100')).toBe('14155550100');
    expect(formatPhoneBR(' 12345 ')).toBe('12345');
    expect(formatPhoneBR(null)).toBe('');
  });
});

describe('whatsappDigits', () => {
  it.each([
    ['(11) 98888-7777', '5511988887777'],
    ['+55 11 98888-7777', '5511988887777'],
    ['5511988887777', '5511988887777'],
    ['21 3333-4444', '552133334444'],
  ])('%s is %s', (input, digits) => expect(whatsappDigits(input)).toBe(digits));

  it.each(['123', '+1 415 555 0100', '', '00 98888-7777'])('%s is not a Brazilian number', (input) => expect(whatsappDigits(input)).toBeNull());
});
