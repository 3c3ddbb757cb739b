import { foldText } from '@ponte/domain/search';
import type { Db } from '../db';

/** Ponte's own catalogue for the demo: US prices in cents, weight in kg as a store gives it. */
const CATALOGUE = [
  { name: 'iPhone 16 Pro 256GB', sku: 'APL-IP16P-256', price: 109900, weight: '0.45', stock: 8 },
  { name: 'AirPods Pro 2', sku: 'APL-APP2', price: 24900, weight: '0.25', stock: 25 },
  { name: 'Kindle Paperwhite', sku: 'AMZ-KPW-16', price: 14999, weight: '0.4', stock: 15 },
  { name: 'Nike Air Max 90', sku: 'NKE-AM90', price: 13000, weight: '1.2', stock: 12 },
  { name: 'Perfume Chanel Nº 5 100ml', sku: 'CHN-N5-100', price: 16500, weight: '0.6', stock: 6 },
  { name: 'Apple Watch Series 10', sku: 'APL-AW10-46', price: 42900, weight: '0.3', stock: 10 },
  { name: 'Whey Protein Optimum 2lb', sku: 'ON-WHEY-2LB', price: 3999, weight: '1', stock: 40 },
  { name: 'Bolsa Michael Kors Jet Set', sku: 'MK-JETSET', price: 19800, weight: '0.9', stock: 5 },
  { name: 'PlayStation 5 Slim', sku: 'SNY-PS5S', price: 44999, weight: '4.5', stock: 4 },
  { name: 'Creatina Creapure 500g', sku: 'CRP-500', price: 2999, weight: '550', stock: 30 },
  { name: 'Tênis Adidas Ultraboost', sku: 'ADS-UB23', price: 19000, weight: '1.1', stock: 9 },
  { name: 'MacBook Air M3 13"', sku: 'APL-MBA-M3', price: 109900, weight: '1.24', stock: 3 },
  { name: 'Vitamina D3 5000 UI', sku: 'NOW-D3-5000', price: 1299, weight: '0.15', stock: null },
  { name: 'Camiseta Polo Ralph Lauren', sku: 'RL-POLO-M', price: 9850, weight: '0.3', stock: 20 },
  { name: 'Fone Bose QuietComfort Ultra', sku: 'BOSE-QCU', price: 42900, weight: '0.7', stock: 7 },
  { name: 'Câmera GoPro Hero 13', sku: 'GPR-H13', price: 39999, weight: '0.5', stock: null },
];

export type DemoProduct = { id: number; name: string; sku: string; price: number; weight: string };

/** Fills the catalogue and the weight spreadsheet (some products weigh more than the store says). */
export async function seedCatalogue(db: Db, at: string): Promise<DemoProduct[]> {
  const products: DemoProduct[] = [];
  for (const p of CATALOGUE) {
    const row = await db
      .insertInto('store_products')
      .values({
        name: p.name,
        sku: p.sku,
        price_cents: p.price,
        description: `${p.name}, original, comprado nos EUA.`,
        short_description: p.name,
        weight: p.weight,
        stock_quantity: p.stock,
        image_url: null,
        search_text: `${foldText(p.name)} ${foldText(p.sku)}`,
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    products.push({ id: row.id, name: p.name, sku: p.sku, price: p.price, weight: p.weight });
  }
  // The spreadsheet weighs boxed goods: shoes and consoles travel in their boxes.
  const boxed: Record<string, string> = { 'NKE-AM90': '1,6', 'SNY-PS5S': '6,2', 'ADS-UB23': '1,5', 'CRP-500': '600' };
  await db
    .insertInto('product_weights')
    .values(
      products
        .filter((p) => boxed[p.sku])
        .map((p) => ({ product_id: String(p.id), weight: boxed[p.sku]!.replace(',', '.'), updated_at: at })),
    )
    .execute();
  return products;
}
