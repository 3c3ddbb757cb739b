import { z } from 'zod';
import { boundedDecimal } from './decimal-schema';
import { PRICE_MAX_USD, WEIGHT_MAX_KG } from './money';

/** Subscription plans (spec 2, /assinaturas): texts exactly as the spec writes them. */
export const planText = {
  required: 'Nome, preço mensal e peso máximo são obrigatórios',
  negative: 'O valor não pode ser negativo',
  invalidNumber: 'Informe um número válido',
  tooLarge: 'Valor muito alto',
  nameTooLong: 'O nome deve ter no máximo 100 caracteres',
  itemTooLong: 'Cada item deve ter no máximo 200 caracteres',
  tooManyItems: 'No máximo 20 itens por lista',
  confirmDelete: 'Tem certeza que deseja excluir esta assinatura?',
  createFailed: 'Erro ao criar assinatura',
  updateFailed: 'Erro ao atualizar assinatura',
  deleteFailed: 'Erro ao excluir assinatura',
  notFound: 'Assinatura não encontrada',
  empty: 'Nenhuma assinatura encontrada',
} as const;

export const PLAN_NAME_MAX = 100;
export const PLAN_LIST_MAX_ITEMS = 20;
export const PLAN_LIST_ITEM_MAX = 200;
/** Keeps prices and fees far inside a 32-bit integer of cents on both engines. */
export const PLAN_AMOUNT_MAX = PRICE_MAX_USD;

/** Money keeps cents (2 decimals), a weight grams (3). */
const bounded = (max: number, typeMessage: string, decimals: number) =>
  boundedDecimal(
    { min: 0, max, decimals },
    { invalid: typeMessage, missing: typeMessage, tooSmall: planText.negative, tooLarge: planText.tooLarge },
  );
const amount = (typeMessage: string) => bounded(PLAN_AMOUNT_MAX, typeMessage, 2);

/** Name, monthly price and max weight must be non-empty and non-zero (spec 2 §5). */
const requiredAmount = amount(planText.required).refine((v) => v !== 0, planText.required);
const requiredWeight = bounded(WEIGHT_MAX_KG, planText.required, 3).refine((v) => v !== 0, planText.required);

/** Items are trimmed and blanks dropped before the count is checked. */
const textList = z
  .array(z.string().trim().max(PLAN_LIST_ITEM_MAX, planText.itemTooLong))
  .default([])
  .transform((items) => items.filter((item) => item !== ''))
  .pipe(z.array(z.string()).max(PLAN_LIST_MAX_ITEMS, planText.tooManyItems));

/** Body of POST /api/subscriptions and PUT /api/subscriptions/{id}. */
export const PlanBodySchema = z.object({
  name: z
    .string({ error: planText.required })
    .trim()
    .min(1, planText.required)
    .max(PLAN_NAME_MAX, planText.nameTooLong),
  price_monthly: requiredAmount,
  max_weight_kg: requiredWeight,
  shipping_discount: amount(planText.invalidNumber).default(0),
  handling_discount: amount(planText.invalidNumber).default(0),
  benefits: textList,
  limitations: textList,
  active: z.boolean().default(true),
});
export type PlanBody = z.input<typeof PlanBodySchema>;
export type PlanInput = z.output<typeof PlanBodySchema>;

/** A plan as the API returns it; amounts in USD decimals. */
export const PlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_monthly: z.number(),
  max_weight_kg: z.number(),
  /** A fixed shipping fee in USD, despite the name (spec 2 §4). */
  shipping_discount: z.number(),
  /** A fixed handling fee in USD, despite the name (spec 2 §4). */
  handling_discount: z.number(),
  benefits: z.array(z.string()),
  limitations: z.array(z.string()),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** GET /api/subscriptions?active=true lists only the active plans. */
export const PlanListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

/** PUT and DELETE /api/subscriptions/{id}. */
export const PlanIdParamsSchema = z.object({ id: z.coerce.number().int().positive('ID inválido') });

export const planStatusLabel = (active: boolean) => (active ? 'Ativo' : 'Inativo');
