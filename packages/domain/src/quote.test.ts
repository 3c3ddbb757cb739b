import { describe, expect, it } from 'vitest';
import {
  budgetQuote,
  catalogueWeightKg,
  clubDiscountPercent,
  DEFAULT_RATES,
  handlingPercent,
  listSummary,
  type QuoteRates,
} from './quote';
import { PRODUCT_WEIGHT_MAX } from './catalogue';
import { KG_RATE_MAX_USD, LIST_LINES_MAX, PRICE_MAX_USD, QUANTITY_MAX, toCents } from './money';
import { PLAN_AMOUNT_MAX } from './plans';

describe('handling percentage by total weight (minimum exclusive, maximum inclusive)', () => {
  it.each([
    [0, 10],
    [0.5, 10],
    [2, 10],
    [2.01, 15],
    [5, 15],
    [5.5, 20],
    [10, 20],
    [10.5, 25],
    [20, 25],
    [20.5, 30],
    [30, 30],
    [35, 35],
    [40, 35],
    [45, 40],
    [50, 40],
    [50.5, 50],
    [100, 50],
    [100.5, 10],
  ])('%s kg → %s %%', (kg, pct) => expect(handlingPercent(kg)).toBe(pct));
});

describe('budget quote (USD)', () => {
  it('two units of $100: fees, 0.5 kg per unit, shipping $5/kg, handling 10 %, Brazil taxes 80 %, BRL × 5.9', () => {
    const q = budgetQuote([{ priceCents: 10000, quantity: 2 }]);
    expect(q).toEqual({
      subtotalCents: 20000,
      serviceFeeCents: 700, // 3.5 %
      taxesCents: 1700, // 8.5 %
      taxesCounted: true,
      weightKg: 1,
      shippingCents: 500,
      handlingPercent: 10,
      handlingCents: 2000,
      brazilTaxesCents: 18000, // 80 % of 200 + 5 + 20
      totalUsdCents: 20000 + 700 + 1700 + 500 + 2000 + 18000,
      totalBrlCents: Math.round((20000 + 700 + 1700 + 500 + 2000 + 18000) * 5.9),
    });
  });

  it('taxes are only informational when apply_taxes_on_payment is false', () => {
    const q = budgetQuote([{ priceCents: 10000, quantity: 2 }], { ...DEFAULT_RATES, applyTaxesOnPayment: false });
    expect(q.taxesCents).toBe(1700);
    expect(q.taxesCounted).toBe(false);
    expect(q.brazilTaxesCents).toBe(0);
    expect(q.totalUsdCents).toBe(20000 + 700 + 500 + 2000);
  });

  it("a plan's fixed shipping and handling fees replace the weight rules", () => {
    const q = budgetQuote([{ priceCents: 5000, quantity: 10 }], DEFAULT_RATES, {
      shippingFeeCents: 1500,
      handlingFeeCents: 4000,
    });
    expect(q.shippingCents).toBe(1500);
    expect(q.handlingCents).toBe(4000);
    expect(q.handlingPercent).toBeNull();
  });

  it('weight picks the handling band: 5 units = 2.5 kg → 15 %', () => {
    expect(budgetQuote([{ priceCents: 1000, quantity: 5 }]).handlingPercent).toBe(15);
  });

  it('an empty list costs nothing', () => {
    expect(budgetQuote([]).totalUsdCents).toBe(0);
  });
});

describe('catalogue weight of an item', () => {
  it.each([
    [undefined, 1, 'missing → default 1 kg'],
    ['', 1, 'blank → 1'],
    ['0,5', 0.5, 'comma decimals'],
    ['1.25', 1.25, 'dot decimals'],
    [20, 20, '20 is still kg'],
    ['20,5', 0.0205, 'above 20 → grams'],
    ['250', 0.25, 'grams'],
    ['abc', 1, 'invalid → 1'],
    ['-3', 1, 'negative → 1'],
    [0, 1, 'zero → 1'],
  ] as [string | number | undefined, number, string][])('%s → %s kg (%s)', (raw, kg) =>
    expect(catalogueWeightKg(raw)).toBeCloseTo(kg, 6),
  );
});

describe('club discount by total kg', () => {
  it.each([
    [0, 5],
    [5, 5],
    [5.01, 10],
    [10, 10],
    [20, 15],
    [30, 20],
    [40, 25],
    [50, 30],
    [60, 35],
    [70, 40],
    [80, 45],
    [80.01, 50],
    [200, 50],
  ])('%s kg → %s %%', (kg, pct) => expect(clubDiscountPercent(kg)).toBe(pct));
});

describe('shopping lists screen summary', () => {
  const weights = new Map<string, string | number>([
    ['101', '0,8'],
    ['102', '350'],
  ]);
  const lines = [
    { productId: '101', priceCents: 10000, quantity: 2 }, // 1.6 kg
    { productId: '102', priceCents: 5000, quantity: 1 }, // 0.35 kg
    { productId: '999', priceCents: 2500, quantity: 1 }, // not in the catalogue: 1 kg
  ];

  it('service fee = rounded-up kg × kg rate, import tax 60 %, ICMS 20 % of subtotal + import tax, BRL × 5.9', () => {
    const s = listSummary(lines, weights, 12.5);
    expect(s.totalKg).toBeCloseTo(2.95, 6);
    expect(s.roundedKg).toBe(3);
    expect(s.subtotalCents).toBe(27500);
    expect(s.serviceFeeCents).toBe(3750);
    expect(s.importTaxCents).toBe(16500);
    expect(s.icmsCents).toBe(8800);
    expect(s.discountCents).toBe(0);
    expect(s.totalUsdCents).toBe(27500 + 3750);
    expect(s.totalBrlCents).toBe(Math.round((27500 + 3750) * 5.9));
  });

  it('the club discount takes its band percentage off the subtotal', () => {
    const s = listSummary(lines, weights, 12.5, { clubDiscount: true });
    expect(s.clubDiscountPercent).toBe(5);
    expect(s.discountCents).toBe(1375);
    expect(s.totalUsdCents).toBe(27500 - 1375 + 3750);
  });

  it('quantity multiplies the item weight', () => {
    const s = listSummary([{ productId: '101', priceCents: 100, quantity: 10 }], weights, 1);
    expect(s.totalKg).toBe(8);
    expect(s.serviceFeeCents).toBe(800);
  });

  it("a plan's fixed shipping and handling fees replace the kg fee", () => {
    const s = listSummary(lines, weights, 12.5, { plan: { shippingFeeCents: 1000, handlingFeeCents: 1500 } });
    expect(s.serviceFeeCents).toBe(2500);
    expect(s.totalUsdCents).toBe(27500 + 2500);
  });

  it("a plan's shipping and handling are carried as their own amounts, so the screen can show them apart", () => {
    const s = listSummary(lines, weights, 12.5, { plan: { shippingFeeCents: 1000, handlingFeeCents: 1500 } });
    expect(s.planShippingCents).toBe(1000);
    expect(s.planHandlingCents).toBe(1500);
    expect(s.serviceFeeCents).toBe(s.planShippingCents! + s.planHandlingCents!);
  });

  it('without a plan there are no plan amounts, only the kg fee', () => {
    const s = listSummary(lines, weights, 12.5);
    expect(s.planShippingCents).toBeNull();
    expect(s.planHandlingCents).toBeNull();
  });
});

describe('the largest list the server accepts still quotes in safe integers of cents (issue 11)', () => {
  // Every bound at its top: 100 lines of 999 × US$ 1,000,000 weighing 1,000 kg each (written as
  // 1,000,000 grams), the settings' highest rates, the highest kg rate and plan fees.
  const lines = Array.from({ length: LIST_LINES_MAX }, (_, i) => ({
    productId: String(i),
    priceCents: toCents(PRICE_MAX_USD),
    quantity: QUANTITY_MAX,
  }));
  const weights = new Map(lines.map((l) => [String(l.productId), String(PRODUCT_WEIGHT_MAX)]));
  const rates: QuoteRates = {
    exchangeRate: 100,
    serviceFeePercent: 100,
    taxesPercent: 100,
    applyTaxesOnPayment: true,
    unitWeightKg: DEFAULT_RATES.unitWeightKg,
    shippingPerKgUsd: 1000,
    brazilTaxesPercent: 200,
    importTaxPercent: 100,
    icmsPercent: 100,
  };
  const plan = { shippingFeeCents: toCents(PLAN_AMOUNT_MAX), handlingFeeCents: toCents(PLAN_AMOUNT_MAX) };
  const expectSafe = (quote: object) => {
    // A plan's own amounts are null when no plan applies: absent, not an amount.
    const cents = Object.entries(quote).filter(([key, value]) => key.endsWith('Cents') && value !== null);
    expect(cents.length).toBeGreaterThan(0);
    for (const [key, value] of cents) expect([key, Number.isSafeInteger(value)]).toEqual([key, true]);
  };

  it.each([
    ['without a plan', null],
    ['with the highest plan fees', plan],
  ])('budget and summaries %s', (_, fees) => {
    expectSafe(budgetQuote(lines, rates, fees));
    for (const clubDiscount of [false, true])
      expectSafe(listSummary(lines, weights, KG_RATE_MAX_USD, { rates, plan: fees, clubDiscount }));
  });

  it('one line at the top bounds weighs 999,000 kg and still quotes exactly', () => {
    const s = listSummary(lines.slice(0, 1), weights, KG_RATE_MAX_USD, { rates });
    expect(s.roundedKg).toBe(999_000);
    expect(s.subtotalCents).toBe(99_900_000_000);
    expect(s.serviceFeeCents).toBe(999_000 * 100_000);
    expect(s.totalBrlCents).toBe((99_900_000_000 + 99_900_000_000) * 100);
  });

  it('the guard refuses a quote beyond the bounds instead of storing a rounded float', () => {
    const tooMany = Array.from({ length: 1000 }, () => lines[0]!);
    expect(() => budgetQuote(tooMany, rates)).toThrow(RangeError);
  });
});
