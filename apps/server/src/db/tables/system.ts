import type { Generated, Selectable } from 'kysely';

// Tables the whole app shares: settings, the activity and gateway logs, the job queue.

export type SettingTable = {
  key: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
};

export type ActivityLogTable = {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: string | null;
  ip_address: string | null;
  created_at: string;
};

/** Activity entries per kind and shop day, folded from the pending changes (migration 0051, docs/0054). */
export type ActivityDailyTable = { action: string; entity_type: string; day: string; n: number };

/** activity_daily per calendar month ('YYYY-MM'), added by the same fold (migration 0057). */
export type ActivityMonthlyTable = { action: string; entity_type: string; month: string; n: number };

/** A change to activity_daily not folded yet: appended by triggers on activity_log. */
export type ActivityDailyPendingTable = {
  id: Generated<number>;
  action: string;
  entity_type: string;
  day: string;
  delta: number;
};

export type GatewayLogTable = {
  id: Generated<number>;
  direction: 'incoming' | 'outgoing';
  status: 'sent' | 'received' | 'error' | 'not_configured' | 'ignored' | 'unattributed';
  phone: string;
  message: string;
  error: string | null;
  instance: string | null;
  created_at: string;
  /** The gateway's id of a sent message (sendText's key.id), so the chat's record can carry it. */
  message_id: Generated<string | null>;
};

/** A staff send claimed by its Idempotency-Key (issue 34): `result` is its answer once known. */
export type SendClaimTable = {
  staff_id: number;
  idempotency_key: string;
  fingerprint: string;
  result: string | null;
  created_at: string;
};

/** A 5xx answer (docs/0021): the route pattern, never the raw URL, and no stack. */
export type ServerErrorTable = {
  id: Generated<number>;
  request_id: string;
  method: string;
  route: string;
  status: number;
  message: string;
  user_id: number | null;
  ip_address: string | null;
  created_at: string;
};

export type JobTable = {
  id: Generated<number>;
  type: string;
  payload: string;
  status: Generated<'pending' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};

export type Job = Selectable<JobTable>;

/** One row (id 1): raised by triggers whenever a screen's count may change (docs/0036). */
export type CountRevisionTable = {
  id: number;
  revision: number;
};
