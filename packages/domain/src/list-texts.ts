import { LIST_LINES_MAX } from './money';

// The lists screen's statuses and texts (spec 2 §2, §4, §5, §8), apart from the request and response schemas.

/** Spec 2 §4 'List status'. */
export const LIST_STATUSES = ['active', 'completed', 'abandoned'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const listStatusLabels = {
  active: 'Ativa',
  completed: 'Concluída',
  abandoned: 'Abandonada',
} as const satisfies Record<ListStatus, string>;

/** Texts of the lists screen (spec 2 §2, §5, §8) and the server's own messages. */
export const listText = {
  title: 'Listas de Compras',
  subtitle: 'Gerencie todas as listas de compras dos usuários',
  searchPlaceholder: 'Buscar listas...',
  counters: { total: 'Total', active: 'Ativas', completed: 'Concluídas', withSubscription: 'Com Assinatura' },
  empty: 'Nenhuma lista encontrada',
  emptyFiltered: 'Tente ajustar os filtros de busca',
  emptyHint: 'As listas aparecerão aqui quando os usuários criarem',
  backendDownTitle: 'Dados Não Disponíveis',
  backendDown: 'Backend Não Disponível',
  staticDemo: 'Backend não disponível. Esta é uma demonstração estática.',
  confirmDelete: 'Tem certeza que deseja excluir esta lista?',
  confirmRemoveSubscription: 'Tem certeza que deseja remover a assinatura desta lista?',
  alreadyCompleted: 'Lista já foi concluída',
  paymentLinkFailed: 'Erro ao criar link de pagamento',
  paymentLinkCreated: 'Link de pagamento criado com sucesso!',
  unknownError: 'Erro desconhecido',
  removeItemFailed: 'Erro ao remover item da lista',
  removeSubscriptionFailed: 'Erro ao remover assinatura',
  subscriptionRemoved: 'Assinatura removida com sucesso!',
  saveEmailFailed: 'Erro ao salvar e-mail',
  checkoutFailed: 'Erro ao gerar link de checkout',
  checkoutLinkFailed: 'Erro ao gerar link',
  checkoutCopied: 'Link de checkout copiado!',
  applyDiscount: 'Aplicar Desconto',
  removeDiscount: 'Remover Desconto',
  shippingFree: 'Grátis',
  // Server messages.
  notFound: 'Lista não encontrada',
  itemNotFound: 'Item não encontrado',
  customerNotFound: 'Cliente não encontrado',
  nameRequired: 'O nome da lista é obrigatório',
  nameTooLong: 'O nome da lista deve ter no máximo 120 caracteres',
  nothingToChange: 'Nada para atualizar',
  storeEmailRequired: 'Informe o e-mail do cliente na loja antes de concluir a lista',
  storeEmailInvalid: 'Informe um e-mail válido',
  lockedCompleted: 'A lista já foi concluída e não pode ser alterada',
  emptyListPayment: 'A lista não tem itens para cobrar',
  alreadyPaid: 'Esta lista já foi paga',
  amountInvalid: 'Informe um valor em reais maior que zero',
  traineeDiscount: 'Trainees não podem cobrar menos que a cotação da lista',
  typedAmountStale:
    'O valor digitado por um trainee ficou abaixo da cotação atual; um administrador ou supervisor precisa digitá-lo de novo',
  typedAmountBy: 'Valor definido por',
  noSubscription: 'A lista não tem assinatura',
  subscriptionRemovedServer: 'Assinatura removida da lista',
  planNotFound: 'Assinatura não encontrada',
  planInactive: 'Esta assinatura está inativa',
  quantityRequired: 'Informe a quantidade',
  quantityInteger: 'A quantidade deve ser um número inteiro',
  quantityMin: 'A quantidade mínima é 1',
  quantityMax: 'A quantidade máxima por item é 999',
  outOfStock: 'Quantidade indisponível em estoque',
  productNameRequired: 'O nome do produto é obrigatório',
  productPriceInvalid: 'Informe um preço válido em dólares',
  productNotFound: 'Produto não encontrado na loja',
  selectProduct: 'Selecione um produto primeiro',
  storePriceOutOfRange: 'O preço deste produto na loja está fora do limite aceito (até US$ 1.000.000)',
  tooManyLines: `A lista pode ter no máximo ${LIST_LINES_MAX} itens diferentes`,
} as const;
