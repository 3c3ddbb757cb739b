import { z } from 'zod';

export const gatewayText = {
  saved: 'Configurações salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações',
  testOk: 'Conexão estabelecida com sucesso! Instância está online.',
  testFailed: 'Falha ao conectar com a API. Verifique a URL e as credenciais.',
  notConfigured: 'gateway não configurado',
  noLogs: 'Nenhum log encontrado',
  clearConfirm: 'Tem certeza que deseja limpar todos os logs?',
} as const;

const url = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'URL inválida (use http:// ou https://)');

export const EvolutionSettingsSchema = z.object({
  evolution_api_enabled: z.boolean(),
  evolution_api_url: url,
  evolution_instance: z.string().trim().max(100).regex(/^[\w.-]*$/, 'Nome de instância inválido'),
  /** Masked when read; sending the masked value back keeps the stored key. */
  evolution_api_key: z.string().trim().max(500),
  webhook_chat_url: url,
});
export type EvolutionSettings = z.infer<typeof EvolutionSettingsSchema>;

export type EvolutionSettingsView = EvolutionSettings & {
  evolution_api_key_set: boolean;
  /** Masked bot API key (x-bot-key); the full key is shown once when regenerated. */
  bot_api_key: string;
  /** Where the gateway must POST its webhooks. */
  inbound_webhook_path: string;
};

export const GATEWAY_LOG_STATUSES = ['sent', 'received', 'error', 'not_configured', 'ignored'] as const;
export type GatewayLogStatus = (typeof GATEWAY_LOG_STATUSES)[number];

export type GatewayLogEntry = {
  id: number;
  timestamp: string;
  direction: 'incoming' | 'outgoing';
  status: GatewayLogStatus;
  phone: string;
  message: string;
  error: string | null;
  instance: string | null;
};
