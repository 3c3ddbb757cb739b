/**
 * Every amount in cents leaves here as a safe integer: Infinity, NaN or a value past 2^53
 * would be stored as garbage (or refused by the database as a 500), so it is a bug to get one.
 * The schemas below keep user input far inside this; a throw means the bounds are wrong.
 */
export function assertSafeCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`valor em centavos fora do intervalo seguro: ${cents}`);
  return cents;
}

/**
 * Money is integer cents everywhere; the API speaks decimal units. These are the only two
 * conversions, and each rounds once (half away from zero).
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`valor não finito: ${amount}`);
  // toFixed first: 1.005 * 100 is 100.49999…, but '1.005' means 101 cents.
  const cents = Number((Math.abs(amount) * 100).toFixed(6));
  // `|| 0`: -0.001 rounds to -0, which is not a useful amount of cents.
  return assertSafeCents(Math.sign(amount) * Math.round(cents) || 0);
}

export const fromCents = (cents: number): number => cents / 100;

/** `percent` of an amount in cents, rounded once to whole cents. */
export function percentOf(cents: number, percent: number): number {
  return assertSafeCents(Math.round(Number(((cents * percent) / 100).toFixed(6))));
}

const usdDigits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * '$2,955.99' — every screen shows USD this way (2 decimals, $ sign, US thousands separators).
 * Rounded to cents first, so a value that rounds to zero never shows as '-$0.00'.
 */
export const formatUsd = (amount: number) => {
  const cents = toCents(amount);
  return `${cents < 0 ? '-' : ''}$${usdDigits.format(Math.abs(cents) / 100)}`;
};

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** 'R$ 1.234,56' */
export const formatBrl = (amount: number) => brl.format(amount).replace(/\u00a0/g, ' ');

/**
 * Bounds of the numbers that become money or weight (issue 11). They keep every quote, with a
 * list at its largest, inside safe integers of cents: quote.test.ts walks that list.
 */
export const PRICE_MAX_USD = 1_000_000;
export const BRL_AMOUNT_MAX = 1_000_000;
export const WEIGHT_MAX_KG = 1_000;
export const QUANTITY_MAX = 999;
/** USD per kg: the most the settings' fallback takes, and the most a tax service answer is believed. */
export const KG_RATE_MAX_USD = 1_000;
/** Distinct lines on one list; with the bounds above a full list still quotes in safe cents. */
export const LIST_LINES_MAX = 100;

/** A plain decimal: digits, one '.' or ',' decimal mark, an optional minus. */
const DECIMAL_TEXT = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a number written by a machine (a store's field, a CSV cell, a JSON number): decimal
 * text with one mark ('199.90', '199,90'). Anything else is unreadable: hex ('0x10'),
 * exponents ('1e308'), 'Infinity', 'NaN', blanks, '1,2,3', thousands separators.
 */
export function readDecimal(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text.replace(',', '.')) : undefined;
}

/** pt-BR thousands: '1.234', '1.234,56', '1.234.567' (a first group of 0 is a decimal: '0.500'). */
const BR_GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d*)?$/;
/** US thousands, only where nothing else can be meant: '1,234.56', '1,234,567'. */
const US_GROUPED = /^[1-9]\d{0,2}(?:(?:,\d{3})+\.\d*|(?:,\d{3}){2,})$/;

/**
 * Reads a number as a person in Brazil types it into a field (issue 28): '2,5' and '2.5' are
 * two and a half, '1.234,56' and '1234,56' (and '1,234.56') are one thousand two hundred and
 * thirty-four and 56 cents. A '.' followed by exactly three digits groups thousands, as in
 * pt-BR ('1.234' is 1234, '0.500' stays a half); a single ',' is always the decimal mark.
 * A leading 'R$', 'US$' or '$' and a trailing '%' are allowed (pasted amounts). Anything else
 * is unreadable, as for readDecimal.
 */
export function readTypedNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const bare = value
    .trim()
    .replace(/^(-?)\s*(?:R\$|US\$|\$)\s*/i, '$1')
    .replace(/\s*%$/, '');
  const negative = bare.startsWith('-');
  const digits = negative ? bare.slice(1) : bare;
  let plain: string | undefined;
  if (BR_GROUPED.test(digits)) plain = digits.replace(/\./g, '').replace(',', '.');
  else if (US_GROUPED.test(digits)) plain = digits.replace(/,/g, '');
  else if (DECIMAL_TEXT.test(digits)) plain = digits.replace(',', '.');
  if (plain === undefined) return undefined;
  const n = Number(plain);
  return negative ? -n || 0 : n;
}

/**
 * Whether `n` has at most `decimals` digits after the mark ('0,005' dollars has three). A few
 * units in the last place are binary noise, not a digit someone typed (0.1 + 0.2 is 0.3).
 */
export const fitsDecimals = (n: number, decimals: number) =>
  Math.abs(n - Number(n.toFixed(decimals))) <= 4 * Number.EPSILON * Math.max(1, Math.abs(n));

const typedFormats = new Map<string, Intl.NumberFormat>();
/**
 * A typed number shown back the pt-BR way, so the person sees what was understood ('1234.5'
 * → '1.234,50' for money): at least `minDecimals` and at most `maxDecimals` after the comma.
 */
export function formatTyped(n: number, minDecimals: number, maxDecimals: number): string {
  const key = `${minDecimals}:${maxDecimals}`;
  let format = typedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: true,
    });
    typedFormats.set(key, format);
  }
  return format.format(n).replace(/\u00a0/g, ' ');
}
