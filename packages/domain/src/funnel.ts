import { z } from 'zod';
import { pageParam } from './paging';
import { formatDecimalBR } from './dates';
import { BRL_AMOUNT_MAX } from './money';
import { isCalendarDay } from './dates';
import { CAMPAIGN_NAME_MAX } from './funnel-campaigns';

/** Spec 2 §4: a click is pending until it is tied to a customer, then linked, then converted by a purchase. */
export const FUNNEL_STATUSES = ['pending', 'linked', 'converted'] as const;
export type FunnelStatus = (typeof FUNNEL_STATUSES)[number];

export const funnelStatusLabels = {
  pending: 'Pendente',
  linked: 'Vinculado',
  converted: 'Convertido',
} as const satisfies Record<FunnelStatus, string>;

/** Where a click came from: an ad leading to the shop's site (fbclid) or a click-to-WhatsApp ad (ctwa_clid). */
export const CLICK_SOURCES = ['website', 'whatsapp_ad'] as const;
export type ClickSource = (typeof CLICK_SOURCES)[number];

export const clickSourceLabels = {
  website: 'Site',
  whatsapp_ad: 'Anúncio WhatsApp',
} as const satisfies Record<ClickSource, string>;

/** The four steps of the journey, as Meta names the standard events. */
export const FUNNEL_EVENTS = ['PageView', 'AddToCart', 'InitiateCheckout', 'Purchase'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** Customers per page of the funnel table. */
export const FUNNEL_PAGE_SIZE = 50;
/** Delivery errors listed on the screen (the most recent ones). */
export const CAPI_ERRORS_SHOWN = 20;
/** The Graph API version used when none is saved. */
export const DEFAULT_GRAPH_VERSION = 'v21.0';
export const GRAPH_VERSION_PATTERN = /^v\d{1,3}\.\d$/;

export const FUNNEL_ERROR_CODES = ['origin_not_allowed', 'event_not_failed', 'capi_not_configured'] as const;
export type FunnelErrorCode = (typeof FUNNEL_ERROR_CODES)[number];

export const funnelText = {
  empty: 'Nenhum cliente encontrado',
  originNotAllowed: 'Origem não autorizada a enviar eventos',
  clickIdRequired: 'Informe fbclid ou fbc',
  invalidFbc: 'fbc inválido (formato fb.1.<timestamp>.<fbclid>)',
  invalidFbclid: 'fbclid inválido',
  invalidEventId: 'event_id inválido: use até 100 letras, números, ponto, dois-pontos, hífen ou sublinhado',
  invalidEmail: 'E-mail inválido',
  invalidPhone: 'Telefone inválido: informe DDD e número',
  invalidValue: `Valor inválido: informe um número entre 0 e ${BRL_AMOUNT_MAX}`,
  invalidUrl: 'URL inválida (use http:// ou https://)',
  invalidCampaign: `utm_campaign inválido: no máximo ${CAMPAIGN_NAME_MAX} caracteres`,
  invalidDay: 'Data inválida: use AAAA-MM-DD',
  periodReversed: 'A data inicial deve ser anterior ou igual à data final',
} as const;

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Meta's click cookie `_fbc`: fb.<subdomain index>.<ms when the fbclid was seen>.<fbclid>. */
export const FBC_PATTERN = /^fb\.\d\.(\d{10,13})\.([A-Za-z0-9_-]{1,500})$/;

/** The fbclid and the moment it was first seen, from an `_fbc` value; null when it is not one. */
export function parseFbc(fbc: string): { fbclid: string; seenAtMs: number } | null {
  const m = FBC_PATTERN.exec(fbc);
  return m ? { fbclid: m[2]!, seenAtMs: Number(m[1]) } : null;
}

/** `_fbc` as Meta builds it from a click id and the moment it was seen (the fbclid's case kept). */
export const buildFbc = (fbclid: string, seenAtMs: number) => `fb.1.${seenAtMs}.${fbclid}`;

/**
 * POST /api/meta/events: what the shop's site sends for each step. The click is named by
 * `fbclid` (from the ad's landing URL) or `fbc` (the `_fbc` cookie); `event_id` is the one the
 * browser Pixel used, so Meta counts the two as one event.
 */
export const TrackEventBodySchema = z
  .object({
    event_name: z.enum(FUNNEL_EVENTS, { error: `event_name deve ser um de: ${FUNNEL_EVENTS.join(', ')}` }),
    event_id: z
      .string({ error: funnelText.invalidEventId })
      .trim()
      .regex(/^[\w.:-]{1,100}$/, funnelText.invalidEventId),
    fbclid: optionalText(
      z.string({ error: funnelText.invalidFbclid }).regex(/^[\w-]{1,500}$/, funnelText.invalidFbclid),
    ),
    fbc: optionalText(z.string({ error: funnelText.invalidFbc }).trim().regex(FBC_PATTERN, funnelText.invalidFbc)),
    fbp: optionalText(
      z
        .string()
        .trim()
        .regex(/^fb\.\d\.\d{10,13}\.\d{1,30}$/, '_fbp inválido'),
    ),
    email: optionalText(
      z
        .string({ error: funnelText.invalidEmail })
        .trim()
        .toLowerCase()
        .max(254, funnelText.invalidEmail)
        .pipe(z.email(funnelText.invalidEmail)),
    ),
    phone: optionalText(
      z
        .string({ error: funnelText.invalidPhone })
        .max(30, funnelText.invalidPhone)
        .transform((v) => v.replace(/\D/g, ''))
        .refine((v) => v.length >= 10 && v.length <= 13, funnelText.invalidPhone),
    ),
    value: z
      .number({ error: funnelText.invalidValue })
      .min(0, funnelText.invalidValue)
      .max(BRL_AMOUNT_MAX, funnelText.invalidValue)
      .optional(),
    /** The ad's campaign as its landing address named it; else read from event_source_url. */
    utm_campaign: optionalText(
      z.string({ error: funnelText.invalidCampaign }).trim().max(CAMPAIGN_NAME_MAX, funnelText.invalidCampaign),
    ),
    currency: z.literal('BRL', { error: 'Moeda aceita: BRL' }).optional(),
    event_source_url: optionalText(
      z
        .string({ error: funnelText.invalidUrl })
        .trim()
        .max(2000, funnelText.invalidUrl)
        .regex(/^https?:\/\/[^\s]+$/i, funnelText.invalidUrl),
    ),
  })
  .strict()
  .refine((b) => b.fbclid !== undefined || b.fbc !== undefined, {
    message: funnelText.clickIdRequired,
    path: ['fbclid'],
  });
export type TrackEventBody = z.infer<typeof TrackEventBodySchema>;

/** The tracking call's answer: `duplicate` when this event_id was already received. */
export const TrackEventResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type TrackEventResult = z.infer<typeof TrackEventResultSchema>;

const dayParam = optionalText(z.string({ error: funnelText.invalidDay }).refine(isCalendarDay, funnelText.invalidDay));

/** GET /api/meta/funnel: shop days (São Paulo) and a status; omitted = all. */
export const FunnelQuerySchema = z
  .object({
    start_date: dayParam,
    end_date: dayParam,
    status: optionalText(z.enum(FUNNEL_STATUSES, { error: 'Status inválido' })),
    page: pageParam(100_000),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: funnelText.periodReversed,
    path: ['end_date'],
  });
export type FunnelQuery = z.infer<typeof FunnelQuerySchema>;

export const FunnelJourneySchema = z.object({
  pageview: z.boolean(),
  addtocart: z.boolean(),
  initiatecheckout: z.boolean(),
  purchase: z.boolean(),
});
export type FunnelJourney = z.infer<typeof FunnelJourneySchema>;

export const FunnelClickSchema = z.object({
  id: z.number().int(),
  source: z.enum(CLICK_SOURCES),
  /** The linked customer's name; null while the click is tied to nobody. */
  user_name: z.string().nullable(),
  /** The customer's e-mail, else the one the site sent. */
  user_email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(FUNNEL_STATUSES),
  events: FunnelJourneySchema,
  created_at: z.string(),
});
export type FunnelClick = z.infer<typeof FunnelClickSchema>;

export const FunnelStatsSchema = z.object({
  total_clicks: z.number().int(),
  pageviews: z.number().int(),
  addtocarts: z.number().int(),
  checkouts: z.number().int(),
  purchases: z.number().int(),
  /** purchases / total_clicks × 100, two decimals; 0 without clicks. */
  conversion_rate: z.number(),
});
export type FunnelStats = z.infer<typeof FunnelStatsSchema>;

export const CapiErrorSchema = z.object({
  id: z.number().int(),
  event_name: z.enum(FUNNEL_EVENTS),
  event_id: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
  updated_at: z.string(),
});
export type CapiError = z.infer<typeof CapiErrorSchema>;

/** Delivery to Meta's Conversions API: whether it is set up, what waits (retries included), what finally failed. */
export const CapiDeliverySchema = z.object({
  configured: z.boolean(),
  pending: z.number().int(),
  failed: z.number().int(),
  errors: z.array(CapiErrorSchema),
});
export type CapiDelivery = z.infer<typeof CapiDeliverySchema>;

export const FunnelReportSchema = z.object({
  clicks: z.array(FunnelClickSchema),
  stats: FunnelStatsSchema,
  pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  delivery: CapiDeliverySchema,
});
export type FunnelReport = z.infer<typeof FunnelReportSchema>;

/** Overall conversion: purchases per click, in percent with two decimals. */
export function conversionRate(purchases: number, clicks: number): number {
  return clicks > 0 ? Math.round((purchases / clicks) * 10_000) / 100 : 0;
}

export type FunnelStep = {
  key: 'clicks' | 'visited' | 'cart' | 'checkout' | 'purchased';
  count: number;
  percent: number | null;
};

/**
 * The five cards: each step's count and its share of the step before (the clicks card has
 * none). A step after an empty one has no share (null), rather than a division by zero.
 */
export function funnelSteps(stats: FunnelStats): FunnelStep[] {
  const counts = [
    ['clicks', stats.total_clicks],
    ['visited', stats.pageviews],
    ['cart', stats.addtocarts],
    ['checkout', stats.checkouts],
    ['purchased', stats.purchases],
  ] as const;
  return counts.map(([key, count], i) => {
    const previous = i === 0 ? null : counts[i - 1]![1];
    return { key, count, percent: previous === null || previous === 0 ? null : (count / previous) * 100 };
  });
}

/** Spec 2 §9: funnel step percentages with one decimal ('62,5%'). */
export const formatStepPercent = (percent: number) => `${formatDecimalBR(percent, 1)}%`;
/** Other percentages with two ('3,25%'). */
export const formatRatePercent = (percent: number) => `${formatDecimalBR(percent, 2)}%`;
