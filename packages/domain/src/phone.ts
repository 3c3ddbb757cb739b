/** The digits of a phone (or any text) as typed: '+55 (11) 99999-0000' → '5511999990000'. */
export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Area code (DDD, no zero) then a mobile (9 + 8 digits) or 8 digits (landlines, and mobiles as WhatsApp ids often spell them, without the 9). */
const NATIONAL = /^[1-9]{2}(9\d{8}|[2-9]\d{7})$/;

/** DDD + 8 or 9 digits, without the country code, or null when the digits are not a Brazilian number. */
function nationalNumber(value: string): string | null {
  const digits = onlyDigits(value);
  const international = value.trim().startsWith('+');
  if (digits.startsWith('55') && NATIONAL.test(digits.slice(2))) return digits.slice(2);
  if (!international && NATIONAL.test(digits)) return digits;
  return null;
}

/** A Brazilian number as the digits WhatsApp links take ('5511999999999'), or null when it is not one. */
export function whatsappDigits(value: string): string | null {
  const national = nationalNumber(value);
  return national ? `55${national}` : null;
}

/**
 * A Brazilian number as '+55 (11) 99999-9999' (or '+55 (11) 3333-4444' for landlines), from
 * any spelling of its digits, with or without the country code. Anything else (a foreign
 * number, a short code) is shown as it came.
 */
export function formatPhoneBR(value: string | null | undefined): string {
  if (!value) return '';
  const national = nationalNumber(value);
  if (!national) return value.trim();
  const ddd = national.slice(0, 2);
  const local = national.slice(2);
  const split = local.length - 4;
  return `+55 (${ddd}) ${local.slice(0, split)}-${local.slice(split)}`;
}

/** A mobile's local part as many WhatsApp ids spell it: 8 digits, first one 6–9 (landlines start 2–5). */
const isMobileWithoutNine = (local: string) => local.length === 8 && /^[6-9]/.test(local);

/**
 * One key per person, whatever spelling of the number arrives: a Brazilian number as 55 + DDD +
 * local part, a mobile always with its ninth digit ('553188887777' and '(31) 98888-7777' are
 * both '5531988887777'); landlines keep their 8 digits; anything else is its digits.
 */
export function phoneKey(value: string): string {
  const national = nationalNumber(value);
  if (!national) return onlyDigits(value);
  const ddd = national.slice(0, 2);
  const local = national.slice(2);
  return `55${ddd}${isMobileWithoutNine(local) ? '9' : ''}${local}`;
}

/**
 * Every spelling of one number that may be stored somewhere: as given, with and without Brazil's
 * 55 and, for a mobile, with and without its ninth digit.
 */
export function phoneSpellings(value: string): string[] {
  const digits = onlyDigits(value);
  const spellings = new Set(digits ? [digits] : []);
  if (!nationalNumber(value)) return [...spellings];
  const national = phoneKey(value).slice(2);
  const ddd = national.slice(0, 2);
  const local = national.slice(2);
  const forms =
    isMobileWithoutNine(local.slice(1)) && local.length === 9 ? [national, `${ddd}${local.slice(1)}`] : [national];
  for (const form of forms) {
    spellings.add(form);
    spellings.add(`55${form}`);
  }
  return [...spellings];
}
