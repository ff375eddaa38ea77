import type { Context } from 'koa';
import type { ZodType } from 'zod';
import { soloVersionSchema, VERSION_INVALIDA, versionVista } from '#dominio/campos';
import { badRequest } from '../errores.js';
import { validate } from './validation.js';

// The version an edit was made from (versiones.ts checks it): the If-Match header ("3", W/"3" or 3;
// * is any version) or the body's Version; If-Match wins when both come. And the ETag of a record.

const IF_MATCH = /^(?:W\/)?"(\d+)"$|^(\d+)$/;

function versionPedida(ctx: Context, delCuerpo: number | undefined): number | undefined {
  const ifMatch = ctx.get('If-Match').trim();
  if (ifMatch === '') return delCuerpo;
  if (ifMatch === '*') return undefined;
  const [, entreComillas, suelto] = IF_MATCH.exec(ifMatch) ?? [];
  const version = versionVista.safeParse(entreComillas ?? suelto);
  if (!version.success) throw badRequest(VERSION_INVALIDA, { Version: VERSION_INVALIDA });
  return version.data;
}

/** An edit's body parsed with `schema`, without its Version (checked, never written), and the version to check. */
export function parseVersionedBody<T extends { Version?: number }>(
  ctx: Context,
  schema: ZodType<T>,
): { datos: Omit<T, 'Version'>; version: number | undefined } {
  const { Version, ...datos } = validate(schema, ctx.request.body);
  return { datos, version: versionPedida(ctx, Version) };
}

/** The version to check of an edit that sends nothing else (an inactivation, a deletion). */
export const sentVersion = (ctx: Context) => parseVersionedBody(ctx, soloVersionSchema).version;

/** `ETag: "<Version>"` of one record that carries its version: a detail, a write's answer, a stale edit's 409. */
export function tagVersion(ctx: Context, registro: unknown): void {
  const version = (registro as { Version?: unknown } | null | undefined)?.Version;
  if (typeof version === 'number') ctx.set('ETag', `"${version}"`);
}
