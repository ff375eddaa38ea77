import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { aCentavos } from '#dominio/dinero';
import { diaNegocio } from '#dominio/fechas';
import {
  type CandidatoFilter,
  HOJA_NO_ENCONTRADA,
  type HojaDeRuta,
  type HojaDeRutaDetalle,
  type HojaFilter,
  type Parada,
  type PedidoARepartir,
  type ResumenHoja,
  type ResultadoParada,
} from '#dominio/hojasDeRuta';
import { ESTADOS_ABIERTOS } from '#dominio/pedidos';
import type { Config } from '../config.js';
import { fetchPage, likePattern, whereOwnerOrNumber } from '../db/queries.js';
import { notFound } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import {
  choferDeHojaMapper,
  choferMapper,
  clienteARepartirMapper,
  hojaMapper,
  lineaDeParadaMapper,
  paradaMapper,
  pedidoARepartirMapper,
  vehiculoDeHojaMapper,
} from './mapper.js';

// The reads of route sheets: the list, the candidates to plan, the drivers, one sheet with its stops and
// tally, and the driver's sheet of today. Planning (planificacion.ts) and a stop's delivery
// (entregarParada.ts) answer through leerHoja and leerParadas, in their own transaction.

export const ORDEN_HOJAS = { sort: 'Fecha', order: 'desc' } as const;
export const ORDEN_CANDIDATOS = { sort: 'FechaPedido', order: 'asc' } as const;

type Row = Record<string, unknown>;

/** Kilos of each order's lines (cantidad × peso_kg), by order id. */
export async function kgDePedidos(trx: Knex, pedidoIds: number[]): Promise<Map<number, number>> {
  if (pedidoIds.length === 0) return new Map();
  const filas: { pedido_id: number; kg: number }[] = await trx('detalle_pedidos as d')
    .join('productos as pr', 'pr.producto_id', 'd.producto_id')
    .whereIn('d.pedido_id', pedidoIds)
    .groupBy('d.pedido_id')
    .select('d.pedido_id', trx.raw('sum(d.cantidad * pr.peso_kg)::numeric(12,3) AS kg'));
  return new Map(filas.map((f) => [f.pedido_id, Number(f.kg)]));
}

/**
 * Orders with their kilos, read for the rows answered only (a subquery per row). Their clients are read
 * apart (conClientes), so counting a page of them reads the orders alone.
 */
function pedidosARepartir(db: Knex) {
  return db('pedidos as p').select(
    'p.pedido_id',
    'p.fecha_pedido',
    'p.estado',
    'p.precio_total',
    'p.cliente_id',
    db.raw(
      '(SELECT coalesce(sum(d.cantidad * pr.peso_kg), 0)::numeric(12,3) FROM detalle_pedidos d JOIN productos pr ON pr.producto_id = d.producto_id WHERE d.pedido_id = p.pedido_id) AS kg',
    ),
  );
}

/** Rows of `pedidosARepartir` as planning shows them, with their clients (one read by the page's ids). */
async function conClientes(db: Knex, filas: Row[]): Promise<PedidoARepartir[]> {
  const clientes: Row[] = await db('clientes')
    .whereIn('cliente_id', [...new Set(filas.map((f) => Number(f.cliente_id)))])
    .select('cliente_id', 'nombre', 'apellido', 'direccion', 'telefono');
  const porId = new Map(clientes.map((c) => [c.cliente_id, c]));
  return filas.map((f) => ({
    ...pedidoARepartirMapper.toApi(f),
    PrecioTotal: Number(f.precio_total),
    Kg: Number(f.kg),
    Cliente: clienteARepartirMapper.toApi(porId.get(f.cliente_id)!),
  }));
}

/** Sheets with their vehicle, driver, stop count and planned kilos, as one relation `h` (so a page sorts by any of them). */
function hojas(trx: Knex) {
  const filas = trx('hojas_de_ruta as h')
    .join('vehiculos as v', 'v.vehiculo_id', 'h.vehiculo_id')
    .join('usuarios as u', 'u.usuario_id', 'h.chofer_id')
    .select(
      'h.*',
      'v.patente',
      'v.marca',
      'v.modelo',
      'v.capacidad_kg',
      'u.nombre as chofer_nombre',
      'u.apellido as chofer_apellido',
      trx.raw('(SELECT count(*) FROM paradas pa WHERE pa.hoja_id = h.hoja_id)::int AS cantidad_paradas'),
      trx.raw('(SELECT coalesce(sum(pa.kg), 0) FROM paradas pa WHERE pa.hoja_id = h.hoja_id) AS kg'),
    );
  return trx.from(filas.as('h'));
}

const aHoja = (f: Row): HojaDeRuta => ({
  ...hojaMapper.toApi(f),
  Kg: Number(f.kg),
  Vehiculo: vehiculoDeHojaMapper.toApi(f),
  Chofer: choferDeHojaMapper.toApi(f),
});

/** A sheet's stops in order (or its stop `paradaId`), each with its order, client and lines (read by the stops' ids, never more). */
export async function leerParadas(trx: Knex, hojaId: number, paradaId?: number): Promise<Parada[]> {
  const query = trx('paradas as pa')
    .leftJoin('cobros as co', 'co.cobro_id', 'pa.cobro_id')
    .where('pa.hoja_id', hojaId)
    .orderBy('pa.posicion')
    .select([
      ...paradaMapper.columns.filter((c) => !['cobrado', 'cobro_anulado', 'tiene_firma', 'tiene_foto'].includes(c)).map((c) => `pa.${c}`),
      'pa.pedido_id',
      'co.importe as cobrado',
      trx.raw('coalesce(co.anulado, false) AS cobro_anulado'),
      trx.raw('pa.firma IS NOT NULL AS tiene_firma'),
      trx.raw('pa.foto IS NOT NULL AS tiene_foto'),
    ]);
  if (paradaId !== undefined) query.where('pa.parada_id', paradaId);
  const filas: (Row & { pedido_id: number })[] = await query;
  const ids = filas.map((f) => f.pedido_id);
  const ordenes = new Map((await conClientes(trx, await pedidosARepartir(trx).whereIn('p.pedido_id', ids))).map((p) => [p.PedidoID, p]));
  const lineas: Row[] = await trx('detalle_pedidos as d')
    .join('productos as pr', 'pr.producto_id', 'd.producto_id')
    .whereIn('d.pedido_id', ids)
    .orderBy('d.detalle_id')
    .select('d.*', 'pr.nombre', 'pr.peso_kg');
  return filas.map((f) => ({
    ...paradaMapper.toApi(f),
    Kg: Number(f.kg),
    KgEntregados: f.kg_entregados === null ? null : Number(f.kg_entregados),
    Cobrado: f.cobrado === null ? null : Number(f.cobrado),
    Pedido: {
      ...ordenes.get(f.pedido_id)!,
      detalles: lineas
        .filter((l) => l.pedido_id === f.pedido_id)
        .map((l) => {
          const linea = lineaDeParadaMapper.toApi(l);
          return {
            ...linea,
            PesoKg: Number(l.peso_kg),
            PrecioUnitario: Number(l.precio_unitario),
            CantidadPedida: linea.CantidadPedida ?? null,
          };
        }),
    },
  }));
}

/**
 * The tally of a sheet's stops: how each ended, the kilos delivered and the cash collected, payment by payment;
 * a payment voided since (PUT /cobros/{id}/anular) is listed as such and not added.
 */
function resumen(paradas: Parada[]): ResumenHoja {
  const contar = (r: ResultadoParada | null) => paradas.filter((p) => p.Resultado === r).length;
  const cobros = paradas
    .filter((p) => p.CobroID !== null)
    .map((p) => ({ CobroID: p.CobroID!, PedidoID: p.Pedido.PedidoID, Importe: p.Cobrado ?? 0, Anulado: p.CobroAnulado }));
  return {
    Entregadas: contar('entregado'),
    Parciales: contar('parcial'),
    NoEntregadas: contar('no_entregado'),
    SinResolver: contar(null),
    KgEntregados: Math.round(paradas.reduce((s, p) => s + (p.KgEntregados ?? 0), 0) * 1000) / 1000,
    Cobrado: cobros.filter((c) => !c.Anulado).reduce((s, c) => s + aCentavos(c.Importe), 0) / 100,
    Cobros: cobros,
  };
}

/** One sheet with its stops and their tally, read in `trx` (a change answers what it wrote); 404 when absent. */
export async function leerHoja(trx: Knex, id: number): Promise<HojaDeRutaDetalle> {
  const fila = await hojas(trx).where('hoja_id', id).first();
  if (!fila) throw notFound(HOJA_NO_ENCONTRADA);
  const paradas = await leerParadas(trx, id);
  return { ...aHoja(fila), Paradas: paradas, Resumen: resumen(paradas) };
}

export function lecturasDeHojas(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  const hoy = () => diaNegocio(config.now(), config.zonaNegocio);

  /** Newest day first unless sorted otherwise; q is a plate, a driver's name or a sheet's number. */
  async function listar(filter: HojaFilter, listQuery: ListQuery) {
    const query = hojas(db).select('*');
    if (filter.fecha) query.where('fecha', filter.fecha);
    if (filter.estado) query.where('estado', filter.estado);
    if (filter.choferId) query.where('chofer_id', filter.choferId);
    if (filter.vehiculoId) query.where('vehiculo_id', filter.vehiculoId);
    if (listQuery.q) {
      const patron = likePattern(listQuery.q);
      const numero = /^\d{1,9}$/.test(listQuery.q) ? Number(listQuery.q) : null;
      query.where((w) => {
        w.whereILike('patente', patron).orWhereRaw("chofer_nombre || ' ' || chofer_apellido ILIKE ?", [patron]);
        if (numero !== null) w.orWhere('hoja_id', numero);
      });
    }
    const { rows, total } = await fetchPage(query, listQuery, 'hoja_id');
    return { data: rows.map(aHoja), total };
  }

  /**
   * The orders a sheet of `fecha` can take: Pendiente or En Proceso, placed by the end of that day, on no
   * other open sheet. Oldest first, through the partial index of open orders; q is a client's name or
   * address (the clients' search column) or an order's number.
   */
  async function candidatos(filter: CandidatoFilter, listQuery: ListQuery) {
    const fecha = filter.fecha ?? hoy();
    const finDelDia = DateTime.fromISO(fecha, { zone: config.zonaNegocio }).plus({ days: 1 }).startOf('day').toJSDate();
    // The states written in, not bound: the page is a prepared statement, and a generic plan can use the partial
    // index pedidos_a_repartir only when its predicate is in the SQL (bound, it read every order: 577 ms at 1,000,000).
    const query = pedidosARepartir(db)
      .whereRaw(`p.estado IN (${ESTADOS_ABIERTOS.map((e) => `'${e}'`).join(', ')})`)
      .where('p.fecha_pedido', '<', finDelDia)
      .whereNotExists(db('paradas as pa').select(db.raw('1')).whereRaw('pa.pedido_id = p.pedido_id AND pa.retiene'));
    await whereOwnerOrNumber(query, listQuery.q, {
      columna: 'p.cliente_id',
      ids: (patron) => db('clientes').select('cliente_id').whereRaw('busqueda LIKE lower(?)', [patron]),
      idColumna: 'p.pedido_id',
    });
    const { rows, total } = await fetchPage(query, { ...listQuery, sortColumn: `p.${listQuery.sortColumn}` }, 'p.pedido_id');
    return { data: await conClientes(db, rows), total };
  }

  /** The active drivers, to choose one for a sheet. */
  async function choferes() {
    const filas: Row[] = await db('usuarios')
      .where({ chofer: true, active: true })
      .orderBy(['apellido', 'nombre', 'usuario_id'])
      .select('usuario_id', 'nombre', 'apellido');
    return filas.map((f) => choferMapper.toApi(f));
  }

  const obtener = (id: number) => leerHoja(db, id);

  /**
   * The driver's sheet of today (GET /hojas-de-ruta/mi-recorrido): the open one of `sesion` (one per driver and
   * day), else the last one closed today; null when there is none. Only the session's own sheets.
   */
  async function miRecorrido(sesion: Sesion): Promise<HojaDeRutaDetalle | null> {
    const fila = await db('hojas_de_ruta')
      .where({ chofer_id: sesion.UsuarioID, fecha: hoy() })
      .orderByRaw("(estado = 'Cerrada'), hoja_id DESC")
      .first('hoja_id');
    return fila ? obtener(fila.hoja_id) : null;
  }

  return { listar, candidatos, choferes, obtener, miRecorrido };
}
