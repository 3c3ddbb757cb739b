import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Routes marked `config.public` (login, health, webhooks, the customer's checkout) take no bearer token, and the OpenAPI document says so. */
const markPublicRoutes: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  if (input.route.config?.public !== true || out.schema?.security !== undefined) return out;
  return { ...out, schema: { ...out.schema, security: [] } };
};

/** The OpenAPI document of every route, from their zod schemas, and its reader at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ponte API',
        version: '0.1.0',
        description: 'Staff back-office API. Staff calls carry `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          botKey: { type: 'apiKey', in: 'header', name: 'x-bot-key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: markPublicRoutes,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
