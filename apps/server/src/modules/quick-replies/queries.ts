import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../db';
import { likeContains, startsPattern } from '../../db/like';
import { staffName } from '../../db/staff-name';
import type { Database, QuickReplyTable, QuickReplyUseTable } from '../../db/types';

const visible = (staffId: number) => (eb: ExpressionBuilder<Database & { r: QuickReplyTable }, 'r'>) =>
  eb.or([eb('r.owner_id', 'is', null), eb('r.owner_id', '=', staffId)]);

/** `folded` matches the shortcut or the text (search_text). */
const searched = (folded: string | undefined) => (eb: ExpressionBuilder<Database & { r: QuickReplyTable }, 'r'>) =>
  folded ? likeContains(eb.ref('r.search_text'), folded) : eb.lit(true);

/** A reply with its owner's name and how often it was used. */
const replyView = (db: Db) =>
  db
    .selectFrom('quick_replies as r')
    .leftJoin('staff as s', 's.id', 'r.owner_id')
    .select((eb) => [
      'r.id',
      'r.shortcut',
      'r.content',
      'r.owner_id',
      'r.created_at',
      'r.updated_at',
      staffName<string | null>('s').as('owner_name'),
      eb
        .selectFrom('quick_reply_uses as u')
        .select(eb.fn.countAll().as('n'))
        .whereRef('u.quick_reply_id', '=', 'r.id')
        .as('uses'),
    ]);

/**
 * The shared replies and the staff member's own that match `folded`, by shortcut (one that
 * starts with the search first; a member's own before a shared one of the same shortcut).
 */
export const visibleReplies = (db: Db, staffId: number, query: { folded?: string; offset: number; limit: number }) =>
  replyView(db)
    .where(visible(staffId))
    .where(searched(query.folded))
    .$if(!!query.folded, (qb) =>
      qb.orderBy(sql`case when r.search_text like ${startsPattern(query.folded!)} escape '\\' then 0 else 1 end`),
    )
    .orderBy('r.shortcut')
    .orderBy(sql`case when r.owner_id is null then 1 else 0 end`)
    .orderBy('r.id')
    .offset(query.offset)
    .limit(query.limit)
    .execute();

export const replyById = (db: Db, id: number) => replyView(db).where('r.id', '=', id).executeTakeFirst();

export type QuickReplyRow = NonNullable<Awaited<ReturnType<typeof replyById>>>;

export const countVisibleReplies = async (db: Db, staffId: number, folded: string | undefined) =>
  Number(
    (
      await db
        .selectFrom('quick_replies as r')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(visible(staffId))
        .where(searched(folded))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const findReply = (db: Db, id: number) =>
  db.selectFrom('quick_replies').selectAll().where('id', '=', id).executeTakeFirst();

/** Undefined when the shortcut is taken among the shared ones or the owner's own. */
export const insertReply = (db: Db, row: Insertable<QuickReplyTable>) =>
  db
    .insertInto('quick_replies')
    .values(row)
    .onConflict((oc) =>
      row.owner_id == null
        ? oc.column('shortcut').where('owner_id', 'is', null).doNothing()
        : oc.columns(['owner_id', 'shortcut']).where('owner_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();

/**
 * Changes a reply only while it is still what the caller was allowed to change (`ownerId`: the
 * shared ones, or the caller's own), in one statement: a reply made shared or deleted meanwhile
 * is not touched.
 */
export const updateReply = (db: Db, id: number, ownerId: number | null, changes: Updateable<QuickReplyTable>) =>
  db
    .updateTable('quick_replies')
    .set(changes)
    .where('id', '=', id)
    .where('owner_id', ownerId === null ? 'is' : '=', ownerId)
    .returning('id')
    .executeTakeFirst();

export const deleteReply = (db: Db | Tx, id: number, ownerId: number | null) =>
  db
    .deleteFrom('quick_replies')
    .where('id', '=', id)
    .where('owner_id', ownerId === null ? 'is' : '=', ownerId)
    .returning(['id', 'shortcut'])
    .executeTakeFirst();

export const insertUse = (db: Db, row: Insertable<QuickReplyUseTable>) =>
  db.insertInto('quick_reply_uses').values(row).execute();

/** Uses per reply between `from` and `to` (UTC instants), most used first. */
export const usageBetween = (db: Db, from: string, to: string, limit: number) =>
  db
    .selectFrom('quick_reply_uses as u')
    .innerJoin('quick_replies as r', 'r.id', 'u.quick_reply_id')
    .leftJoin('staff as s', 's.id', 'r.owner_id')
    .select((eb) => [
      'r.id',
      'r.shortcut',
      'r.owner_id',
      staffName<string | null>('s').as('owner_name'),
      eb.fn.countAll().as('uses'),
    ])
    .where('u.used_at', '>=', from)
    .where('u.used_at', '<', to)
    .groupBy(['r.id', 'r.shortcut', 'r.owner_id', 's.display_name', 's.username'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('r.shortcut')
    .limit(limit)
    .execute();
