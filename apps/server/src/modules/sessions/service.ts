import { describeDevice, sessionText, type StaffSession } from '@ponte/domain/staff-sessions';
import { nowIso, type Db } from '../../db';
import type { ServerContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Actor, Credential, SessionState, SignInClient } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { findStaffById } from '../users/service';
import * as q from './queries';

const recordUser = activityRecorder('user');

/**
 * Issue 33, sessions a person can see. Every token the server signs has a row here (the auth
 * plugin opens it); a token is accepted while its row is open. Ending one is a conditional
 * UPDATE, so two clicks or two admins end it once.
 */

// What a browser sends as its user agent is capped: a row holds what a screen shows.
const USER_AGENT_MAX = 400;

/** Called by the auth plugin for every token it signs; long-expired rows go at the same time. */
export async function openSession(
  db: Db,
  session: { tokenId: string; staffId: number; tokenVersion: number; expiresAt: Date } & SignInClient,
): Promise<void> {
  const now = nowIso();
  await q.insertSession(db, {
    token_id: session.tokenId,
    staff_id: session.staffId,
    created_at: now,
    last_used_at: now,
    expires_at: session.expiresAt.toISOString(),
    ip: session.ip ?? null,
    user_agent: session.userAgent ? session.userAgent.slice(0, USER_AGENT_MAX) : null,
    token_version: session.tokenVersion,
  });
  await q.deleteExpiredSessions(db, now);
}

export const findSession = (db: Db, tokenId: string): Promise<SessionState | undefined> =>
  q.findSessionByToken(db, tokenId);

export const touchSession = (db: Db, sessionId: number, at: Date) =>
  q.touchSession(db, sessionId, at.toISOString(), new Date(at.getTime() - 60_000).toISOString());

async function sessionsOf(db: Db, staffId: number, currentId: number | null): Promise<StaffSession[]> {
  return (await q.listOpenSessions(db, staffId, nowIso())).map((r) => ({
    id: r.id,
    device: describeDevice(r.user_agent),
    ip: r.ip,
    created_at: r.created_at,
    last_used_at: r.last_used_at,
    current: r.id === currentId,
  }));
}

/** 'Minhas sessões': the caller's open sessions, theirs marked `current`. */
export const listMySessions = (db: Db, actor: Actor, credential: Credential) =>
  sessionsOf(db, actor.id, credential.sessionId);

async function end(
  ctx: ServerContext,
  by: Actor,
  staffId: number,
  scope: { only?: number; except?: number },
  ip: string,
): Promise<number[]> {
  const ended = await q.endSessions(ctx.db, staffId, scope, nowIso(), by.id);
  if (ended.length === 0) return ended;
  ctx.realtime.endSessions(ended);
  await recordUser(ctx.db, by.id, 'logout', staffId, { sessions_ended: ended.length, by_admin: by.id !== staffId }, ip);
  return ended;
}

/** Signs out the token of this call (POST /api/logout): its session ends at once, others stay. */
export async function endCurrentSession(ctx: ServerContext, actor: Actor, credential: Credential, ip: string) {
  await end(ctx, actor, actor.id, { only: credential.sessionId }, ip);
}

/** One of my sessions; 404 when it is not mine or no longer open. */
export async function endMySession(ctx: ServerContext, actor: Actor, sessionId: number, ip: string): Promise<void> {
  const ended = await end(ctx, actor, actor.id, { only: sessionId }, ip);
  if (ended.length === 0) throw notFound(sessionText.notFound);
}

/** Every session of mine but the one asking: the count ended. */
export async function endMyOtherSessions(ctx: ServerContext, actor: Actor, credential: Credential, ip: string) {
  return (await end(ctx, actor, actor.id, { except: credential.sessionId }, ip)).length;
}

async function member(db: Db, staffId: number) {
  const staff = await findStaffById(db, staffId);
  if (!staff) throw notFound();
  return staff;
}

/** An admin's view of a member's open sessions ('Sessões' on /gerenciar-usuarios). */
export async function listMemberSessions(db: Db, admin: Actor, credential: Credential, staffId: number) {
  await member(db, staffId);
  return sessionsOf(db, staffId, staffId === admin.id ? credential.sessionId : null);
}

export async function endMemberSession(
  ctx: ServerContext,
  admin: Actor,
  staffId: number,
  sessionId: number,
  ip: string,
): Promise<void> {
  await member(ctx.db, staffId);
  const ended = await end(ctx, admin, staffId, { only: sessionId }, ip);
  if (ended.length === 0) throw notFound(sessionText.notFound);
}

/** Every session of someone else, ended by an admin's act (a second factor reset or required): the count. */
export async function endEverySessionOf(ctx: ServerContext, by: Actor, staffId: number, ip: string) {
  return (await end(ctx, by, staffId, {}, ip)).length;
}

/** All of a member's sessions; an admin ending their own keeps the one asking. */
export async function endMemberSessions(
  ctx: ServerContext,
  admin: Actor,
  credential: Credential,
  staffId: number,
  ip: string,
): Promise<number> {
  await member(ctx.db, staffId);
  const scope = staffId === admin.id ? { except: credential.sessionId } : {};
  return (await end(ctx, admin, staffId, scope, ip)).length;
}
