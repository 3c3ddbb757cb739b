// Fair assignment's modes, limits and texts (issue 32), apart from the schemas: zod-free, so the
// staff shell's offer toast loads without zod (issue 17, docs/0030).

export const ASSIGNMENT_MODES = ['manual', 'offer', 'auto'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];
export const CHAT_LIMIT_MIN = 1;
export const CHAT_LIMIT_MAX = 50;
export const DEFAULT_CHAT_LIMIT = 5;
/** An offer not taken in this time goes to the next staff member. */
export const OFFER_SECONDS = 120;

export const assignmentText = {
  title: 'Distribuição de conversas',
  hint: 'Cada atendente fica com no máximo o limite de conversas abertas. Quem está em pausa não recebe conversas.',
  modeLabel: 'Conversas aguardando',
  modes: {
    manual: 'Atribuir manualmente',
    offer: 'Oferecer ao atendente com menos conversas',
    auto: 'Atribuir automaticamente ao atendente com menos conversas',
  } satisfies Record<AssignmentMode, string>,
  defaultLimitLabel: 'Limite padrão de conversas abertas por atendente',
  save: 'Salvar distribuição',
  limitLabel: 'Limite',
  loadLabel: 'Conversas abertas',
  useDefault: 'Padrão',
  invalidLimit: `Informe um limite de ${CHAT_LIMIT_MIN} a ${CHAT_LIMIT_MAX} conversas`,
  invalidMode: 'Escolha como distribuir as conversas',
  limitSaved: 'Limite atualizado',
  limitFailed: 'Erro ao atualizar o limite',
  atLimit: 'No limite',
  offerTitle: 'Conversa oferecida a você',
  offerBody: (name: string) => `${name} aguarda atendimento.`,
  accept: 'Aceitar',
  offerTaken: 'Esta conversa já foi atribuída',
} as const;

/** Who gave a chat that was assigned automatically, as the toast and the bell say it. */
export const AUTO_ASSIGNED_BY = 'distribuição automática';
