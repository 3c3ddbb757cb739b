import { z } from 'zod';
import { firstMatchingRule, type OrderedRule } from './commission-order';
import { isCalendarDay, shopToday } from './dates';
import { boundedDecimal, tooPreciseText } from './decimal-schema';
import { fitsDecimals, fromCents, percentOf, readTypedNumber, toCents } from './money';

/** Commission rules and report (spec 2): texts exactly as the spec writes them, then our own. */
export const commissionText = {
  created: 'Regra criada com sucesso!',
  createFailed: 'Erro ao criar regra',
  updated: 'Regra atualizada com sucesso!',
  updateFailed: 'Erro ao atualizar regra',
  deleted: 'Regra deletada com sucesso!',
  deleteFailed: 'Erro ao deletar regra',
  confirmDelete: 'Tem certeza que deseja deletar esta regra?',
  empty: 'Nenhuma regra cadastrada',
  invalidValue: 'Digite um valor válido',
  /** The calculator's rule name when no active rule covers the value (spec 2 §5: "named as not applicable"). */
  noRule: 'Nenhuma regra aplicável',
  unlimited: 'sem limite',
  nameRequired: 'Informe o nome da regra',
  nameTooLong: 'O nome deve ter no máximo 100 caracteres',
  minRequired: 'Informe o valor mínimo',
  percentageRequired: 'Informe a porcentagem',
  invalidNumber: 'Informe um número válido',
  negative: 'O valor não pode ser negativo',
  tooLarge: 'Valor muito alto',
  maxBelowMin: 'O valor máximo deve ser maior ou igual ao mínimo',
  percentageRange: 'A porcentagem deve estar entre 0 e 100',
  nothingToUpdate: 'Nenhum campo para atualizar',
  notFound: 'Regra não encontrada',
  invalidDay: 'Data inválida (use AAAA-MM-DD)',
  periodInverted: 'A data inicial deve ser anterior ou igual à data final',
  noSeller: 'Sem vendedor',
  exportFailed: 'Erro ao exportar CSV',
  /** Issue 28: a rule that earlier rules cover entirely. */
  unreachable: 'Nunca se aplica',
  unreachableBecause: 'Regras acima cobrem toda esta faixa',
  datesInverted: 'A data final deve ser igual ou posterior à inicial',
  reordered: 'Ordem das regras atualizada',
  reorderFailed: 'Erro ao reordenar regras',
  orderStale: 'As regras mudaram enquanto você reordenava. Recarregue e tente novamente.',
  edit: 'Editar regra',
} as const;

export const COMMISSION_ERROR_CODES = ['rule_range_invalid', 'rule_order_stale'] as const;

export const RULE_NAME_MAX = 100;
/**
 * Rule bounds in USD: the largest list (100 lines × 999 × US$ 1,000,000) stays below it, and a
 * commission of it is still computed in safe integer cents.
 */
export const RULE_VALUE_MAX_USD = 100_000_000_000;

const ruleValue = (missing: string) =>
  boundedDecimal(
    { min: 0, max: RULE_VALUE_MAX_USD, decimals: 2 },
    {
      invalid: commissionText.invalidNumber,
      missing,
      tooSmall: commissionText.negative,
      tooLarge: commissionText.tooLarge,
    },
  );

/** The maximum: empty (null, blank text) means no upper limit (spec 2 §5). */
const maxValue = z
  .union([z.number(), z.string(), z.null()], { error: commissionText.invalidNumber })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const n = readTypedNumber(value);
    if (n === undefined) ctx.addIssue({ code: 'custom', message: commissionText.invalidNumber });
    return n ?? z.NEVER;
  })
  .refine((n) => n === null || fitsDecimals(n, 2), tooPreciseText(2))
  .refine((n) => n === null || n >= 0, commissionText.negative)
  .refine((n) => n === null || n <= RULE_VALUE_MAX_USD, commissionText.tooLarge);

const percentage = boundedDecimal(
  { min: 0, max: 100, decimals: 2 },
  {
    invalid: commissionText.invalidNumber,
    missing: commissionText.percentageRequired,
    tooSmall: commissionText.percentageRange,
    tooLarge: commissionText.percentageRange,
  },
);

const name = z
  .string({ error: commissionText.nameRequired })
  .trim()
  .min(1, commissionText.nameRequired)
  .max(RULE_NAME_MAX, commissionText.nameTooLong);

const inBounds = (n: number) => n >= 0 && n <= RULE_VALUE_MAX_USD;
/**
 * Compared in cents, as stored: 1.004 and 1.001 are both US$ 1,00. A bound out of range has its
 * own message already (zod runs every check), so it is not compared.
 */
const maxBelowMin = (min: number | undefined, max: number | null | undefined) =>
  min !== undefined && max != null && inBounds(min) && inBounds(max) && toCents(max) < toCents(min);

/** A campaign's first or last day ('YYYY-MM-DD'); blank or null: no bound. */
const ruleDay = z
  .union([z.string(), z.null()], { error: commissionText.invalidDay })
  .transform((v) => (v === null ? null : v.trim() || null))
  .refine((v) => v === null || isCalendarDay(v), commissionText.invalidDay);
const daysInverted = (rule: { starts_on?: string | null; ends_on?: string | null }) =>
  !!rule.starts_on && !!rule.ends_on && rule.ends_on < rule.starts_on;

/**
 * Body of POST /api/commissions/rules: name, minimum and percentage required; maximum optional;
 * optional first and last days for a campaign rule. A new rule goes to the end of the order.
 */
export const CommissionRuleBodySchema = z
  .object({
    name,
    min_value: ruleValue(commissionText.minRequired),
    max_value: maxValue.optional().transform((v) => v ?? null),
    percentage,
    active: z.boolean({ error: 'Informe verdadeiro ou falso' }).default(true),
    starts_on: ruleDay.optional().transform((v) => v ?? null),
    ends_on: ruleDay.optional().transform((v) => v ?? null),
  })
  .refine((rule) => !maxBelowMin(rule.min_value, rule.max_value), {
    message: commissionText.maxBelowMin,
    path: ['max_value'],
  })
  .refine((rule) => !daysInverted(rule), { message: commissionText.datesInverted, path: ['ends_on'] });
export type CommissionRuleBody = z.input<typeof CommissionRuleBodySchema>;
export type CommissionRuleInput = z.output<typeof CommissionRuleBodySchema>;

/**
 * Body of PUT /api/commissions/rules/{id}: any of the fields (the badge sends `{ active }`).
 * A maximum sent as null or blank becomes unlimited; one left out stays as it is. When only
 * one bound is sent, the server checks it against the stored other one in the same UPDATE.
 */
export const CommissionRuleUpdateSchema = z
  .object({
    name: name.optional(),
    min_value: ruleValue(commissionText.minRequired).optional(),
    max_value: maxValue.optional(),
    percentage: percentage.optional(),
    active: z.boolean({ error: 'Informe verdadeiro ou falso' }).optional(),
    starts_on: ruleDay.optional(),
    ends_on: ruleDay.optional(),
  })
  .refine((rule) => Object.values(rule).some((v) => v !== undefined), { message: commissionText.nothingToUpdate })
  .refine((rule) => !maxBelowMin(rule.min_value, rule.max_value), {
    message: commissionText.maxBelowMin,
    path: ['max_value'],
  })
  .refine((rule) => !daysInverted(rule), { message: commissionText.datesInverted, path: ['ends_on'] });

/** PUT /api/commissions/rules/order: every rule's id, in the order sales try them. */
export const CommissionRuleOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'Informe a ordem das regras' })
    .min(1, 'Informe a ordem das regras')
    .max(1000, 'Regras demais')
    .refine((ids) => new Set(ids).size === ids.length, 'Uma regra aparece duas vezes'),
});
export type CommissionRuleUpdate = z.output<typeof CommissionRuleUpdateSchema>;

/** A rule as the API returns it: values in USD, percentage with up to 2 decimals. */
export const CommissionRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min_value: z.number(),
  /** null: no upper limit. */
  max_value: z.number().nullable(),
  percentage: z.number(),
  active: z.boolean(),
  /** Where the rule stands in the order sales try the rules (1 first). */
  position: z.number().int(),
  /** A campaign's first and last shop day, both included; null: no bound. */
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommissionRule = z.infer<typeof CommissionRuleSchema>;

export type MatchableRule = OrderedRule;

/**
 * The rule a value falls under on a shop day (today unless told): the first active rule in the
 * admin's order, in force that day, whose minimum is at or below the value and whose maximum
 * is empty or at or above it. Both bounds are inclusive; values are compared in cents.
 */
export function applicableRule<R extends MatchableRule>(
  rules: readonly R[],
  value: number,
  day: string = shopToday(),
): R | undefined {
  return firstMatchingRule(rules, value, day);
}

export type Commission = {
  rule_id: number | null;
  /** The rule's name, or 'Nenhuma regra aplicável'. */
  rule_name: string;
  percentage: number;
  amount: number;
};

/** Commission of an amount in cents at a percentage, rounded once to whole cents. */
export const commissionCents = (valueCents: number, percent: number) => percentOf(valueCents, percent);

/** The calculator and the sale: value × percentage / 100; with no rule, 0 % and 0, named as not applicable. */
export function commissionFor(rules: readonly MatchableRule[], value: number, day?: string): Commission {
  const rule = applicableRule(rules, value, day);
  if (!rule) return { rule_id: null, rule_name: commissionText.noRule, percentage: 0, amount: 0 };
  return {
    rule_id: rule.id,
    rule_name: rule.name,
    percentage: rule.percentage,
    amount: fromCents(commissionCents(toCents(value), rule.percentage)),
  };
}

/**
 * The calculator's input: a number above zero as typed ('1.234,56', '1234.5'), else 'Digite um
 * valor válido'; a fraction of a cent is refused, not rounded.
 */
export function calculatorValue(text: string): { value: number } | { error: string } {
  const value = readTypedNumber(text);
  if (value === undefined || value <= 0 || value > RULE_VALUE_MAX_USD) return { error: commissionText.invalidValue };
  return fitsDecimals(value, 2) ? { value } : { error: tooPreciseText(2) };
}

/** A seller's (or the totals') commission as a share of revenue, 2 decimals; 0 without revenue. */
export const commissionShare = (commissionCentsTotal: number, revenueCents: number) =>
  revenueCents > 0 ? Math.round((commissionCentsTotal / revenueCents) * 10_000) / 100 : 0;

const day = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDay(v), commissionText.invalidDay)
  .optional()
  .transform((v) => v || undefined);

/** ?start_date&end_date of the report: shop days (America/Sao_Paulo), both inclusive, either optional. */
export const CommissionReportQuerySchema = z
  .object({ start_date: day, end_date: day })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: commissionText.periodInverted,
    path: ['end_date'],
  });
export type CommissionReportQuery = z.output<typeof CommissionReportQuerySchema>;

export const SellerCommissionSchema = z.object({
  /** null: confirmed sales of customers with no seller assigned. */
  seller_id: z.number().int().nullable(),
  seller_name: z.string(),
  seller_email: z.string().nullable(),
  sales_count: z.number().int(),
  total_revenue: z.number(),
  total_commission: z.number(),
  /** total_commission / total_revenue × 100, 2 decimals. */
  commission_percentage: z.number(),
});
export type SellerCommission = z.infer<typeof SellerCommissionSchema>;

export const CommissionReportSchema = z.object({
  total_revenue: z.number(),
  total_commissions: z.number(),
  /** Sellers with at least one confirmed sale in the period. */
  active_sellers: z.number().int(),
  commission_percentage: z.number(),
  sellers: z.array(SellerCommissionSchema),
});
export type CommissionReport = z.infer<typeof CommissionReportSchema>;

export const ruleStatusLabel = (active: boolean) => (active ? 'Ativa' : 'Inativa');

/** `/api/commissions/rules/:id`: a positive id that fits the database's integer. */
export const CommissionRuleIdParamsSchema = z.object({
  id: z.coerce.number().int().positive('ID inválido').max(2_147_483_647, 'ID inválido'),
});
