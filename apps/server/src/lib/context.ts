import type { Db, DbKind } from '../db';
import type { JobQueue } from '../jobs/queue';
import type { Realtime } from '../realtime/socket';

/** What services that reach beyond the database need: realtime events, jobs, files. */
export type ServerContext = {
  db: Db;
  dbKind: DbKind;
  realtime: Realtime;
  jobs: JobQueue;
  uploadsDir: string;
  /** Where e-mail goes while no SMTP server is configured (DATA_DIR/outbox). */
  outboxDir: string;
  /** Base of links sent to customers (PUBLIC_URL); null: the address saved in settings (settings/service.ts customerLinkBase). */
  publicUrl: string | null;
};
