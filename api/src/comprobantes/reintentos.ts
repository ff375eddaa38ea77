import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { EstadoArca, Reintento } from '#dominio/lotes';
import type { Autor } from '../auditoria/registro.js';
import type { Config } from '../config.js';
import { TEMPORIZADOR_DE_NODE, type Temporizador } from '../respaldos/programacion.js';
import { autorizarPendientes, type Facturacion } from './autorizacion.js';
import { LATIDO_VENCIDO_MS } from './lotes.js';

// What ARCA left "Pendiente de CAE" (it was down, an answer was lost, a process died mid-batch) is sent again by the
// server every ARCA_REINTENTO_SEGUNDOS, and at once by the Administrador's "Reintentar ahora" (issue 45, decision 98).
// The periodic sending runs in one process at a time, the one that takes the turn (a lease in arca_reintentos: no
// connection is held while it sends, which a small pool could not spare), and not while a batch's own process sends
// it: the numbering lock would serialize them anyway, but each would ask ARCA again for nothing.

/** The row of arca_reintentos: the last sending of the pending ones, and the turn. */
const CLAVE = 'wsfe';
const PENDIENTE = 'Pendiente de CAE';

/** Takes the periodic turn until `hasta` unless another process holds it; true if taken. */
async function tomarTurno(db: Knex, ahora: Date, hasta: Date): Promise<boolean> {
  await db('arca_reintentos').insert({ clave: CLAVE }).onConflict('clave').ignore();
  const tomado = await db('arca_reintentos')
    .where({ clave: CLAVE })
    .where((q) => q.whereNull('ocupado_hasta').orWhere('ocupado_hasta', '<', ahora))
    .update({ ocupado_hasta: hasta });
  return tomado > 0;
}

/** A batch whose process is sending it now (its heartbeat is fresh). */
async function loteEnviandose(db: Knex, ahora: Date): Promise<boolean> {
  const lote = await db('lotes_facturacion')
    .where({ estado: 'En curso' })
    .where('latido', '>=', new Date(ahora.getTime() - LATIDO_VENCIDO_MS))
    .first('lote_id');
  return lote !== undefined;
}

/**
 * One sending of every pending comprobante (batches whose process stopped beating closed first, so theirs go too),
 * recorded with ARCA's error for the Administrador; answers what became of them. Nothing pending: ARCA is not called.
 * The loop's turn, or "Reintentar ahora" (Administrador) at once: the numbering lock puts it after a sending in course.
 */
export async function reenviarPendientes(db: Knex, f: Facturacion, autor: Autor, ahora: Date): Promise<Reintento> {
  await db('lotes_facturacion')
    .where({ estado: 'En curso' })
    .where('latido', '<', new Date(ahora.getTime() - LATIDO_VENCIDO_MS))
    .update({ estado: 'Terminado', terminado_at: ahora });
  const ids: number[] = await db('comprobantes').where({ estado: PENDIENTE, punto_venta: f.puntoDeVenta }).pluck('comprobante_id');
  if (ids.length === 0) return { Enviados: 0, Autorizados: 0, Rechazados: 0, Pendientes: 0, Error: null };
  const errores = await autorizarPendientes(db, f, autor);
  const error = errores.length > 0 ? errores.join('; ') : null;
  await db('arca_reintentos').insert({ clave: CLAVE, intento: ahora, error }).onConflict('clave').merge();
  const estados: string[] = await db('comprobantes').whereIn('comprobante_id', ids).pluck('estado');
  const cuantos = (estado: string) => estados.filter((e) => e === estado).length;
  return {
    Enviados: ids.length,
    Autorizados: cuantos('Autorizado'),
    Rechazados: cuantos('Rechazado'),
    Pendientes: cuantos(PENDIENTE),
    Error: error,
  };
}

/** GET /comprobantes/estado-arca: how many wait for their CAE, and the last sending. */
export async function estadoArca(db: Knex, config: Pick<Config, 'arca'>, f: Facturacion | undefined): Promise<EstadoArca> {
  const pendientes = db('comprobantes').where({ estado: PENDIENTE });
  if (f) pendientes.where({ punto_venta: f.puntoDeVenta });
  const [{ n }] = await pendientes.count({ n: '*' });
  const ultimo = await db('arca_reintentos').where({ clave: CLAVE }).first('intento', 'error');
  return {
    Pendientes: Number(n),
    UltimoIntento: ultimo?.intento ?? null,
    UltimoError: ultimo?.error ?? null,
    CadaSegundos: config.arca.reintentoSegundos,
  };
}

/** The turn lasts twice the interval, and at least this: a long sending is not taken over while it runs. */
const TURNO_MINIMO_MS = 5 * 60_000;

const soltarTurno = (db: Knex) => db('arca_reintentos').where({ clave: CLAVE }).update({ ocupado_hasta: null });

/**
 * The retry loop: every ARCA_REINTENTO_SEGUNDOS, the pending comprobantes sent again (by the system in the trail),
 * skipped while another process sends or a batch's process sends its own. A turn ends before the next is waited for.
 */
export function programarReintentos(
  db: Knex,
  f: Facturacion,
  config: Pick<Config, 'arca' | 'now'>,
  logger: Logger,
  reloj: Temporizador = TEMPORIZADOR_DE_NODE,
) {
  let espera: unknown;
  let detenido = false;
  const cada = config.arca.reintentoSegundos * 1000;

  async function vuelta() {
    const ahora = config.now();
    try {
      const libre =
        !(await loteEnviandose(db, ahora)) && (await tomarTurno(db, ahora, new Date(ahora.getTime() + Math.max(cada * 2, TURNO_MINIMO_MS))));
      const hecho = libre ? await reenviarPendientes(db, f, null, ahora).finally(() => soltarTurno(db)) : undefined;
      if (hecho?.Error) logger.warn(`reintento de ARCA: ${hecho.Pendientes} comprobantes siguen pendientes (${hecho.Error})`);
      else if (hecho?.Enviados) logger.info(`reintento de ARCA: ${hecho.Autorizados} de ${hecho.Enviados} pendientes autorizados`);
    } catch (error) {
      logger.error({ err: error }, 'el reintento de ARCA falló');
    }
    if (!detenido) espera = reloj.esperar(vuelta, cada);
  }

  espera = reloj.esperar(vuelta, cada);
  return {
    detener() {
      detenido = true;
      reloj.cancelar(espera);
    },
  };
}
