import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db';
import type { CustomerLabelTable, LabelTable } from '../../db/types';

/** The catalogue by name, each label with how many customers carry it. */
export const labelRows = (db: Db) =>
  db
    .selectFrom('labels as l')
    .select((eb) => [
      'l.id',
      'l.name',
      'l.color',
      eb
        .selectFrom('customer_labels as cl')
        .select(eb.fn.countAll().as('n'))
        .whereRef('cl.label_id', '=', 'l.id')
        .as('customers'),
    ])
    .orderBy('l.name_key')
    .execute();

export const findLabel = (db: Db, id: number) =>
  db.selectFrom('labels').select(['id', 'name', 'color']).where('id', '=', id).executeTakeFirst();

/** Undefined when the name is taken (however it is spelled). */
export const insertLabel = (db: Db, row: Insertable<LabelTable>) =>
  db
    .insertInto('labels')
    .values(row)
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returning('id')
    .executeTakeFirst();

export const updateLabel = (db: Db | Tx, id: number, changes: Updateable<LabelTable>) =>
  db.updateTable('labels').set(changes).where('id', '=', id).returning('id').executeTakeFirst();

export const deleteLabel = (db: Db | Tx, id: number) =>
  db.deleteFrom('labels').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();

/** The label on the customer, once however many add it at once; undefined when it was there. */
export const addCustomerLabel = (db: Db, row: Insertable<CustomerLabelTable>) =>
  db
    .insertInto('customer_labels')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'label_id']).doNothing())
    .returning('label_id')
    .executeTakeFirst();

export const removeCustomerLabel = (db: Db, customerId: number, labelId: number) =>
  db
    .deleteFrom('customer_labels')
    .where('customer_id', '=', customerId)
    .where('label_id', '=', labelId)
    .returning('label_id')
    .executeTakeFirst();

/** The labels of these customers, by name (the primary key finds each customer's). */
export const labelsOfCustomers = (db: Db, customerIds: readonly number[]) =>
  db
    .selectFrom('customer_labels as cl')
    .innerJoin('labels as l', 'l.id', 'cl.label_id')
    .select(['cl.customer_id', 'l.id', 'l.name', 'l.color'])
    .where('cl.customer_id', 'in', customerIds)
    .orderBy('l.name_key')
    .execute();

export const catalogueRevision = (db: Db) =>
  db
    .selectFrom('labels')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('updated_at').as('newest')])
    .executeTakeFirstOrThrow();

/** Issue 33, erasure: the customer's labels go. */
export const removeLabelsOf = (db: Db | Tx, customerId: number) =>
  db.deleteFrom('customer_labels').where('customer_id', '=', customerId).execute();
