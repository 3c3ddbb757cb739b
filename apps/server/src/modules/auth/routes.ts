import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckJwtBodySchema, CheckJwtResponseSchema, LoginBodySchema, LoginResponseSchema } from '@ponte/domain/auth';
import { okSchema } from '../../lib/reply';
import { login, logout, toSessionUser } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ loginRateLimit: number }> = async (app, opts) => {
  app.post(
    '/login',
    {
      config: { public: true, rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } },
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema }, tags: ['auth'] },
    },
    async (req) => {
      const staff = await login(app.db, { login: req.body.email, password: req.body.password, ip: req.ip });
      return { success: true as const, token: await app.signToken(staff), user: toSessionUser(staff) };
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
      schema: {
        response: { 200: okSchema(z.null()) },
        tags: ['auth'],
        description: 'Signs out the token of this call at once; other sessions of the account stay.',
      },
    },
    async (req) => {
      await logout(app.db, req.actor, req.credential, req.ip);
      return { success: true as const, data: null };
    },
  );
};
