import { randomBytes } from 'node:crypto';
import { MAIN_ADMIN_USERNAME } from '@ponte/domain/roles';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { isUniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findStaffByUsername, insertStaff } from './queries';

/**
 * First start on an empty database: create the main admin 'onsolutions'. Without ADMIN_PASSWORD
 * a password is generated and returned so main.ts can print it once.
 */
export async function ensureMainAdmin(
  db: Db,
  opts: { email: string; password?: string },
): Promise<{ created: boolean; password?: string }> {
  if (await findStaffByUsername(db, MAIN_ADMIN_USERNAME)) return { created: false };
  const password = opts.password ?? randomBytes(12).toString('base64url');
  const now = nowIso();
  try {
    await insertStaff(db, {
      username: MAIN_ADMIN_USERNAME,
      email: opts.email.toLowerCase(),
      password_hash: await hashPassword(password),
      role: 'admin',
      active: 1,
      created_at: now,
      updated_at: now,
      last_activity: null,
      deleted_at: null,
    });
  } catch (err) {
    // Two instances starting at once on one database: the other one created it first.
    if (isUniqueViolation(err)) return { created: false };
    throw err;
  }
  return { created: true, password: opts.password ? undefined : password };
}
