import type { ListBudget, ListQuote, ListQuoteSummary } from '@ponte/domain/lists';
import { fromCents } from '@ponte/domain/money';
import { budgetQuote, listSummary, type ListSummary, type PlanFees, type QuoteRates } from '@ponte/domain/quote';
import type { Db } from '../../db';
import type { ShoppingListItem, SubscriptionPlan } from '../../db/types';
import { currentKgRate } from '../quotes/service';
import { getConfigurations, quoteRatesOf } from '../settings/service';

export { currentKgRate, forgetKgRate } from '../quotes/service';

/** Everything a quote needs besides the list: rates, the current kg rate, catalogue weights. */
export type QuoteInputs = { rates: QuoteRates; kgRateUsd: number; weights: ReadonlyMap<string, string> };

export async function quoteInputs(db: Db, weights: ReadonlyMap<string, string>): Promise<QuoteInputs> {
  // One read of the settings serves both the rates and the kg fee service.
  const c = await getConfigurations(db);
  return { rates: quoteRatesOf(c), kgRateUsd: await currentKgRate(db, c), weights };
}

export const planFees = (plan: SubscriptionPlan | null | undefined): PlanFees | null =>
  plan ? { shippingFeeCents: plan.shipping_fee_cents, handlingFeeCents: plan.handling_fee_cents } : null;

const summaryOut = (s: ListSummary): ListQuoteSummary => ({
  subtotal: fromCents(s.subtotalCents),
  total_kg: s.totalKg,
  rounded_kg: s.roundedKg,
  club_discount_percent: s.clubDiscountPercent,
  club_discount: fromCents(s.discountCents),
  discounted_subtotal: fromCents(s.discountedSubtotalCents),
  service_fee: fromCents(s.serviceFeeCents),
  plan_shipping: s.planShippingCents === null ? null : fromCents(s.planShippingCents),
  plan_handling: s.planHandlingCents === null ? null : fromCents(s.planHandlingCents),
  import_tax: fromCents(s.importTaxCents),
  icms: fromCents(s.icmsCents),
  total_usd: fromCents(s.totalUsdCents),
  total_brl: fromCents(s.totalBrlCents),
});

export type ComputedQuote = { quote: ListQuote; summaryCents: ListSummary; clubCents: ListSummary };

/**
 * Spec 2 §9 for one list. Item weight: the weight catalogue by product id, else the weight the
 * store gave when the item was added, else 1 kg. A completed list keeps the kg rate it was
 * completed with.
 */
export function quoteList(
  list: { kg_fee_cents: number | null; total_brl_cents: number | null },
  items: Pick<ShoppingListItem, 'id' | 'product_id' | 'product_weight' | 'price_cents' | 'quantity'>[],
  plan: SubscriptionPlan | null | undefined,
  inputs: QuoteInputs,
): ComputedQuote {
  const kgRate = list.kg_fee_cents !== null ? fromCents(list.kg_fee_cents) : inputs.kgRateUsd;
  const weights = new Map<string, string>();
  const lines = items.map((item) => {
    const key = `item:${item.id}`;
    const weight = (item.product_id !== null ? inputs.weights.get(item.product_id) : undefined) ?? item.product_weight;
    if (weight !== null && weight !== undefined) weights.set(key, weight);
    return { productId: key, priceCents: item.price_cents, quantity: item.quantity };
  });
  const fees = planFees(plan);
  const summary = listSummary(lines, weights, kgRate, { rates: inputs.rates, plan: fees });
  const club = listSummary(lines, weights, kgRate, { rates: inputs.rates, plan: fees, clubDiscount: true });
  const b = budgetQuote(lines, inputs.rates, fees);
  const budget: ListBudget = {
    subtotal: fromCents(b.subtotalCents),
    service_fee: fromCents(b.serviceFeeCents),
    taxes: fromCents(b.taxesCents),
    taxes_counted: b.taxesCounted,
    weight_kg: b.weightKg,
    shipping: fromCents(b.shippingCents),
    handling_percent: b.handlingPercent,
    handling: fromCents(b.handlingCents),
    brazil_taxes: fromCents(b.brazilTaxesCents),
    total_usd: fromCents(b.totalUsdCents),
    total_brl: fromCents(b.totalBrlCents),
  };
  return {
    quote: {
      kg_rate: kgRate,
      exchange_rate: inputs.rates.exchangeRate,
      summary: summaryOut(summary),
      with_club_discount: summaryOut(club),
      budget,
      amount_due_brl: fromCents(list.total_brl_cents ?? summary.totalBrlCents),
    },
    summaryCents: summary,
    clubCents: club,
  };
}
