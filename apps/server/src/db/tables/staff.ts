import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Staff accounts, their work shifts and breaks, and signed-out tokens.

export type StaffTable = {
  id: Generated<number>;
  username: string;
  /** The name people know them by, shown wherever they are named; null or '': the username (migration 0059). */
  display_name: Generated<string | null>;
  email: string;
  password_hash: string;
  role: 'admin' | 'operador' | 'trainee';
  active: number;
  /** Bumped to end every token issued before (deactivation, password change). */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
  last_activity: string | null;
  deleted_at: string | null;
  /** Their own limit of open conversations (migration 0066); null: the shop's default. */
  chat_limit: Generated<number | null>;
};

export type AttendanceTable = {
  id: Generated<number>;
  user_id: number;
  clock_in: string;
  clock_out: string | null;
  total_hours: number | null;
  status: 'active' | 'break' | 'finished';
};

/** At most one open break (end_time null) per shift: a unique partial index. */
export type AttendanceBreakTable = {
  id: Generated<number>;
  attendance_id: number;
  user_id: number;
  start_time: string;
  end_time: string | null;
  duration_minutes: number | null;
  reason: string;
};

/**
 * One sign-in (migration 0067): its token is accepted while `ended_at` is null and it has not
 * expired. `ended_by`: who ended it (the owner signing out or ending it, an admin); null while open.
 */
export type StaffSessionTable = {
  id: Generated<number>;
  token_id: string;
  staff_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  ended_at: string | null;
  ended_by: number | null;
  /** The account's token version at sign-in (migration 0068): bumped since, the session is over. */
  token_version: Generated<number>;
};

/** Issue 33: a staff member's second factor (migration 0068); `secret` and `pending_secret` are sealed. */
export type StaffTwoFactorTable = {
  staff_id: number;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: string | null;
  /** The TOTP time step of the last code accepted: a code is accepted once. */
  last_step: number | null;
  updated_at: string;
};

/** A one-time recovery code, as the SHA-256 of what was shown. */
export type StaffRecoveryCodeTable = {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
};

/** Sign-in attempts of one account from one address within the current window (docs/0029). */
export type SignInAttemptTable = {
  attempt_key: string;
  count: number;
  since: string;
};

export type Staff = Selectable<StaffTable>;
export type NewStaff = Insertable<StaffTable>;
export type StaffUpdate = Updateable<StaffTable>;
export type Attendance = Selectable<AttendanceTable>;
export type AttendanceBreak = Selectable<AttendanceBreakTable>;

/** What a staff member has seen of the bell's feed (migration 0034): one row each, raised only. */
export type NotificationReadTable = {
  staff_id: number;
  /** The last incoming message seen: messages carry the gateway's time, so they are read by id. */
  message_id: number;
  /** Escalations, task assignments and sales stamped up to this time were seen. */
  read_at: string;
};
