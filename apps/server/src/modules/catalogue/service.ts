import type { Db } from '../../db';
import { nowIso } from '../../db';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { listWeightRows, replaceWeightRows } from './queries';
import { parseWeightsCsv } from './weights-csv';

const recordSettings = activityRecorder('settings');

/** GET /api/produtos-csv: the rows as the spreadsheet names its columns. */
export async function listWeights(db: Db) {
  const rows = await listWeightRows(db);
  return rows.map((r) => ({ ID: r.product_id, 'Peso (kg)': r.weight }));
}

/** Replaces the whole catalogue in one transaction: a bad file changes nothing. */
export async function replaceWeights(db: Db, actor: Actor, csv: string) {
  const parsed = parseWeightsCsv(csv);
  if (!parsed.ok) throw badRequest(parsed.error, { csv: parsed.error });
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    await replaceWeightRows(tx, parsed.rows, at);
    await recordSettings(tx, actor.id, 'update', null, { section: 'product_weights', rows: parsed.rows.length });
  });
  return { imported: parsed.rows.length };
}

/* The store product behind a list line (WooCommerce or Ponte's catalogue). */
export { findStoreProduct } from './store';
