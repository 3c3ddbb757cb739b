import { z } from 'zod';
import { limitParam, pageParam } from './paging';
import { StatsPeriodSchema } from './stats';

/*
 * Issue 32, 'Respostas rápidas': texts staff reach by typing '/' and a shortcut in the send box.
 * Shared ones (owner null) are kept by admins and supervisors for the whole team; personal ones
 * belong to one staff member. Placeholders are filled from the customer and their open list
 * when a reply is chosen; the filled text then goes through the usual send, a trainee's AI check
 * included.
 */

export const QUICK_REPLY_SHORTCUT_MAX = 32;
/** WhatsApp's limit for one text, as the send box's. */
export const QUICK_REPLY_CONTENT_MAX = 4096;
/** Replies per page of the management screen; the picker shows the first matches. */
export const QUICK_REPLY_PAGE_SIZE = 50;
export const QUICK_REPLY_PICKER_SIZE = 8;
export const QUICK_REPLY_SEARCH_MAX = 100;

/** What each placeholder is filled with when a reply is chosen for a customer. */
export const QUICK_REPLY_PLACEHOLDERS = {
  nome: 'o nome do cliente',
  primeiro_nome: 'o primeiro nome do cliente',
  atendente: 'o seu nome',
  lista: 'o nome da lista aberta do cliente',
  total: 'o total da lista aberta',
  link: 'o link de pagamento da lista aberta',
} as const;
export type QuickReplyPlaceholder = keyof typeof QUICK_REPLY_PLACEHOLDERS;
const PLACEHOLDER_NAMES = Object.keys(QUICK_REPLY_PLACEHOLDERS) as QuickReplyPlaceholder[];

export const QUICK_REPLY_ERROR_CODES = ['quick_reply_shortcut_taken'] as const;

export const quickReplyText = {
  title: 'Respostas Rápidas',
  subtitle: 'Digite / na caixa de mensagem para usar uma resposta rápida.',
  newReply: 'Nova Resposta Rápida',
  editReply: 'Editar Resposta Rápida',
  shortcutLabel: 'Atalho',
  shortcutHint: 'Letras, números, - e _. Na conversa, digite / e o atalho.',
  contentLabel: 'Mensagem',
  sharedLabel: 'Compartilhar com a equipe',
  sharedHint: 'Respostas compartilhadas aparecem para todos; só administradores e supervisores as alteram.',
  shared: 'Compartilhada',
  personal: 'Pessoal',
  placeholdersTitle: 'Variáveis',
  searchPlaceholder: 'Buscar por atalho ou texto...',
  empty: 'Nenhuma resposta rápida encontrada',
  emptyHint: 'Crie respostas para as perguntas que a equipe mais recebe.',
  uses: '{count} usos',
  oneUse: '1 uso',
  by: 'De {name}',
  save: 'Salvar',
  cancel: 'Cancelar',
  edit: 'Editar',
  delete: 'Excluir',
  confirmDeleteTitle: 'Excluir resposta rápida',
  confirmDelete: 'Excluir a resposta rápida /{shortcut}? Esta ação não pode ser desfeita.',
  created: 'Resposta rápida criada!',
  updated: 'Resposta rápida atualizada!',
  deleted: 'Resposta rápida excluída!',
  loadFailed: 'Erro ao carregar as respostas rápidas',
  saveFailed: 'Erro ao salvar a resposta rápida',
  deleteFailed: 'Erro ao excluir a resposta rápida',
  pickerLabel: 'Respostas rápidas',
  pickerEmpty: 'Nenhuma resposta rápida para /{query}',
  pickerHint: '↑↓ para escolher, Enter para usar, Esc para fechar',
  useFailed: 'Não foi possível usar a resposta rápida',
  missingValues: 'Sem valor para {list}: complete a mensagem antes de enviar.',
  usageTitle: 'Respostas rápidas mais usadas',
  usageEmpty: 'Nenhuma resposta rápida usada no período',
  usageShortcut: 'Atalho',
  usageUses: 'Usos',
  shortcutRequired: 'O atalho é obrigatório',
  shortcutInvalid: 'Use apenas letras, números, - e _ no atalho',
  shortcutTooLong: `O atalho deve ter no máximo ${QUICK_REPLY_SHORTCUT_MAX} caracteres`,
  contentRequired: 'A mensagem é obrigatória',
  contentTooLong: `A mensagem deve ter no máximo ${QUICK_REPLY_CONTENT_MAX} caracteres`,
  unknownPlaceholder: 'Variável desconhecida: {list}',
  shortcutTaken: 'Já existe uma resposta rápida com o atalho /{shortcut}',
  sharedForbidden: 'Apenas administradores e supervisores alteram respostas compartilhadas',
  notFound: 'Resposta rápida não encontrada',
  customerNotFound: 'Cliente não encontrado',
} as const;

/** '{nome}' and the like: a name of letters and '_' between braces. */
const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The placeholders a text uses that Ponte does not know, each once, in order. */
export function unknownPlaceholders(content: string): string[] {
  const names = [...content.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => !(PLACEHOLDER_NAMES as string[]).includes(n)))];
}

/**
 * The reply's text with each placeholder replaced by its value. A placeholder without a value
 * (a customer with no open list has no {link}) stays as written and is named in `missing`, so
 * the person sending sees what to complete instead of a blank.
 */
export function fillPlaceholders(
  content: string,
  values: Partial<Record<QuickReplyPlaceholder, string>>,
): { text: string; missing: QuickReplyPlaceholder[] } {
  const missing = new Set<QuickReplyPlaceholder>();
  const text = content.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(PLACEHOLDER_NAMES as string[]).includes(name)) return whole;
    const value = values[name as QuickReplyPlaceholder]?.trim();
    if (value) return value;
    missing.add(name as QuickReplyPlaceholder);
    return whole;
  });
  return { text, missing: [...missing] };
}

/** A shortcut as kept: without the '/' people type before it, trimmed, in lower case. */
export const normalizeShortcut = (value: string) => value.trim().replace(/^\/+/, '').toLowerCase();

const shortcut = z
  .string({ error: quickReplyText.shortcutRequired })
  .transform(normalizeShortcut)
  .pipe(
    z
      .string()
      .min(1, quickReplyText.shortcutRequired)
      .max(QUICK_REPLY_SHORTCUT_MAX, quickReplyText.shortcutTooLong)
      .regex(/^[\p{L}\p{N}_-]+$/u, quickReplyText.shortcutInvalid),
  );

const content = z
  .string({ error: quickReplyText.contentRequired })
  .trim()
  .min(1, quickReplyText.contentRequired)
  .max(QUICK_REPLY_CONTENT_MAX, quickReplyText.contentTooLong)
  .superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: quickReplyText.unknownPlaceholder.replace('{list}', unknown.map((n) => `{${n}}`).join(', ')),
      });
  });

/** POST and PUT /api/quick-replies: `shared` only for admins and supervisors (403 otherwise). */
export const QuickReplyBodySchema = z
  .object({ shortcut, content, shared: z.boolean({ error: 'Valor inválido' }).default(false) })
  .strict();
export type QuickReplyInput = z.output<typeof QuickReplyBodySchema>;
/** What the form holds and sends. */
export type QuickReplyForm = z.input<typeof QuickReplyBodySchema>;

export const QuickReplyIdParamsSchema = z.object({ id: z.coerce.number().int().positive('ID inválido') });

/** GET /api/quick-replies: the shared replies and the caller's own, by shortcut; `busca` matches either part. */
export const QuickReplyQuerySchema = z.object({
  busca: z.string().trim().max(QUICK_REPLY_SEARCH_MAX, 'Busca muito longa').optional(),
  pagina: pageParam(10_000),
  limite: limitParam(QUICK_REPLY_PAGE_SIZE, QUICK_REPLY_PAGE_SIZE),
});

export const QuickReplySchema = z.object({
  id: z.number().int(),
  shortcut: z.string(),
  content: z.string(),
  shared: z.boolean(),
  owner_id: z.number().int().nullable(),
  /** Who keeps it: null for a shared reply. */
  owner_name: z.string().nullable(),
  /** Whether the caller may edit and delete it. */
  editable: z.boolean(),
  uses: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuickReply = z.infer<typeof QuickReplySchema>;

export const QuickReplyPageSchema = z.object({
  items: z.array(QuickReplySchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type QuickReplyPage = z.infer<typeof QuickReplyPageSchema>;

/** POST /api/quick-replies/{id}/use: the customer the reply is for. */
export const QuickReplyUseBodySchema = z
  .object({ customer_id: z.number({ error: quickReplyText.customerNotFound }).int().positive() })
  .strict();

export const QuickReplyUseResultSchema = z.object({
  text: z.string(),
  missing: z.array(z.enum(PLACEHOLDER_NAMES as [QuickReplyPlaceholder, ...QuickReplyPlaceholder[]])),
});
export type QuickReplyUseResult = z.infer<typeof QuickReplyUseResultSchema>;

/** GET /api/quick-replies/usage: uses per reply in a period (the chat statistics). */
export const QuickReplyUsageSchema = z.object({
  id: z.number().int(),
  shortcut: z.string(),
  shared: z.boolean(),
  owner_name: z.string().nullable(),
  uses: z.number().int(),
});
export type QuickReplyUsage = z.infer<typeof QuickReplyUsageSchema>;

export const QuickReplyUsageResponseSchema = z.object({
  period: StatsPeriodSchema,
  replies: z.array(QuickReplyUsageSchema),
});
export type QuickReplyUsageResponse = z.infer<typeof QuickReplyUsageResponseSchema>;
