import { foldText } from '@ponte/domain/search';
import type { Staff } from '../db/types';
import type { Demo } from './context';
import type { writeDemoMedia } from './media';

export type DemoMedia = ReturnType<typeof writeDemoMedia>;

/** The product a customer's chat is about; its lists are named after it too. */
const PRODUCTS = [
  'iPhone 16 Pro 256GB',
  'AirPods Pro 2',
  'Kindle Paperwhite',
  'Nike Air Max 90',
  'Perfume Chanel Nº 5 100ml',
  'Apple Watch Series 10',
  'Whey Protein Optimum 2lb',
  'Bolsa Michael Kors',
  'PlayStation 5 Slim',
  'Creatina Creapure 500g',
  'Tênis Adidas Ultraboost',
  'MacBook Air M3',
];
const INCOMING = [
  'Oi, boa tarde! Vocês conseguem trazer {p}?',
  'Quanto fica o frete para {p}?',
  'Qual o prazo de entrega para São Paulo?',
  'Já fiz o pagamento do PIX, podem confirmar?',
  'Quero adicionar mais um item na minha lista',
  'Obrigada! Chegou certinho 😊',
  'Vocês aceitam cartão em 10x?',
  'Meu pedido já foi enviado?',
];
const OUTGOING = [
  'Olá! Conseguimos sim. Vou montar o orçamento do {p} para você.',
  'O frete é calculado pelo peso. Já adicionei {p} na sua lista.',
  'O prazo médio é de 15 a 20 dias úteis após a compra nos EUA.',
  'Pagamento confirmado! Obrigado pela confiança.',
  'Seu pedido foi postado, segue o código de rastreio em breve.',
];

export type ChatCustomer = {
  id: number;
  /** The customer's place in the demo (0…59): every ninth has no messages yet. */
  index: number;
  firstContact: Date;
  /** Taken by a seller (not left to the bot). */
  handled: boolean;
};

/** One customer's WhatsApp conversation, alternating customer and staff, and their last activity. */
export async function seedChat(
  { db, now, rnd, pick }: Demo,
  customer: ChatCustomer,
  sellers: Staff[],
  media: DemoMedia | null,
) {
  const i = customer.index;
  const product = pick(PRODUCTS);
  const count = i % 9 === 0 ? 0 : 2 + Math.floor(rnd() * 12);
  let at = customer.firstContact.getTime();
  const rows = [];
  for (let m = 0; m < count; m++) {
    at += (2 + Math.floor(rnd() * 180)) * 60_000;
    const incoming = m % 2 === 0;
    rows.push({
      customer_id: customer.id,
      content: pick(incoming ? INCOMING : OUTGOING).replace('{p}', product),
      direction: incoming ? ('incoming' as const) : ('outgoing' as const),
      sender_id: !incoming && customer.handled ? pick(sellers).id : null,
      external_id: incoming ? `DEMO${i}x${m}` : null,
      created_at: new Date(Math.min(at, now.getTime())).toISOString(),
    });
  }
  if (media && rows.length >= 4 && i % 5 === 1) {
    // Some chats carry what customers really send: a photo, a voice note, a document.
    rows[1] = { ...rows[1], direction: 'incoming' as const, content: `${media.image};Esse é o modelo que eu quero` };
    rows[2] = {
      ...rows[2],
      direction: 'incoming' as const,
      content: `${media.audio};Oi, queria saber se chega antes do Natal`,
    };
    rows[3] = { ...rows[3], direction: 'incoming' as const, content: `${media.document};comprovante.pdf` };
  }
  if (rows.length) {
    await db
      .insertInto('messages')
      .values(rows.map((r) => ({ ...r, search_text: foldText(r.content) })))
      .execute();
    await db
      .updateTable('customers')
      .set({ last_activity: rows[rows.length - 1].created_at })
      .where('id', '=', customer.id)
      .execute();
  }
  return { product, count };
}
