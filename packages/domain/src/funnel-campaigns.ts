import { z } from 'zod';
import { daysInPeriod, isCalendarDay } from './dates';
import { boundedDecimal } from './decimal-schema';

/**
 * Issue 28, the Meta funnel by campaign (docs/0047): the attribution window, the spend an admin
 * enters per campaign and period, the revenue and return per campaign, and resending an event
 * the Conversions API refused.
 */

/** A sale converts the clicks made up to this many days before it, unless an admin chose otherwise. */
export const DEFAULT_ATTRIBUTION_WINDOW_DAYS = 7;
export const ATTRIBUTION_WINDOW_MIN_DAYS = 1;
export const ATTRIBUTION_WINDOW_MAX_DAYS = 90;
/** A campaign name as the ad's `utm_campaign` carries it. */
export const CAMPAIGN_NAME_MAX = 200;
/** The most one spend entry may hold (R$ 100 milhões): a sum of many still fits safe cents. */
export const SPEND_AMOUNT_MAX = 100_000_000;
/** Spend entries listed on the screen (the period's, latest first). */
export const SPEND_ENTRIES_SHOWN = 200;

export const campaignText = {
  windowInvalid: `A janela de atribuição deve ser um número inteiro de dias entre ${ATTRIBUTION_WINDOW_MIN_DAYS} e ${ATTRIBUTION_WINDOW_MAX_DAYS}`,
  windowSaved: 'Janela de atribuição salva',
  windowSaveFailed: 'Erro ao salvar a janela de atribuição',
  noCampaign: 'Sem campanha',
  campaignRequired: 'Informe a campanha',
  campaignTooLong: `A campanha deve ter no máximo ${CAMPAIGN_NAME_MAX} caracteres`,
  amountRequired: 'Informe o valor investido',
  amountInvalid: 'Informe um valor em reais (ex.: 1.234,56)',
  amountNegative: 'O valor investido não pode ser negativo',
  amountTooLarge: 'Valor investido muito alto',
  dayRequired: 'Informe a data',
  dayInvalid: 'Data inválida (use AAAA-MM-DD)',
  periodReversed: 'A data final deve ser igual ou posterior à inicial',
  spendNotFound: 'Investimento não encontrado',
  spendCreated: 'Investimento cadastrado',
  spendUpdated: 'Investimento atualizado',
  spendDeleted: 'Investimento excluído',
  spendSaveFailed: 'Erro ao salvar o investimento',
  spendDeleteFailed: 'Erro ao excluir o investimento',
  confirmDeleteSpend: 'Tem certeza que deseja excluir este investimento?',
  spendEmpty: 'Nenhum investimento cadastrado no período',
  campaignsEmpty: 'Nenhuma campanha no período',
  eventNotFound: 'Evento não encontrado',
  eventNotFailed: 'Este evento não está com erro de envio: só eventos com erro podem ser reenviados',
  capiNotConfigured: 'Configure o Pixel ID e o Access Token antes de reenviar eventos',
  resent: 'Evento reenviado: o envio para a Meta foi colocado na fila',
  resendFailed: 'Erro ao reenviar o evento',
} as const;

/** GET and PUT /api/meta/attribution-window. */
export const AttributionWindowSchema = z.object({
  days: boundedDecimal(
    { min: ATTRIBUTION_WINDOW_MIN_DAYS, max: ATTRIBUTION_WINDOW_MAX_DAYS, integer: true },
    { invalid: campaignText.windowInvalid },
  ),
});
export type AttributionWindowBody = z.input<typeof AttributionWindowSchema>;
export const AttributionWindowResultSchema = z.object({ days: z.number().int() });
export type AttributionWindow = z.infer<typeof AttributionWindowResultSchema>;

/** A campaign key as stored: trimmed, blank is none. */
export const campaignKey = (value: string | null | undefined): string | null => {
  const key = value?.trim().slice(0, CAMPAIGN_NAME_MAX) ?? '';
  return key === '' ? null : key;
};

/** The `utm_campaign` of a landing address, or null when it has none (or it is no address). */
export function campaignOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return campaignKey(new URL(url).searchParams.get('utm_campaign'));
  } catch {
    return null;
  }
}

const day = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((v) => isCalendarDay(v), campaignText.dayInvalid);

const dayParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: campaignText.dayInvalid })
    .refine((v) => isCalendarDay(v), campaignText.dayInvalid)
    .optional(),
);

/** GET /api/meta/campaigns: shop days; an omitted side is open. */
export const CampaignQuerySchema = z
  .object({ start_date: dayParam, end_date: dayParam })
  .refine((p) => !p.start_date || !p.end_date || p.start_date <= p.end_date, {
    message: campaignText.periodReversed,
    path: ['end_date'],
  });
export type CampaignQuery = z.infer<typeof CampaignQuerySchema>;

/** Both days are real and the last comes before the first. */
function reversed(value: unknown): boolean {
  const { starts_on: start, ends_on: end } = (value ?? {}) as { starts_on?: unknown; ends_on?: unknown };
  if (typeof start !== 'string' || typeof end !== 'string') return false;
  const [a, b] = [start.trim(), end.trim()];
  return isCalendarDay(a) && isCalendarDay(b) && b < a;
}

/** POST /api/meta/campaign-spend and PUT …/{id}: what was spent on a campaign from one day to another. */
export const CampaignSpendBodySchema = z
  .object({
    campaign: z
      .string({ error: campaignText.campaignRequired })
      .trim()
      .min(1, campaignText.campaignRequired)
      .max(CAMPAIGN_NAME_MAX, campaignText.campaignTooLong),
    starts_on: day(campaignText.dayRequired),
    ends_on: day(campaignText.dayRequired),
    amount: boundedDecimal(
      { min: 0, max: SPEND_AMOUNT_MAX, decimals: 2 },
      {
        invalid: campaignText.amountInvalid,
        missing: campaignText.amountRequired,
        tooSmall: campaignText.amountNegative,
        tooLarge: campaignText.amountTooLarge,
      },
    ),
  })
  .strict()
  .refine((b) => !reversed(b), {
    message: campaignText.periodReversed,
    path: ['ends_on'],
    // Checked even when another field is wrong, so the form shows every problem at once.
    when: (payload) => reversed(payload.value),
  });
export type CampaignSpendBody = z.input<typeof CampaignSpendBodySchema>;
export type CampaignSpendInput = z.output<typeof CampaignSpendBodySchema>;

export const CampaignSpendSchema = z.object({
  id: z.number().int(),
  campaign: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** R$ */
  amount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CampaignSpend = z.infer<typeof CampaignSpendSchema>;

/** A positive id that fits the database's integer. */
export const FunnelIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'ID inválido' })
    .int('ID inválido')
    .positive('ID inválido')
    .max(2_147_483_647, 'ID inválido'),
});

/** One campaign of the period: its clicks, the purchases credited to them, and the return on its spend. */
export const CampaignResultSchema = z.object({
  /** null: clicks that came with no `utm_campaign` (and click-to-WhatsApp ads). */
  campaign: z.string().nullable(),
  clicks: z.number().int(),
  purchases: z.number().int(),
  /** R$ of the purchases credited to the campaign's clicks. */
  revenue: z.number(),
  /** R$ entered for the period (prorated), or null when no entry overlaps it. */
  spend: z.number().nullable(),
  /** revenue / spend, two decimals; null without spend or with a spend of zero. */
  roas: z.number().nullable(),
  /** revenue − spend in R$; null without spend. */
  net: z.number().nullable(),
});
export type CampaignResult = z.infer<typeof CampaignResultSchema>;

export const CampaignReportSchema = z.object({
  attribution_window_days: z.number().int(),
  campaigns: z.array(CampaignResultSchema),
  spend: z.array(CampaignSpendSchema),
});
export type CampaignReport = z.infer<typeof CampaignReportSchema>;

export const ResendResultSchema = z.object({ id: z.number().int(), delivery: z.literal('pending') });
export type ResendResult = z.infer<typeof ResendResultSchema>;

/** A period of shop days; a missing side is open. */
export type DayPeriod = { start?: string; end?: string };
export type SpendEntry = { starts_on: string; ends_on: string; amount_cents: number };

/**
 * The part of a spend entry that falls in the period, prorated by days (docs/0047): an entry
 * of R$ 300 for 30 days counts R$ 10 for each of its days inside the period, rounded once to
 * whole cents. An open side of the period takes the entry's own bound.
 */
export function proratedSpendCents(entry: SpendEntry, period: DayPeriod): number {
  const start = period.start && period.start > entry.starts_on ? period.start : entry.starts_on;
  const end = period.end && period.end < entry.ends_on ? period.end : entry.ends_on;
  if (start > end) return 0;
  const inside = daysInPeriod(start, end);
  const total = daysInPeriod(entry.starts_on, entry.ends_on);
  return inside === total ? entry.amount_cents : Math.round((entry.amount_cents * inside) / total);
}

/** revenue / spend with two decimals; none without a spend to divide by. */
export function returnOnSpend(revenueCents: number, spendCents: number | null): number | null {
  if (spendCents === null || spendCents <= 0) return null;
  return Math.round((revenueCents / spendCents) * 100) / 100;
}

/** The window's start: a click at or after it converts with a sale at `saleAt`. */
export const windowStart = (saleAt: string, days: number) =>
  new Date(Date.parse(saleAt) - days * 86_400_000).toISOString();
