import { z } from 'zod';
import { CSAT_QUESTION_MAX, csatText } from './csat';
import { GRAPH_VERSION_PATTERN } from './funnel';
import { whatsappDigits } from './phone';
import { isValidPixKey } from './pix';
import { boundedDecimal, tooPreciseText } from './decimal-schema';

export const settingsText = {
  saved: 'Configurações salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações',
  invalidPixelId: 'O Pixel ID deve ter 15 ou 16 dígitos numéricos',
  invalidPixKey: 'Chave PIX inválida (CPF, CNPJ, e-mail, telefone +55 ou chave aleatória)',
  invalidUrl: 'URL inválida (use http:// ou https://)',
  invalidPublicUrl:
    'Endereço inválido: use só o endereço do site, com http:// ou https:// (ex.: https://ponte.sualoja.com.br)',
  invalidShopWhatsapp: 'WhatsApp da loja inválido: informe DDD e número (ex.: 11 98888-7777)',
  publicUrlMissing: 'Defina o endereço público do Ponte em Configurações antes de gerar links para clientes.',
  invalidShopSiteUrl:
    'Endereço do site inválido: use só o endereço da loja, com http:// ou https:// (ex.: https://www.sualoja.com.br)',
  invalidGraphVersion: 'Versão da Graph API inválida (ex.: v21.0)',
  invalidTestEventCode: 'Código de evento de teste inválido: use só letras e números',
} as const;

/** Meta Pixel IDs are numeric, 15 (sometimes 16) digits. */
export const PIXEL_ID_PATTERN = /^\d{15,16}$/;

/** Shows only the last 4 characters of a secret. */
export function maskSecret(secret: string | null | undefined): string {
  if (!secret) return '';
  const tail = secret.length > 8 ? secret.slice(-4) : '';
  return `${'•'.repeat(8)}${tail}`;
}

export const isMasked = (value: string) => value.startsWith('•');

/** An http(s) address, or empty to clear the setting. */
const optionalUrl = () =>
  z
    .string({ error: settingsText.invalidUrl })
    .trim()
    .max(500, 'URL muito longa')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), settingsText.invalidUrl)
    .optional();

/** The scheme and host (and port) of an http(s) address, with nothing after it but one '/'. */
function isSiteAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.hostname !== '' &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      !/[?#]/.test(value)
    );
  } catch {
    return false;
  }
}

/** Where customers reach Ponte: saved as the bare origin (`https://ponte.loja.com.br`), or empty to clear. */
const publicUrl = (message: string = settingsText.invalidPublicUrl) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .refine((v) => v === '' || isSiteAddress(v), message)
    .transform((v) => (v === '' ? '' : new URL(v).origin))
    .optional();

/** WooCommerce REST keys are short tokens ('ck_…', 'cs_…'); nothing longer is a real key. */
const wooKey = (label: string) =>
  z
    .string({ error: `${label}: informe um texto` })
    .trim()
    .max(200, `${label} muito longa`)
    .optional();

/** POST /api/configurations: only the keys sent are changed; a masked secret keeps the stored one. */
/** A rate as typed ('5,9', '3.5'): `decimals` is what the quote keeps (money and percentages 2). */
const rate = (max: number, label: string, decimals = 2) =>
  boundedDecimal(
    { min: 0, max, decimals },
    {
      invalid: `${label}: informe um número`,
      tooSmall: `${label} não pode ser negativo`,
      tooLarge: `${label} deve ser no máximo ${max}`,
      tooPrecise: `${label}: ${tooPreciseText(decimals).toLowerCase()}`,
    },
  );

/** The quote rates a shop changes (spec 2 §9 values are the defaults), as the API names them. */
export const QUOTE_RATE_DEFAULTS = {
  exchange_rate: 5.9,
  service_fee_percent: 3.5,
  taxes_percent: 8.5,
  import_tax_percent: 60,
  icms_percent: 20,
  brazil_taxes_percent: 80,
  shipping_per_kg: 5,
  kg_fee_fallback: 5,
} as const;
export type QuoteRateKey = keyof typeof QUOTE_RATE_DEFAULTS;

export const SaveConfigurationsSchema = z
  .object({
    exchange_rate: rate(100, 'Câmbio', 4)
      .refine((v) => v > 0, 'Câmbio deve ser maior que zero')
      .optional(),
    service_fee_percent: rate(100, 'Taxa de serviço').optional(),
    taxes_percent: rate(100, 'Impostos').optional(),
    import_tax_percent: rate(100, 'Imposto de importação').optional(),
    icms_percent: rate(100, 'ICMS').optional(),
    brazil_taxes_percent: rate(200, 'Impostos no Brasil').optional(),
    shipping_per_kg: rate(1000, 'Frete por kg').optional(),
    kg_fee_fallback: rate(1000, 'Taxa por kg padrão').optional(),
    /** The tax service that answers `taxa_por_kg` (…/wp-json/prc-tax/v1/taxa-kg); empty: use the fallback. */
    kg_fee_url: optionalUrl(),
    meta_pixel_id: z
      .string()
      .trim()
      .refine((v) => v === '' || PIXEL_ID_PATTERN.test(v), settingsText.invalidPixelId)
      .optional(),
    meta_access_token: z.string().trim().max(1000, 'Access Token muito longo').optional(),
    apply_taxes_on_payment: z.boolean().optional(),
    /** The shop's WordPress address; with both keys set, store products come from WooCommerce. */
    woocommerce_url: optionalUrl(),
    woocommerce_consumer_key: wooKey('Consumer Key'),
    woocommerce_consumer_secret: wooKey('Consumer Secret'),
    /** The shop's PIX key (CPF, CNPJ, e-mail, +55 phone or random key), name and city for the BR Code. */
    pix_key: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidPixKey(v), settingsText.invalidPixKey)
      .optional(),
    pix_merchant_name: z.string().trim().max(25, 'Nome do recebedor: no máximo 25 caracteres').optional(),
    pix_merchant_city: z.string().trim().max(15, 'Cidade do recebedor: no máximo 15 caracteres').optional(),
    /** Appmax API v3: with a token, card, boleto and PIX go through Appmax; empty: test mode. */
    appmax_access_token: z.string().trim().max(500, 'Token muito longo').optional(),
    appmax_url: optionalUrl(),
    /** Base of the payment and checkout links sent to customers when the server has no PUBLIC_URL. */
    public_url: publicUrl(),
    /** The shop's WhatsApp, offered as help on the public checkout pages; kept as digits with 55. */
    shop_whatsapp: z
      .string({ error: settingsText.invalidShopWhatsapp })
      .trim()
      .max(30, settingsText.invalidShopWhatsapp)
      .refine((v) => v === '' || whatsappDigits(v) !== null, settingsText.invalidShopWhatsapp)
      .transform((v) => (v === '' ? '' : whatsappDigits(v)!))
      .optional(),
    /** The shop's site (its origin): the one page address allowed to send funnel events to /api/meta/events. */
    shop_site_url: publicUrl(settingsText.invalidShopSiteUrl),
    /** Graph API version of the Conversions API calls ('v21.0'); empty: the default. */
    meta_graph_version: z
      .string({ error: settingsText.invalidGraphVersion })
      .trim()
      .refine((v) => v === '' || GRAPH_VERSION_PATTERN.test(v), settingsText.invalidGraphVersion)
      .optional(),
    /** Events Manager's test code: while set, Meta shows the events under "Testar eventos" only. */
    meta_test_event_code: z
      .string({ error: settingsText.invalidTestEventCode })
      .trim()
      .regex(/^[A-Za-z0-9]{0,50}$/, settingsText.invalidTestEventCode)
      .optional(),
    /** Issue 32: ask the customer to rate the attendance when staff hand the chat back to the bot. */
    csat_enabled: z.boolean({ error: 'Valor inválido' }).optional(),
    csat_question: z
      .string({ error: csatText.questionRequired })
      .trim()
      .min(1, csatText.questionRequired)
      .max(CSAT_QUESTION_MAX, csatText.questionTooLong)
      .optional(),
  })
  .strict();
export type SaveConfigurations = z.output<typeof SaveConfigurationsSchema>;
/** What a client sends: rates may be typed text ("5,9"). */
export type SaveConfigurationsBody = z.input<typeof SaveConfigurationsSchema>;

export const ConfigurationsSchema = z.object({
  exchange_rate: z.number(),
  service_fee_percent: z.number(),
  taxes_percent: z.number(),
  import_tax_percent: z.number(),
  icms_percent: z.number(),
  brazil_taxes_percent: z.number(),
  shipping_per_kg: z.number(),
  kg_fee_fallback: z.number(),
  kg_fee_url: z.string(),
  meta_pixel_id: z.string(),
  /** Always masked. */
  meta_access_token: z.string(),
  meta_access_token_set: z.boolean(),
  apply_taxes_on_payment: z.boolean(),
  woocommerce_url: z.string(),
  /** Always masked. */
  woocommerce_consumer_key: z.string(),
  /** Always masked. */
  woocommerce_consumer_secret: z.string(),
  woocommerce_consumer_secret_set: z.boolean(),
  pix_key: z.string(),
  pix_merchant_name: z.string(),
  pix_merchant_city: z.string(),
  /** Always masked. */
  appmax_access_token: z.string(),
  appmax_access_token_set: z.boolean(),
  appmax_url: z.string(),
  /** As saved on /configuracoes; PUBLIC_URL, when the server has it, wins. */
  public_url: z.string(),
  /** Digits with the country code, or empty. */
  shop_whatsapp: z.string(),
  shop_site_url: z.string(),
  meta_graph_version: z.string(),
  meta_test_event_code: z.string(),
  csat_enabled: z.boolean(),
  /** The question as saved, or the default one. */
  csat_question: z.string(),
});
export type Configurations = z.infer<typeof ConfigurationsSchema>;

/** Where the links sent to customers take their address from: PUBLIC_URL, the saved address, or nowhere yet. */
export const PublicUrlSourceSchema = z.enum(['env', 'settings']).nullable();
export type PublicUrlSource = z.infer<typeof PublicUrlSourceSchema>;

/** GET /api/configurations as an admin: every setting, secrets masked, plus the address links use now. */
export const AdminConfigurationsSchema = ConfigurationsSchema.extend({
  public_url_source: PublicUrlSourceSchema,
  public_url_in_use: z.string().nullable(),
});
export type AdminConfigurations = z.infer<typeof AdminConfigurationsSchema>;

/** GET /api/configurations as any other role: only what the lists screen needs (the quote rates and apply_taxes_on_payment). */
export const QuoteConfigurationsSchema = ConfigurationsSchema.pick({
  exchange_rate: true,
  service_fee_percent: true,
  taxes_percent: true,
  import_tax_percent: true,
  icms_percent: true,
  brazil_taxes_percent: true,
  shipping_per_kg: true,
  kg_fee_fallback: true,
  apply_taxes_on_payment: true,
});
export type QuoteConfigurations = z.infer<typeof QuoteConfigurationsSchema>;

/**
 * GET /api/configurations answers one of the two shapes by role. The admin shape comes first:
 * the first shape that fits is sent, and the smaller one would fit an admin's answer too.
 */
export const ConfigurationsForRoleSchema = z.union([AdminConfigurationsSchema, QuoteConfigurationsSchema]);
