import { z } from 'zod';

/*
 * Spec 3 email templates (/email-templates). A template is a subject and an HTML body with
 * variables in double braces ({{nome}}), filled per recipient when a campaign sends it
 * (docs/0022). Body values are HTML-escaped; the subject is plain text and gets them as they are.
 */

/**
 * Variables Ponte fills by itself for each recipient (issue 29): the customer's own data, and
 * their latest open shopping list (its name, total, shipping and payment link). Anything else a
 * template uses is declared on it and given a value on each campaign (a coupon, a date).
 */
export const KNOWN_TEMPLATE_VARIABLES = [
  'nome',
  'primeiro_nome',
  'email',
  'telefone',
  'lista',
  'total_lista',
  'frete',
  'link_pagamento',
] as const;
export type KnownTemplateVariable = (typeof KNOWN_TEMPLATE_VARIABLES)[number];

/** Where each known variable comes from, as the editor and the campaign form explain it. */
export const templateVariableSources: Record<KnownTemplateVariable, string> = {
  nome: 'Nome do cliente',
  primeiro_nome: 'Primeiro nome do cliente',
  email: 'E-mail do cliente',
  telefone: 'Telefone do cliente',
  lista: 'Nome da lista de compras aberta mais recente do cliente',
  total_lista: 'Total a pagar dessa lista (R$)',
  frete: 'Frete dessa lista (R$)',
  link_pagamento: 'Link de pagamento dessa lista',
};

/**
 * What a variable becomes when the recipient has no value and the template gave no default
 * ({{nome|amigo}}): a manual-list address has no name, and 'Olá, !' greets nobody.
 */
export const TEMPLATE_VARIABLE_FALLBACKS: Partial<Record<KnownTemplateVariable, string>> = {
  nome: 'cliente',
  primeiro_nome: 'cliente',
};

export const TEMPLATE_NAME_MAX = 200;
export const TEMPLATE_SUBJECT_MAX = 300;
/** Characters of HTML; a visual editor's inlined newsletter is far below this. */
export const TEMPLATE_HTML_MAX = 1_000_000;
export const TEMPLATE_VARIABLES_MAX = 50;
/** A template body (HTML plus the editor's project data) may be larger than the API's default 1 MB. */
export const TEMPLATE_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export const EMAIL_ERROR_CODES = ['unknown_template_variable'] as const;

export const emailTemplateText = {
  title: 'Templates de Email',
  visualEditor: 'Editor Visual',
  manualHtml: 'HTML Manual',
  previewHtml: 'Preview HTML',
  cancel: 'Cancelar',
  saveTemplate: 'Salvar Template',
  empty: 'Nenhum template encontrado',
  subject: 'Assunto: {subject}',
  confirmDelete: 'Tem certeza que deseja deletar este template?',
  nameLabel: 'Nome do Template',
  subjectLabel: 'Assunto do Email',
  variablesLabel: 'Variáveis',
  variablesHint:
    'Separadas por vírgula (ex.: cupom, cidade), com o valor definido em cada campanha. Já existem para todo destinatário: {{nome}}, {{primeiro_nome}}, {{email}}, {{telefone}}, {{lista}}, {{total_lista}}, {{frete}} e {{link_pagamento}}. Um padrão para valor vazio: {{nome|cliente}}.',
  designHint: 'Gerado pelo Editor Visual: altere-o no editor.',
  saveFailed: 'Erro ao salvar template',
  deleteFailed: 'Erro ao deletar template',
  htmlLabel: 'HTML do Email',
  nameRequired: 'O nome do template é obrigatório',
  nameTooLong: `O nome deve ter no máximo ${TEMPLATE_NAME_MAX} caracteres`,
  subjectRequired: 'O assunto do email é obrigatório',
  subjectTooLong: `O assunto deve ter no máximo ${TEMPLATE_SUBJECT_MAX} caracteres`,
  subjectOneLine: 'O assunto não pode ter quebras de linha',
  htmlRequired: 'O HTML do email é obrigatório',
  htmlTooLong: 'O HTML do email deve ter no máximo 1.000.000 caracteres',
  designInvalid: 'Dados do editor visual inválidos',
  variableInvalid: 'Variável inválida: use letras, números e _ começando por uma letra (ex.: nome)',
  tooManyVariables: `No máximo ${TEMPLATE_VARIABLES_MAX} variáveis`,
  unknownVariables:
    'Variáveis desconhecidas: {list}. Declare-as em Variáveis ou use uma das variáveis do cliente e da lista (ex.: {{nome}}, {{total_lista}})',
  notFound: 'Template não encontrado',
  created: 'Template criado!',
  updated: 'Template atualizado!',
  deleted: 'Template deletado!',
  loadFailed: 'Erro ao carregar os templates',
  editorLoadFailed: 'Não foi possível carregar o editor visual',
} as const;

/** A variable's name: what may stand between the double braces. */
export const TEMPLATE_VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** {{nome}} or {{nome|default text}}: the default is what an empty value becomes. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*(?:\|([^{}]*))?\}\}/g;

/** The variables a text uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The variables a template uses that are neither known (nome, email, telefone) nor declared by it. */
export function unknownVariables(template: { subject: string; body_html: string; variables?: readonly string[] }) {
  const allowed = new Set<string>([...KNOWN_TEMPLATE_VARIABLES, ...(template.variables ?? [])]);
  const unknown = (text: string) => placeholdersIn(text).filter((v) => !allowed.has(v));
  return { subject: unknown(template.subject), body_html: unknown(template.body_html) };
}

export const unknownVariablesText = (names: readonly string[]) =>
  emailTemplateText.unknownVariables.replace('{list}', names.map((n) => `{{${n}}}`).join(', '));

/**
 * The refusals of a template's unknown variables, field → message; empty when there are none.
 * The server refuses them on save and the form shows them before sending.
 */
export function unknownVariableErrors(template: {
  subject: string;
  body_html: string;
  variables?: readonly string[];
}): Partial<Record<'subject' | 'body_html', string>> {
  const found = unknownVariables(template);
  return Object.fromEntries(
    (['subject', 'body_html'] as const)
      .filter((f) => found[f].length > 0)
      .map((f) => [f, unknownVariablesText(found[f])]),
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Who a message goes to: a customer, or a bare address from a segment's manual list (no name, no phone). */
export type TemplateRecipient = {
  name: string;
  email: string;
  phone: string | null;
  /** Values of the template's own variables; a declared variable without a value renders empty. */
  values?: Record<string, string | number | null | undefined>;
};

export type RenderedEmail = { subject: string; html: string };

/**
 * Fills a template for one recipient: {{nome}}, {{email}}, {{telefone}} and the recipient's
 * `values`. The body gets HTML-escaped values (a name cannot inject markup); the subject is
 * plain text and gets them as they are, with line breaks removed (no header injection).
 * A variable with no value takes the placeholder's default ({{nome|amigo}}), else Ponte's
 * fallback (nome → 'cliente'), else becomes empty text.
 */
export function renderTemplate(
  template: { subject: string; body_html: string },
  recipient: TemplateRecipient,
): RenderedEmail {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(recipient.values ?? {})) values[k] = v == null ? '' : String(v);
  values.nome = recipient.name;
  if (!Object.hasOwn(values, 'primeiro_nome')) values.primeiro_nome = recipient.name.trim().split(/\s+/)[0] ?? '';
  values.email = recipient.email;
  values.telefone = recipient.phone ?? '';
  const fill = (text: string, encode: (v: string) => string) =>
    text.replace(PLACEHOLDER, (_, name: string, fallback: string | undefined) =>
      encode(valueOr(Object.hasOwn(values, name) ? values[name] : undefined, name, fallback)),
    );
  return {
    subject: fill(template.subject, (v) => v.replace(/[\r\n]+/g, ' ')),
    html: fill(template.body_html, escapeHtml),
  };
}

/** A value, else the placeholder's own default, else Ponte's fallback for that variable, else nothing. */
function valueOr(value: string | undefined, name: string, fallback: string | undefined): string {
  if (value !== undefined && value.trim() !== '') return value;
  if (fallback !== undefined && fallback.trim() !== '') return fallback.trim();
  return Object.hasOwn(TEMPLATE_VARIABLE_FALLBACKS, name)
    ? TEMPLATE_VARIABLE_FALLBACKS[name as KnownTemplateVariable]!
    : '';
}

/**
 * The variables a template would leave empty for these values: used without a default of its
 * own and with no value nor fallback (the sending warning counts recipients by these).
 */
export function emptyVariables(template: { subject: string; body_html: string }, values: Record<string, unknown>) {
  const empty = new Set<string>();
  for (const text of [template.subject, template.body_html])
    for (const [, name, fallback] of text.matchAll(PLACEHOLDER)) {
      const v = Object.hasOwn(values, name!) ? values[name!] : undefined;
      if (valueOr(v == null ? undefined : String(v), name!, fallback) === '') empty.add(name!);
    }
  return [...empty];
}

/** Sample values the previews fill the variables with. */
export const PREVIEW_RECIPIENT: TemplateRecipient = {
  name: 'Maria Silva',
  email: 'maria@exemplo.com',
  phone: '(11) 98765-4321',
  values: {
    primeiro_nome: 'Maria',
    lista: 'Compras de março',
    total_lista: 'R$ 1.234,56',
    frete: 'R$ 120,00',
    link_pagamento: 'https://loja.exemplo/checkout/abc',
  },
};

/** 'nome, email , ,cupom' → ['nome', 'email', 'cupom'] (spec 3 §3: edited comma-separated, trimmed). */
export const parseVariableList = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const TemplateIdParamsSchema = z.object({ id: id(emailTemplateText.notFound) });

const variableName = z
  .string({ error: emailTemplateText.variableInvalid })
  .trim()
  .regex(TEMPLATE_VARIABLE_NAME, emailTemplateText.variableInvalid);

/** POST /api/email/templates and PUT /api/email/templates/{id}: name, subject, body_html, body_json, variables. */
export const TemplateBodySchema = z.object({
  name: z
    .string({ error: emailTemplateText.nameRequired })
    .trim()
    .min(1, emailTemplateText.nameRequired)
    .max(TEMPLATE_NAME_MAX, emailTemplateText.nameTooLong),
  subject: z
    .string({ error: emailTemplateText.subjectRequired })
    .trim()
    .min(1, emailTemplateText.subjectRequired)
    .max(TEMPLATE_SUBJECT_MAX, emailTemplateText.subjectTooLong)
    .refine((s) => !/[\r\n]/.test(s), emailTemplateText.subjectOneLine),
  body_html: z
    .string({ error: emailTemplateText.htmlRequired })
    .refine((s) => s.trim().length > 0, emailTemplateText.htmlRequired)
    .refine((s) => s.length <= TEMPLATE_HTML_MAX, emailTemplateText.htmlTooLong),
  /** The visual editor's project data (GrapesJS getProjectData()); null for a hand-written template. */
  body_json: z
    .record(z.string(), z.unknown(), { error: emailTemplateText.designInvalid })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  variables: z
    .array(variableName, { error: emailTemplateText.variableInvalid })
    .max(TEMPLATE_VARIABLES_MAX, emailTemplateText.tooManyVariables)
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
});
export type TemplateBody = z.input<typeof TemplateBodySchema>;
export type TemplateInput = z.output<typeof TemplateBodySchema>;

export const EmailTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body_html: z.string(),
  body_json: z.record(z.string(), z.unknown()).nullable(),
  variables: z.array(z.string()),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;
