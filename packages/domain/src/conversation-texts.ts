// A chat message's directions and statuses, and the texts of an attendance block, apart from the schemas: zod-free, so the staff shell loads without zod
// (issue 17, docs/0030).

export const MESSAGE_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
/** Delivery of an outgoing message through the gateway. */
export const MESSAGE_STATUSES = ['received', 'sent', 'failed', 'not_configured', 'recorded'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageStatusText = {
  received: 'Recebida',
  sent: 'Enviada',
  failed: 'Falha no envio',
  not_configured: 'gateway não configurado',
  recorded: 'Registrada',
} as const satisfies Record<MessageStatus, string>;

/**
 * Spec 3 §4: a trainee's high-severity AI block stops that trainee's conversation with the
 * customer until a supervisor or an admin releases it. The escalation row is the block.
 */
export const attendanceBlockText = {
  blocked: 'Atendimento bloqueado: aguarde um supervisor liberar o atendimento deste cliente.',
  notFound: 'Bloqueio não encontrado',
  alreadyReleased: 'Este atendimento já foi liberado',
  released: 'Atendimento liberado',
  release: 'Liberar atendimento',
  releaseFailed: 'Erro ao liberar atendimento',
  /** What a supervisor or an admin reads on the blocked customer's chat. */
  heldBy: (trainee: string) => `Atendimento bloqueado para ${trainee}: aguarda a liberação de um supervisor.`,
} as const;
