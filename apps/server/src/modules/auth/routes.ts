import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckJwtBodySchema,
  CheckJwtResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  SignedInSchema,
} from '@ponte/domain/auth';
import { LoginTwoFactorBodySchema, TWO_FACTOR_CHALLENGE_MINUTES } from '@ponte/domain/two-factor';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ChangePasswordBodySchema, EndedSessionsSchema } from '@ponte/domain/staff-sessions';
import { ok, okSchema } from '../../lib/reply';
import { challengeExpired, changeOwnPassword, completeTwoFactorSignIn, login, logout, toSessionUser } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ loginRateLimit: number }> = async (app, opts) => {
  app.post(
    '/login',
    {
      config: { public: true, rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } },
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema }, tags: ['auth'] },
    },
    async (req) => {
      const outcome = await login(app.db, { login: req.body.email, password: req.body.password, ip: req.ip });
      if (outcome.twoFactor)
        return { success: true as const, two_factor: true as const, challenge: await app.signChallenge(outcome.staff) };
      const client = { ip: req.ip, userAgent: req.headers['user-agent'] };
      const token = await app.signToken(outcome.staff, client, { enrol: outcome.mustEnrol });
      return {
        success: true as const,
        token,
        user: toSessionUser(outcome.staff),
        ...(outcome.mustEnrol ? { two_factor_setup_required: true } : {}),
      };
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { public: true, rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        body: LoginTwoFactorBodySchema,
        response: { 200: SignedInSchema },
        tags: ['auth'],
        description: `Issue 33: the code step of a sign-in, with the challenge the password step answered (valid ${TWO_FACTOR_CHALLENGE_MINUTES} min). The code is the app's 6 digits (each time step once) or a recovery code (each once). 400 \`invalid_two_factor_code\`, 401 \`two_factor_challenge_expired\`; guesses count against the sign-in lockout (429).`,
      },
    },
    async (req) => {
      const challenge = await app.verifyChallenge(req.body.challenge);
      if (!challenge) throw challengeExpired();
      const staff = await completeTwoFactorSignIn(app.db, { ...challenge, code: req.body.code, ip: req.ip });
      const token = await app.signToken(staff, { ip: req.ip, userAgent: req.headers['user-agent'] });
      return { success: true as const, token, user: toSessionUser(staff) };
    },
  );

  app.post(
    '/checkjwt',
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { body: CheckJwtBodySchema, response: { 200: CheckJwtResponseSchema }, tags: ['auth'] },
    },
    async (req) => {
      const actor = await app.verifyToken(req.body.token);
      return actor ? { valid: true, user: toSessionUser(actor) } : { valid: false };
    },
  );

  app.post(
    '/logout',
    {
      config: { duringEnrolment: true },
      schema: {
        response: { 200: okSchema(z.null()) },
        tags: ['auth'],
        description: 'Signs out the token of this call at once; other sessions of the account stay.',
      },
    },
    async (req) => {
      await logout(app.ctx, req.actor, req.credential, req.ip);
      return { success: true as const, data: null };
    },
  );

  app.post(
    '/me/password',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        body: ChangePasswordBodySchema,
        response: { 200: okSchema(EndedSessionsSchema) },
        tags: ['auth'],
        description:
          "Changes the caller's own password. A wrong current password answers 400 on `current_password` and counts against the sign-in lockout (429 past it); `end_other_sessions` (default true) ends the caller's other sessions.",
      },
    },
    async (req) => ok(await changeOwnPassword(app.ctx, req.actor, req.credential, req.body, req.ip)),
  );
};
