/** Card rules of spec 2 §5, plus the Brazilian brands Elo and Hipercard. */

export const CARD_MIN_DIGITS = 13;
export const CARD_MAX_DIGITS = 19;

export function luhnValid(number: string): boolean {
  const d = number.replace(/\D/g, '');
  if (d.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Digits grouped by 4, at most 19 digits ('4111 1111 1111 1111'). */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, CARD_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export type CardBrand = 'elo' | 'hipercard' | 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb';

export const cardBrandLabels: Record<CardBrand, string> = {
  elo: 'Elo',
  hipercard: 'Hipercard',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
};

/** Elo BIN ranges (6 digits); they overlap Visa (4…) and Discover (65…), so they are checked first. */
const ELO_RANGES: [number, number][] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

export function cardBrand(number: string): CardBrand | null {
  const d = number.replace(/\D/g, '');
  if (d.length >= 6) {
    const bin = Number(d.slice(0, 6));
    if (ELO_RANGES.some(([min, max]) => bin >= min && bin <= max)) return 'elo';
    if (bin === 606282 || /^384(100|140|160)/.test(d)) return 'hipercard';
  }
  if (/^4/.test(d)) return 'visa';
  if (/^5[1-5]/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65)/.test(d)) return 'discover';
  if (/^35/.test(d)) return 'jcb';
  return null;
}

export type CardCheck = { number?: string; month?: string; year?: string };

export const cardText = {
  invalidNumber: 'Número de cartão inválido',
  invalidMonth: 'Mês inválido',
  expired: 'Cartão expirado',
  invalidYear: 'Ano inválido',
  invalidCvv: 'CVV inválido',
  holderRequired: 'Informe o nome impresso no cartão',
  fillCard: 'Por favor, preencha os dados do cartão',
  cvvHint: '3 ou 4 dígitos no verso',
} as const;

/** A card whose month has ended: a year before `now`'s, or this year's past month (1–12). */
export const cardExpired = (month: number, year: number, now: Date) =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);

/**
 * The card form's errors. The number is checked with Luhn once 13 digits are typed (spec 2 §5),
 * and must have 13–19 digits; month 1–12; a year before this one, or this year's past month, is
 * expired.
 */
export function checkCard(
  card: { number: string; expiry_month: string; expiry_year: string },
  now = new Date(),
): CardCheck {
  const errors: CardCheck = {};
  const d = card.number.replace(/\D/g, '');
  if (d.length >= CARD_MIN_DIGITS && !luhnValid(d)) errors.number = cardText.invalidNumber;
  else if (d.length > 0 && (d.length < CARD_MIN_DIGITS || d.length > CARD_MAX_DIGITS))
    errors.number = cardText.invalidNumber;
  const month = Number(card.expiry_month);
  if (card.expiry_month !== '' && (!/^\d{1,2}$/.test(card.expiry_month) || month < 1 || month > 12))
    errors.month = cardText.invalidMonth;
  if (/^\d{4}$/.test(card.expiry_year)) {
    const year = Number(card.expiry_year);
    // A month not (yet) valid leaves only the year to judge: a past year is expired whatever it is.
    const judged = !errors.month && month >= 1 ? month : 12;
    if (cardExpired(judged, year, now)) errors.year = cardText.expired;
  } else if (card.expiry_year !== '') errors.year = cardText.invalidYear;
  return errors;
}
