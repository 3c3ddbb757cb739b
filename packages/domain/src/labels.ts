import { z } from 'zod';

/*
 * Issue 32, 'Etiquetas': coloured labels staff put on customers (and so on their conversations),
 * to sort the day's work ('VIP', 'Aguardando pagamento', 'Atacado'). Admins keep the catalogue;
 * any staff member labels a customer from the chat or the customer's page. The lists filter by
 * them and show them on each card, live for everyone looking.
 */

export const LABEL_NAME_MAX = 40;
/** Mantine palettes whose shade 9 on shade 1 reads at 4.5:1 (the theme test checks each). */
export const LABEL_COLORS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const labelColorNames: Record<LabelColor, string> = {
  gray: 'Cinza',
  red: 'Vermelho',
  pink: 'Rosa',
  grape: 'Uva',
  violet: 'Violeta',
  indigo: 'Índigo',
  blue: 'Azul',
  cyan: 'Ciano',
  teal: 'Verde-azulado',
  green: 'Verde',
  lime: 'Lima',
  yellow: 'Amarelo',
  orange: 'Laranja',
};

export const LABEL_ERROR_CODES = ['label_name_taken'] as const;

export const labelText = {
  title: 'Etiquetas',
  subtitle: 'Etiquetas coloridas para organizar clientes e conversas',
  newLabel: 'Nova Etiqueta',
  editLabel: 'Editar Etiqueta',
  nameLabel: 'Nome',
  colorLabel: 'Cor',
  preview: 'Prévia',
  customers: '{count} clientes',
  oneCustomer: '1 cliente',
  empty: 'Nenhuma etiqueta cadastrada',
  emptyHint: 'Crie etiquetas como "VIP" ou "Aguardando pagamento" para organizar os atendimentos.',
  save: 'Salvar',
  cancel: 'Cancelar',
  edit: 'Editar',
  delete: 'Excluir',
  confirmDelete: 'Excluir a etiqueta "{name}"? Ela sai de {count} clientes.',
  created: 'Etiqueta criada!',
  updated: 'Etiqueta atualizada!',
  deleted: 'Etiqueta excluída!',
  loadFailed: 'Erro ao carregar as etiquetas',
  saveFailed: 'Erro ao salvar a etiqueta',
  deleteFailed: 'Erro ao excluir a etiqueta',
  editCustomer: 'Etiquetas do cliente',
  manage: 'Gerenciar etiquetas',
  none: 'Nenhuma etiqueta',
  noneToChoose: 'Nenhuma etiqueta cadastrada. Um administrador pode criá-las em Etiquetas.',
  add: 'Adicionar {name}',
  remove: 'Remover {name}',
  changeFailed: 'Erro ao alterar as etiquetas do cliente',
  filterLabel: 'Etiqueta',
  filterAll: 'Todas as etiquetas',
  nameRequired: 'O nome da etiqueta é obrigatório',
  nameTooLong: `O nome deve ter no máximo ${LABEL_NAME_MAX} caracteres`,
  colorInvalid: 'Escolha uma das cores',
  nameTaken: 'Já existe uma etiqueta chamada "{name}"',
  notFound: 'Etiqueta não encontrada',
  customerNotFound: 'Cliente não encontrado',
} as const;

const labelId = z.coerce.number({ error: labelText.notFound }).int(labelText.notFound).positive(labelText.notFound);

/** POST and PUT /api/labels (admin). */
export const LabelBodySchema = z
  .object({
    name: z
      .string({ error: labelText.nameRequired })
      .trim()
      .min(1, labelText.nameRequired)
      .max(LABEL_NAME_MAX, labelText.nameTooLong),
    color: z.enum(LABEL_COLORS, { error: labelText.colorInvalid }),
  })
  .strict();
export type LabelBody = z.infer<typeof LabelBodySchema>;

export const LabelIdParamsSchema = z.object({ id: labelId });
export const CustomerLabelParamsSchema = z.object({
  id: z.coerce.number().int().positive('ID inválido'),
  labelId,
});
/** POST /api/customers/{id}/labels: the label to put on the customer. */
export const CustomerLabelBodySchema = z.object({ label_id: labelId }).strict();

/** A label as the cards show it. */
export const LabelRefSchema = z.object({ id: z.number().int(), name: z.string(), color: z.enum(LABEL_COLORS) });
export type LabelRef = z.infer<typeof LabelRefSchema>;

/** A label of the catalogue (GET /api/labels), with how many customers carry it. */
export const LabelSchema = LabelRefSchema.extend({ customers: z.number().int() });
export type Label = z.infer<typeof LabelSchema>;

/** A customer's labels after a change. */
export const CustomerLabelsSchema = z.object({ customer_id: z.number().int(), labels: z.array(LabelRefSchema) });
export type CustomerLabels = z.infer<typeof CustomerLabelsSchema>;

/** The lists' filter (?etiqueta=): one label's id. */
export const labelFilter = z.coerce
  .number({ error: labelText.notFound })
  .int(labelText.notFound)
  .positive(labelText.notFound)
  .optional();
