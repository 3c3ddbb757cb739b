/** Lower case without accents, so 'OTÁRIO', 'otário' and 'otario' compare equal. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Folds letter by letter, so every index of the result still points at the same character of the original. */
export function foldInPlace(text: string): string {
  return text.replace(/[\s\S]/g, (ch) => {
    const folded = fold(ch);
    return folded.length === 1 ? folded : ch;
  });
}

export type Token = { text: string; folded: string; start: number; end: number };

const WORD = /[\p{L}\p{N}]+/gu;

/** Whole words with their positions in the original text, so matches can be cut out of it. */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({
    text: m[0],
    folded: fold(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const isUpper = (ch: string) => ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** Share of letters written in upper case (0 when there are no letters). */
export function upperCaseRatio(text: string): { letters: number; ratio: number } {
  const letters = [...text].filter((ch) => /\p{L}/u.test(ch));
  if (letters.length === 0) return { letters: 0, ratio: 0 };
  return { letters: letters.length, ratio: letters.filter(isUpper).length / letters.length };
}

// Acronyms the shop uses every day keep their capitals when shouting is turned into sentence case.
const ACRONYMS = new Set([
  'pix',
  'cpf',
  'cnpj',
  'cep',
  'eua',
  'usa',
  'ups',
  'usps',
  'dhl',
  'fedex',
  'ok',
  'sac',
  'rg',
  'pdf',
  'nf',
  'qr',
  'url',
  'br',
]);

/** 'OLÁ, SEU PEDIDO SAIU. PIX OK' → 'Olá, seu pedido saiu. PIX OK' */
export function toSentenceCase(text: string): string {
  const lower = text.toLowerCase().replace(WORD, (w) => (ACRONYMS.has(fold(w)) ? w.toUpperCase() : w));
  return lower.replace(
    /(^|[.!?]\s+|\n\s*)(\p{Ll})/gu,
    (_m, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

export const capitalizeFirst = (text: string) =>
  text.replace(/^(\P{L}*)(\p{Ll})/u, (_m, before: string, letter: string) => before + letter.toUpperCase());

/** Tidies the text left after words were cut out: doubled spaces, orphan commas, leading punctuation. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/\s+([,.;:!?])/g, '$1')
        .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
        .replace(/[,;:]\s*([.!?])/g, '$1')
        .replace(/^[\s,;:.!?]+/, '')
        .replace(/[\s,;:]+$/, '')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
