import { fold, foldInPlace } from './pt-text';

/** Luhn checksum of a card number (digits only). */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** CPF check digits (11 digits, not all equal). */
export function isCpfValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i += 1) sum += Number(digits[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

// Digits possibly grouped by spaces, dots or dashes, as people type card numbers.
const DIGIT_RUN = /(?<![\d+])\d+(?:[ .-]\d+)*/g;
const FORMATTED_CPF = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g;

// Card brands start with 2–6; of 13-digit numbers only old Visa cards exist. This keeps phone
// numbers with country code (+55…) and long tracking numbers from being taken for cards.
const looksLikeCard = (digits: string) =>
  digits.length >= 13 &&
  digits.length <= 19 &&
  /^[2-6]/.test(digits) &&
  (digits.length > 13 || digits[0] === '4') &&
  isLuhnValid(digits);

/** Card numbers inside the text, as typed; a run of digit groups may hold a card plus other digits. */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const run of text.matchAll(DIGIT_RUN)) {
    const groups = [...run[0].matchAll(/\d+/g)].map((g) => ({
      from: g.index,
      to: g.index + g[0].length,
      len: g[0].length,
    }));
    let first = 0;
    while (first < groups.length) {
      let card: { text: string; last: number } | undefined;
      // Longest span of at most 19 digits starting at this group that is a valid card number.
      for (let last = first, digits = 0; last < groups.length && (digits += groups[last].len) <= 19; last += 1) {
        const span = run[0].slice(groups[first].from, groups[last].to);
        if (looksLikeCard(span.replace(/\D/g, ''))) card = { text: span, last };
      }
      if (card) found.push(card.text);
      first = card ? card.last + 1 : first + 1;
    }
  }
  return found;
}

/**
 * CPFs: the 000.000.000-00 layout always counts; 11 bare digits only when their check digits
 * are right and the message says 'CPF', because a mobile number with DDD also has 11 digits.
 */
export function findCpfs(text: string): string[] {
  const formatted = [...text.matchAll(FORMATTED_CPF)].map((m) => m[0]);
  if (!/\bcpf\b/.test(fold(text))) return formatted;
  const bare = [...text.matchAll(/(?<![\d.-])\d{11}(?![\d.-])/g)].map((m) => m[0]).filter(isCpfValid);
  return [...formatted, ...bare];
}

// 'senha: abc123', 'sua senha é 4512', 'CVV 123': a secret followed by its value.
const SECRET_VALUE =
  /\b(senha|password|cvv|cvc|codigo de seguranca)\b(?:\s+do\s+cartao)?\s*(?:[:=]\s*|(?:e|eh)\s+)?(\S*\d\S*)/gi;
const SECRET_LABELED = /\b(senha|password)\s*[:=]\s*(\S+)/gi;
// 'me passa sua senha', 'informe o CVV': staff must never ask for secrets either.
const SECRET_REQUEST =
  /(?<!\b(?:nunca|nao|jamais)\s+(?:\S+\s+)?)\b(passa|passe|envia|envie|manda|mande|informe|informa|digite|diga|fala|fale|qual (?:e|eh))\s+(?:me\s+)?(?:a|o|sua|seu)?\s*(senha|cvv|cvc|codigo de seguranca)\b/;

/** Secrets given or asked for. Values are matched on folded text, whose offsets equal the original's. */
export function findSecrets(text: string): { values: string[]; asked: boolean } {
  const folded = foldInPlace(text);
  const values = new Set<string>();
  for (const re of [SECRET_VALUE, SECRET_LABELED]) {
    for (const m of folded.matchAll(re)) {
      const start = m.index + m[0].length - m[2].length;
      values.add(text.slice(start, start + m[2].length));
    }
  }
  return { values: [...values], asked: SECRET_REQUEST.test(folded) };
}

/** '4111 1111 1111 1111' → '[cartão final 1111]'; CPFs and secrets are hidden entirely. */
export function maskPersonalData(text: string): string {
  let out = text;
  for (const card of findCardNumbers(text))
    out = out.replaceAll(card, `[cartão final ${card.replace(/\D/g, '').slice(-4)}]`);
  for (const cpf of findCpfs(text)) out = out.replaceAll(cpf, '[CPF removido]');
  for (const value of findSecrets(text).values) out = out.replaceAll(value, '****');
  return out;
}
