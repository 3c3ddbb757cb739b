import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import {
  RecoveryCodesSchema,
  TwoFactorCodeBodySchema,
  TwoFactorPolicySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '@ponte/domain/two-factor';
import type { Db } from '../../db';
import { ok, okSchema } from '../../lib/reply';
import { MemberParamsSchema, okRoutes } from '../../lib/route';
import {
  confirmSetup,
  disableOwn,
  regenerateRecoveryCodes,
  resetMember,
  saveTwoFactorPolicy,
  startSetup,
  twoFactorPolicy,
  twoFactorStatus,
  type GuessTurn,
} from './service';

const tags = ['two-factor'];

/**
 * Issue 33, two-factor sign-in. The sign-in's code step is POST /api/login/two-factor (auth).
 * `guessTurn` is the sign-in lockout (the auth module's), given by src/modules.ts: every code guessed
 * here counts with the passwords.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  guessTurn: (db: Db, staffId: number, ip: string) => GuessTurn;
}> = async (app, opts) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);
  const enrolment = { duringEnrolment: true };
  const codes = okSchema(RecoveryCodesSchema);

  app.get(
    '/me/two-factor',
    { onRequest: staff, config: enrolment, schema: { response: { 200: okSchema(TwoFactorStatusSchema) }, tags } },
    async (req) => ok(await twoFactorStatus(app.db, req.actor)),
  );

  app.post(
    '/me/two-factor/setup',
    {
      onRequest: staff,
      config: enrolment,
      schema: {
        response: { 200: okSchema(TwoFactorSetupSchema) },
        tags,
        description:
          'A new secret to enrol (its QR code and the key in groups of four); nothing is on until /enable. 409 when already on.',
      },
    },
    async (req) => ok(await startSetup(app.db, req.actor)),
  );

  app.post(
    '/me/two-factor/enable',
    {
      onRequest: staff,
      config: { ...enrolment, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: TwoFactorCodeBodySchema,
        response: { 200: codes },
        tags,
        description:
          'Confirms the enrolment with a code of the new secret; answers the ten recovery codes, shown this once. 400 `invalid_two_factor_code`; guesses count against the sign-in lockout (429).',
      },
    },
    async (req) =>
      ok(await confirmSetup(app.db, req.actor, req.body.code, opts.guessTurn(app.db, req.actor.id, req.ip), req.ip)),
  );

  app.post(
    '/me/two-factor/recovery-codes',
    {
      onRequest: staff,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: TwoFactorCodeBodySchema,
        response: { 200: codes },
        tags,
        description: 'New recovery codes after a code; the old ones stop working.',
      },
    },
    async (req) =>
      ok(
        await regenerateRecoveryCodes(
          app.db,
          req.actor,
          req.body.code,
          opts.guessTurn(app.db, req.actor.id, req.ip),
          req.ip,
        ),
      ),
  );

  app.post(
    '/me/two-factor/disable',
    {
      onRequest: staff,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: TwoFactorCodeBodySchema,
        response: { 200: okSchema(z.null()) },
        tags,
        description: '409 `two_factor_required` while the shop requires it of the caller’s role.',
      },
    },
    async (req) => {
      await disableOwn(app.db, req.actor, req.body.code, opts.guessTurn(app.db, req.actor.id, req.ip), req.ip);
      return ok(null);
    },
  );

  app.delete(
    '/users/:id/two-factor',
    adminRoute(
      {
        params: MemberParamsSchema,
        description:
          "Resets a member's second factor (a lost phone): recorded in the activity log. 409 when it is off.",
      },
      z.null(),
    ),
    async (req) => {
      await resetMember(app.ctx, req.actor, req.params.id, req.ip);
      return ok(null);
    },
  );

  app.get('/two-factor/policy', adminRoute({}, TwoFactorPolicySchema), async () => ok(await twoFactorPolicy(app.db)));

  app.put(
    '/two-factor/policy',
    adminRoute(
      {
        body: TwoFactorPolicySchema,
        description: 'Whether admins and supervisors must enrol a second factor (asked at their next sign-in).',
      },
      TwoFactorPolicySchema,
    ),
    async (req) => ok(await saveTwoFactorPolicy(app.ctx, req.actor, req.body.required, req.ip)),
  );
};
