/**
 * Money is integer cents everywhere; the API speaks decimal units. These are the only two
 * conversions, and each rounds once (half away from zero).
 */
export function toCents(amount: number): number {
  // toFixed first: 1.005 * 100 is 100.49999…, but '1.005' means 101 cents.
  const cents = Number((Math.abs(amount) * 100).toFixed(6));
  return Math.sign(amount) * Math.round(cents);
}

export const fromCents = (cents: number): number => cents / 100;

/** `percent` of an amount in cents, rounded once to whole cents. */
export function percentOf(cents: number, percent: number): number {
  return Math.round(Number(((cents * percent) / 100).toFixed(6)));
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
