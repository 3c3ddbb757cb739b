import { customerSearchText } from '@ponte/domain/customers';
import { foldText } from '@ponte/domain/search';
import { phoneKey } from '@ponte/domain/phone';
import { seedChat, type DemoMedia } from './chats';
import type { Demo } from './context';
import { seedLists, type ListStock } from './lists';

const FIRST = [
  'Maria',
  'João',
  'Ana',
  'Pedro',
  'Juliana',
  'Lucas',
  'Fernanda',
  'Rafael',
  'Camila',
  'Bruno',
  'Patrícia',
  'Gustavo',
  'Larissa',
  'Thiago',
  'Beatriz',
  'Felipe',
  'Aline',
  'Rodrigo',
  'Gabriela',
  'Marcelo',
  'Letícia',
  'André',
  'Vanessa',
  'Diego',
  'Renata',
  'Eduardo',
  'Tatiane',
  'Vinícius',
  'Priscila',
  'Leonardo',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Cardoso',
  'Rocha',
  'Dias',
];
const DDD = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '19', '27', '48'];

/** Sixty customers with distinct phones, each with a conversation and most with shopping lists. */
export async function seedCustomers(demo: Demo, stock: ListStock, media: DemoMedia | null) {
  const { db, rnd, pick, iso, daysAgo } = demo;
  const { sellers } = stock;
  const usedPhones = new Set<string>();
  for (let i = 0; i < 60; i++) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    let phone = '';
    do phone = `55${pick(DDD)}9${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`;
    while (usedPhones.has(phone));
    usedPhones.add(phone);
    const firstContact = daysAgo(1 + Math.floor(rnd() * 45), 10 + Math.floor(rnd() * 10));
    const handled = rnd() < 0.5;
    const slug = foldText(name).replace(/\s+/g, '.');
    const email = rnd() < 0.7 ? `${slug}${i}@gmail.com` : null;
    const hasStoreEmail = rnd() < 0.4;
    const { id } = await db
      .insertInto('customers')
      .values({
        name,
        phone,
        phone_key: phoneKey(phone),
        email,
        search_text: customerSearchText({ name, email, phone }),
        email_woocomerce: hasStoreEmail ? `${slug}${i}@gmail.com` : null,
        bot_enabled: handled ? 0 : 1,
        atendimento: handled && rnd() < 0.7 ? 1 : 0,
        seller_id: handled ? pick(sellers).id : null,
        created_at: iso(firstContact),
        last_activity: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const customer = { id, index: i, firstContact, handled };
    const { product, count } = await seedChat(demo, customer, sellers, media);
    if (count > 0 && rnd() < 0.75) await seedLists(demo, { ...customer, name, hasStoreEmail, product }, stock);
  }
}
