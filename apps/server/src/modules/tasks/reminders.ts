import { addDays, shopToday } from '@ponte/domain/dates';
import { NOTIFICATION_DAYS } from '@ponte/domain/notification-texts';
import { nowIso } from '../../db';
import type { ServerContext } from '../../lib/context';
import { tellTaskPeople } from './notices';
import * as q from './queries';
import { repeatEvery } from '../../lib/repeat';

/** How often each instance looks for reminders due: they go out within a minute of their moment. */
export const TASK_REMINDER_EVERY_MS = 60_000;

/**
 * Due-date reminders (docs/0048), in shop (São Paulo) days: 'vence amanhã' once the day before
 * the due date has begun, 'atrasada' once the day after it has begun, each once per task and
 * due date. Only open tasks: completing or cancelling one cancels what has not gone yet, and a
 * new due date is reminded of again. An overdue reminder is not sent for a due date more than
 * the bell's 7 days past (a server that was off, tasks overdue before this existed): the
 * 'Atrasadas' filter shows those. Any number of instances may run this at once: each reminder
 * row is inserted by one of them only (unique index), and only that one tells anyone.
 * Returns how many reminders were sent.
 */
export async function runTaskReminders(ctx: Pick<ServerContext, 'db' | 'realtime'>, now = new Date()) {
  const today = shopToday(now);
  const at = nowIso(now);
  const tomorrow = addDays(today, 1);
  const [soon, overdue] = await Promise.all([
    q.insertReminders(ctx.db, 'due_soon', { fromDay: tomorrow, toDay: tomorrow }, at),
    q.insertReminders(
      ctx.db,
      'overdue',
      { fromDay: addDays(today, -NOTIFICATION_DAYS), toDay: addDays(today, -1) },
      at,
    ),
  ]);
  const sent = [
    ...soon.map((r) => ({ ...r, kind: 'due_soon' as const })),
    ...overdue.map((r) => ({ ...r, kind: 'overdue' as const })),
  ];
  if (sent.length === 0) return 0;
  const tasks = new Map(
    (await q.findNoticeTargets(ctx.db, [...new Set(sent.map((r) => r.task_id))])).map((t) => [t.id, t]),
  );
  for (const reminder of sent) {
    const task = tasks.get(reminder.task_id);
    if (task) tellTaskPeople(ctx, task, { kind: reminder.kind, by: null });
  }
  return sent.length;
}

/** Looks for due reminders now and every minute; stopping waits for a run under way. */
export const scheduleTaskReminders = (
  ctx: Pick<ServerContext, 'db' | 'realtime'>,
  onError: (err: unknown) => void,
  everyMs = TASK_REMINDER_EVERY_MS,
) => repeatEvery(() => runTaskReminders(ctx), onError, everyMs);
