import { z } from 'zod';
import { limitParam, pageParam, PaginationSchema } from './paging';
import { foldText } from './search-texts';
import { boundedDecimal } from './decimal-schema';
import { PRICE_MAX_USD } from './money';
import { onlyDigits } from './phone';

/*
 * Ad campaigns (spec 3, /campanhas, title Campanhas). The spec's browser-only campaigns are
 * server data here: a campaign of the ad platform (its campaign id), the phrase its ad puts in
 * the customer's first WhatsApp message, and the products it advertises. The bot asks which
 * campaign a message belongs to; Ponte records the customers each campaign brought.
 */

export const AD_CAMPAIGN_ERROR_CODES = ['campaign_id_taken'] as const;

export const AD_CAMPAIGN_NAME_MAX = 120;
export const AD_CAMPAIGN_ID_MAX = 100;
export const AD_CAMPAIGN_TRIGGER_MAX = 300;
export const AD_CAMPAIGN_DESCRIPTION_MAX = 2000;
export const AD_PRODUCT_NAME_MAX = 200;
export const AD_PRODUCT_IMAGE_MAX = 2000;
export const AD_PRODUCT_DESCRIPTION_MAX = 2000;
export const AD_PRODUCTS_MAX = 50;
export const AD_CAMPAIGN_PAGE_SIZE = 20;
export const AD_CAMPAIGN_PAGE_MAX = 100;
/** The bot sends one customer message; longer text is not a message a customer typed. */
export const AD_MATCH_MESSAGE_MAX = 4096;

export const adCampaignText = {
  title: 'Campanhas',
  newCampaign: 'Nova Campanha',
  required: 'Nome da campanha e ID da campanha são obrigatórios',
  productRequired: 'Nome e preço do produto são obrigatórios',
  priceNegative: 'O preço não pode ser negativo',
  priceTooLarge: 'Preço muito alto',
  priceInvalid: 'Informe um preço válido',
  nameTooLong: `O nome deve ter no máximo ${AD_CAMPAIGN_NAME_MAX} caracteres`,
  campaignIdTooLong: `O ID da campanha deve ter no máximo ${AD_CAMPAIGN_ID_MAX} caracteres`,
  triggerTooLong: `A frase gatilho deve ter no máximo ${AD_CAMPAIGN_TRIGGER_MAX} caracteres`,
  descriptionTooLong: `A descrição deve ter no máximo ${AD_CAMPAIGN_DESCRIPTION_MAX} caracteres`,
  productNameTooLong: `O nome do produto deve ter no máximo ${AD_PRODUCT_NAME_MAX} caracteres`,
  imageInvalid: 'Informe uma URL de imagem http(s) válida',
  tooManyProducts: `No máximo ${AD_PRODUCTS_MAX} produtos por campanha`,
  campaignIdTaken: 'Já existe uma campanha com este ID',
  notFound: 'Campanha não encontrada',
  productNotFound: 'Produto não encontrado',
  confirmDelete: 'Tem certeza que deseja deletar esta campanha?',
  confirmDeleteProduct: 'Tem certeza que deseja deletar este produto?',
  empty: 'Nenhuma campanha encontrada',
  noProducts: 'Nenhum produto cadastrado',
  noCustomers: 'Nenhum cliente veio desta campanha ainda',
  active: 'Ativa',
  inactive: 'Inativa',
  saveFailed: 'Erro ao salvar campanha',
  deleteFailed: 'Erro ao deletar campanha',
  toggleFailed: 'Erro ao alterar o status da campanha',
  productSaveFailed: 'Erro ao salvar produto',
  productDeleteFailed: 'Erro ao deletar produto',
  phoneRequired: 'O telefone é obrigatório',
  phoneInvalid: 'Telefone inválido',
  messageRequired: 'A mensagem é obrigatória',
  messageTooLong: `A mensagem deve ter no máximo ${AD_MATCH_MESSAGE_MAX} caracteres`,
} as const;

export const adCampaignStatusLabel = (active: boolean) => (active ? adCampaignText.active : adCampaignText.inactive);

/** A campaign's and a product's optional text: trimmed, '' or null stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** Both required fields answer the spec's one message, whichever is missing. */
const requiredText = (max: number, tooLong: string) =>
  z.string({ error: adCampaignText.required }).trim().min(1, adCampaignText.required).max(max, tooLong);

/** Body of POST /api/ad-campaigns and PUT /api/ad-campaigns/{id}. */
export const AdCampaignBodySchema = z.object({
  name: requiredText(AD_CAMPAIGN_NAME_MAX, adCampaignText.nameTooLong),
  campaign_id: requiredText(AD_CAMPAIGN_ID_MAX, adCampaignText.campaignIdTooLong),
  description: optionalText(AD_CAMPAIGN_DESCRIPTION_MAX, adCampaignText.descriptionTooLong),
  trigger_phrase: optionalText(AD_CAMPAIGN_TRIGGER_MAX, adCampaignText.triggerTooLong),
  active: z.boolean({ error: 'Informe se a campanha está ativa' }).default(true),
});
export type AdCampaignBody = z.input<typeof AdCampaignBodySchema>;
export type AdCampaignInput = z.output<typeof AdCampaignBodySchema>;

/** POST /api/ad-campaigns/{id}/toggle: sets the active flag (a checkbox on the card). */
export const AdCampaignToggleSchema = z.object({
  active: z.boolean({ error: 'Informe se a campanha está ativa' }),
});

/** An image is a link the bot can send: http(s) only, never javascript: or data:. */
const imageUrl = z
  .string()
  .trim()
  .max(AD_PRODUCT_IMAGE_MAX, adCampaignText.imageInvalid)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), adCampaignText.imageInvalid);

/** Price in decimal units, at least 0 with cents precision (spec 3 §5: min 0, step 0.01). */
const price = boundedDecimal(
  { min: 0, max: PRICE_MAX_USD, decimals: 2 },
  {
    invalid: adCampaignText.priceInvalid,
    missing: adCampaignText.productRequired,
    tooSmall: adCampaignText.priceNegative,
    tooLarge: adCampaignText.priceTooLarge,
  },
);

/** Body of POST /api/ad-campaigns/{id}/products and PUT /api/ad-campaigns/{id}/products/{productId}. */
export const AdProductBodySchema = z.object({
  name: z
    .string({ error: adCampaignText.productRequired })
    .trim()
    .min(1, adCampaignText.productRequired)
    .max(AD_PRODUCT_NAME_MAX, adCampaignText.productNameTooLong),
  price,
  image: imageUrl,
  description: optionalText(AD_PRODUCT_DESCRIPTION_MAX, adCampaignText.descriptionTooLong),
});
export type AdProductBody = z.input<typeof AdProductBodySchema>;
export type AdProductInput = z.output<typeof AdProductBodySchema>;

export const AdProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  description: z.string().nullable(),
});
export type AdProduct = z.infer<typeof AdProductSchema>;

export const AdCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  campaign_id: z.string(),
  trigger_phrase: z.string().nullable(),
  active: z.boolean(),
  products: z.array(AdProductSchema),
  /** Customers who came from this campaign. */
  customers_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdCampaign = z.infer<typeof AdCampaignSchema>;

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const AdCampaignIdParamsSchema = z.object({ id: positiveId(adCampaignText.notFound) });
export const AdProductParamsSchema = z.object({
  id: positiveId(adCampaignText.notFound),
  productId: positiveId(adCampaignText.productNotFound),
});

const page = pageParam();
const limit = (size: number) => limitParam(size, AD_CAMPAIGN_PAGE_MAX);

/** GET /api/ad-campaigns: search by name or campaign id (case and accents ignored), paginated. */
export const AdCampaignListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page,
  limit: limit(AD_CAMPAIGN_PAGE_SIZE),
});
export type AdCampaignListQuery = z.output<typeof AdCampaignListQuerySchema>;

export const AdCampaignPageSchema = z.object({
  success: z.literal(true),
  data: z.array(AdCampaignSchema),
  pagination: PaginationSchema,
});
export type AdCampaignPage = z.infer<typeof AdCampaignPageSchema>;

/** GET /api/ad-campaigns/{id}/customers: who came from the campaign, newest first. */
export const AdCampaignCustomersQuerySchema = z.object({ page, limit: limit(50) });

export const AdCampaignCustomerSchema = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The message whose trigger phrase matched the campaign. */
  first_message: z.string(),
  created_at: z.string(),
});
export type AdCampaignCustomer = z.infer<typeof AdCampaignCustomerSchema>;

export const AdCampaignCustomersPageSchema = z.object({
  success: z.literal(true),
  data: z.array(AdCampaignCustomerSchema),
  pagination: PaginationSchema,
});

/** POST /api/ad-campaigns/match (the bot, x-bot-key): a customer's message and phone. */
export const AdCampaignMatchBodySchema = z.object({
  phone: z
    .string({ error: adCampaignText.phoneRequired })
    .refine((v) => onlyDigits(v).length >= 10 && onlyDigits(v).length <= 15, adCampaignText.phoneInvalid),
  message: z
    .string({ error: adCampaignText.messageRequired })
    .trim()
    .min(1, adCampaignText.messageRequired)
    .max(AD_MATCH_MESSAGE_MAX, adCampaignText.messageTooLong),
  name: z.string().trim().max(120).optional(),
});
export type AdCampaignMatchBody = z.output<typeof AdCampaignMatchBodySchema>;

/** The answer of the match: the campaign (with its products) or null, and the customer recorded. */
export const AdCampaignMatchSchema = z.object({
  campaign: z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      campaign_id: z.string(),
      trigger_phrase: z.string(),
      products: z.array(AdProductSchema),
    })
    .nullable(),
  customer_id: z.number().int().nullable(),
  /** False when this customer had already been recorded for the campaign. */
  first_time: z.boolean(),
});
export type AdCampaignMatch = z.infer<typeof AdCampaignMatchSchema>;

/** Text compared for a trigger: no accents, lower case, runs of spaces as one. */
export const triggerKey = (text: string) => foldText(text).replace(/\s+/g, ' ');

/**
 * The campaign whose trigger phrase the message contains, ignoring case and accents. When
 * several match, the longest phrase wins (it says more); equal lengths go to the oldest
 * campaign (lowest id) so the answer never depends on row order.
 */
export function matchTrigger<T extends { id: number; trigger_phrase: string | null }>(
  message: string,
  campaigns: readonly T[],
): T | null {
  const text = triggerKey(message);
  let best: { campaign: T; length: number } | null = null;
  for (const campaign of campaigns) {
    const key = triggerKey(campaign.trigger_phrase ?? '');
    if (!key || !text.includes(key)) continue;
    if (!best || key.length > best.length || (key.length === best.length && campaign.id < best.campaign.id))
      best = { campaign, length: key.length };
  }
  return best?.campaign ?? null;
}
