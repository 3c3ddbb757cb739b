import { shopToday } from '@ponte/domain/dates';
import { privacyExportFileName, type PrivacyExportFormat } from '@ponte/domain/privacy';
import type { Db } from '../../db';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { collectCustomerData } from './collect';
import { customerDataHtml } from './html';

const recordCustomer = activityRecorder('customer');

/**
 * Issue 33, LGPD art. 18: a copy of everything Ponte holds about a customer, as JSON (for
 * machines) or one HTML page (for people; the browser prints or saves it as PDF). Every export
 * is in the activity log with who asked and when (docs/0072).
 */
export async function exportCustomerData(
  db: Db,
  actor: Actor,
  customerId: number,
  format: PrivacyExportFormat,
  ip?: string,
  now = new Date(),
) {
  const data = await collectCustomerData(db, customerId);
  const body =
    format === 'html'
      ? customerDataHtml(data, { generatedAt: now, by: actor.name })
      : JSON.stringify({ exported_at: now.toISOString(), exported_by: actor.name, ...data }, null, 2);
  await recordCustomer(db, actor.id, 'export', customerId, { lgpd: format, messages: data.messages.length }, ip);
  return {
    body,
    fileName: privacyExportFileName(customerId, shopToday(now), format),
    contentType: format === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
  };
}
