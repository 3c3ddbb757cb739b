import type { Db } from '../db';
import { workedHours } from '@ponte/domain/attendance';
import { customerSearchText, foldText } from '@ponte/domain/customers';
import { phoneKey } from '@ponte/domain/phone';
import { hashPassword } from '../lib/passwords';
import { insertStaff } from '../modules/users/service';
import { seedCatalogue } from './catalogue';
import { seedPayments } from './payments';
import { writeDemoMedia } from './media';

export const DEMO_PASSWORD = 'demo1234';

/** Small deterministic PRNG so every demo run shows the same data. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

export type DemoLogins = { role: string; username: string; password: string }[];

export async function seedDemo(db: Db, now = new Date(), uploadsDir?: string): Promise<DemoLogins> {
  const media = uploadsDir ? writeDemoMedia(uploadsDir) : null;
  const rnd = random(20261123);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const iso = (d: Date) => d.toISOString();
  const daysAgo = (n: number, hourUtc = 12, minute = 0) => {
    const d = new Date(now);
    d.setUTCDate(d.getUTCDate() - n);
    d.setUTCHours(hourUtc, minute, 0, 0);
    return d;
  };

  const hash = await hashPassword(DEMO_PASSWORD);
  const people = [
    { username: 'carla.mendes', role: 'operador' as const, active: 1 },
    { username: 'roberto.lima', role: 'operador' as const, active: 1 },
    { username: 'lucas.almeida', role: 'trainee' as const, active: 1 },
    { username: 'bianca.rocha', role: 'trainee' as const, active: 1 },
    { username: 'sergio.antigo', role: 'trainee' as const, active: 0 },
  ];
  const staff = [];
  for (const p of people) {
    const created = iso(daysAgo(60 + Math.floor(rnd() * 30)));
    staff.push(
      await insertStaff(db, {
        username: p.username,
        email: `${p.username}@ponte.demo`,
        password_hash: hash,
        role: p.role,
        active: p.active,
        created_at: created,
        updated_at: created,
        last_activity: p.active ? iso(daysAgo(Math.floor(rnd() * 3), 18, Math.floor(rnd() * 59))) : null,
        deleted_at: null,
      }),
    );
  }
  const sellers = staff.filter((s) => s.active);

  const catalogue = await seedCatalogue(db, iso(now));
  const plans = await db.selectFrom('subscription_plans').select('id').execute();

  // Customers, their conversations and lists.
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
    const customer = await db
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

    const product = pick(PRODUCTS);
    const count = i % 9 === 0 ? 0 : 2 + Math.floor(rnd() * 12);
    let at = firstContact.getTime();
    const rows = [];
    for (let m = 0; m < count; m++) {
      at += (2 + Math.floor(rnd() * 180)) * 60_000;
      const incoming = m % 2 === 0;
      rows.push({
        customer_id: customer.id,
        content: pick(incoming ? INCOMING : OUTGOING).replace('{p}', product),
        direction: incoming ? ('incoming' as const) : ('outgoing' as const),
        sender_id: !incoming && handled ? pick(sellers).id : null,
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
      await db.insertInto('messages').values(rows).execute();
      await db
        .updateTable('customers')
        .set({ last_activity: rows[rows.length - 1].created_at })
        .where('id', '=', customer.id)
        .execute();
    }
    if (count > 0 && rnd() < 0.75) {
      const lists = 1 + Math.floor(rnd() * 2);
      for (let l = 0; l < lists; l++) {
        const created = iso(new Date(firstContact.getTime() + (l + 1) * 3_600_000));
        const r = rnd();
        const status = r < 0.55 ? ('active' as const) : r < 0.85 ? ('completed' as const) : ('abandoned' as const);
        // A completed list needs the store e-mail; in the demo those customers have one.
        const completed = status === 'completed' && hasStoreEmail;
        const listName = l === 0 ? `Compras de ${name.split(' ')[0]}` : `Lista ${l + 1} - ${product}`;
        const list = await db
          .insertInto('shopping_lists')
          .values({
            customer_id: customer.id,
            name: listName,
            search_text: foldText(listName),
            status: completed || status !== 'completed' ? status : 'active',
            applied_subscription_id: rnd() < 0.2 ? pick(plans).id : null,
            completed_at: completed ? created : null,
            kg_fee_cents: completed ? 500 : null,
            woocommerce_order_id: completed && rnd() < 0.7 ? String(4100 + i * 3 + l) : null,
            created_at: created,
            updated_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const lines = 1 + Math.floor(rnd() * 4);
        const chosen = new Set<number>();
        for (let k = 0; k < lines; k++) chosen.add(Math.floor(rnd() * catalogue.length));
        await db
          .insertInto('shopping_list_items')
          .values(
            [...chosen].map((index) => {
              const p = catalogue[index]!;
              return {
                list_id: list.id,
                product_id: String(p.id),
                product_name: p.name,
                price_cents: p.price,
                quantity: 1 + Math.floor(rnd() * 2),
                product_sku: p.sku,
                product_weight: p.weight,
                product_image: null,
                added_by: handled ? pick(sellers).id : null,
                created_at: created,
              };
            }),
          )
          .execute();
      }
    }
  }

  // Three weeks of work shifts (Brazil is UTC-3: 08:00–09:30 local starts), with breaks.
  for (const person of sellers) {
    for (let d = 21; d >= 1; d--) {
      const day = daysAgo(d);
      if (day.getUTCDay() === 0 || rnd() < 0.1) continue;
      const start = daysAgo(d, 11, Math.floor(rnd() * 90));
      const lunchStart = new Date(start.getTime() + (4 * 60 + Math.floor(rnd() * 30)) * 60_000);
      const lunchMinutes = 45 + Math.floor(rnd() * 30);
      const breaks = [{ start: lunchStart, minutes: lunchMinutes, reason: 'Almoço' }];
      if (rnd() < 0.5)
        breaks.push({
          start: new Date(start.getTime() + 150 * 60_000),
          minutes: 10 + Math.floor(rnd() * 10),
          reason: 'Pausa',
        });
      const end = new Date(start.getTime() + (8 * 60 + lunchMinutes + Math.floor(rnd() * 60)) * 60_000);
      const breakTotal = breaks.reduce((s, b) => s + b.minutes, 0);
      const shift = await db
        .insertInto('attendance')
        .values({
          user_id: person.id,
          clock_in: iso(start),
          clock_out: iso(end),
          total_hours: workedHours(start, end, breakTotal),
          status: 'finished',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const b of breaks) {
        await db
          .insertInto('attendance_breaks')
          .values({
            attendance_id: shift.id,
            user_id: person.id,
            start_time: iso(b.start),
            end_time: iso(new Date(b.start.getTime() + b.minutes * 60_000)),
            duration_minutes: b.minutes,
            reason: b.reason,
          })
          .execute();
      }
      await db
        .insertInto('activity_log')
        .values([
          {
            user_id: person.id,
            action: 'login',
            entity_type: 'user',
            entity_id: String(person.id),
            details: null,
            ip_address: '177.10.0.1',
            created_at: iso(new Date(start.getTime() - 60_000)),
          },
          {
            user_id: person.id,
            action: 'create',
            entity_type: 'attendance',
            entity_id: String(shift.id),
            details: '{"event":"clock_in"}',
            ip_address: null,
            created_at: iso(start),
          },
          {
            user_id: person.id,
            action: 'update',
            entity_type: 'attendance',
            entity_id: String(shift.id),
            details: '{"event":"clock_out"}',
            ip_address: null,
            created_at: iso(end),
          },
        ])
        .execute();
    }
  }

  await db
    .insertInto('settings')
    .values({ key: 'meta_pixel_id', value: '123456789012345', updated_at: iso(now), updated_by: null })
    .execute();
  await seedPayments(db, now, rnd);

  return [
    { role: 'admin (Administrador)', username: 'onsolutions', password: DEMO_PASSWORD },
    { role: 'operador (Supervisor)', username: 'carla.mendes', password: DEMO_PASSWORD },
    { role: 'trainee (Trainee)', username: 'lucas.almeida', password: DEMO_PASSWORD },
  ];
}
