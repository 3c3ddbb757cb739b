import { customerSearchText } from '@ponte/domain/customers';
import { phoneKey } from '@ponte/domain/phone';
import type { Db } from '../src/db';

/** A customers row as the service writes it (phone key, search text): tests that seed people insert it directly. */
export function customerRow(c: {
  name: string;
  phone: string;
  email?: string | null;
  createdAt: string;
  lastActivity: string | null;
}) {
  const email = c.email ?? null;
  return {
    name: c.name,
    phone: c.phone,
    phone_key: phoneKey(c.phone),
    email,
    email_woocomerce: null,
    seller_id: null,
    created_at: c.createdAt,
    last_activity: c.lastActivity,
    search_text: customerSearchText({ name: c.name, email, phone: c.phone }),
  };
}

/** Renames a customer with no e-mail in place, its search text following as the service keeps it: search tests' rename. */
export const renameCustomer = (db: Db, id: number, name: string, phone: string) =>
  db
    .updateTable('customers')
    .set({ name, search_text: customerSearchText({ name, email: null, phone }) })
    .where('id', '=', id)
    .execute();
