import type { Knex } from 'knex';
import type { CondicionIVAEmisor, ImporteAlicuota } from '#dominio/facturacion';
import { type Autor, auditar } from '../auditoria/registro.js';
import { ArcaNoResponde, type MensajeArca, RechazoArca } from '../arca/errores.js';
import type { clienteWsfe, SolicitudCae } from '../arca/wsfe.js';
import { alAutorizar } from './alAutorizar.js';

// Getting a comprobante's CAE from ARCA (issue 45) without ever two CAEs for one document or a gap in the numbers.
// ARCA authorizes number N of a punto de venta and type only after N - 1, and an answer can be lost after it
// authorized. So, per punto de venta and type, under one lock (in the process, and across processes on PostgreSQL):
// 1. ARCA's last authorized number is asked first; a pending comprobante that already carries a number (its answer
//    was lost) is consulted if ARCA reached it, and loses its number if not (nobody else has it: the lock);
// 2. the pending ones get the next numbers, written and committed BEFORE they are sent, so a crash leaves a number
//    that step 1 reconciles next time;
// 3. each answer is recorded: a CAE; a rejection (ARCA's words kept, the number given back, the orders released); a
//    "not the next number" (10016) sent again once with a fresh number; no answer leaves it pending for the retry.

export type Wsfe = ReturnType<typeof clienteWsfe>;

/** How this installation invoices: its punto de venta and condition, and the ARCA it talks to. */
export interface Facturacion {
  puntoDeVenta: number;
  condicionIva: CondicionIVAEmisor;
  wsfe: Wsfe;
  /** The local ARCA of the demo: what it authorizes is printed without fiscal value. */
  dePrueba: boolean;
  /** Several server processes over one database (PostgreSQL): the numbering lock is the database's as well. */
  variosProcesos: boolean;
  /** The clock of the trail's rows (config.now; the demo data sets its own). */
  ahora: () => Date;
}

/** ARCA's "the number or date is not the next to authorize": after a fresh number, sent once more. */
const NO_ES_EL_SIGUIENTE = 10016;

/** A comprobante's row, the columns sending it reads. */
interface Fila {
  comprobante_id: number;
  cbte_tipo: number;
  numero: number | null;
  fecha: string;
  doc_tipo: number;
  doc_nro: number;
  condicion_iva_receptor_id: number;
  imp_total: number;
  imp_neto: number;
  imp_op_ex: number;
  imp_iva: number;
  iva: ImporteAlicuota[];
  /** A credit note's invoice (CbtesAsoc), read with it (pendientesDe). */
  asociado_cbte_tipo?: number | null;
  asociado_punto_venta?: number;
  asociado_numero?: number;
  asociado_fecha?: string;
}

// One queue per database and punto de venta/type: requests of one process take turns without holding connections.
const colas = new WeakMap<Knex, Map<string, Promise<unknown>>>();

async function enOrden<T>(db: Knex, clave: string, tarea: () => Promise<T>): Promise<T> {
  const cola = colas.get(db) ?? new Map<string, Promise<unknown>>();
  colas.set(db, cola);
  const turno = (cola.get(clave) ?? Promise.resolve()).catch(() => undefined).then(tarea);
  cola.set(clave, turno);
  try {
    return await turno;
  } finally {
    if (cola.get(clave) === turno) cola.delete(clave);
  }
}

/** The numbering of a punto de venta and type, for one caller at a time across every process. */
function conNumeracion<T>(db: Knex, f: Facturacion, cbteTipo: number, tarea: () => Promise<T>): Promise<T> {
  const clave = `comprobantes ${f.puntoDeVenta}-${cbteTipo}`;
  return enOrden(db, clave, () => {
    // PGlite is one process (decision 66): the queue is the lock. On PostgreSQL a transaction holds the database's
    // lock while the work runs on other connections, so what step 2 commits is seen by every process at once.
    if (!f.variosProcesos) return tarea();
    return db.transaction(async (cerrojo) => {
      await cerrojo.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [clave]);
      return tarea();
    });
  });
}

function solicitud(c: Fila, f: Facturacion): SolicitudCae {
  return {
    puntoDeVenta: f.puntoDeVenta,
    cbteTipo: c.cbte_tipo,
    numero: c.numero!,
    fecha: c.fecha,
    documento: { DocTipo: c.doc_tipo, DocNro: c.doc_nro },
    condicionIvaReceptorId: c.condicion_iva_receptor_id,
    importes: {
      ImpTotal: c.imp_total,
      ImpTotConc: 0,
      ImpNeto: c.imp_neto,
      ImpOpEx: c.imp_op_ex,
      ImpIVA: c.imp_iva,
      ImpTrib: 0,
      Iva: c.iva,
    },
    ...(c.asociado_cbte_tipo
      ? {
          asociado: {
            cbteTipo: c.asociado_cbte_tipo,
            puntoDeVenta: c.asociado_punto_venta!,
            numero: c.asociado_numero!,
            fecha: c.asociado_fecha!,
          },
        }
      : {}),
  };
}

/** The pending comprobantes of one punto de venta and type, oldest first, each with its invoice if it is a credit note. */
function pendientesDe(db: Knex, puntoDeVenta: number, cbteTipo: number): Promise<Fila[]> {
  return db('comprobantes as c')
    .leftJoin('comprobantes as a', 'a.comprobante_id', 'c.comprobante_asociado_id')
    .where({ 'c.punto_venta': puntoDeVenta, 'c.cbte_tipo': cbteTipo, 'c.estado': 'Pendiente de CAE' })
    .orderBy('c.comprobante_id')
    .select(
      'c.*',
      'a.cbte_tipo as asociado_cbte_tipo',
      'a.punto_venta as asociado_punto_venta',
      'a.numero as asociado_numero',
      'a.fecha as asociado_fecha',
    );
}

/** One sending to ARCA: where, through which ARCA, and on whose behalf (the trail's author). */
interface Envio {
  db: Knex;
  f: Facturacion;
  autor: Autor;
}

async function cambiar(e: Envio, trx: Knex, c: Fila, cambios: Record<string, unknown>, accion: 'aprobar' | 'rechazar', resumen: string) {
  await trx('comprobantes')
    .where({ comprobante_id: c.comprobante_id })
    .update({ ...cambios, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
  await auditar(trx, e.autor, { entidad: 'comprobantes', id: c.comprobante_id, accion, resumen, fecha: e.f.ahora() });
}

const texto = (mensajes: MensajeArca[]) => mensajes.map((m) => `${m.codigo} ${m.mensaje}`).join('; ');

/** ARCA's CAE, and what the comprobante moves once authorized (a note: alAutorizar.ts), in one transaction. */
function autorizado(e: Envio, c: Fila, cae: { cae: string; vence: string; observaciones?: MensajeArca[] }) {
  return e.db.transaction(async (trx) => {
    await cambiar(
      e,
      trx,
      c,
      { estado: 'Autorizado', cae: cae.cae, cae_vence: cae.vence, observaciones: JSON.stringify(cae.observaciones ?? []) },
      'aprobar',
      `CAE ${cae.cae}`,
    );
    await alAutorizar(trx, c.comprobante_id);
  });
}

/** ARCA said no: the number is given back and the orders may be invoiced again, once corrected. */
function rechazado(e: Envio, c: Fila, mensajes: MensajeArca[]) {
  return e.db.transaction(async (trx) => {
    await trx('pedidos_facturados').where({ comprobante_id: c.comprobante_id }).delete();
    await cambiar(e, trx, c, { estado: 'Rechazado', numero: null, observaciones: JSON.stringify(mensajes) }, 'rechazar', texto(mensajes));
  });
}

/** Step 1: the pending comprobantes that already carry a number, against what ARCA authorized. */
async function conciliar(e: Envio, cbteTipo: number, ultimo: number) {
  const { db, f } = e;
  const enviados: (Fila & { numero: number })[] = await db('comprobantes')
    .where({ punto_venta: f.puntoDeVenta, cbte_tipo: cbteTipo, estado: 'Pendiente de CAE' })
    .whereNotNull('numero')
    .orderBy('numero');
  for (const c of enviados) {
    const hallado = c.numero <= ultimo ? await f.wsfe.consultar(f.puntoDeVenta, cbteTipo, c.numero) : undefined;
    if (hallado) await autorizado(e, c, hallado);
    else await db('comprobantes').where({ comprobante_id: c.comprobante_id }).update({ numero: null });
  }
}

/**
 * Sends the pending comprobantes of one type to ARCA (in lots of ARCA's size) and records each answer. ARCA not
 * answering leaves them pending, for the retry (ArcaNoResponde is not thrown: the caller reads their state); what
 * went wrong is answered, for the retry's record (reintentos.ts).
 */
async function autorizarTipo(e: Envio, cbteTipo: number): Promise<string | undefined> {
  const { db, f } = e;
  const deEsteTipo = { punto_venta: f.puntoDeVenta, cbte_tipo: cbteTipo, estado: 'Pendiente de CAE' };
  return conNumeracion(db, f, cbteTipo, async () => {
    try {
      let ultimo = await f.wsfe.ultimoAutorizado(f.puntoDeVenta, cbteTipo);
      await conciliar(e, cbteTipo, ultimo);
      const limite = await f.wsfe.limitePorLote();
      const reintentados = new Set<number>();
      // Every pending one of the type, oldest first: ARCA refuses a date earlier than its last authorized one, so one
      // left behind (ARCA was down) goes before the new.
      let pendientes = await pendientesDe(db, f.puntoDeVenta, cbteTipo);
      while (pendientes.length > 0) {
        const lote = pendientes.slice(0, limite).map((c, i) => ({ ...c, numero: ultimo + 1 + i }));
        await db.transaction(async (trx) => {
          for (const c of lote) await trx('comprobantes').where({ comprobante_id: c.comprobante_id }).update({ numero: c.numero });
        });
        const respuestas = await f.wsfe.solicitarCaes(lote.map((c) => solicitud(c, f)));
        const otraVez: Fila[] = [];
        for (const [i, respuesta] of respuestas.entries()) {
          const c = lote[i];
          if ('cae' in respuesta) {
            await autorizado(e, c, respuesta);
            ultimo = Math.max(ultimo, c.numero);
          } else if (respuesta.rechazo.every((m) => m.codigo === NO_ES_EL_SIGUIENTE) && !reintentados.has(c.comprobante_id)) {
            reintentados.add(c.comprobante_id);
            otraVez.push({ ...c, numero: null });
          } else {
            await rechazado(e, c, respuesta.rechazo);
          }
        }
        if (otraVez.length > 0) {
          await db('comprobantes')
            .whereIn(
              'comprobante_id',
              otraVez.map((c) => c.comprobante_id),
            )
            .update({ numero: null });
          ultimo = await f.wsfe.ultimoAutorizado(f.puntoDeVenta, cbteTipo);
        }
        pendientes = [...otraVez, ...pendientes.slice(limite)];
      }
      return undefined;
    } catch (error) {
      if (error instanceof ArcaNoResponde) return error.message;
      // A whole call refused (credentials, a malformed lot): they stay pending, with why. Their numbers stay too: one
      // may be a lost answer's, which only step 1 may clear, once ARCA's last number says it was not used.
      if (error instanceof RechazoArca) {
        await db('comprobantes')
          .where(deEsteTipo)
          .update({ observaciones: JSON.stringify(error.errores) });
        return error.message;
      }
      throw error;
    }
  });
}

/**
 * Sends the pending comprobantes of the types of `ids` (or of every type), type by type; `autor` (who asked, or null
 * for the retry) signs ARCA's answers in the trail. Answers why ARCA left some pending (no answer, a whole call
 * refused), one text per type that failed; none when every sending got its answers.
 */
export async function autorizarPendientes(db: Knex, f: Facturacion, autor: Autor, ids?: number[]): Promise<string[]> {
  const consulta = db('comprobantes').where({ estado: 'Pendiente de CAE', punto_venta: f.puntoDeVenta });
  if (ids) consulta.whereIn('comprobante_id', ids);
  const tipos: number[] = await consulta.distinct().pluck('cbte_tipo');
  const errores: string[] = [];
  for (const cbteTipo of tipos.sort((a, b) => a - b)) {
    const error = await autorizarTipo({ db, f, autor }, cbteTipo);
    if (error) errores.push(error);
  }
  return errores;
}
