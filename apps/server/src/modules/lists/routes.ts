import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddProductSchema,
  CheckoutSessionResultSchema,
  CreateCheckoutSessionSchema,
  CreateListSchema,
  CustomerKeyParamsSchema,
  ListIdParamsSchema as IdParams,
  ListItemParamsSchema as ItemParams,
  ListPageSchema,
  ListQuerySchema,
  PaymentLinkResultSchema,
  PaymentLinkSchema,
  RemoveSubscriptionResultSchema,
  ShoppingListSchema,
  StoreEmailResultSchema,
  StoreEmailSchema,
  UpdateListSchema,
} from '@ponte/domain/lists';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok, okSchema } from '../../lib/reply';
import type { Actor } from '../../plugins/auth';
import { BOT_OR_STAFF_SECURITY } from '../../plugins/bot-auth';
import { customerLinkBase } from '../settings/service';
import { createCheckoutSession, createPaymentLink } from '../checkout/service';
import { listCharge } from './link-charge';
import { addProduct, removeItem } from './basket';
import {
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  removeSubscription,
  saveStoreEmail,
  updateShoppingList,
} from './service';

const listOk = { 200: okSchema(ShoppingListSchema) };
const done = { 200: okSchema(z.null()) };
const tags = ['lists'];

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const botOrStaffRoute = { config: { public: true }, onRequest: app.botOrStaff };
  /** What a link for the list charges (the typed amount or the quote) and the address links start with. */
  const chargeFor = async (actor: Actor, listId: number, body: { amount_brl?: number; club_discount?: boolean }) => {
    const base = await customerLinkBase(app.ctx);
    const opts = { amountBrl: body.amount_brl, clubDiscount: body.club_discount };
    return { list: await listCharge(app.db, actor, listId, opts), base };
  };

  app.get(
    '/shopping-lists',
    { ...staff, schema: { querystring: ListQuerySchema, response: { 200: ListPageSchema }, tags } },
    async (req) => listShoppingLists(app.db, req.query),
  );

  app.get('/shopping-lists/:id', { ...staff, schema: { params: IdParams, response: listOk, tags } }, async (req) =>
    ok(await getShoppingList(app.db, req.params.id)),
  );

  app.post(
    '/shopping-lists',
    {
      ...botOrStaffRoute,
      schema: {
        body: CreateListSchema,
        response: { 201: okSchema(ShoppingListSchema) },
        tags,
        security: BOT_OR_STAFF_SECURITY,
        description:
          'Creates a list for a customer (`user_id`, `name`, optional `subscription_id`). Staff token or the bot key (`x-bot-key`).',
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await createShoppingList(app.db, req.actor ?? null, req.body, req.ip))),
  );

  app.post(
    '/shopping-lists/add-product',
    {
      ...botOrStaffRoute,
      schema: {
        body: AddProductSchema,
        response: listOk,
        tags,
        security: BOT_OR_STAFF_SECURITY,
        description:
          'Adds a product to a list. With `woocommerce_product_id` the store product is looked up (its price, name, SKU, weight and image win; stock limits the quantity; the same product twice is one line). Without it, a free item at `product_price` (USD). Staff token or the bot key (`x-bot-key`).',
      },
    },
    async (req) => ok(await addProduct(app.db, req.actor ?? null, req.body, req.ip)),
  );

  app.put(
    '/shopping-lists/:id',
    { ...staff, schema: { params: IdParams, body: UpdateListSchema, response: listOk, tags } },
    async (req) => ok(await updateShoppingList(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/shopping-lists/:id', { ...staff, schema: { params: IdParams, response: done, tags } }, async (req) => {
    await deleteShoppingList(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });

  app.delete(
    '/shopping-list-items/:itemId',
    { ...staff, schema: { params: ItemParams, response: done, tags } },
    async (req) => {
      await removeItem(app.db, req.actor, req.params.itemId, req.ip);
      return ok(null);
    },
  );

  app.post(
    '/shopping-lists/:id/remove-subscription',
    { ...staff, schema: { params: IdParams, response: { 200: RemoveSubscriptionResultSchema }, tags } },
    async (req) => ({
      success: true as const,
      message: await removeSubscription(app.db, req.actor, req.params.id, req.ip),
    }),
  );

  app.post(
    '/shopping-lists/:id/payment-link',
    {
      ...staff,
      schema: {
        params: IdParams,
        body: PaymentLinkSchema.default({}),
        response: { 200: okSchema(PaymentLinkResultSchema) },
        tags,
        description:
          'Opens a checkout session at the server quote (or the typed `amount_brl`), sends the link to the customer on WhatsApp and keeps the message in the chat.',
      },
    },
    async (req) => {
      const { list, base } = await chargeFor(req.actor, req.params.id, req.body);
      return ok(await createPaymentLink(app.ctx, req.actor, list, base));
    },
  );

  app.post(
    '/checkout/create-session',
    {
      ...staff,
      schema: {
        body: CreateCheckoutSessionSchema,
        response: { 200: okSchema(CheckoutSessionResultSchema) },
        tags: ['checkout'],
      },
    },
    async (req) => {
      const { list, base } = await chargeFor(req.actor, req.body.shopping_list_id, req.body);
      return ok(await createCheckoutSession(app.db, req.actor, list, base));
    },
  );

  app.post(
    '/users/:id/email_woocomerce',
    {
      ...staff,
      schema: {
        params: CustomerKeyParamsSchema,
        body: StoreEmailSchema,
        response: { 200: okSchema(StoreEmailResultSchema) },
        tags: ['customers'],
      },
    },
    async (req) => ok(await saveStoreEmail(app.db, req.actor, req.params.id, req.body.email_woocomerce, req.ip)),
  );
};
