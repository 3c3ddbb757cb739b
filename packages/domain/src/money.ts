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

/** A plain decimal as people type it: digits, one '.' or ',' decimal mark, an optional minus. */
const DECIMAL_TEXT = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a number sent as a JSON number or as decimal text ('199.90', '199,90'). Anything else
 * is unreadable: hex ('0x10'), exponents ('1e308'), 'Infinity', 'NaN', blanks, '1,2,3'.
 */
export function readDecimal(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text.replace(',', '.')) : undefined;
}
