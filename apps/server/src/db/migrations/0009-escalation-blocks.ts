import { sql, type Kysely } from 'kysely';

/**
 * An open escalation is a block: the trainee may not write to that customer until a supervisor
 * or an admin releases it (spec 3 §4). One open block per trainee and customer phone, kept by a
 * unique partial index so two blocked sends at once leave one row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('escalations')
    .addColumn('released_by', 'integer', (c) => c.references('staff.id'))
    .execute();

  // Escalations stored before blocks existed may repeat a pair: the newest stays open.
  await sql`
    update escalations set resolved_at = ${new Date().toISOString()}
    where resolved_at is null
      and id < (select max(e2.id) from escalations e2
                where e2.trainee_id = escalations.trainee_id and e2.customer_phone = escalations.customer_phone and e2.resolved_at is null)
  `.execute(db);

  await db.schema
    .createIndex('escalations_open_block')
    .on('escalations')
    .columns(['trainee_id', 'customer_phone'])
    .unique()
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('escalations_open_block').execute();
  await db.schema.alterTable('escalations').dropColumn('released_by').execute();
}
