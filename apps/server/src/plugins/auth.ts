import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@ponte/domain/roles';
import { nowIso } from '../db';
import type { Staff } from '../db/types';
import { AppError, forbidden, unauthorized } from '../lib/errors';

/** `name`: how the staff member is named to people (their display name, else the username). */
export type Actor = { id: number; username: string; name: string; email: string; role: Role };
/** The token a staff call came with: its id (`jti`), its sign-in's row and when it expires. */
export type Credential = { tokenId: string; sessionId: number; expiresAt: Date };
/** Where a sign-in came from, kept with its session ('Minhas sessões'). */
export type SignInClient = { ip?: string | null; userAgent?: string | null };
/** A token's sign-in as the plugin needs it: whose, and whether it was ended. */
export type SessionState = { id: number; staff_id: number; ended_at: string | null; last_used_at: string };

declare module 'fastify' {
  interface FastifyInstance {
    requireRole: (...roles: Role[]) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signToken: (
      staff: Pick<Staff, 'id' | 'role' | 'token_version'>,
      client?: SignInClient,
      options?: { enrol?: boolean },
    ) => Promise<string>;
    /** Issue 33: the short-lived proof that the password was right, for the code step. */
    signChallenge: (staff: Pick<Staff, 'id' | 'token_version' | 'password_hash'>) => Promise<string>;
    /**
     * The staff id, token version and password mark a challenge names, or null (expired, forged,
     * not a challenge). The mark (a digest of the password hash) voids it once the password changes.
     */
    verifyChallenge: (challenge: string) => Promise<{ staffId: number; tv: unknown; pw: unknown } | null>;
    verifyToken: (token: string) => Promise<Actor | null>;
    /** The actor and the credential of a token, or null: the socket joins its session's room. */
    authenticateToken: (token: string) => Promise<{ actor: Actor; credential: Credential } | null>;
  }
  interface FastifyRequest {
    actor: Actor;
    credential: Credential;
  }
  interface FastifyContextConfig {
    /** Routes under /api that need no staff token (login, health, public checkout…). */
    public?: boolean;
    /** Issue 33: answers a token whose owner must still enrol a second factor (the enrolment, sign-out). */
    duringEnrolment?: boolean;
  }
}

type AuthOptions = {
  secret: string;
  expiresIn: string;
  /** A token's sign-in (its session row); given by app.ts so plugins import no module's SQL. */
  findSession: (tokenId: string) => Promise<SessionState | undefined>;
  /** Records a new sign-in: every token signed has its session, or it is refused. */
  openSession: (
    session: { tokenId: string; staffId: number; tokenVersion: number; expiresAt: Date } & SignInClient,
  ) => Promise<unknown>;
  /** Moves the session's 'last use' to now (at most once a minute a session). */
  touchSession: (sessionId: number, at: Date) => Promise<unknown>;
  /** The staff account a token names, deleted ones excluded; given by app.ts like findSession. */
  findStaff: (id: number) => Promise<Staff | undefined>;
  /** Records that the staff member was seen now (at most once a minute per person). */
  touchActivity: (id: number, at: string) => Promise<unknown>;
  /** Whether a second factor is on (a token signed for enrolment works fully once it is). */
  twoFactorEnabled: (id: number) => Promise<boolean>;
  /** How long a sign-in's code step may wait after the password. */
  challengeMinutes: number;
};

const ACTIVITY_TOUCH_INTERVAL_MS = 60_000;
const twoFactorSetupRequiredText =
  'Ative a verificação em duas etapas para continuar: ela é obrigatória para o seu perfil.';
/** A session's 'last use' is exact to the minute: one write a minute at most, whatever the calls. */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * Bearer JWTs for staff, each with its session row (issue 33). Every request re-reads the account
 * and the session, so a deactivated user, a changed role, a bumped token version or an ended
 * session takes effect at once instead of at token expiry.
 */
export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, opts) => {
    const key = new TextEncoder().encode(opts.secret);
    const lastTouch = new Map<number, number>();
    // Signature checks are the costly part of a call; a token already verified is remembered
    // until it expires. The account and the session are still read on every call (and by
    // every instance), so ending a session is immediate.
    const verified = new Map<string, { id: number; tv: unknown; jti: string; exp: number; enrol: boolean }>();
    const MAX_VERIFIED = 10_000;

    async function claims(token: string) {
      const hit = verified.get(token);
      if (hit && hit.exp * 1000 > Date.now()) return hit;
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['jti', 'exp'] });
      // A sign-in challenge is never a staff token, whatever else it carries.
      if (payload['purpose'] !== undefined) throw new Error('not a staff token');
      const entry = {
        id: Number(payload.sub),
        tv: payload['tv'],
        jti: String(payload.jti),
        exp: payload.exp ?? 0,
        enrol: payload['enrol'] === true,
      };
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(token, entry);
      return entry;
    }

    app.decorate(
      'signToken',
      async (
        staff: Pick<Staff, 'id' | 'role' | 'token_version'>,
        client?: SignInClient,
        options?: { enrol?: boolean },
      ) => {
        const tokenId = randomUUID();
        const token = await new SignJWT({
          role: staff.role,
          tv: staff.token_version,
          ...(options?.enrol ? { enrol: true } : {}),
        })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(staff.id))
          .setJti(tokenId)
          .setIssuedAt()
          .setExpirationTime(opts.expiresIn)
          .sign(key);
        const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000);
        await opts.openSession({ tokenId, staffId: staff.id, tokenVersion: staff.token_version, expiresAt, ...client });
        return token;
      },
    );

    app.decorate('signChallenge', (staff: Pick<Staff, 'id' | 'token_version' | 'password_hash'>) =>
      new SignJWT({ purpose: 'two-factor', tv: staff.token_version, pw: passwordMark(staff.password_hash) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(staff.id))
        .setIssuedAt()
        .setExpirationTime(`${opts.challengeMinutes}m`)
        .sign(key),
    );
    app.decorate('verifyChallenge', async (challenge: string) => {
      try {
        const { payload } = await jwtVerify(challenge, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        if (payload['purpose'] !== 'two-factor') return null;
        return { staffId: Number(payload.sub), tv: payload['tv'], pw: payload['pw'] };
      } catch {
        return null;
      }
    });

    async function authenticate(
      token: string,
    ): Promise<{ actor: Actor; credential: Credential; mustEnrol: boolean; lastUsedAt: string } | null> {
      let claim: Awaited<ReturnType<typeof claims>>;
      try {
        claim = await claims(token);
      } catch {
        return null;
      }
      // Outside the catch (issue 34): a database that does not answer is a 503 to retry, never a
      // sign-out; before, every staff member's screen went to the login page during an outage.
      const [staff, session] = await Promise.all([opts.findStaff(claim.id), opts.findSession(claim.jti)]);
      if (!staff || !staff.active || staff.token_version !== claim.tv) return null;
      if (!session || session.ended_at !== null || session.staff_id !== staff.id) return null;
      return {
        actor: {
          id: staff.id,
          username: staff.username,
          name: staff.display_name || staff.username,
          email: staff.email,
          role: staff.role,
        },
        credential: { tokenId: claim.jti, sessionId: session.id, expiresAt: new Date(claim.exp * 1000) },
        // Signed while a required second factor was missing: only the enrolment answers until it is on.
        mustEnrol: claim.enrol && !(await opts.twoFactorEnabled(staff.id)),
        lastUsedAt: session.last_used_at,
      };
    }

    // Everything but the API's own routes (sockets, the bot's shared routes, /metrics, checkjwt)
    // refuses a token whose owner must still enrol: only the enrolment calls answer it.
    const fullSession = async (token: string) => {
      const session = await authenticate(token);
      return session && !session.mustEnrol ? session : null;
    };
    app.decorate('verifyToken', async (token: string) => (await fullSession(token))?.actor ?? null);
    app.decorate('authenticateToken', fullSession);

    app.decorateRequest('actor', null as unknown as Actor);
    app.decorateRequest('credential', null as unknown as Credential);

    app.addHook('onRequest', async (req) => {
      if (!needsStaffToken(req)) return;
      const header = req.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      const session = token ? await authenticate(token) : null;
      if (!session) throw unauthorized();
      if (session.mustEnrol && req.routeOptions.config?.duringEnrolment !== true) {
        throw new AppError(403, twoFactorSetupRequiredText, undefined, 'two_factor_setup_required');
      }
      const { actor } = session;
      req.actor = actor;
      req.credential = session.credential;
      const now = Date.now();
      // Outside authenticate's catch: a failed write is the server's error, never a sign-out.
      if (Date.parse(session.lastUsedAt) + SESSION_TOUCH_INTERVAL_MS < now) {
        await opts.touchSession(session.credential.sessionId, new Date(now));
      }
      if ((lastTouch.get(actor.id) ?? 0) + ACTIVITY_TOUCH_INTERVAL_MS < now) {
        lastTouch.set(actor.id, now);
        await opts.touchActivity(actor.id, nowIso());
      }
    });

    // Used as a route-level onRequest hook: a wrong role gets 403 before its payload is even validated.
    app.decorate('requireRole', (...roles: Role[]) => async (req: FastifyRequest) => {
      if (!req.actor || !roles.includes(req.actor.role)) throw forbidden();
    });
  },
  { name: 'ponte-auth' },
);

/** A digest of a password hash: a challenge remembers which password it followed, and says nothing of it. */
export const passwordMark = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

/**
 * Decided on the route that matched, never on the raw URL: the router decodes `/%61pi/logout`
 * to the /api/logout route, so a test on req.url would let it through unauthenticated.
 * No matched route (the 404 handler) needs no token; the API docs are public.
 */
function needsStaffToken(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (!route || !route.startsWith('/api/')) return false;
  if (route === '/api/docs' || route.startsWith('/api/docs/')) return false;
  return req.routeOptions.config?.public !== true;
}
