/** Generic messages for the error handler; without zod, so the customer's checkout pages read them too. */
export const httpErrorText = {
  badRequest: 'Dados inválidos',
  malformedJson: 'Corpo da requisição inválido (JSON malformado)',
  nullCharacter: 'O texto contém um caractere inválido (\\u0000)',
  numberOutOfRange: 'Número fora do intervalo permitido',
  unauthorized: 'Sessão inválida ou expirada. Faça login novamente.',
  forbidden: 'Você não tem permissão para realizar esta ação',
  notFound: 'Recurso não encontrado',
  routeNotFound: 'Rota não encontrada',
  badUrl: 'Endereço inválido',
  paramTooLong: 'Parâmetro do endereço muito longo',
  tooManyRequests: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  internal: 'Erro interno do servidor',
  /** Issue 34: this instance is stopping; the load balancer sends the retry to another. */
  draining: 'Servidor reiniciando. Tente novamente em instantes.',
  /** Issue 34: the database or Redis did not answer; nothing was written by this request. */
  dependencyDown: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;

/** Issue 34: the seconds a 503 asks the caller to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;
