import { z } from 'zod';
import { TEMPLATE_VARIABLE_NAME } from './email';
import { CampaignLinkStatSchema, TimelinePointSchema } from './campaign-stats';

export const CAMPAIGN_NAME_MAX = 200;

/** E-mail campaigns (spec 3 /campanhas-email, issue 16). */
export const campaignText = {
  nameRequired: 'Nome da campanha é obrigatório',
  templateRequired: 'Selecione um template',
  segmentRequired: 'Selecione um segmento',
  invalidSchedule: 'Tipo de agendamento inválido',
  scheduledAtRequired: 'Informe a data e a hora do envio',
  scheduledAtPast: 'A data do envio deve estar no futuro',
  notFound: 'Campanha não encontrada',
  templateMissing: 'O template desta campanha não existe mais',
  segmentMissing: 'O segmento desta campanha não existe mais',
  notDraft: 'Só campanhas em rascunho podem ser enviadas',
  notPaused: 'Só campanhas pausadas podem ser retomadas',
  sendStarted: 'Envio iniciado! Os e-mails saem aos poucos; acompanhe nas estatísticas.',
  resumed: 'Envio retomado!',
  noCampaigns: 'Nenhuma campanha encontrada',
  unsubscribeTitle: 'Cancelar inscrição',
  unsubscribeQuestion: 'Deseja deixar de receber nossos e-mails?',
  unsubscribeButton: 'Cancelar inscrição',
  unsubscribed: 'Pronto! Você não receberá mais nossos e-mails.',
  unsubscribeFooter: 'Não quer mais receber nossos e-mails? Cancelar inscrição',
  linkNotFound: 'Link não encontrado',
  noRecipients: 'O segmento desta campanha não tem nenhum destinatário: ninguém receberia o e-mail.',
  nameTooLong: `O nome da campanha deve ter no máximo ${CAMPAIGN_NAME_MAX} caracteres`,
  notEditable: 'Só campanhas em rascunho ou agendadas podem ser alteradas',
  notDeletable: 'Só campanhas em rascunho podem ser excluídas',
  notScheduled: 'Só campanhas agendadas podem ter o agendamento cancelado',
  updated: 'Campanha atualizada!',
  duplicated: 'Campanha duplicada! A cópia é um rascunho.',
  deleted: 'Campanha excluída!',
  cancelled: 'Agendamento cancelado: a campanha voltou a ser um rascunho.',
  copyOf: 'Cópia de ',
  testSubjectPrefix: '[Teste] ',
  testAddressInvalid: 'Informe um e-mail válido',
  testSent: 'E-mail de teste enviado para {to}.',
  testSentToOutbox: 'Sem SMTP configurado: o e-mail de teste para {to} foi guardado na caixa de saída.',
  testTitle: 'Enviar teste',
  testLabel: 'Enviar para',
  testHint: 'Só este endereço recebe, com o assunto começando por [Teste]; nada entra nas estatísticas.',
  confirmDelete: 'Excluir a campanha "{name}"? Esta ação não pode ser desfeita.',
  confirmCancel: 'Cancelar o agendamento de "{name}"? Ela volta a ser um rascunho e não será enviada.',
  editTitle: 'Editar Campanha',
  actionFailed: 'Erro ao alterar a campanha',
  templateInUse:
    'Este template é usado por campanhas em rascunho ou agendadas: {list}. Troque o template nelas ou exclua-as antes.',
  variableValueInvalid: 'Valor de variável inválido',
  previewFailed: 'Erro ao gerar a pré-visualização',
  variableValueHint: 'Variável do template: o mesmo valor para todos os destinatários desta campanha',
  variableValueTooLong: `Cada valor de variável deve ter no máximo 500 caracteres`,
  variableNotDeclared: 'O template não declara: {list}',
  segmentInUse:
    'Este segmento é usado por campanhas em rascunho ou agendadas: {list}. Troque o segmento nelas ou exclua-as antes.',
} as const;

export const CAMPAIGN_ERROR_CODES = [
  'campaign_not_draft',
  'campaign_not_paused',
  'campaign_source_missing',
  'campaign_no_recipients',
  'campaign_not_editable',
  'campaign_not_deletable',
  'campaign_not_scheduled',
  'template_in_use',
  'segment_in_use',
] as const;

/** The longest value a campaign gives one of its template's variables. */
export const CAMPAIGN_VALUE_MAX = 500;

/** The statuses a campaign can be edited from (one conditional UPDATE, docs/0049). */
export const CAMPAIGN_EDITABLE = ['draft', 'scheduled'] as const;

/** 'Enviar esta campanha agora para 1.234 destinatários?' (pt-BR thousands, singular for one). */
export const confirmSendText = (total: number) =>
  `Enviar esta campanha agora para ${total.toLocaleString('pt-BR')} ${total === 1 ? 'destinatário' : 'destinatários'}?`;

/** The copy's name: 'Cópia de …', cut to the longest name a campaign may have. */
export const copyName = (name: string) => `${campaignText.copyOf}${name}`.slice(0, CAMPAIGN_NAME_MAX);

/** The campaigns a refusal names: '"A", "B"' and, past five, 'e mais N'. */
export function campaignList(names: readonly string[]): string {
  const shown = names.slice(0, 5).map((n) => `"${n}"`);
  return names.length > 5 ? `${shown.join(', ')} e mais ${names.length - 5}` : shown.join(', ');
}

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Rascunho',
  scheduled: 'Agendada',
  sending: 'Enviando',
  paused: 'Pausada',
  sent: 'Enviada',
};
export const SCHEDULE_TYPES = ['immediate', 'scheduled'] as const;
export const scheduleTypeLabels = { immediate: 'Imediato', scheduled: 'Agendado' } as const;

/** SMTP failures in a row after which a sending campaign pauses itself (Listmonk's auto-pause). */
export const CAMPAIGN_PAUSE_AFTER_ERRORS = 5;
/** A sale for a recipient within this long after their first open or click counts as a conversion (docs/0050). */
export const CAMPAIGN_CONVERSION_DAYS = 7;
/** A recipient whose message failed is tried this many times in all. */
export const CAMPAIGN_MAX_ATTEMPTS = 3;

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** POST /api/email/campaigns: a draft, or a campaign scheduled for a future moment. */
export const CampaignBodySchema = z
  .object({
    name: z
      .string({ error: campaignText.nameRequired })
      .trim()
      .min(1, campaignText.nameRequired)
      .max(CAMPAIGN_NAME_MAX, campaignText.nameTooLong),
    template_id: id(campaignText.templateRequired),
    segment_id: id(campaignText.segmentRequired),
    schedule_type: z.enum(SCHEDULE_TYPES, { error: campaignText.invalidSchedule }).default('immediate'),
    scheduled_at: z.iso.datetime({ offset: true, error: campaignText.scheduledAtRequired }).nullish(),
    /** Sent by the spec's screen; a new campaign is always a draft (or scheduled). */
    status: z.string().optional(),
    /** Values of the template's own variables ({{cupom}}), the same for every recipient. */
    variable_values: z
      .record(
        z.string().regex(TEMPLATE_VARIABLE_NAME, campaignText.variableValueInvalid),
        z
          .string({ error: campaignText.variableValueInvalid })
          .trim()
          .max(CAMPAIGN_VALUE_MAX, campaignText.variableValueTooLong),
      )
      .default({}),
  })
  .superRefine((b, ctx) => {
    if (b.schedule_type !== 'scheduled') return;
    if (!b.scheduled_at)
      ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: campaignText.scheduledAtRequired });
  });
export type CampaignBody = z.input<typeof CampaignBodySchema>;

export const CampaignIdParamsSchema = z.object({ id: id(campaignText.notFound) });

export const EmailCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  template_id: z.number().int().nullable(),
  segment_id: z.number().int().nullable(),
  schedule_type: z.enum(SCHEDULE_TYPES),
  scheduled_at: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  template: z.object({ name: z.string() }).nullable(),
  /** The segment's copy once scheduled or sent; `id` is null when the segment was deleted since. */
  segment: z
    .object({ id: z.number().int().nullable(), name: z.string(), description: z.string().nullable() })
    .nullable(),
  recipients_total: z.number().int(),
  sent: z.number().int(),
  last_error: z.string().nullable(),
  /** The template's own variables' values for this campaign. */
  variable_values: z.record(z.string(), z.string()),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type EmailCampaign = z.infer<typeof EmailCampaignSchema>;

/** GET /api/email/campaigns/{id}/stats: the spec's figures, rates in % with two decimals of the messages sent. */
export const CampaignStatsSchema = z.object({
  sent: z.number().int(),
  opened: z.number().int(),
  openRate: z.number(),
  clicked: z.number().int(),
  clickRate: z.number(),
  converted: z.number().int(),
  conversionRate: z.number(),
  total: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  unsubscribed: z.number().int(),
  /** Addresses the SMTP server refused permanently (5xx): on the never-send list since (docs/0050). */
  bounced: z.number().int(),
  /** Each tracked link of the message, in the template's order, with its clicks and the recipients who clicked it. */
  links: z.array(CampaignLinkStatSchema),
  timeline: z.array(TimelinePointSchema),
});
export type CampaignStats = z.infer<typeof CampaignStatsSchema>;

export const CampaignSendResultSchema = z.object({ message: z.string(), campaign: EmailCampaignSchema });
export type CampaignSendResult = z.infer<typeof CampaignSendResultSchema>;
/** DELETE /api/email/campaigns/{id}: the message for the toast. */
export const CampaignMessageSchema = z.object({ message: z.string() });

/**
 * GET /api/email/campaigns/{id}/audience: how many addresses 'Enviar' would reach now, and for
 * how many recipients each variable of the template would go out empty.
 */
export const CampaignAudienceSchema = z.object({
  total: z.number().int(),
  empty_variables: z.array(z.object({ name: z.string(), recipients: z.number().int() })),
});
export type CampaignAudience = z.infer<typeof CampaignAudienceSchema>;

/** GET /api/email/campaigns/{id}/preview: the message as its first recipient will read it. */
export const CampaignPreviewSchema = z.object({
  recipient: z.object({ name: z.string(), email: z.string() }),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

/** The sending warning: '{{frete}} ficaria vazio para 49 destinatários; …'. */
export const emptyVariablesText = (empty: readonly { name: string; recipients: number }[]) =>
  empty
    .map(
      (e) =>
        `{{${e.name}}} ficaria vazio para ${e.recipients.toLocaleString('pt-BR')} ${e.recipients === 1 ? 'destinatário' : 'destinatários'}`,
    )
    .join('; ');

/** POST /api/email/campaigns/{id}/test: one address (the signed-in staff member's own without `to`). */
export const CampaignTestBodySchema = z.object({
  to: z
    .string({ error: campaignText.testAddressInvalid })
    .trim()
    .toLowerCase()
    .max(254, campaignText.testAddressInvalid)
    .pipe(z.email({ error: campaignText.testAddressInvalid }))
    .optional(),
});
export type CampaignTestBody = z.input<typeof CampaignTestBodySchema>;
export const CampaignTestResultSchema = z.object({ message: z.string(), via: z.enum(['smtp', 'outbox']) });
export type CampaignTestResult = z.infer<typeof CampaignTestResultSchema>;

/** A share of the messages sent, in % with two decimals; 0 before any was sent. */
export const rateOf = (part: number, sent: number) => (sent > 0 ? Math.round((part / sent) * 10_000) / 100 : 0);

/**
 * The links of a template's HTML that clicks are tracked on: absolute http(s) hrefs, in order,
 * each once. Anything else (mailto:, anchors, relative paths) is left as it is.
 */
export function trackableLinks(html: string): string[] {
  const seen = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const url = (m[2] ?? m[3] ?? '').trim().replace(/&amp;/g, '&');
    if (/^https?:\/\//i.test(url)) seen.add(url);
  }
  return [...seen];
}

/** Rewrites each tracked href with `linkFor(url)`; other hrefs stay as they are. */
export function rewriteLinks(html: string, linkFor: (url: string) => string | undefined): string {
  return html.replace(
    /(<a\b[^>]*?\bhref\s*=\s*)("([^"]*)"|'([^']*)')/gi,
    (all, start: string, _q, dq?: string, sq?: string) => {
      const url = (dq ?? sq ?? '').trim().replace(/&amp;/g, '&');
      const tracked = linkFor(url);
      return tracked ? `${start}"${tracked}"` : all;
    },
  );
}
