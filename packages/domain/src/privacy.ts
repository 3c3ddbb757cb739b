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

/** Issue 33, LGPD art. 18 VI: the customer's personal data erased, the books kept. */
export const eraseText = {
  button: 'Apagar dados do cliente (LGPD)',
  title: 'Apagar os dados deste cliente',
  warning:
    'Nome, telefones, e-mails, o texto e os arquivos das mensagens, as notas e os dados de pagamento serão apagados para sempre. Vendas e pagamentos ficam com valores e datas, em nome de "Cliente removido". Não há como desfazer.',
  confirmLabel: 'Digite o nome do cliente para confirmar',
  confirmRequired: 'Digite o nome do cliente para confirmar',
  confirmMismatch: 'O nome digitado não confere com o do cliente',
  submit: 'Apagar definitivamente',
  cancel: 'Cancelar',
  done: 'Dados do cliente apagados',
  failed: 'Erro ao apagar os dados do cliente',
  erasedName: (id: number) => `Cliente removido #${id}`,
  removed: '[removido]',
  messageRemoved: '[mensagem removida]',
  listName: 'Lista removida',
} as const;

export const EraseCustomerBodySchema = z.object({
  confirm_name: z
    .string({ error: eraseText.confirmRequired })
    .trim()
    .min(1, eraseText.confirmRequired)
    .max(200, eraseText.confirmMismatch),
});
export type EraseCustomerBody = z.infer<typeof EraseCustomerBodySchema>;
