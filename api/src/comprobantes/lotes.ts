import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { DateTime } from 'luxon';
import { diaNegocio } from '#dominio/fechas';
import { MENSAJES_FACTURA, nombreComprobante } from '#dominio/facturacion';
import { type Lote, type LoteInput, type LotePrevia, loteEnCurso, MENSAJES_LOTE, sinEntregas } from '#dominio/lotes';
import { filaDeAuditoria } from '../auditoria/registro.js';
import type { Config } from '../config.js';
import { insertInBatches } from '../db/queries.js';
import { conflict, conIndicesUnicos, notFound, serviceUnavailable } from '../errores.js';
import { enTransaccion } from '../idempotencia/claves.js';
import type { Sesion } from '../nucleo/sesion.js';
import { autorizarPendientes, type Facturacion } from './autorizacion.js';
import { type ClienteFacturado, facturaDe, type LineaVendida, lineasVendidas, pedidoTomado } from './facturar.js';

// "Facturar entregas" (issue 45, decision 98): every order of a business day that was completed that day and is not
// invoiced gets its own Factura, all written pending in one transaction with a few set-based statements, then sent
// in ARCA's lots by autorizarPendientes, in the background of the process that took the request. Its state lives in
// lotes_facturacion and lote_pedidos, so any process answers the screen's polling; a batch whose process died keeps
// its comprobantes pending (written before the 202), which the retry loop sends (reintentos.ts).

/** How often the process sending a batch says it is alive. */
const LATIDO_MS = 10_000;
/** A batch En curso whose heartbeat is older than this lost its process: the retry loop closes it. */
export const LATIDO_VENCIDO_MS = 6 * LATIDO_MS;

/** [start, end) of a business day, as instants. */
function limitesDelDia(dia: string, zona: string) {
  const desde = DateTime.fromISO(dia, { zone: zona }).startOf('day');
  return { desde: desde.toJSDate(), hasta: desde.plus({ days: 1 }).toJSDate() };
}

/**
 * The orders delivered on `dia` and still to invoice: Completado now, whose last entry into Completado (the history's
 * row, the same instant as its delivery in the account) fell on that business day. Read from the history's
 * (estado_nuevo, fecha) index, not from every completed order.
 */
function entregasDelDia(q: Knex, dia: string, zona: string): Knex.QueryBuilder {
  const { desde, hasta } = limitesDelDia(dia, zona);
  const completados = (desdeCuando: Date) =>
    q('historial_pedidos').where('estado_nuevo', 'Completado').where('fecha_actualiza_estado', '>=', desdeCuando);
  return q('pedidos as p')
    .whereIn('p.pedido_id', completados(desde).where('fecha_actualiza_estado', '<', hasta).select('pedido_id'))
    .whereNotIn('p.pedido_id', completados(hasta).select('pedido_id'))
    .where('p.estado', 'Completado')
    .whereNotExists(q('pedidos_facturados as pf').whereRaw('pf.pedido_id = p.pedido_id'));
}

/** The Facturas of `pedidos` (one each), written pending with the batch's orders and their trail. */
async function escribirFacturas(
  trx: Knex,
  f: Facturacion,
  loteId: number,
  pedidos: { pedido_id: number; cliente_id: number }[],
  hoy: string,
  sesion: Sesion,
) {
  const ids = pedidos.map((p) => p.pedido_id);
  const clientes = new Map<number, ClienteFacturado>(
    (
      await trx('clientes')
        .whereIn('cliente_id', [...new Set(pedidos.map((p) => p.cliente_id))])
        .select('cliente_id', 'cuit', 'condicion_iva')
    ).map((c) => [c.cliente_id, c]),
  );
  const lineas = new Map<number, LineaVendida[]>();
  for (const l of await lineasVendidas(trx, ids)) {
    const delPedido = lineas.get(l.pedido_id);
    if (delPedido) delPedido.push(l);
    else lineas.set(l.pedido_id, [l]);
  }
  const facturas = pedidos.map((p) => ({
    p,
    factura: facturaDe(f, { ...clientes.get(p.cliente_id)!, cliente_id: p.cliente_id }, lineas.get(p.pedido_id) ?? [], hoy, sesion.UsuarioID),
  }));
  const hechas = facturas.flatMap(({ p, factura }) => (typeof factura === 'string' ? [] : [{ p, factura }]));
  // Ids taken from the sequence at once, so every row of a Factura is written knowing its id (no insert per row).
  const nuevos: number[] = (
    await trx.raw("SELECT nextval(pg_get_serial_sequence('comprobantes', 'comprobante_id'))::int AS id FROM generate_series(1, ?)", [
      hechas.length,
    ])
  ).rows.map((r: { id: number }) => r.id);
  const conId = hechas.map((h, i) => ({ ...h, id: nuevos[i] }));
  await insertInBatches(
    trx,
    'comprobantes',
    conId.map(({ factura, id }) => ({ ...factura.fila, comprobante_id: id })),
    'comprobante_id',
  );
  await insertInBatches(
    trx,
    'comprobante_lineas',
    conId.flatMap(({ factura, id }) => factura.renglones(id)),
    'comprobante_id',
  );
  await insertInBatches(
    trx,
    'pedidos_facturados',
    conId.map(({ p, id }) => ({ pedido_id: p.pedido_id, comprobante_id: id })),
    'pedido_id',
  );
  const idDe = new Map(conId.map(({ p, id }) => [p.pedido_id, id]));
  await insertInBatches(
    trx,
    'lote_pedidos',
    facturas.map(({ p, factura }) => ({
      lote_id: loteId,
      pedido_id: p.pedido_id,
      comprobante_id: idDe.get(p.pedido_id) ?? null,
      mensaje: typeof factura === 'string' ? factura : null,
    })),
    'pedido_id',
  );
  await insertInBatches(
    trx,
    'auditoria',
    conId.map(({ p, id }) =>
      filaDeAuditoria(sesion, { entidad: 'comprobantes', id, accion: 'crear', resumen: `Pedido ${p.pedido_id} (lote ${loteId})` }, []),
    ),
    'auditoria_id',
  );
}

interface FilaResultado {
  pedido_id: number;
  comprobante_id: number | null;
  mensaje: string | null;
  estado: Lote['Resultados'][number]['Estado'] | null;
  numero: number | null;
  tipo: 'Factura' | null;
  letra: 'A' | 'B' | 'C' | null;
  punto_venta: number | null;
  observaciones: { codigo: number; mensaje: string }[] | null;
}

const textoArca = (o: FilaResultado['observaciones']) => (o?.length ? o.map((m) => `${m.codigo} ${m.mensaje}`).join('; ') : null);

/** A day's batch: what it would invoice, starting it, and its progress (Supervisor and Administrador). */
export function lotesService(db: Knex, config: Config, facturacion: Facturacion | undefined, logger: Logger) {
  async function obtener(id: number, q: Knex = db): Promise<Lote> {
    const lote = await q('lotes_facturacion').where({ lote_id: id }).first('lote_id', 'fecha', 'estado', 'created_at');
    if (!lote) throw notFound(MENSAJES_LOTE.noEncontrado);
    const filas: FilaResultado[] = await q('lote_pedidos as lp')
      .leftJoin('comprobantes as c', 'c.comprobante_id', 'lp.comprobante_id')
      .where('lp.lote_id', id)
      .orderBy('lp.pedido_id')
      .select(
        'lp.pedido_id',
        'lp.comprobante_id',
        'lp.mensaje',
        'c.estado',
        'c.numero',
        'c.tipo',
        'c.letra',
        'c.punto_venta',
        'c.observaciones',
      );
    const Resultados = filas.map((r) => ({
      PedidoID: r.pedido_id,
      ComprobanteID: r.comprobante_id,
      Estado: r.estado ?? 'Rechazado',
      Numero: r.numero,
      Comprobante: r.tipo && nombreComprobante({ Tipo: r.tipo, Letra: r.letra!, PuntoDeVenta: r.punto_venta!, Numero: r.numero }),
      Mensaje: r.mensaje ?? textoArca(r.observaciones),
    }));
    const cuantos = (estado: string) => Resultados.filter((r) => r.Estado === estado).length;
    return {
      LoteID: lote.lote_id,
      Fecha: lote.fecha,
      Total: Resultados.length,
      Autorizados: cuantos('Autorizado'),
      Pendientes: cuantos('Pendiente de CAE'),
      Rechazados: cuantos('Rechazado'),
      Terminado: lote.estado === 'Terminado',
      Resultados,
      createdAt: lote.created_at,
    };
  }

  async function previa(dia: string): Promise<LotePrevia> {
    const [{ n }] = await entregasDelDia(db, dia, config.zonaNegocio).count({ n: '*' });
    const enCurso = await db('lotes_facturacion').where({ fecha: dia, estado: 'En curso' }).first('lote_id');
    return { Fecha: dia, Pedidos: Number(n), LoteEnCurso: enCurso?.lote_id ?? null };
  }

  /**
   * The batch of `Fecha` written: its Facturas pending (dated today, the day they are made) in `trx` (the
   * Idempotency-Key's) or a transaction of its own. 409 while another batch of that day runs, or with nothing to invoice.
   */
  async function crear({ Fecha }: LoteInput, sesion: Sesion, trx?: Knex.Transaction): Promise<Lote> {
    if (!facturacion) throw serviceUnavailable(MENSAJES_FACTURA.sinFacturacion);
    const f = facturacion;
    const escribir = async (q: Knex.Transaction) => {
      const enCurso = await q('lotes_facturacion').where({ fecha: Fecha, estado: 'En curso' }).first('lote_id');
      if (enCurso) throw conflict(loteEnCurso(Fecha, enCurso.lote_id));
      // Locked first, then read again without the invoiced: one invoiced meanwhile by another request is left out.
      const bloqueados: number[] = await entregasDelDia(q, Fecha, config.zonaNegocio).forNoKeyUpdate().pluck('p.pedido_id');
      const pedidos: { pedido_id: number; cliente_id: number }[] = await entregasDelDia(q, Fecha, config.zonaNegocio)
        .whereIn('p.pedido_id', bloqueados)
        .orderBy('p.pedido_id')
        .select('p.pedido_id', 'p.cliente_id');
      if (pedidos.length === 0) throw conflict(sinEntregas(Fecha));
      const [{ lote_id: id }] = await q('lotes_facturacion')
        .insert({ fecha: Fecha, usuario_id: sesion.UsuarioID, latido: config.now() })
        .returning('lote_id');
      await escribirFacturas(q, f, id, pedidos, diaNegocio(config.now(), config.zonaNegocio), sesion);
      return obtener(id, q);
    };
    try {
      // Two batches of one day begun at once: the index refuses the second.
      return await conIndicesUnicos({ lotes_facturacion_en_curso: () => loteEnCurso(Fecha) }, () => enTransaccion(db, trx, escribir));
    } catch (error) {
      throw await pedidoTomado(db, error);
    }
  }

  /**
   * Sends a written batch's Facturas to ARCA, in the background: the heartbeat says this process is at it; at the
   * end the batch is Terminado, whatever ARCA answered (what it left pending is the retry loop's).
   */
  function enviar(id: number, sesion: Sesion): Promise<void> {
    const latir = () =>
      db('lotes_facturacion')
        .where({ lote_id: id })
        .update({ latido: config.now() })
        .catch(() => undefined);
    const latido = setInterval(latir, LATIDO_MS).unref();
    return (async () => {
      try {
        const ids: number[] = await db('lote_pedidos').where({ lote_id: id }).whereNotNull('comprobante_id').pluck('comprobante_id');
        await autorizarPendientes(db, facturacion!, { UsuarioID: sesion.UsuarioID }, ids);
      } finally {
        clearInterval(latido);
        await db('lotes_facturacion').where({ lote_id: id }).update({ estado: 'Terminado', terminado_at: config.now() });
      }
    })().catch((error) => logger.error({ err: error }, `el lote de facturación ${id} no terminó su envío`));
  }

  return { previa, crear, enviar, obtener };
}
