import type { ShoppingListItemInput, TemplateType } from '@ponte/domain/ai';
import type { GenerateInput, MessageWriter } from './types';

const MAX_LISTED_ITEMS = 15;

/** 'maria SOUZA' → 'Maria': chat greetings use the first name only. */
export function firstName(fullName: string | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0] ?? '';
  return first ? first[0].toLocaleUpperCase('pt-BR') + first.slice(1).toLocaleLowerCase('pt-BR') : '';
}

const formatQuantity = (q: number | undefined) =>
  q === undefined ? 1 : Number.isInteger(q) ? q : String(q).replace('.', ',');

/**
 * One line per item with its quantity. Prices are left out on purpose: the pre-send check flags
 * hand-typed amounts, and the exact totals go out with the quote and the payment link.
 */
export function itemLines(items: ShoppingListItemInput[]): string {
  const lines = items.slice(0, MAX_LISTED_ITEMS).map((i) => `• ${formatQuantity(i.quantity)}x ${i.product_name}`);
  const rest = items.length - MAX_LISTED_ITEMS;
  if (rest > 0) lines.push(`• e mais ${rest} ${rest === 1 ? 'item' : 'itens'}`);
  return lines.join('\n');
}

const totalUnits = (items: ShoppingListItemInput[]) => items.reduce((sum, i) => sum + (i.quantity ?? 1), 0);

type Parts = { hello: string; items: ShoppingListItemInput[]; list: string };

const templates: Record<TemplateType, (p: Parts) => string> = {
  welcome: ({ hello }) =>
    `${hello} Tudo bem? 😊\n\n` +
    'Seja bem-vindo(a)! Nós compramos produtos nos Estados Unidos e entregamos para você no Brasil. ' +
    'Me conta o que você está procurando que eu preparo a sua cotação.',
  freight_simulation: ({ hello, items, list }) =>
    items.length === 0
      ? `${hello} Para simular o frete, me envie o nome e a quantidade de cada produto que você deseja.`
      : `${hello} Vou fazer a simulação de frete dos itens da sua lista:\n\n${list}\n\n` +
        'O frete é calculado pelo peso dos produtos. Já te envio a cotação com os valores detalhados. ' +
        'Quer incluir mais algum item antes?',
  payment_confirmation: ({ hello, items, list }) =>
    `${hello} Confirmamos o recebimento do seu pagamento. Muito obrigado pela confiança! 🙏` +
    (items.length === 0
      ? ''
      : `\n\nResumo do pedido:\n${list}\nTotal: ${totalUnits(items)} ${totalUnits(items) === 1 ? 'unidade' : 'unidades'}`) +
    '\n\nAgora vamos comprar os seus produtos e te avisaremos por aqui a cada etapa do envio.',
  shipping_update: ({ hello, items, list }) =>
    `${hello} Passando para atualizar o envio do seu pedido` +
    (items.length === 0 ? '. ' : `:\n\n${list}\n\n`) +
    'Ele está em trânsito e te enviaremos por aqui cada atualização do rastreamento. Qualquer dúvida, estou à disposição.',
  priority_packaging: ({ hello }) =>
    `${hello} Temos a opção de embalagem prioritária: os seus produtos recebem proteção reforçada ` +
    'e têm prioridade na separação e no despacho. Quer incluir no seu pedido? É só me avisar que eu adiciono.',
  follow_up: ({ hello, items, list }) =>
    `${hello} Tudo bem? ` +
    (items.length === 0
      ? 'Passando para saber se ficou alguma dúvida sobre a sua cotação. '
      : `Passando para saber se você ainda tem interesse nos itens da sua lista:\n\n${list}\n\n`) +
    'Se quiser, posso atualizar a cotação ou tirar qualquer dúvida.',
  problem_resolution: ({ hello }) =>
    `${hello} Sinto muito pelo transtorno com o seu pedido. Já estou verificando o que aconteceu ` +
    'e vou acompanhar o caso até a solução. Pode me contar mais detalhes (e enviar fotos, se houver) para agilizar?',
};

/** The built-in pt-BR message of a template type; the same input always gives the same text. */
export function builtinMessage(input: GenerateInput): string {
  const name = firstName(input.customerName);
  const hello = name ? `Olá, ${name}!` : 'Olá!';
  return templates[input.templateType]({ hello, items: input.items, list: itemLines(input.items) });
}

export const builtinWriter: MessageWriter = {
  generate: async (input) => builtinMessage(input),
};
