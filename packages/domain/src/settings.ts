import { z } from 'zod';

export const settingsText = {
  saved: 'Configurações salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações',
  invalidPixelId: 'O Pixel ID deve ter 15 ou 16 dígitos numéricos',
} as const;

/** Meta Pixel IDs are numeric, 15 (sometimes 16) digits. */
export const PIXEL_ID_PATTERN = /^\d{15,16}$/;

/** Shows only the last 4 characters of a secret. */
export function maskSecret(secret: string | null | undefined): string {
  if (!secret) return '';
  const tail = secret.length > 8 ? secret.slice(-4) : '';
  return `${'•'.repeat(8)}${tail}`;
}

export const isMasked = (value: string) => value.startsWith('•');

/** POST /api/configurations: only the keys sent are changed; a masked secret keeps the stored one. */
export const SaveConfigurationsSchema = z
  .object({
    meta_pixel_id: z
      .string()
      .trim()
      .refine((v) => v === '' || PIXEL_ID_PATTERN.test(v), settingsText.invalidPixelId)
      .optional(),
    meta_access_token: z.string().trim().max(1000, 'Access Token muito longo').optional(),
    apply_taxes_on_payment: z.boolean().optional(),
  })
  .strict();
export type SaveConfigurations = z.infer<typeof SaveConfigurationsSchema>;

export const ConfigurationsSchema = z.object({
  meta_pixel_id: z.string(),
  /** Always masked. */
  meta_access_token: z.string(),
  meta_access_token_set: z.boolean(),
  apply_taxes_on_payment: z.boolean(),
});
export type Configurations = z.infer<typeof ConfigurationsSchema>;
