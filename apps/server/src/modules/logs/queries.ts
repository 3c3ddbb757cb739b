import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db';
import type { ActivityLogTable } from '../../db/types';

export const insertActivity = (db: Db | Tx, row: Insertable<ActivityLogTable>) =>
  db.insertInto('activity_log').values(row).execute();
