import { foldText } from '@ponte/domain/search';
import type { Staff } from '../db/types';
import type { Demo } from './context';

/** [shortcut, text, shared?] — what a shop like this answers all day (issue 32). */
const REPLIES = [
  ['boas-vindas', 'Olá, {primeiro_nome}! Sou {atendente}, da loja. Em que posso ajudar hoje?', true],
  ['frete', 'O frete é calculado pelo peso: a taxa por kg aparece na sua lista antes do pagamento.', true],
  ['prazo', 'O prazo médio é de 15 a 20 dias úteis depois da compra nos Estados Unidos.', true],
  [
    'pagamento',
    '{primeiro_nome}, sua lista {lista} ficou em {total}. Pode pagar por PIX, boleto ou cartão: {link}',
    true,
  ],
  ['rastreio', 'Assim que o pedido sair, envio o código de rastreio por aqui.', true],
  ['obrigado', 'Obrigado pela compra, {primeiro_nome}! Qualquer dúvida, é só chamar.', false],
] as const;

/** Shared replies kept by the supervisor, a personal one each for two sellers, and a month of uses. */
export async function seedQuickReplies(demo: Demo, staff: Staff[]) {
  const { db, rnd, pick, iso, daysAgo } = demo;
  const supervisor = staff.find((s) => s.role === 'operador') ?? staff[0]!;
  const sellers = staff.filter((s) => s.active);
  const at = iso(daysAgo(40));
  const ids: number[] = [];
  for (const [shortcut, content, shared] of REPLIES) {
    const owners = shared ? [null] : sellers.slice(0, 2).map((s) => s.id);
    for (const owner of owners) {
      const row = await db
        .insertInto('quick_replies')
        .values({
          shortcut,
          content,
          search_text: foldText(`${shortcut} ${content}`),
          owner_id: owner,
          created_by: owner ?? supervisor.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
  }
  const customers = await db.selectFrom('customers').select('id').orderBy('id').limit(40).execute();
  const uses = [];
  for (let i = 0; i < 120; i++) {
    // The first replies are the everyday ones: they are used most.
    const reply = ids[Math.floor(rnd() * rnd() * ids.length)]!;
    uses.push({
      quick_reply_id: reply,
      staff_id: pick(sellers).id,
      customer_id: customers.length ? pick(customers).id : null,
      used_at: iso(daysAgo(Math.floor(rnd() * 30), 12 + Math.floor(rnd() * 10), Math.floor(rnd() * 60))),
    });
  }
  await db.insertInto('quick_reply_uses').values(uses).execute();
}
