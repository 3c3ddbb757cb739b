import { z } from 'zod';

/** Texts of spec 1 §4 and spec 3 §8 (AI notices and generator errors). */
export const aiText = {
  approved: 'Mensagem aprovada pela IA',
  blocked: 'Mensagem bloqueada',
  problems: 'Problemas',
  suggestions: 'Sugestões',
  suggestedMessage: 'Mensagem sugerida',
  traineeBanner: 'Modo Trainee - IA validará suas respostas',
  generateFailed: 'Erro ao gerar mensagem',
  generateAiFailed: 'Erro ao gerar mensagem com IA',
  messageRequired: 'Digite uma mensagem',
  messageTooLong: 'A mensagem deve ter no máximo 4096 caracteres',
  invalidTemplateType: 'Tipo de mensagem inválido',
  invalidUrl: 'URL inválida (use http:// ou https://)',
  invalidModel: 'Nome de modelo inválido',
  urlRequired: 'Informe a URL da API para ativar a IA',
  modelRequired: 'Informe o modelo para ativar a IA',
  /** A trainee's send refused by the server's check (spec 1 §4/§6). */
  sendBlocked:
    'Mensagem bloqueada pela IA: o supervisor foi avisado e o atendimento deste cliente ficou bloqueado até a liberação.',
} as const;

/** WhatsApp accepts far more, but a chat reply longer than this is a mistake (pasted document…). */
export const MESSAGE_MAX_LENGTH = 4096;
/** The send box shows how many characters are used from here on (issue 31). */
export const MESSAGE_COUNTER_FROM = 3600;

const characters = new Intl.NumberFormat('pt-BR');
/** The send box's counter near WhatsApp's limit: '3.900 / 4.096'. */
export const messageCounterText = (length: number) =>
  `${characters.format(length)} / ${characters.format(MESSAGE_MAX_LENGTH)}`;
/** Why a message over the limit cannot go: the text stays in the box, nothing is cut. */
export const messageOverLimitText = (length: number) =>
  `A mensagem tem ${characters.format(length)} caracteres e o WhatsApp aceita até ${characters.format(MESSAGE_MAX_LENGTH)} por mensagem: divida o texto em duas ou mais mensagens.`;

export const AI_SEVERITIES = ['low', 'medium', 'high'] as const;
export const AiSeveritySchema = z.enum(AI_SEVERITIES);
export type AiSeverity = z.infer<typeof AiSeveritySchema>;

/** POST /api/ai/validate-message. `first_contact` lets the caller say no reply was sent yet. */
export const ValidateMessageBodySchema = z.object({
  message: z
    .string({ error: aiText.messageRequired })
    .trim()
    .min(1, aiText.messageRequired)
    .max(MESSAGE_MAX_LENGTH, aiText.messageTooLong),
  first_contact: z.boolean().optional(),
});
export type ValidateMessageBody = z.infer<typeof ValidateMessageBodySchema>;

/** Spec 1 §3 'AI validation result'. valid is false exactly when a medium or high issue was found. */
export const AiValidationSchema = z.object({
  valid: z.boolean(),
  corrected_message: z.string(),
  issues: z.array(z.string()),
  suggestions: z.array(z.string()),
  severity: AiSeveritySchema,
});
export type AiValidation = z.infer<typeof AiValidationSchema>;

/** What a supervisor reads about a blocked message: the check's problems and suggestions. */
export function aiFeedbackText(validation: Pick<AiValidation, 'issues' | 'suggestions'>): string {
  const parts = [];
  if (validation.issues.length) parts.push(`Problemas: ${validation.issues.join('; ')}`);
  if (validation.suggestions.length) parts.push(`Sugestões: ${validation.suggestions.join('; ')}`);
  return parts.join('\n');
}

/** Spec 3 §7: the seven template types of the AI message generator. */
export const TEMPLATE_TYPES = [
  'welcome',
  'freight_simulation',
  'payment_confirmation',
  'shipping_update',
  'priority_packaging',
  'follow_up',
  'problem_resolution',
] as const;
export const TemplateTypeSchema = z.enum(TEMPLATE_TYPES, { error: aiText.invalidTemplateType });
export type TemplateType = z.infer<typeof TemplateTypeSchema>;

export const templateTypeLabels = {
  welcome: 'Boas-vindas',
  freight_simulation: 'Simulação de frete',
  payment_confirmation: 'Confirmação de pagamento',
  shipping_update: 'Atualização de envio',
  priority_packaging: 'Embalagem prioritária',
  follow_up: 'Acompanhamento',
  problem_resolution: 'Resolução de problema',
} as const satisfies Record<TemplateType, string>;

// The screen sends list items as they come from the lists API, so numbers may arrive as strings
// ("2", "199,90") and the name under `name`; anything unreadable is dropped rather than refused.
const looseNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (v === null || v === undefined || v === '') return undefined;
    const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
    return Number.isFinite(n) && n >= 0 ? n : undefined;
  });

/** A shopping-list item as the generator uses it. */
export type ShoppingListItemInput = { product_name: string; quantity?: number; product_price?: number };

export const ShoppingListItemInputSchema = z
  .looseObject({
    product_name: z.string().nullish(),
    name: z.string().nullish(),
    quantity: looseNumber,
    product_price: looseNumber,
    price: looseNumber,
  })
  .transform((item): ShoppingListItemInput => ({
    product_name: (item.product_name ?? item.name ?? '').trim().slice(0, 200),
    quantity: item.quantity,
    product_price: item.product_price ?? item.price,
  }));

const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => v?.trim().slice(0, max) || undefined);

/** POST /api/ai/generate-message (spec 3 §7). */
export const GenerateMessageBodySchema = z.object({
  template_type: TemplateTypeSchema,
  customer_name: optionalText(100),
  customer_phone: optionalText(30),
  shopping_list_items: z
    .array(ShoppingListItemInputSchema)
    .max(200)
    .nullish()
    .transform((items) => (items ?? []).filter((i) => i.product_name !== '')),
});
export type GenerateMessageBody = z.output<typeof GenerateMessageBodySchema>;

export const MESSAGE_SOURCES = ['ai', 'builtin'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

export const GeneratedMessageSchema = z.object({
  message: z.string(),
  template_type: TemplateTypeSchema,
  source: z.enum(MESSAGE_SOURCES),
});
export type GeneratedMessage = z.infer<typeof GeneratedMessageSchema>;

/** GET/PUT /api/ai/settings answer: the key goes out masked only. */
export const AiSettingsViewSchema = z.object({
  ai_enabled: z.boolean(),
  ai_base_url: z.string(),
  ai_model: z.string(),
  ai_api_key: z.string(),
  ai_api_key_set: z.boolean(),
});
export type AiSettingsView = z.infer<typeof AiSettingsViewSchema>;

/** Local servers (Ollama, llama.cpp) need no key, so an empty key is allowed. */
export const SaveAiSettingsSchema = z
  .object({
    ai_enabled: z.boolean().optional(),
    ai_base_url: z
      .string()
      .trim()
      .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s?#]*$/i.test(v), aiText.invalidUrl)
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    // Model ids look like 'gpt-4o-mini', 'llama3.1:8b' or 'meta-llama/Llama-3.1-8B-Instruct'.
    ai_model: z
      .string()
      .trim()
      .max(200, aiText.invalidModel)
      .regex(/^[\w.:/@+-]*$/, aiText.invalidModel)
      .optional(),
    /** Sending back the masked value keeps the stored key; an empty string clears it. */
    ai_api_key: z.string().trim().max(500, 'Chave da API muito longa').optional(),
  })
  .strict();
export type SaveAiSettings = z.infer<typeof SaveAiSettingsSchema>;
