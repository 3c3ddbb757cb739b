import type { Db } from '../../db';
import { healthChecks } from './health';
import { pingDatabase } from './queries';

/** Whether the database (and Redis, when given) answer: what /api/health and /metrics report. */
export const dependencyHealth = (db: Db, pingRedis?: () => Promise<unknown>) =>
  healthChecks(() => pingDatabase(db), pingRedis);
