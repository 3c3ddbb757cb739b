import { z } from 'zod';
import { okSchema } from './reply';

/** What a JSON route takes besides its answer: the request's schemas and its text in /api/docs. */
type RequestParts = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  description?: string;
};

/**
 * The route options of the JSON routes one guard lets through: `route(parts, Data)` is
 * `{ onRequest, schema: { ...parts, response: { 200: okSchema(Data) }, tags } }`, a route that
 * answers `{ success: true, data }` (docs/0015); `route(parts, Data, 201)` one that creates.
 * Routes that answer a page, a file or HTML declare their options in full.
 */
export const okRoutes =
  <Guard>(onRequest: Guard, tags: string[]) =>
  <Parts extends RequestParts, Data extends z.ZodType, Status extends 200 | 201 = 200>(
    parts: Parts,
    data: Data,
    status: Status = 200 as Status,
  ) => ({
    onRequest,
    schema: {
      ...parts,
      response: { [status]: okSchema(data) } as Record<Status, ReturnType<typeof okSchema<Data>>>,
      tags,
    },
  });

/** The path of a route about one staff member (sessions, two-factor): `{id}`, a positive 32-bit integer. */
export const MemberParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive('ID inválido')
    .max(2 ** 31 - 1),
});
