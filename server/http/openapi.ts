import { z } from 'zod';

interface RouteDoc {
  tags: string[];
  summary: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  data?: z.ZodType;
  consumes?: string[];
  auth?: boolean;
}

/**
 * Route schema for the OpenAPI document only: the app's validator and serializer compilers are
 * pass-through, so the zod contract (parseInput) stays the one validator.
 */
export function doc(d: RouteDoc) {
  const json = (s: z.ZodType) => z.toJSONSchema(s, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  const envelope = {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      ...(d.data ? { data: z.toJSONSchema(d.data, { target: 'openapi-3.0', unrepresentable: 'any' }) } : {}),
    },
  };
  return {
    tags: d.tags,
    summary: d.summary,
    ...(d.body ? { body: json(d.body) } : {}),
    ...(d.querystring ? { querystring: json(d.querystring) } : {}),
    ...(d.consumes ? { consumes: d.consumes } : {}),
    ...(d.auth ? { security: [{ bearerAuth: [] }] } : {}),
    response: { 200: envelope },
  };
}
