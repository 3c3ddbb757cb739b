import { redactSecrets } from '@ponte/domain/logs';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { insertServerError } from './queries';

/** What the error handler hands over for a 5xx answer (plugins/errors.ts imports nothing of modules). */
export type ServerErrorReport = {
  requestId: string;
  method: string;
  /** The route pattern ('/api/tasks/:id'), never the URL: paths and query strings may carry secrets. */
  route: string;
  status: number;
  message: string;
  userId: number | null;
  ip: string | null;
};

const MESSAGE_MAX = 500;

/** Keeps the summary of a server error: no stack, no query string, secrets masked. */
export async function recordServerError(db: Db, report: ServerErrorReport): Promise<void> {
  await insertServerError(db, {
    request_id: report.requestId.slice(0, 100),
    method: report.method.slice(0, 10),
    route: report.route.split('?')[0].slice(0, 300),
    status: report.status,
    message: redactSecrets(report.message.split('\n')[0]).slice(0, MESSAGE_MAX),
    user_id: report.userId,
    ip_address: report.ip,
    created_at: nowIso(),
  });
}
