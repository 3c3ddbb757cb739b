// A chat message's directions and statuses, and the texts of an attendance block, apart from the schemas: zod-free, so the staff shell loads without zod
// (issue 17, docs/0030).

export const MESSAGE_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
/**
 * Delivery of an outgoing message: the send's result ('sent', 'failed', 'not_configured'; 'sending'
 * while a retry is under way), then the gateway's receipts ('delivered', 'read', or 'failed' when
 * WhatsApp refused it). 'recorded': written by staff or the bot without going through Ponte.
 */
export const MESSAGE_STATUSES = [
  'received',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'not_configured',
  'recorded',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * What the gateway's receipts can say of an outgoing message, weakest first: a later receipt
 * never takes a message back (a late 'delivered' after 'read' changes nothing).
 */
export const RECEIPT_STATUSES = ['failed', 'sent', 'delivered', 'read'] as const satisfies readonly MessageStatus[];
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const messageStatusText = {
  received: 'Recebida',
  sending: 'Enviando',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falha no envio',
  not_configured: 'gateway não configurado',
  recorded: 'Registrada',
} as const satisfies Record<MessageStatus, string>;

/**
 * Who wrote a message (issue 31): the customer, a staff member (named by `sender_name`), the bot,
 * or someone on the shop's own phone (the gateway's echo of a message typed there).
 */
export const MESSAGE_AUTHORS = ['customer', 'staff', 'bot', 'phone'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];
export const messageAuthorText = { bot: 'Bot', phone: 'Celular da loja' } as const;

/** How a message's author is named in one line: the customer's name, the staff member's, 'Bot'… */
export function messageAuthorLabel(author: MessageAuthor, senderName: string | null, customerName: string): string {
  if (author === 'customer') return customerName;
  if (author === 'staff') return senderName ?? '';
  return messageAuthorText[author];
}

/** Issue 31: who else is in a chat, who is typing, whose chat it is. */
export const presenceText = {
  alsoHere: 'Também nesta conversa:',
  typing: (names: string[]) =>
    names.length === 1
      ? `${names[0]} está digitando…`
      : `${names.slice(0, -1).join(', ')} e ${names.at(-1)} estão digitando…`,
  assignedTo: (name: string) => `Atribuído a ${name}`,
  unassigned: 'Sem atendente atribuído',
} as const;

/** Issue 31: messages sent from the box that are not stored yet. */
export const pendingText = {
  label: 'Mensagem pendente',
  checking: 'Verificando com a IA…',
  waiting: 'Na fila…',
  sending: 'Enviando…',
} as const;

/** Issue 31: sending again an outgoing message that did not leave. */
export const messageRetryText = {
  retry: 'Tentar novamente',
  retryLabel: 'reenviar a mensagem',
  notFound: 'Mensagem não encontrada',
  notRetryable: 'Esta mensagem não falhou: não há o que reenviar',
  retryFailed: 'Não foi possível reenviar a mensagem',
} as const;

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

/** Issue 32: a conversation's transcript, from the customer's page. */
export const TRANSCRIPT_FORMATS = ['txt', 'pdf'] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

export const transcriptText = {
  button: 'Exportar conversa',
  txt: 'Texto (.txt)',
  pdf: 'PDF',
  failed: 'Erro ao exportar a conversa',
  title: 'Conversa com {name}',
  exportedBy: 'Exportada em {at} (horário de São Paulo) por {by}',
  counts: '{messages} mensagens · {notes} notas internas',
  customer: '{name} (cliente)',
  staff: '{name} (equipe)',
  bot: 'Bot',
  phone: 'Celular da loja',
  note: 'NOTA INTERNA — {name}',
  file: 'arquivo: {name}',
  empty: 'Nenhuma mensagem nesta conversa.',
  formatInvalid: 'Formato inválido: use txt ou pdf',
} as const;
