import { z } from 'zod';

/**
 * Issue 31: files staff send from the send box. The types WhatsApp shows inline (images, voice
 * and audio) or as a document, each with its limit: WhatsApp's own caps are higher (16 MB for
 * media, 100 MB for documents); Ponte keeps images small enough for a customer's mobile data.
 */
export const ATTACHMENT_KINDS = ['image', 'document', 'audio'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** The MIME types accepted, each with the kind it is sent as. */
export const ATTACHMENT_TYPES: Record<string, AttachmentKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'application/pdf': 'document',
  'application/msword': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.ms-excel': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
  'text/plain': 'document',
  'text/csv': 'document',
  'audio/ogg': 'audio',
  'audio/mpeg': 'audio',
  'audio/mp4': 'audio',
  'audio/aac': 'audio',
};

const MB = 1024 * 1024;
export const ATTACHMENT_MAX_BYTES: Record<AttachmentKind, number> = {
  image: 5 * MB,
  document: 16 * MB,
  audio: 16 * MB,
};
/** The largest body the upload takes at all (the biggest of the limits). */
export const ATTACHMENT_BODY_LIMIT = 16 * MB;
/** WhatsApp's limit for a media caption. */
export const CAPTION_MAX_LENGTH = 1024;

/** The kind a file is sent as, from its declared type; undefined when it is not accepted. */
export const attachmentKindOf = (mimetype: string | undefined | null): AttachmentKind | undefined =>
  ATTACHMENT_TYPES[(mimetype ?? '').split(';')[0]!.trim().toLowerCase()];

const kindName: Record<AttachmentKind, string> = { image: 'Imagens', document: 'Documentos', audio: 'Áudios' };

export const attachmentText = {
  attach: 'Anexar arquivo',
  remove: 'Remover anexo',
  limits:
    'Imagens (JPG, PNG, WEBP) até 5 MB; documentos (PDF, Word, Excel, TXT, CSV) e áudios (OGG, MP3, M4A, AAC) até 16 MB.',
  badType:
    'Tipo de arquivo não aceito: envie uma imagem (JPG, PNG, WEBP), um documento (PDF, Word, Excel, TXT, CSV) ou um áudio (OGG, MP3, M4A, AAC)',
  empty: 'O arquivo está vazio',
  tooLarge: (kind: AttachmentKind) => `${kindName[kind]} podem ter no máximo ${ATTACHMENT_MAX_BYTES[kind] / MB} MB`,
  captionTooLong: `A legenda deve ter no máximo ${CAPTION_MAX_LENGTH} caracteres`,
  fileNameRequired: 'Informe o nome do arquivo',
  sendFailed: 'Não foi possível enviar o arquivo',
  captionLabel: 'Legenda (opcional)',
} as const;

/** POST /api/customers/{id}/attachments?file_name=&caption= — the body is the file itself. */
export const AttachmentQuerySchema = z.object({
  file_name: z
    .string({ error: attachmentText.fileNameRequired })
    .trim()
    .min(1, attachmentText.fileNameRequired)
    .max(200, 'O nome do arquivo deve ter no máximo 200 caracteres')
    // A name, never a path: no folders, no control characters.
    .transform((v) => [...v.replace(/[/\\]/g, '_')].filter((c) => c.charCodeAt(0) >= 32).join('')),
  caption: z.string().trim().max(CAPTION_MAX_LENGTH, attachmentText.captionTooLong).default(''),
  /** The message of this chat the file answers (a quoted reply), as setText takes it. */
  quoted_id: z.coerce
    .number({ error: 'Mensagem citada inválida' })
    .int('Mensagem citada inválida')
    .positive('Mensagem citada inválida')
    .max(2_147_483_647, 'Mensagem citada inválida')
    .optional(),
});
export type AttachmentQuery = z.output<typeof AttachmentQuerySchema>;
