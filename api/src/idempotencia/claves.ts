import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { MENSAJES_IDEMPOTENCIA } from '#dominio/idempotencia';
import { periodicSweep } from '../db/sweep.js';
import { AppError, conflict } from '../errores.js';

// The Idempotency-Key protocol (docs/decisiones.md, 85), for every POST that creates money or stock movements:
// the key, the write and the answer kept with it are one transaction, so a key is taken only by a write that
// committed, and a replay (same key, same request, same user) answers that answer again and applies nothing.

/**
 * How long a key is kept (docs/funcional.md): far beyond any retry, the phone's offline queue included (a
 * day's round), short enough that the table stays small. A replay after that is a new request: a stop
 * finds itself resolved (409); a payment would be recorded again.
 */
const RETENCION_IDEMPOTENCIA_DIAS = 30;
const BARRIDO_MS = 60 * 60_000;

/** A write's answer as kept with its key: its status and its whole envelope. */
export interface Respuesta {
  estado: number;
  cuerpo: { success: true; message: string; data: unknown };
}

/** Who sent what under a key. */
export interface Solicitud {
  clave: string;
  usuarioId: number;
  /** huellaDe(): what the request was for. */
  huella: string;
}

/** A JSON value's text with every object's keys in order, so one body written in another key order is the same text. */
function canonico(valor: unknown): string {
  if (Array.isArray(valor)) return `[${valor.map((v) => canonico(v ?? null)).join(',')}]`;
  if (valor !== null && typeof valor === 'object') {
    const objeto = valor as Record<string, unknown>;
    const campos = Object.keys(objeto)
      .filter((campo) => objeto[campo] !== undefined)
      .sort();
    return `{${campos.map((campo) => `${JSON.stringify(campo)}:${canonico(objeto[campo])}`).join(',')}}`;
  }
  return JSON.stringify(valor) ?? 'null';
}

/** The request's fingerprint: sha256 of its method, its path (the record's id in it) and its body's canonical JSON. */
export const huellaDe = (metodo: string, ruta: string, cuerpo: unknown) =>
  createHash('sha256')
    .update(`${metodo} ${ruta}\n${canonico(cuerpo)}`)
    .digest('hex');

/**
 * The keys older than the retention are deleted at most once an hour per process (per database), before a
 * write under a key. A request in flight is never touched: its key is written with the same clock at its
 * start (now, not 30 days ago), and an uncommitted row is invisible to the delete.
 */
const barridos = new WeakMap<Knex, (ahora: Date) => Promise<void>>();
function barrer(db: Knex, ahora: Date) {
  let barrido = barridos.get(db);
  if (!barrido) {
    barrido = periodicSweep(BARRIDO_MS, (desde) =>
      db('idempotencia')
        .where('created_at', '<', new Date(desde.getTime() - RETENCION_IDEMPOTENCIA_DIAS * 86_400_000))
        .delete(),
    );
    barridos.set(db, barrido);
  }
  return barrido(ahora);
}

/**
 * `escribir` under the key of `solicitud`, in one transaction: the key is taken first (INSERT … ON CONFLICT DO
 * NOTHING: a concurrent request with the same key waits on its row, then finds it taken), the write runs in
 * that transaction and its answer is kept with the key. A failed write keeps no key (it rolls back with it),
 * so it may be sent again. A key taken already: the same request of the same user answers the kept answer
 * (`repetida`), anything else is 422.
 */
export async function conClave(
  db: Knex,
  ahora: Date,
  { clave, usuarioId, huella }: Solicitud,
  escribir: (trx: Knex.Transaction) => Promise<Respuesta>,
): Promise<Respuesta & { repetida: boolean }> {
  await barrer(db, ahora);
  return db.transaction(async (trx) => {
    // Stamped with the clock the sweep reads; the status and answer are written once the write is done.
    const { rows } = await trx.raw(
      `INSERT INTO idempotencia (clave, usuario_id, huella, estado, respuesta, created_at) VALUES (?, ?, ?, 0, '', ?) ON CONFLICT (clave) DO NOTHING RETURNING clave`,
      [clave, usuarioId, huella, ahora],
    );
    if (rows.length === 0) {
      const previa = await trx('idempotencia').where({ clave }).first('usuario_id', 'huella', 'estado', 'respuesta');
      // Swept between the insert and this read: a key older than the retention.
      if (!previa) throw conflict(MENSAJES_IDEMPOTENCIA.vencida);
      if (previa.usuario_id !== usuarioId || previa.huella !== huella) throw new AppError(422, MENSAJES_IDEMPOTENCIA.otrosDatos);
      return { estado: previa.estado, cuerpo: JSON.parse(previa.respuesta), repetida: true };
    }
    const { estado, cuerpo } = await escribir(trx);
    // Kept as text and answered as kept: the first answer and its replays are the same text.
    const texto = JSON.stringify(cuerpo);
    await trx('idempotencia').where({ clave }).update({ estado, respuesta: texto });
    return { estado, cuerpo: JSON.parse(texto), repetida: false };
  });
}

/** A service's write in the transaction of the key it runs under (`trx`), else in its own. */
export const enTransaccion = <T>(db: Knex, trx: Knex.Transaction | undefined, escribir: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  trx ? escribir(trx) : db.transaction(escribir);
