import type { Knex } from 'knex';
import type { Context } from 'koa';
import { claveIdempotencia, IDEMPOTENCY_KEY, IDEMPOTENT_REPLAYED, MENSAJES_IDEMPOTENCIA } from '#dominio/idempotencia';
import type { Config } from '../config.js';
import { badRequest } from '../errores.js';
import { sessionOf } from '../http/auth.js';
import { answerWritten } from '../http/envelopes.js';
import { conClave, huellaDe } from './claves.js';

// The routes' side of the protocol (claves.ts): the header read, the request's fingerprint, and the answer,
// first or replayed, as `answerWritten` gives it. A route validates its body before: a 400 takes no key.

/** What a write route answers: its message, its record and its status (200 unless told; 201 on a create). */
export interface Escrito {
  mensaje: string;
  data: unknown;
  estado?: number;
}

/** A write's answer without a key, as `answerWritten` gives it. */
export function responder(ctx: Context, { mensaje, data, estado }: Escrito) {
  answerWritten(ctx, mensaje, data, estado);
}

/** The header's key; undefined when absent, 400 when not 1 to 100 characters. */
function claveDe(ctx: Context): string | undefined {
  const valor = ctx.get(IDEMPOTENCY_KEY);
  if (valor === '') return undefined;
  const clave = claveIdempotencia(valor);
  if (clave === undefined) throw badRequest(MENSAJES_IDEMPOTENCIA.invalida);
  return clave;
}

/** The writes of a router under their Idempotency-Key: optional (a payment, an order...) or required (a stop action). */
export function escriturasIdempotentes({ db, config }: { db: Knex; config: Pick<Config, 'now'> }) {
  /** `escribir` under the key: its answer, first or replayed (and then said so in the header). */
  async function bajoClave(ctx: Context, clave: string, escribir: (trx: Knex.Transaction) => Promise<Escrito>): Promise<Escrito> {
    const solicitud = { clave, usuarioId: sessionOf(ctx).UsuarioID, huella: huellaDe(ctx.method, ctx.path, ctx.request.body) };
    const { estado, cuerpo, repetida } = await conClave(db, config.now(), solicitud, async (trx) => {
      const { mensaje, data, estado = 200 } = await escribir(trx);
      return { estado, cuerpo: { success: true, message: mensaje, data } };
    });
    if (repetida) ctx.set(IDEMPOTENT_REPLAYED, 'true');
    return { mensaje: cuerpo.message, data: cuerpo.data, estado };
  }

  /** With the header, once per key; without it, `escribir` alone. */
  async function escrito(ctx: Context, escribir: (trx?: Knex.Transaction) => Promise<Escrito>): Promise<Escrito> {
    const clave = claveDe(ctx);
    return clave !== undefined ? bajoClave(ctx, clave, escribir) : escribir();
  }

  return {
    /** With the header, once per key; without it, `escribir` alone (its own transaction, its own fast path). */
    async opcional(ctx: Context, escribir: (trx?: Knex.Transaction) => Promise<Escrito>) {
      responder(ctx, await escrito(ctx, escribir));
    },
    /**
     * `opcional` for a write finished after its commit (a comprobante sent to ARCA, which may see it only once it is
     * committed): `terminar` gets what `escribir` answered (on a replay, the kept answer) and gives the answer. So a
     * replay writes nothing again, may finish what the first request could not (a note whose ARCA answer was lost is
     * sent again, decision 97), and answers how the record stands now.
     */
    async opcionalConCierre(
      ctx: Context,
      escribir: (trx?: Knex.Transaction) => Promise<Escrito>,
      terminar: (escrito: Escrito) => Promise<Escrito>,
    ) {
      responder(ctx, await terminar(await escrito(ctx, escribir)));
    },
    /** The header is required (400 without it). */
    async obligatoria(ctx: Context, escribir: (trx: Knex.Transaction) => Promise<Escrito>) {
      const clave = claveDe(ctx);
      if (clave === undefined) throw badRequest(MENSAJES_IDEMPOTENCIA.falta);
      responder(ctx, await bajoClave(ctx, clave, escribir));
    },
  };
}
