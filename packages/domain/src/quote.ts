import { assertSafeCents, percentOf, toCents } from './money';

/**
 * Rates a shop changes, with spec 2 §9's values as defaults. Percentages are plain percents
 * (3.5 = 3.5 %); money is USD.
 */
export type QuoteRates = {
  exchangeRate: number;
  serviceFeePercent: number;
  taxesPercent: number;
  /** Counted in the total unless explicitly false; otherwise shown as information. */
  applyTaxesOnPayment: boolean;
  unitWeightKg: number;
  shippingPerKgUsd: number;
  brazilTaxesPercent: number;
  importTaxPercent: number;
  icmsPercent: number;
};

export const DEFAULT_RATES: QuoteRates = {
  exchangeRate: 5.9,
  serviceFeePercent: 3.5,
  taxesPercent: 8.5,
  applyTaxesOnPayment: true,
  unitWeightKg: 0.5,
  shippingPerKgUsd: 5,
  brazilTaxesPercent: 80,
  importTaxPercent: 60,
  icmsPercent: 20,
};

/** A plan's fixed fees replace the weight-based shipping and handling. */
export type PlanFees = { shippingFeeCents: number; handlingFeeCents: number };

/** Handling by total weight: minimum exclusive, maximum inclusive; anything else 10 %. */
export const HANDLING_BANDS: [min: number, max: number, percent: number][] = [
  [0, 2, 10],
  [2, 5, 15],
  [5, 10, 20],
  [10, 20, 25],
  [20, 30, 30],
  [30, 40, 35],
  [40, 50, 40],
  [50, 100, 50],
];
export const HANDLING_DEFAULT_PERCENT = 10;

export function handlingPercent(weightKg: number): number {
  const band = HANDLING_BANDS.find(([min, max]) => weightKg > min && weightKg <= max);
  return band ? band[2] : HANDLING_DEFAULT_PERCENT;
}

export type QuoteLine = { priceCents: number; quantity: number };

// Each cents figure a quote produces passes the safe-integer guard of money.ts.
const exchange = (usdCents: number, rate: number) => assertSafeCents(Math.round(Number((usdCents * rate).toFixed(6))));
const subtotalOf = (lines: QuoteLine[]) =>
  assertSafeCents(lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0));

export type BudgetQuote = {
  subtotalCents: number;
  serviceFeeCents: number;
  taxesCents: number;
  taxesCounted: boolean;
  weightKg: number;
  shippingCents: number;
  handlingPercent: number | null;
  handlingCents: number;
  brazilTaxesCents: number;
  totalUsdCents: number;
  totalBrlCents: number;
};

/** Spec 2 §9 'Budget maths (USD)'. */
export function budgetQuote(
  lines: QuoteLine[],
  rates: QuoteRates = DEFAULT_RATES,
  plan?: PlanFees | null,
): BudgetQuote {
  const subtotal = subtotalOf(lines);
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const weightKg = Math.round(units * rates.unitWeightKg * 1000) / 1000;
  const serviceFee = percentOf(subtotal, rates.serviceFeePercent);
  const taxes = percentOf(subtotal, rates.taxesPercent);
  const shipping = plan ? plan.shippingFeeCents : toCents(weightKg * rates.shippingPerKgUsd);
  const handlingPct = plan ? null : handlingPercent(weightKg);
  const handling = plan ? plan.handlingFeeCents : percentOf(subtotal, handlingPct!);
  const counted = rates.applyTaxesOnPayment;
  const brazilTaxes = counted ? percentOf(subtotal + shipping + handling, rates.brazilTaxesPercent) : 0;
  const totalUsd = subtotal + serviceFee + (counted ? taxes : 0) + shipping + handling + brazilTaxes;
  return {
    subtotalCents: subtotal,
    serviceFeeCents: serviceFee,
    taxesCents: taxes,
    taxesCounted: counted,
    weightKg,
    shippingCents: shipping,
    handlingPercent: handlingPct,
    handlingCents: handling,
    brazilTaxesCents: brazilTaxes,
    totalUsdCents: totalUsd,
    totalBrlCents: exchange(totalUsd, rates.exchangeRate),
  };
}

/** Values above this in the weight catalogue are grams, not kilograms. */
export const GRAMS_THRESHOLD = 20;
export const DEFAULT_ITEM_WEIGHT_KG = 1;

/**
 * One product's weight from the catalogue's 'Peso (kg)' column: comma decimals accepted,
 * values above 20 read as grams, anything missing, zero or unreadable counts as 1 kg.
 */
export function catalogueWeightKg(raw: string | number | null | undefined): number {
  if (raw === null || raw === undefined || raw === '') return DEFAULT_ITEM_WEIGHT_KG;
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim().replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return DEFAULT_ITEM_WEIGHT_KG;
  return value > GRAMS_THRESHOLD ? value / 1000 : value;
}

/** Club discount by total kg: up to 5 kg 5 %, up to 10 kg 10 % … above 80 kg 50 %. */
const CLUB_BANDS: [maxKg: number, percent: number][] = [
  [5, 5],
  [10, 10],
  [20, 15],
  [30, 20],
  [40, 25],
  [50, 30],
  [60, 35],
  [70, 40],
  [80, 45],
];
export const CLUB_TOP_PERCENT = 50;

export function clubDiscountPercent(totalKg: number): number {
  const band = CLUB_BANDS.find(([max]) => totalKg <= max);
  return band ? band[1] : CLUB_TOP_PERCENT;
}

export type ListLine = QuoteLine & { productId: string | number | null };

export type ListSummary = {
  subtotalCents: number;
  totalKg: number;
  roundedKg: number;
  clubDiscountPercent: number;
  discountCents: number;
  discountedSubtotalCents: number;
  /** The kg fee, or with a plan the plan's shipping + handling (what the total adds to the subtotal). */
  serviceFeeCents: number;
  /** The plan's fixed shipping fee, shown as its own line; null without a plan. */
  planShippingCents: number | null;
  /** The plan's fixed handling fee, shown as its own line; null without a plan. */
  planHandlingCents: number | null;
  importTaxCents: number;
  icmsCents: number;
  totalUsdCents: number;
  totalBrlCents: number;
};

/**
 * Spec 2 §9 'Shopping lists screen summary': service fee = rounded-up kg × the kg rate,
 * shipping free, import tax and ICMS shown as estimates, total = discounted subtotal + fee.
 * A list with a plan pays the plan's fixed shipping + handling fees instead of the kg fee.
 */
export function listSummary(
  lines: ListLine[],
  weights: ReadonlyMap<string, string | number>,
  kgRateUsd: number,
  opts: { clubDiscount?: boolean; rates?: QuoteRates; plan?: PlanFees | null } = {},
): ListSummary {
  const rates = opts.rates ?? DEFAULT_RATES;
  const subtotal = subtotalOf(lines);
  const grams = lines.reduce((sum, l) => {
    const kg = catalogueWeightKg(l.productId == null ? undefined : weights.get(String(l.productId)));
    return sum + Math.round(kg * 1000) * l.quantity;
  }, 0);
  const totalKg = grams / 1000;
  const roundedKg = Math.ceil(totalKg);
  const clubPct = clubDiscountPercent(totalKg);
  const discount = opts.clubDiscount ? percentOf(subtotal, clubPct) : 0;
  const discounted = subtotal - discount;
  // A plan's fixed shipping and handling fees replace the per-kg fee.
  const serviceFee = assertSafeCents(
    opts.plan ? opts.plan.shippingFeeCents + opts.plan.handlingFeeCents : roundedKg * toCents(kgRateUsd),
  );
  const importTax = percentOf(subtotal, rates.importTaxPercent);
  const icms = percentOf(subtotal + importTax, rates.icmsPercent);
  const totalUsd = discounted + serviceFee;
  return {
    subtotalCents: subtotal,
    totalKg,
    roundedKg,
    clubDiscountPercent: clubPct,
    discountCents: discount,
    discountedSubtotalCents: discounted,
    serviceFeeCents: serviceFee,
    planShippingCents: opts.plan ? opts.plan.shippingFeeCents : null,
    planHandlingCents: opts.plan ? opts.plan.handlingFeeCents : null,
    importTaxCents: importTax,
    icmsCents: icms,
    totalUsdCents: totalUsd,
    totalBrlCents: exchange(totalUsd, rates.exchangeRate),
  };
}
