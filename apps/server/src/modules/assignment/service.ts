import {
  AssignmentSettingsSchema,
  assignmentText,
  AUTO_ASSIGNED_BY,
  DEFAULT_CHAT_LIMIT,
  OFFER_SECONDS,
  type AssignmentSettings,
  type AssignmentView,
  type AttendantLoad,
} from '@ponte/domain/assignment';
import { nowIso, toCount, type Db, type Tx } from '../../db';
import { conflict, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { requireCustomer, takeWaitingChat } from '../customers/service';
import { activityRecorder } from '../logs/service';
import { readSettings, writeSettings } from '../settings/service';
import * as q from './queries';

const recordSettings = activityRecorder('settings');
const recordUser = activityRecorder('user');

const MODE_KEY = 'assignment_mode';
const LIMIT_KEY = 'assignment_default_limit';
/** Waiting chats looked at per distribution, the longest waiting first. */
const BATCH = 100;
/** How often every instance distributes (a clock-in, a pause's end or a closed chat free room). */
export const DISTRIBUTE_EVERY_MS = 5_000;

export async function assignmentSettings(db: Db | Tx): Promise<AssignmentSettings> {
  const s = await readSettings(db, [MODE_KEY, LIMIT_KEY]);
  const parsed = AssignmentSettingsSchema.safeParse({
    mode: s.get(MODE_KEY) ?? 'manual',
    default_limit: Number(s.get(LIMIT_KEY) ?? DEFAULT_CHAT_LIMIT),
  });
  return parsed.success ? parsed.data : { mode: 'manual', default_limit: DEFAULT_CHAT_LIMIT };
}

type Load = AttendantLoad & { offers: number };

const loadsOf = (rows: Awaited<ReturnType<typeof q.attendantLoads>>, defaultLimit: number): Load[] =>
  rows.map((r) => ({
    staff_id: r.id,
    name: r.name,
    status: r.status === 'break' ? 'break' : 'active',
    open_chats: toCount(r.open_chats),
    offers: toCount(r.offers),
    own_limit: r.chat_limit,
    limit: r.chat_limit ?? defaultLimit,
  }));

/** GET /api/assignment: the setting and each clocked-in staff member's load against their limit. */
export async function assignmentView(db: Db): Promise<AssignmentView> {
  const settings = await assignmentSettings(db);
  const loads = loadsOf(await q.attendantLoads(db), settings.default_limit);
  return { ...settings, attendants: loads.map(({ offers: _offers, ...load }) => load) };
}

export async function saveAssignmentSettings(ctx: ServerContext, actor: Actor, input: AssignmentSettings) {
  const at = nowIso();
  await ctx.db.transaction().execute(async (tx) => {
    // After any distribution under way, so none gives out chats in the mode being left.
    await q.lockDistribution(tx, ctx.dbKind);
    await writeSettings(tx, { [MODE_KEY]: input.mode, [LIMIT_KEY]: String(input.default_limit) }, at, actor.id);
    // Offers belong to 'offer' mode: another mode withdraws them.
    if (input.mode !== 'offer') await q.deleteAllOffers(tx);
    await recordSettings(tx, actor.id, 'update', null, {
      keys: [MODE_KEY, LIMIT_KEY],
      mode: input.mode,
      default_limit: input.default_limit,
    });
  });
  await distributeWaitingChats(ctx);
  return assignmentView(ctx.db);
}

export async function saveStaffLimit(ctx: ServerContext, actor: Actor, staffId: number, limit: number | null) {
  const row = await q.setStaffLimit(ctx.db, staffId, limit);
  if (!row) throw notFound('Atendente não encontrado');
  await recordUser(ctx.db, actor.id, 'update', staffId, { chat_limit: limit });
  await distributeWaitingChats(ctx);
  return assignmentView(ctx.db);
}

/**
 * A staff member takes a chat they were offered (or any chat still waiting): only while nobody
 * has it, in one conditional statement, so of two takers one gets it and the other a 409.
 */
export async function takeOfferedChat(ctx: ServerContext, actor: Actor, customerId: number) {
  await requireCustomer(ctx.db, customerId);
  const taken = await ctx.db.transaction().execute(async (tx) => {
    const row = await takeWaitingChat(tx, customerId, actor.id, actor.id);
    if (row) await q.deleteOfferOf(tx, customerId);
    return row;
  });
  if (!taken) throw conflict(assignmentText.offerTaken, 'chat_already_taken');
  ctx.realtime.toStaff('chat:updated', { userId: customerId, seller_id: actor.id });
  return { user_id: customerId, seller_id: actor.id, seller_name: actor.name };
}

/** Who gets the next chat: at work, under their limit, the fewest open chats (and offers), the longest clocked in. */
function pickAttendant(loads: Load[], except?: number | null): Load | undefined {
  const free = loads.filter((l) => l.status === 'active' && l.open_chats + l.offers < l.limit);
  const others = free.filter((l) => l.staff_id !== except);
  const pool = others.length ? others : free;
  return pool.reduce<Load | undefined>(
    (best, l) => (!best || l.open_chats + l.offers < best.open_chats + best.offers ? l : best),
    undefined,
  );
}

type Given = { customerId: number; name: string; staffId: number };

/**
 * Gives out the chats waiting for a person ('auto'), or offers each to one staff member
 * ('offer'; an offer not taken in OFFER_SECONDS goes to someone else), fairly: the fewest open
 * chats first, never past anyone's limit, never to someone on a break. One distribution at a
 * time (the lock), so concurrent ones count each other's chats. Answers what it gave or offered.
 */
export async function distributeWaitingChats(
  ctx: ServerContext,
  now = new Date(),
  options: { skipIfBusy?: boolean } = {},
): Promise<Given[]> {
  if ((await assignmentSettings(ctx.db)).mode === 'manual') return [];
  const run: { mode: AssignmentSettings['mode'] } = { mode: 'manual' };
  const given = await ctx.db.transaction().execute(async (tx) => {
    if (!(await q.lockDistribution(tx, ctx.dbKind, options.skipIfBusy))) return [];
    // Read again under the lock: a change to 'manual' saved meanwhile gives nothing out.
    const settings = await assignmentSettings(tx);
    run.mode = settings.mode;
    if (settings.mode === 'manual') return [];
    await q.deleteSpentOffers(tx);
    const loads = loadsOf(await q.attendantLoads(tx), settings.default_limit);
    if (!pickAttendant(loads)) return [];
    const out: Given[] = [];
    const expired = new Date(now.getTime() - OFFER_SECONDS * 1000).toISOString();
    for (const chat of await q.waitingChats(tx, BATCH)) {
      if (settings.mode === 'offer') {
        const offeredTo = loads.find((l) => l.staff_id === chat.offered_to);
        const live = chat.offered_at !== null && chat.offered_at > expired && offeredTo?.status === 'active';
        if (live) continue;
        const pick = pickAttendant(
          loads.map((l) => (l.staff_id === chat.offered_to ? { ...l, offers: l.offers - 1 } : l)),
          chat.offered_to,
        );
        if (!pick) break;
        await q.offerChat(tx, chat.id, pick.staff_id, nowIso(now));
        if (offeredTo) offeredTo.offers -= 1;
        loads.find((l) => l.staff_id === pick.staff_id)!.offers += 1;
        out.push({ customerId: chat.id, name: chat.name, staffId: pick.staff_id });
        continue;
      }
      const pick = pickAttendant(loads);
      if (!pick) break;
      const taken = await takeWaitingChat(tx, chat.id, pick.staff_id);
      if (!taken) continue;
      pick.open_chats += 1;
      out.push({ customerId: chat.id, name: taken.name, staffId: pick.staff_id });
    }
    return out;
  });
  for (const g of given) {
    if (run.mode === 'offer') {
      ctx.realtime.toUser(g.staffId, 'chat:offered', { userId: g.customerId, customer_name: g.name });
      continue;
    }
    ctx.realtime.toStaff('chat:updated', { userId: g.customerId, seller_id: g.staffId });
    ctx.realtime.toUser(g.staffId, 'chat:assigned', {
      userId: g.customerId,
      customer_name: g.name,
      by: AUTO_ASSIGNED_BY,
    });
  }
  return given;
}

/** Distributes now and every few seconds (clock-ins, ends of breaks and closed chats free room); stopping waits for a run under way. */
export function scheduleDistribution(
  ctx: ServerContext,
  onError: (err: unknown) => void,
  everyMs = DISTRIBUTE_EVERY_MS,
) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    // A run slower than the interval is not queued behind: the next tick after it does its work.
    if (running) return;
    running = distributeWaitingChats(ctx)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
