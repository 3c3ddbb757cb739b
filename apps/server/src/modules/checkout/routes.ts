import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppmaxWebhookUrlSchema,
  CheckoutHelpSchema,
  CheckoutSessionViewSchema,
  CheckoutTokenParamsSchema as TokenParams,
  expiredCardDetails,
  InstallmentOptionSchema,
  PaymentResultSchema,
  ProcessPaymentSchema,
  SaleCreatedSchema,
} from '@ponte/domain/checkout';
import { cardText } from '@ponte/domain/cards';
import { ListIdParamsSchema as IdParams } from '@ponte/domain/lists';
import { badRequest } from '../../lib/errors';
import { ok, okSchema } from '../../lib/reply';
import { customerLinkBase, publicUrlInUse, shopWhatsapp } from '../settings/service';
import { boletoTestPage } from './boleto-page';
import { appmaxWebhookPath, appmaxWebhookSecret, handleAppmaxNotification } from './webhook';
import { processPayment } from './process-payment';
import { checkoutInstallments, checkoutView, confirmListPayment } from './service';

const IdempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().trim().min(8).max(100).optional() });
const tags = ['checkout'];
const publicRoute = (max: number) => ({ public: true, rateLimit: { max, timeWindow: '1 minute' } });

/** The customer's public checkout (spec 2 §2, §7) and the staff confirmation of a manual payment. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The customer's own page asks these: without a known public address, a path relative to
  // that page still works, and nothing is taken from the request's Host header.
  const pageBase = async () => (await publicUrlInUse(app.ctx)) ?? '';

  app.get(
    '/checkout/boleto-teste/:ref',
    { config: publicRoute(60), schema: { params: z.object({ ref: z.string().max(60) }), tags, hide: true } },
    async (req, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(boletoTestPage(req.params.ref)),
  );

  // The help the public pages offer, even when the link itself leads nowhere (no session to ask).
  app.get(
    '/checkout/help',
    {
      config: publicRoute(120),
      schema: {
        response: { 200: okSchema(CheckoutHelpSchema) },
        tags,
        security: [],
        description: "Public: the shop's WhatsApp (digits with 55) for the checkout pages' help, or null.",
      },
    },
    async () => ok({ whatsapp: await shopWhatsapp(app.db) }),
  );

  app.get(
    '/checkout/:token',
    {
      config: publicRoute(120),
      schema: {
        params: TokenParams,
        response: { 200: okSchema(CheckoutSessionViewSchema) },
        tags,
        security: [],
        description: 'Public: the checkout session of a payment link.',
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await checkoutView(app.ctx, req.params.token, await pageBase()));
    },
  );

  app.get(
    '/checkout/:token/installments',
    {
      config: publicRoute(120),
      schema: {
        params: TokenParams,
        response: { 200: okSchema(z.array(InstallmentOptionSchema)) },
        tags,
        security: [],
      },
    },
    async (req) => ok(await checkoutInstallments(app.db, req.params.token, await pageBase())),
  );

  app.post(
    '/checkout/:token/process-payment',
    {
      config: publicRoute(20),
      schema: {
        params: TokenParams,
        headers: IdempotencyHeaders,
        body: ProcessPaymentSchema,
        response: { 200: okSchema(PaymentResultSchema) },
        tags,
        security: [],
        description:
          'Public: pays the session at its own amount. Send an `Idempotency-Key` header; a retry with the same key answers the first result without charging again.',
      },
    },
    async (req) => {
      // A card past its month, by the server's clock (a schema reads none): a bad body, refused before any claim.
      const expired = expiredCardDetails(req.body, new Date());
      if (expired) throw badRequest(cardText.expired, expired, 'invalid_input');
      return ok(
        await processPayment(app.ctx, req.params.token, req.body, {
          idempotencyKey: req.headers['idempotency-key'],
          ip: req.ip,
          baseUrl: await pageBase(),
        }),
      );
    },
  );

  // Appmax posts payment notifications here; the secret in the path stands in for a signature.
  app.post(
    '/webhook/appmax/:secret',
    {
      config: { public: true, rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: { params: z.object({ secret: z.string().max(100) }), tags, hide: true },
    },
    async (req) => ({
      success: true as const,
      data: { outcome: await handleAppmaxNotification(app.ctx, req.params.secret, req.body) },
    }),
  );

  app.get(
    '/checkout/appmax-webhook',
    { onRequest: app.requireRole('admin'), schema: { response: { 200: okSchema(AppmaxWebhookUrlSchema) }, tags } },
    async () =>
      ok({ url: `${await customerLinkBase(app.ctx)}${appmaxWebhookPath(await appmaxWebhookSecret(app.db))}` }),
  );

  app.post(
    '/shopping-lists/:id/confirm-payment',
    {
      onRequest: app.requireRole('admin', 'operador'),
      schema: { params: IdParams, response: { 200: okSchema(SaleCreatedSchema) }, tags: ['lists'] },
    },
    async (req) => ok(await confirmListPayment(app.ctx, req.actor.id, req.params.id)),
  );
};
