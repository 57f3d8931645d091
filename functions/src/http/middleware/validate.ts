import { ERROR } from '@reshelf/domain';
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError } from '../../lib/errors';

/** Parses input with a domain schema; a failure is 400 with one message (a VALIDATION key) per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw new HttpError('invalid', ERROR.invalid, fields);
}

/** Replaces the body with the parsed one: unknown fields dropped, values normalised. */
export const validate =
  (schema: z.ZodType): RequestHandler =>
  (req, _res, next) => {
    req.body = parseInput(schema, req.body ?? {});
    next();
  };

/** A single path parameter such as `:id`. */
export function pathParam(req: Request, name: string): string {
  const value = req.params[name];
  if (typeof value !== 'string') throw new Error(`The route has no :${name}`);
  return value;
}
