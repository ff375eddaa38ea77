import type { ZodType } from 'zod';
import { notFound } from '../errores.js';

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
