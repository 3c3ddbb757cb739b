import type { Db } from '../../db';

export const findReadMark = (db: Db, staffId: number) =>
  db
    .selectFrom('notification_reads')
    .select(['message_id', 'read_at'])
    .where('staff_id', '=', staffId)
    .executeTakeFirst();

/**
 * Raises the staff member's watermark to (messageId, readAt) in one statement: the first time it
 * inserts the row, afterwards each part only moves forward, so marking twice, or two browsers
 * marking at once with different cursors, never moves it back.
 */
export const raiseReadMark = (db: Db, staffId: number, messageId: number, readAt: string) =>
  db
    .insertInto('notification_reads')
    .values({ staff_id: staffId, message_id: messageId, read_at: readAt })
    .onConflict((oc) =>
      oc.column('staff_id').doUpdateSet((eb) => ({
        message_id: eb
          .case()
          .when('excluded.message_id', '>', eb.ref('notification_reads.message_id'))
          .then(eb.ref('excluded.message_id'))
          .else(eb.ref('notification_reads.message_id'))
          .end(),
        read_at: eb
          .case()
          .when('excluded.read_at', '>', eb.ref('notification_reads.read_at'))
          .then(eb.ref('excluded.read_at'))
          .else(eb.ref('notification_reads.read_at'))
          .end(),
      })),
    )
    .returning(['message_id', 'read_at'])
    .executeTakeFirstOrThrow();
