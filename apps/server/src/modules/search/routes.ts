import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResultSchema } from '@ponte/domain/search';
import { ok, okSchema } from '../../lib/reply';
import { CHAT_READERS } from '../chats/service';
import { searchEverything } from './service';

/**
 * GET /api/search: the top bar's 'Buscar usuários, mensagens...'. It shows customers and their
 * messages, so it is open to those who read chats (GET /api/users/:id's rule).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      onRequest: app.requireRole(...CHAT_READERS),
      schema: { tags: ['search'], querystring: SearchQuerySchema, response: { 200: okSchema(SearchResultSchema) } },
    },
    async (req) => ok(await searchEverything(app.db, req.query)),
  );
};
