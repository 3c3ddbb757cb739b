import { describe, expect, it } from 'vitest';
import { formatPhoneBR, phoneKey, phoneSpellings, whatsappDigits } from './phone';

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

  it.each(['123', '+1 415 555 0100', '', '00 98888-7777'])('%s is not a Brazilian number', (input) =>
    expect(whatsappDigits(input)).toBeNull(),
  );
});

describe('phoneKey: one customer per person (issue 12, ninth digit)', () => {
  it.each([
    ['553188887777', '5531988887777'],
    ['5531988887777', '5531988887777'],
    ['(31) 98888-7777', '5531988887777'],
    ['31 8888-7777', '5531988887777'],
    ['+55 31 8888-7777', '5531988887777'],
    ['553188887777@s.whatsapp.net', '5531988887777'],
    ['553133334444', '553133334444'],
    ['(31) 3333-4444', '553133334444'],
    ['5511999998888', '5511999998888'],
    ['+1 415 555 0100', '14155550100'],
  ])('%s has the key %s', (input, key) => expect(phoneKey(input)).toBe(key));

  it('a mobile without its ninth digit and with it are the same key, in either order', () => {
    expect(phoneKey('553188887777')).toBe(phoneKey('5531988887777'));
    expect(phoneKey('5531988887777')).toBe(phoneKey('553188887777'));
  });

  it('a landline never gains a ninth digit', () =>
    expect(phoneKey('551133334444')).not.toBe(phoneKey('5511933334444')));
});

describe('phoneSpellings', () => {
  it('lists a mobile with and without 55 and the ninth digit', () => {
    expect(new Set(phoneSpellings('553188887777'))).toEqual(
      new Set(['553188887777', '5531988887777', '31988887777', '3188887777']),
    );
  });

  it('a landline and a foreign number keep their own forms', () => {
    expect(new Set(phoneSpellings('(31) 3333-4444'))).toEqual(new Set(['3133334444', '553133334444']));
    expect(phoneSpellings('+1 415 555 0100')).toEqual(['14155550100']);
  });
});
