import { z } from 'zod';
import { isCalendarDay } from './dates';
import { boundedDecimal } from './decimal-schema';
import { fromCents, percentOf, readDecimal, toCents } from './money';

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
} as const;

export const COMMISSION_ERROR_CODES = ['rule_range_invalid'] as const;

export const RULE_NAME_MAX = 100;
/**
 * Rule bounds in USD: the largest list (100 lines × 999 × US$ 1,000,000) stays below it, and a
 * commission of it is still computed in safe integer cents.
 */
export const RULE_VALUE_MAX_USD = 100_000_000_000;

const ruleValue = (missing: string) =>
  boundedDecimal(
    { min: 0, max: RULE_VALUE_MAX_USD },
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
    const n = readDecimal(value);
    if (n === undefined) ctx.addIssue({ code: 'custom', message: commissionText.invalidNumber });
    return n ?? z.NEVER;
  })
  .refine((n) => n === null || n >= 0, commissionText.negative)
  .refine((n) => n === null || n <= RULE_VALUE_MAX_USD, commissionText.tooLarge);

const percentage = boundedDecimal(
  { min: 0, max: 100 },
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

/** Body of POST /api/commissions/rules: name, minimum and percentage required; maximum optional. */
export const CommissionRuleBodySchema = z
  .object({
    name,
    min_value: ruleValue(commissionText.minRequired),
    max_value: maxValue.optional().transform((v) => v ?? null),
    percentage,
    active: z.boolean({ error: 'Informe verdadeiro ou falso' }).default(true),
  })
  .refine((rule) => !maxBelowMin(rule.min_value, rule.max_value), {
    message: commissionText.maxBelowMin,
    path: ['max_value'],
  });
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
  })
  .refine((rule) => Object.values(rule).some((v) => v !== undefined), { message: commissionText.nothingToUpdate })
  .refine((rule) => !maxBelowMin(rule.min_value, rule.max_value), {
    message: commissionText.maxBelowMin,
    path: ['max_value'],
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
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommissionRule = z.infer<typeof CommissionRuleSchema>;

export type MatchableRule = Pick<CommissionRule, 'id' | 'name' | 'min_value' | 'max_value' | 'percentage' | 'active'>;

/**
 * The rule a value falls under: the first active rule, in creation order (lowest id first,
 * whatever order the list comes in), whose minimum is at or below the value and whose maximum
 * is empty or at or above it. Both bounds are inclusive; values are compared in cents.
 */
export function applicableRule<R extends MatchableRule>(rules: readonly R[], value: number): R | undefined {
  const cents = toCents(value);
  return [...rules]
    .sort((a, b) => a.id - b.id)
    .find(
      (rule) =>
        rule.active &&
        toCents(rule.min_value) <= cents &&
        (rule.max_value === null || toCents(rule.max_value) >= cents),
    );
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
export function commissionFor(rules: readonly MatchableRule[], value: number): Commission {
  const rule = applicableRule(rules, value);
  if (!rule) return { rule_id: null, rule_name: commissionText.noRule, percentage: 0, amount: 0 };
  return {
    rule_id: rule.id,
    rule_name: rule.name,
    percentage: rule.percentage,
    amount: fromCents(commissionCents(toCents(value), rule.percentage)),
  };
}

/** The calculator's input: a number above zero ('1234.5' or '1234,5'), else 'Digite um valor válido'. */
export function calculatorValue(text: string): { value: number } | { error: string } {
  const value = readDecimal(text);
  return value !== undefined && value > 0 && value <= RULE_VALUE_MAX_USD
    ? { value }
    : { error: commissionText.invalidValue };
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
