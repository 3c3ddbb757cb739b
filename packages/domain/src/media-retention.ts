import { z } from 'zod';

/** Issue 33: message files (photos, audio, documents) deleted after some months; off by default. */
export const MEDIA_RETENTION_MAX_MONTHS = 120;

export const mediaRetentionText = {
  title: 'Retenção de arquivos',
  hint: 'Fotos, áudios e documentos das conversas mais antigos que isso são apagados do servidor; a mensagem fica, dizendo que o arquivo foi removido. Em branco: nunca apagar.',
  months: 'Apagar arquivos após (meses)',
  save: 'Salvar',
  saved: 'Retenção de arquivos salva',
  saveFailed: 'Erro ao salvar a retenção de arquivos',
  invalid: `Informe um número inteiro de meses entre 1 e ${MEDIA_RETENTION_MAX_MONTHS}, ou deixe em branco`,
  removed: (months: number) => `[Arquivo removido após ${months} ${months === 1 ? 'mês' : 'meses'}]`,
} as const;

/** PUT /api/media-retention: null turns it off. */
export const MediaRetentionSchema = z.object({
  months: z
    .number({ error: mediaRetentionText.invalid })
    .int(mediaRetentionText.invalid)
    .min(1, mediaRetentionText.invalid)
    .max(MEDIA_RETENTION_MAX_MONTHS, mediaRetentionText.invalid)
    .nullable(),
});
export type MediaRetention = z.infer<typeof MediaRetentionSchema>;
