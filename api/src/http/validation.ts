import type { ZodType } from 'zod';
import { badRequest, notFound } from './errors.js';

/** Parses a request body or query with the resource's schema; a failure becomes a 400 with per-field messages. */
export function validate<T>(schema: ZodType<T>, input: unknown): T {
  return schema.parse(input ?? {});
}

/** Parses a numeric route id; anything else is the resource's 404, never a 500. */
export function parseId(value: string | undefined, notFoundMessage: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw notFound(notFoundMessage);
  return id;
}

/**
 * A related record chosen in a body (a client, a product...) must exist and be active: otherwise a
 * 400 whose message is also the error of `field`.
 */
export function requireActive<R extends Record<string, unknown>>(
  row: R | undefined,
  field: string,
  notFoundMessage: string,
  inactiveMessage: (row: R) => string,
): R {
  if (!row) throw badRequest(notFoundMessage, { [field]: notFoundMessage });
  if (!row.active) {
    const message = inactiveMessage(row);
    throw badRequest(message, { [field]: message });
  }
  return row;
}
