import { z } from '@hono/zod-openapi';

/** The pieces every route's OpenAPI entry is written with (the handlers validate; these only document). */

/** A JSON request body of `schema`. */
export const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** A JSON answer, described in words (its shape is the handler's). */
export const answer = (description: string) => ({ description, content: { 'application/json': { schema: z.object({}).passthrough() } } });

/** Every documented call sends `Authorization: Bearer <token>`. */
export const security = [{ bearer: [] }];
