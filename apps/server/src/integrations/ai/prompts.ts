import { AI_SEVERITIES, templateTypeLabels } from '@ponte/domain/ai';
import { builtinMessage, firstName, itemLines } from './builtin-templates';
import type { CheckContext, GenerateInput } from './types';

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** Strict structured-output schema of the check: every property required, nothing else allowed. */
export const VALIDATION_JSON_SCHEMA = {
  type: 'object',
  properties: {
    valid: { type: 'boolean' },
    corrected_message: { type: 'string' },
    issues: { type: 'array', items: { type: 'string' } },
    suggestions: { type: 'array', items: { type: 'string' } },
    severity: { type: 'string', enum: [...AI_SEVERITIES] },
  },
  required: ['valid', 'corrected_message', 'issues', 'suggestions', 'severity'],
  additionalProperties: false,
} as const;

export const MESSAGE_JSON_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
} as const;

const SHOP =
  'A loja compra produtos nos Estados Unidos para clientes brasileiros, que conversam com a equipe pelo WhatsApp.';

// The rules mirror the offline checker, so switching providers does not change what gets blocked.
const CHECK_RULES = `Você revisa mensagens que a equipe de atendimento vai enviar a clientes. ${SHOP}
Avalie a mensagem do usuário e responda somente com um objeto JSON com os campos:
valid (boolean), corrected_message (string), issues (lista de strings), suggestions (lista de strings), severity ("low", "medium" ou "high").
Regras:
- high: ofensas, palavrões, ironia agressiva; dados pessoais (número de cartão, CPF, senha, CVV) ou pedido de senha/CVV.
- medium: texto todo em maiúsculas; promessa de data de entrega ou garantia ("chega amanhã", "garanto"); valores em dinheiro digitados à mão.
- low: detalhes de estilo (falta de saudação no primeiro contato, excesso de exclamações ou emojis, mensagem longa).
- valid é false quando houver problema medium ou high.
- corrected_message: a mensagem reescrita de forma educada e profissional, sem os problemas; se estiver adequada, repita a mensagem original (só corrija ortografia).
- issues e suggestions em português do Brasil, curtos e objetivos. Não invente fatos, preços nem prazos.`;

export function checkMessages(message: string, context: CheckContext = {}): ChatMessage[] {
  const note = context.firstContact ? '\n(Esta é a primeira resposta enviada a este cliente.)' : '';
  return [
    { role: 'system', content: CHECK_RULES },
    { role: 'user', content: `Mensagem a revisar:${note}\n"""\n${message}\n"""` },
  ];
}

const WRITE_RULES = `Você escreve mensagens de WhatsApp em português do Brasil para a equipe de atendimento. ${SHOP}
Tom cordial, claro e profissional, no máximo 600 caracteres, no máximo dois emojis.
Não invente preços, valores, datas de entrega nem códigos de rastreio; não peça dados de cartão, CPF ou senha.
Responda somente com um objeto JSON no formato {"message": "texto da mensagem"}.`;

export function writeMessages(input: GenerateInput): ChatMessage[] {
  const name = firstName(input.customerName);
  const facts = [
    `Tipo de mensagem: ${templateTypeLabels[input.templateType]}`,
    `Primeiro nome do cliente: ${name || '(desconhecido, não use nome)'}`,
    input.items.length > 0
      ? `Itens da lista de compras:\n${itemLines(input.items)}`
      : 'Itens da lista de compras: nenhum informado',
    `Modelo de referência (adapte, mantendo o sentido):\n${builtinMessage(input)}`,
  ];
  return [
    { role: 'system', content: WRITE_RULES },
    { role: 'user', content: facts.join('\n\n') },
  ];
}
