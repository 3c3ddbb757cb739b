import { onlyDigits } from './phone';

// Zod-free (search.ts holds the schemas): the shell's search box imports these.

export const SEARCH_MIN_LENGTH = 2;
export const MESSAGE_SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

export const searchText = {
  tooShort: `Digite ao menos ${SEARCH_MIN_LENGTH} caracteres`,
  tooLong: 'Busca muito longa',
  invalid: 'Busca inválida',
  limit: `O limite vai de 1 a ${SEARCH_LIMIT_MAX}`,
  before: 'Cursor inválido',
  placeholder: 'Buscar usuários, mensagens...',
  customers: 'Clientes',
  messages: 'Mensagens',
  empty: 'Nenhum resultado',
  searching: 'Buscando...',
  messagesNeedMore: `Mensagens: digite ao menos ${MESSAGE_SEARCH_MIN_LENGTH} caracteres`,
} as const;

/** Lower-case, accents removed: 'João' and 'joao' match. Used for search on both sides. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** A search term as stored text would contain it: digits only when the term is a phone. */
export function searchPattern(term: string): string {
  const folded = foldText(term);
  const digits = onlyDigits(folded);
  return !/[a-z@]/.test(folded) && digits.length >= 2 ? digits : folded;
}
