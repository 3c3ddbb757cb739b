import { z } from 'zod';

/** Issue 33: what Ponte holds about a customer, handed over as LGPD art. 18 allows. */
export const PRIVACY_EXPORT_FORMATS = ['json', 'html'] as const;
export type PrivacyExportFormat = (typeof PRIVACY_EXPORT_FORMATS)[number];

export const privacyText = {
  title: 'Dados do cliente (LGPD)',
  intro: 'Tudo o que o Ponte guarda sobre este cliente, para entregar a ele quando pedir.',
  exportJson: 'Exportar JSON',
  exportHtml: 'Exportar HTML (para imprimir ou salvar em PDF)',
  exportFailed: 'Erro ao exportar os dados do cliente',
  invalidFormat: 'Formato inválido: use json ou html',
  documentTitle: (name: string) => `Dados de ${name} guardados pelo Ponte`,
  generated: (when: string, by: string) => `Gerado em ${when} por ${by}, a pedido do titular (LGPD, art. 18).`,
  sections: {
    profile: 'Cadastro',
    labels: 'Etiquetas',
    messages: 'Mensagens',
    notes: 'Notas internas da equipe',
    lists: 'Listas de compras',
    checkout: 'Links de pagamento',
    payments: 'Pagamentos',
    sales: 'Vendas',
    tasks: 'Tarefas sobre o cliente',
    emails: 'E-mails de campanhas',
    funnel: 'Cliques em anúncios e no site',
    surveys: 'Pesquisas de satisfação',
  },
  none: 'Nada registrado',
} as const;

export const PrivacyExportQuerySchema = z.object({
  formato: z.enum(PRIVACY_EXPORT_FORMATS, { error: privacyText.invalidFormat }).default('json'),
});

export const privacyExportFileName = (customerId: number, day: string, format: PrivacyExportFormat) =>
  `dados-cliente-${customerId}-${day}.${format}`;
