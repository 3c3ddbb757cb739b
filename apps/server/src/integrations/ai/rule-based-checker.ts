import type { AiSeverity, AiValidation } from '@ponte/domain/ai';
import { findOffensiveWords, removeOffensiveWords } from './offensive-words';
import { findCardNumbers, findCpfs, findSecrets, maskPersonalData } from './personal-data';
import { findPromises, type PromiseKind } from './promises';
import { fold, toSentenceCase, upperCaseRatio } from './pt-text';
import type { CheckContext, MessageChecker } from './types';

type Finding = { severity: AiSeverity; issue?: string; suggestion: string };

// Below this many letters capitals are an acronym or a short 'OK', not shouting.
const SHOUTING_MIN_LETTERS = 12;
const SHOUTING_MIN_RATIO = 0.7;
const MAX_EMOJIS = 6;
const LONG_MESSAGE = 1000;

const GREETING =
  /\b(oi|ola|opa|bom dia|boa tarde|boa noite|bem[- ]vind[oa]s?|boas[- ]vindas|e ai|eai|prezad[oa]s?|saudacoes|hello)\b/;
const INTRODUCTION = /\b(meu nome e|me chamo|aqui e (?:o|a)|sou (?:o|a) \S+ d[ao])\b/;

const quoted = (words: string[]) => [...new Set(words)].map((w) => `"${w}"`).join(', ');

const promiseText: Record<PromiseKind, { issue: string; suggestion: string }> = {
  guarantee: {
    issue: 'Promessa ou garantia',
    suggestion: 'Evite garantir o que não depende de você; prefira "a previsão é…" e confirme no rastreamento',
  },
  delivery_date: {
    issue: 'Promessa de prazo de entrega',
    suggestion: 'Não prometa datas: confirme o prazo no rastreamento e informe como previsão',
  },
  price: {
    issue: 'Valor informado manualmente',
    suggestion: 'Confirme o valor na cotação da lista de compras antes de enviar',
  },
};

/** Every rule of the pre-send check, with the text it would send instead. */
export function checkMessage(message: string, context: CheckContext = {}): AiValidation {
  const findings: Finding[] = [];
  let corrected = message;

  const offensive = findOffensiveWords(message);
  if (offensive.length > 0) {
    findings.push({
      severity: 'high',
      issue: `Linguagem ofensiva ou palavrão: ${quoted(offensive)}`,
      suggestion: 'Remova os termos ofensivos e mantenha um tom respeitoso, mesmo que o cliente esteja irritado',
    });
  }

  if (findCardNumbers(message).length > 0) {
    findings.push({
      severity: 'high',
      issue: 'Número de cartão na mensagem',
      suggestion: 'Nunca envie dados de cartão pelo chat',
    });
  }
  if (findCpfs(message).length > 0) {
    findings.push({
      severity: 'high',
      issue: 'CPF na mensagem',
      suggestion: 'Não envie CPF pelo chat; ele é pedido apenas no checkout',
    });
  }
  const secrets = findSecrets(message);
  if (secrets.values.length > 0 || secrets.asked) {
    findings.push({
      severity: 'high',
      issue: secrets.asked ? 'Pedido de senha ou código de segurança' : 'Senha ou código de segurança na mensagem',
      suggestion: 'Nunca envie nem peça senhas ou CVV pelo chat',
    });
  }
  corrected = removeOffensiveWords(maskPersonalData(corrected));

  const caps = upperCaseRatio(message);
  if (caps.letters >= SHOUTING_MIN_LETTERS && caps.ratio >= SHOUTING_MIN_RATIO) {
    findings.push({
      severity: 'medium',
      issue: 'Mensagem em letras maiúsculas (soa como grito)',
      suggestion: 'Escreva com letras maiúsculas só no início das frases',
    });
    corrected = toSentenceCase(corrected);
  }

  for (const promise of findPromises(message)) {
    const text = promiseText[promise.kind];
    findings.push({ severity: 'medium', issue: `${text.issue}: "${promise.quote}"`, suggestion: text.suggestion });
  }

  if (/!{3,}/.test(message) || (message.match(/!/g)?.length ?? 0) > 4) {
    findings.push({
      severity: 'low',
      issue: 'Excesso de pontos de exclamação',
      suggestion: 'Use no máximo um ponto de exclamação por frase',
    });
    corrected = corrected.replace(/!{2,}/g, '!').replace(/\?{2,}/g, '?');
  }
  if ((message.match(/\p{Extended_Pictographic}/gu)?.length ?? 0) > MAX_EMOJIS) {
    findings.push({
      severity: 'low',
      issue: 'Excesso de emojis',
      suggestion: 'Use poucos emojis para manter o tom profissional',
    });
  }
  if (message.length > LONG_MESSAGE) {
    findings.push({
      severity: 'low',
      issue: 'Mensagem muito longa',
      suggestion: 'Divida em mensagens menores ou resuma os pontos principais',
    });
  }

  const folded = fold(message);
  if ((context.firstContact || INTRODUCTION.test(folded)) && !GREETING.test(folded.slice(0, 60))) {
    findings.push({ severity: 'low', suggestion: 'Comece com uma saudação, por exemplo "Olá! Tudo bem?"' });
  }

  return summarize(message, corrected, findings);
}

const RANK: Record<AiSeverity, number> = { low: 0, medium: 1, high: 2 };

function summarize(message: string, corrected: string, findings: Finding[]): AiValidation {
  const severity = findings.reduce<AiSeverity>(
    (worst, f) => (RANK[f.severity] > RANK[worst] ? f.severity : worst),
    'low',
  );
  return {
    valid: RANK[severity] < RANK.medium,
    corrected_message: corrected,
    issues: [...new Set(findings.flatMap((f) => (f.issue ? [f.issue] : [])))],
    suggestions: [...new Set(findings.map((f) => f.suggestion))],
    severity,
  };
}

/** The offline checker: no network, same answer every time. */
export const ruleBasedChecker: MessageChecker = {
  validate: async (message, context) => checkMessage(message, context),
};
