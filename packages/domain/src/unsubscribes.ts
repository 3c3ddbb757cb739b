import { z } from 'zod';
import { limitParam, PAGE_MAX, pageParam } from './paging';
import { isEmailAddress } from './segments';

/*
 * The never-send list (/descadastrados, issue 29, docs/0050): addresses that unsubscribed, that
 * the SMTP server refused permanently (bounces) and that an admin imported. Every later segment
 * leaves them out; 'Reinscrever' takes one off on the owner's request.
 */

export const NEVER_SEND_KINDS = ['unsubscribed', 'bounced', 'imported'] as const;
export type NeverSendKind = (typeof NEVER_SEND_KINDS)[number];
export const neverSendKindLabels: Record<NeverSendKind, string> = {
  unsubscribed: 'Descadastrou-se',
  bounced: 'Devolvido (bounce)',
  imported: 'Importado',
};

export const NEVER_SEND_PAGE_SIZE = 25;
export const NEVER_SEND_PAGE_MAX = 100;
export const NEVER_SEND_SEARCH_MAX = 254;
/** An import takes at most this many lines, and this much text (a CSV of 10.000 addresses fits). */
export const NEVER_SEND_IMPORT_LINES_MAX = 10_000;
export const NEVER_SEND_IMPORT_TEXT_MAX = 1_000_000;
/** Invalid lines named in a refusal; the rest are counted. */
const INVALID_LINES_SHOWN = 20;

export const neverSendText = {
  title: 'Descadastrados',
  description:
    'Endereços que não recebem campanhas: quem cancelou a inscrição, e-mails recusados pelo servidor (bounce) e os importados.',
  searchLabel: 'Buscar e-mail',
  empty: 'Nenhum endereço descadastrado',
  resubscribe: 'Reinscrever',
  confirmResubscribe:
    'Reinscrever {email}? O endereço volta a receber as campanhas dos segmentos em que estiver. Faça isso só a pedido do dono do e-mail.',
  resubscribed: '{email} foi reinscrito.',
  notFound: 'Este endereço não está mais na lista de descadastrados',
  importTitle: 'Importar descadastrados',
  importButton: 'Importar CSV',
  importLabel: 'E-mails (um por linha; de um CSV vale a primeira coluna)',
  importHint: `Até ${NEVER_SEND_IMPORT_LINES_MAX.toLocaleString('pt-BR')} linhas (1 MB). Uma primeira linha "email" é ignorada; repetidos e já descadastrados também.`,
  importFile: 'Escolher arquivo',
  importSubmit: 'Importar',
  importEmpty: 'Nenhum e-mail para importar',
  importTooLong: 'O texto é grande demais: no máximo 1 MB',
  importTooManyLines: `No máximo ${NEVER_SEND_IMPORT_LINES_MAX.toLocaleString('pt-BR')} linhas por importação`,
  importInvalid: 'Linhas inválidas: nada foi importado. Corrija e tente de novo.',
  invalidLine: 'Linha {line}: "{value}" não é um e-mail válido',
  moreInvalid: 'e mais {count} linhas inválidas',
  imported: '{added} endereços importados; {skipped} já estavam na lista ou repetidos.',
  invalidPage: 'Página inválida',
  invalidLimit: 'Quantidade por página inválida',
  searchTooLong: `A busca deve ter no máximo ${NEVER_SEND_SEARCH_MAX} caracteres`,
  loadFailed: 'Erro ao carregar os descadastrados',
  actionFailed: 'Erro ao reinscrever o endereço',
} as const;

export type InvalidLine = { line: number; value: string };
export type ParsedImport = { emails: string[]; invalid: InvalidLine[]; duplicates: number; lines: number };

/** The first field of a CSV line, without its quotes. */
function firstField(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.indexOf('"', 1);
    return end > 0 ? trimmed.slice(1, end) : trimmed.slice(1);
  }
  return trimmed.split(/[,;\t]/)[0]!;
}

/**
 * An import's text: one address per line, or a CSV whose first column is the address (a header
 * 'email' or 'e-mail' on the first line is skipped). Blank lines are skipped; each address is
 * kept once, lower-cased; every other line is invalid, with its number (from 1).
 */
export function parseNeverSendImport(text: string): ParsedImport {
  const lines = text.split(/\r\n|\r|\n/);
  const seen = new Set<string>();
  const invalid: InvalidLine[] = [];
  let duplicates = 0;
  let counted = 0;
  lines.forEach((raw, i) => {
    const value = firstField(raw).trim().toLowerCase();
    if (value === '') return;
    counted += 1;
    if (i === 0 && (value === 'email' || value === 'e-mail')) return;
    if (value.length > 254 || !isEmailAddress(value)) invalid.push({ line: i + 1, value: raw.trim().slice(0, 80) });
    else if (seen.has(value)) duplicates += 1;
    else seen.add(value);
  });
  return { emails: [...seen], invalid, duplicates, lines: counted };
}

/** The refusal's text: each invalid line by number, the first twenty, then how many more. */
export function invalidLinesText(invalid: readonly InvalidLine[]): string {
  const shown = invalid
    .slice(0, INVALID_LINES_SHOWN)
    .map((l) => neverSendText.invalidLine.replace('{line}', String(l.line)).replace('{value}', l.value));
  if (invalid.length > INVALID_LINES_SHOWN)
    shown.push(neverSendText.moreInvalid.replace('{count}', String(invalid.length - INVALID_LINES_SHOWN)));
  return shown.join('; ');
}

/** GET /api/email/unsubscribes: a page, newest first, optionally of the addresses containing `search`. */
export const NeverSendQuerySchema = z.object({
  page: pageParam(PAGE_MAX, neverSendText.invalidPage),
  limit: limitParam(NEVER_SEND_PAGE_SIZE, NEVER_SEND_PAGE_MAX, {
    invalid: neverSendText.invalidLimit,
    tooMany: neverSendText.invalidLimit,
  }),
  search: z
    .string()
    .trim()
    .toLowerCase()
    .max(NEVER_SEND_SEARCH_MAX, neverSendText.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
});
export type NeverSendQuery = z.output<typeof NeverSendQuerySchema>;
export type NeverSendQueryInput = z.input<typeof NeverSendQuerySchema>;

export const NeverSendEntrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  kind: z.enum(NEVER_SEND_KINDS),
  reason: z.string().nullable(),
  campaign: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type NeverSendEntry = z.infer<typeof NeverSendEntrySchema>;

export const NeverSendPageSchema = z.object({
  items: z.array(NeverSendEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NeverSendPage = z.infer<typeof NeverSendPageSchema>;

export const NeverSendIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: neverSendText.notFound })
    .int(neverSendText.notFound)
    .positive(neverSendText.notFound)
    .max(2_147_483_647, neverSendText.notFound),
});

/** POST /api/email/unsubscribes/import: the file's text or what was pasted; all or nothing. */
export const NeverSendImportBodySchema = z.object({
  text: z
    .string({ error: neverSendText.importEmpty })
    .max(NEVER_SEND_IMPORT_TEXT_MAX, neverSendText.importTooLong)
    .transform((text, ctx) => {
      const parsed = parseNeverSendImport(text);
      if (parsed.lines > NEVER_SEND_IMPORT_LINES_MAX)
        ctx.addIssue({ code: 'custom', message: neverSendText.importTooManyLines });
      else if (parsed.invalid.length > 0) ctx.addIssue({ code: 'custom', message: invalidLinesText(parsed.invalid) });
      else if (parsed.emails.length === 0) ctx.addIssue({ code: 'custom', message: neverSendText.importEmpty });
      return parsed;
    }),
});
export type NeverSendImportBody = z.input<typeof NeverSendImportBodySchema>;

export const NeverSendImportResultSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  skipped: z.number().int(),
});
export type NeverSendImportResult = z.infer<typeof NeverSendImportResultSchema>;

export const NeverSendMessageSchema = z.object({ message: z.string() });
