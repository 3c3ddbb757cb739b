import { foldInPlace } from './pt-text';

// Delivery dates and prices depend on the carrier, customs and the quote: staff must not promise them.
const DELIVERY_VERB =
  /\b(chega|chegam|chegara|chegarao|chegando|chegar|entrego|entregamos|sera entregue|serao entregues|estara ai|estara com voce|sai|saira|despachamos|postamos|recebe|recebera|vai receber)\b/;
const WEEKDAY = '(?:segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira)?';
const TIME_EXPRESSION = new RegExp(
  '\\b(hoje|amanha|depois de amanha|(?:nesta|nessa|esta|essa|proxima) semana|semana que vem|mes que vem|' +
    `(?:na |nesta |nessa |ate )?${WEEKDAY}|(?:ate )?(?:o )?dia \\d{1,2}|em (?:ate )?\\d+ (?:dias?|semanas?|horas?)(?: uteis)?|` +
    '\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)\\b',
);
const CERTAINTY = /\b(com certeza|sem falta|pode ter certeza|certeza absoluta)\b/;
const GUARANTEE = /\b(garanto|garantimos|prometo|prometemos)\b/;
// 'A previsão é dia 10' is the wording we ask for, so a hedged date is not a promise.
const HEDGE =
  /\b(previsao|previsto|prevista|estimativa|estimad[oa]|aproximadamente|segundo o rastreio|conforme o rastreio|pode variar)\b/;
const MONEY = /(?:r\$|us\$|u\$|\$)\s?\d[\d.,]*|\b\d[\d.,]*\s?(?:reais|real|dolares|dolar)\b/;

export type PromiseKind = 'guarantee' | 'delivery_date' | 'price';
export type PromiseFound = { kind: PromiseKind; quote: string };

const SENTENCE = /[^.!?\n]+(?:[.!?]+(?=\s|$)|\n|$)/g;

/** Promises found, each with the words that made it one, as written in the message. */
export function findPromises(message: string): PromiseFound[] {
  const folded = foldInPlace(message);
  const found: PromiseFound[] = [];
  const quote = (offset: number, m: RegExpMatchArray) =>
    message.slice(offset + m.index!, offset + m.index! + m[0].length).trim();

  for (const s of folded.matchAll(SENTENCE)) {
    const sentence = s[0];
    const guarantee = sentence.match(GUARANTEE);
    if (guarantee) found.push({ kind: 'guarantee', quote: quote(s.index, guarantee) });
    const verb = sentence.match(DELIVERY_VERB);
    const when = sentence.match(TIME_EXPRESSION);
    const certain = sentence.match(CERTAINTY);
    if (verb && when && (certain || guarantee || !HEDGE.test(sentence))) {
      const from = Math.min(verb.index!, when.index!, certain?.index ?? Infinity);
      const to = Math.max(verb.index! + verb[0].length, when.index! + when[0].length);
      found.push({ kind: 'delivery_date', quote: message.slice(s.index + from, s.index + to).trim() });
    }
  }
  const money = folded.match(MONEY);
  if (money) found.push({ kind: 'price', quote: quote(0, money) });
  return found;
}
