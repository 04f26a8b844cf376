import type { Context } from 'koa';
import type { z } from 'zod';
import { ValidationError } from '../errors';

/** Sets a success envelope on the response. */
export function ok<T>(ctx: Context, data: T, message = 'OK', status = 200): void {
  ctx.status = status;
  ctx.body = { success: true, data, message };
}

/** Turns zod issues into `errors` keyed by field path, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] ??= `Unknown field: ${key}`;
      continue;
    }
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses input with a contracts schema; a failure is a 400 with the SPEC's field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
