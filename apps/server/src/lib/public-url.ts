import type { FastifyRequest } from 'fastify';

/** Links sent to customers: PUBLIC_URL when set, otherwise the address this request came to. */
export const baseUrlOf = (publicUrl: string | null, req: FastifyRequest) => publicUrl ?? `${req.protocol}://${req.host}`;
