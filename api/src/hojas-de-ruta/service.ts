import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { aCentavos } from '#dominio/dinero';
import { diaNegocio } from '#dominio/fechas';
import { formatoCantidad, formatoKg, formatoMoneda } from '#dominio/formatos';
import {
  type CandidatoFilter,
  type Entrega,
  type EntregaParcial,
  type EstadoHoja,
  type HojaDeRuta,
  type HojaDeRutaDetalle,
  type HojaFilter,
  type HojaInput,
  type HojaUpdate,
  MOTIVOS_NO_ENTREGA,
  type NoEntrega,
  type Parada,
  type PedidoARepartir,
  RESULTADOS_PARADA,
  ROLES_PLANIFICAR,
  type ResumenHoja,
  type ResultadoParada,
  SOLO_EL_CHOFER,
} from '#dominio/hojasDeRuta';
import { totalPedido } from '#dominio/lineas';
import { ESTADOS_ABIERTOS, type EstadoPedido } from '#dominio/pedidos';
import { auditar } from '../auditoria/registro.js';
import { registrarCobro } from '../cobros/service.js';
import type { Config } from '../config.js';
import { entregasAbiertas } from '../cuentas/ledger.js';
import { fetchPage, likePattern, whereOwnerOrNumber as whereDeONumero } from '../db/queries.js';
import { badRequest, conIndicesUnicos, conflict, forbidden, type MensajesDeUnicos, notFound, requireActive } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { resumenDeLineas } from '../pedidos-comun/lineas.js';
import { pedidosService } from '../pedidos/service.js';
import { moverStockVarios } from '../stock/ledger.js';
import type { Sesion } from '../nucleo/sesion.js';
import { comprobarVersion, edicion, versionSiguiente } from '../versiones.js';
import { hojaMapper, paradaMapper } from './mapper.js';

export const HOJA_NO_ENCONTRADA = 'Hoja de ruta no encontrada';
export const PARADA_NO_ENCONTRADA = 'Parada no encontrada';
export const ORDEN_HOJAS = { sort: 'Fecha', order: 'desc' } as const;
export const ORDEN_CANDIDATOS = { sort: 'FechaPedido', order: 'asc' } as const;

type Row = Record<string, unknown>;
type Trx = Knex.Transaction;

/** A stop action: what it sets on the stop once the order moved. */
type Accion = { tipo: 'entregado'; datos: Entrega } | { tipo: 'parcial'; datos: EntregaParcial } | { tipo: 'no_entregado'; datos: NoEntrega };

/** '23505' on one of the partial unique indexes of migration 027: a concurrent plan won the race. */
const CONFLICTOS_DE_INDICE: MensajesDeUnicos = {
  paradas_pedido_retenido: () => 'Un pedido de la hoja ya está en otra hoja de ruta abierta',
  hojas_de_ruta_vehiculo_dia: () => 'El vehículo ya tiene una hoja de ruta abierta ese día',
  hojas_de_ruta_chofer_dia: () => 'El chofer ya tiene una hoja de ruta abierta ese día',
};

/** The sheet as its trail names it: references by id (the trail writes their names), the stops as order numbers. */
export const valoresDelPlan = (plan: HojaInput) => ({
  Fecha: plan.Fecha,
  VehiculoID: plan.VehiculoID,
  ChoferID: plan.ChoferID,
  Observaciones: plan.Observaciones,
  Paradas: plan.Paradas.map((id) => `N° ${id}`).join(', '),
});

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
    .whereIn('cliente_id', [...new Set(filas.map((f) => f.cliente_id as number))])
    .select('cliente_id', 'nombre', 'apellido', 'direccion', 'telefono');
  const porId = new Map(clientes.map((c) => [c.cliente_id, c]));
  return filas.map((f) => {
    const c = porId.get(f.cliente_id)!;
    return {
      PedidoID: f.pedido_id as number,
      FechaPedido: f.fecha_pedido as Date,
      Estado: f.estado as PedidoARepartir['Estado'],
      PrecioTotal: Number(f.precio_total),
      Kg: Number(f.kg),
      Cliente: {
        ClienteID: c.cliente_id as number,
        Nombre: c.nombre as string,
        Apellido: c.apellido as string,
        Direccion: c.direccion as string,
        Telefono: c.telefono as string,
      },
    };
  });
}

export function hojasDeRutaService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio' | 'cobroPuertaMargen'>) {
  const pedidos = pedidosService(db, config);
  const hoy = () => diaNegocio(config.now(), config.zonaNegocio);

  /** Sheets with their vehicle, driver, stop count and planned kilos, as one relation `h` (so a page sorts by any of them). */
  function hojas(trx: Knex = db) {
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
    Vehiculo: {
      VehiculoID: f.vehiculo_id as number,
      Patente: f.patente as string,
      Marca: f.marca as string,
      Modelo: f.modelo as string,
      CapacidadKg: (f.capacidad_kg as number | null) ?? null,
    },
    Chofer: { UsuarioID: f.chofer_id as number, Nombre: f.chofer_nombre as string, Apellido: f.chofer_apellido as string },
  });

  /** Newest day first unless sorted otherwise; q is a plate, a driver's name or a sheet's number. */
  async function list(filter: HojaFilter, listQuery: ListQuery) {
    const query = hojas().select('*');
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
    await whereDeONumero(query, listQuery.q, {
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
    return filas.map((f) => ({ UsuarioID: f.usuario_id as number, Nombre: f.nombre as string, Apellido: f.apellido as string }));
  }

  /** A sheet's stops in order, each with its order, client and lines (read by the stops' ids, never more). */
  async function paradasDe(trx: Knex, hojaId: number, paradaId?: number): Promise<Parada[]> {
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
    const filas: Row[] = await query;
    const ids = filas.map((f) => f.pedido_id as number);
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
        ...ordenes.get(f.pedido_id as number)!,
        detalles: lineas
          .filter((l) => l.pedido_id === f.pedido_id)
          .map((l) => ({
            DetalleID: l.detalle_id as number,
            ProductoID: l.producto_id as number,
            Producto: l.nombre as string,
            PesoKg: Number(l.peso_kg),
            PrecioUnitario: Number(l.precio_unitario),
            Cantidad: l.cantidad as number,
            CantidadPedida: (l.cantidad_pedida as number | null) ?? null,
          })),
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

  async function get(id: number, trx: Knex = db): Promise<HojaDeRutaDetalle> {
    const fila = await hojas(trx).where('hoja_id', id).first();
    if (!fila) throw notFound(HOJA_NO_ENCONTRADA);
    const paradas = await paradasDe(trx, id);
    return { ...aHoja(fila), Paradas: paradas, Resumen: resumen(paradas) };
  }

  /**
   * The driver's sheet of today (GET /hojas-de-ruta/mi-recorrido): the open one of `sesion` (one per driver and
   * day), else the last one closed today; null when there is none. Only the session's own sheets.
   */
  async function miRecorrido(sesion: Sesion): Promise<HojaDeRutaDetalle | null> {
    const fila = await db('hojas_de_ruta')
      .where({ chofer_id: sesion.UsuarioID, fecha: hoy() })
      .orderByRaw("(estado = 'Cerrada'), hoja_id DESC")
      .first('hoja_id');
    return fila ? get(fila.hoja_id) : null;
  }

  // ---------------------------------------------------------------- planning

  /**
   * The rules of a plan (docs/funcional.md, Hojas de ruta): an active, available vehicle and an active driver,
   * neither on another open sheet of that day; orders Pendiente or En Proceso on no other open sheet; and the
   * load (cantidad × PesoKg of every line) within the vehicle's capacity. Answers each order's kilos.
   */
  async function comprobarPlan(trx: Trx, plan: HojaInput, hojaId?: number): Promise<Map<number, number>> {
    const vehiculo = requireActive(
      await trx('vehiculos').where({ vehiculo_id: plan.VehiculoID }).first('patente', 'active', 'disponible', 'capacidad_kg'),
      'VehiculoID',
      'Vehículo no encontrado',
      (v) => `El vehículo ${v.patente} está inactivo`,
    );
    if (!vehiculo.disponible) {
      const mensaje = `El vehículo ${vehiculo.patente} no está disponible`;
      throw badRequest(mensaje, { VehiculoID: mensaje });
    }
    const chofer = requireActive(
      await trx('usuarios').where({ usuario_id: plan.ChoferID }).first('nombre', 'apellido', 'active', 'chofer'),
      'ChoferID',
      'Chofer no encontrado',
      (u) => `El usuario ${u.nombre} ${u.apellido} está inactivo`,
    );
    if (!chofer.chofer) {
      const mensaje = `${chofer.nombre} ${chofer.apellido} no está marcado como chofer`;
      throw badRequest(mensaje, { ChoferID: mensaje });
    }
    const dia = plan.Fecha.split('-').reverse().join('/');
    const otraAbierta = (columna: string, valor: number) =>
      trx('hojas_de_ruta')
        .where({ [columna]: valor, fecha: plan.Fecha })
        .whereNot('estado', 'Cerrada')
        .modify((q) => hojaId !== undefined && q.whereNot('hoja_id', hojaId))
        .first('hoja_id');
    const delVehiculo = await otraAbierta('vehiculo_id', plan.VehiculoID);
    if (delVehiculo) throw conflict(`El vehículo ${vehiculo.patente} ya tiene una hoja de ruta abierta el ${dia} (N° ${delVehiculo.hoja_id})`);
    const delChofer = await otraAbierta('chofer_id', plan.ChoferID);
    if (delChofer) throw conflict(`${chofer.nombre} ${chofer.apellido} ya tiene una hoja de ruta abierta el ${dia} (N° ${delChofer.hoja_id})`);

    // The orders locked (shared) to the commit: a status change from an order's screen waits, then finds it held (88).
    const leidos: { pedido_id: number; estado: EstadoPedido; hoja_id: number | null }[] = await trx('pedidos as p')
      .leftJoin('paradas as pa', (j) => j.on('pa.pedido_id', 'p.pedido_id').andOnVal('pa.retiene', true))
      .whereIn('p.pedido_id', plan.Paradas)
      .select('p.pedido_id', 'p.estado', 'pa.hoja_id')
      .forShare('p');
    for (const pedidoId of plan.Paradas) {
      const pedido = leidos.find((p) => p.pedido_id === pedidoId);
      if (!pedido) throw badRequest(`El pedido ${pedidoId} no existe`, { Paradas: `El pedido ${pedidoId} no existe` });
      if (!ESTADOS_ABIERTOS.includes(pedido.estado))
        throw conflict(`El pedido ${pedidoId} está ${pedido.estado}: solo se reparten pedidos Pendientes o En Proceso`);
      if (pedido.hoja_id !== null && pedido.hoja_id !== hojaId)
        throw conflict(`El pedido ${pedidoId} ya está en la hoja de ruta N° ${pedido.hoja_id}`);
    }
    const kg = await kgDePedidos(trx, plan.Paradas);
    comprobarCapacidad(vehiculo, kg);
    return kg;
  }

  /** 409 when the orders' kilos (`kg`, by order) exceed the vehicle's capacity; a vehicle without one is not checked. */
  function comprobarCapacidad(vehiculo: Row, kg: Map<number, number>) {
    const total = [...kg.values()].reduce((s, k) => s + k, 0);
    const capacidad = vehiculo.capacidad_kg as number | null;
    if (capacidad !== null && total > capacidad)
      throw conflict(`La carga (${formatoKg(total)}) supera la capacidad del vehículo ${vehiculo.patente} (${formatoKg(capacidad)})`);
  }

  /**
   * Writes the sheet's stops as `pedidoIds` in that order: kept orders move to their new position (the unique
   * position is checked at commit), removed ones go (a plan's stop holds nothing yet), new ones are added.
   */
  async function guardarParadas(trx: Trx, hojaId: number, pedidoIds: number[], kg: Map<number, number>) {
    const actuales: { parada_id: number; pedido_id: number }[] = await trx('paradas')
      .where({ hoja_id: hojaId })
      .select('parada_id', 'pedido_id');
    const quitadas = actuales.filter((p) => !pedidoIds.includes(p.pedido_id)).map((p) => p.parada_id);
    if (quitadas.length > 0) await trx('paradas').whereIn('parada_id', quitadas).del();
    for (const [i, pedidoId] of pedidoIds.entries()) {
      const fila = { posicion: i + 1, kg: kg.get(pedidoId) ?? 0 };
      const existente = actuales.find((p) => p.pedido_id === pedidoId);
      if (existente) await trx('paradas').where({ parada_id: existente.parada_id }).update(fila);
      else await trx('paradas').insert({ ...fila, hoja_id: hojaId, pedido_id: pedidoId });
    }
  }

  async function crear(plan: HojaInput, sesion: Sesion): Promise<HojaDeRutaDetalle> {
    const id = await conIndicesUnicos(CONFLICTOS_DE_INDICE, () =>
      db.transaction(async (trx) => {
        const kg = await comprobarPlan(trx, plan);
        const [{ hoja_id }] = await trx('hojas_de_ruta')
          .insert({
            fecha: plan.Fecha,
            vehiculo_id: plan.VehiculoID,
            chofer_id: plan.ChoferID,
            observaciones: plan.Observaciones,
            usuario_id: sesion.UsuarioID,
            created_at: config.now(),
          })
          .returning('hoja_id');
        await guardarParadas(trx, hoja_id, plan.Paradas, kg);
        await auditar(trx, sesion, {
          entidad: 'hojas-de-ruta',
          id: hoja_id,
          accion: 'crear',
          fecha: config.now(),
          despues: valoresDelPlan(plan),
        });
        return hoja_id as number;
      }),
    );
    return get(id);
  }

  /** Locks a sheet for a change of it (its row first, then its stops: the order every write of a sheet takes). */
  async function bloquear(trx: Trx, id: number, version?: number) {
    const hoja = await trx('hojas_de_ruta').where({ hoja_id: id }).forUpdate().first();
    if (!hoja) throw notFound(HOJA_NO_ENCONTRADA);
    comprobarVersion(hoja.version, version);
    return hoja;
  }

  /** PUT: the fields given, and Paradas (when given) as the whole ordered list; only while Planificada. */
  async function editar(id: number, cambios: Omit<HojaUpdate, 'Version'>, sesion: Sesion, version?: number) {
    return conIndicesUnicos(CONFLICTOS_DE_INDICE, () =>
      edicion(
        db,
        (i) => get(i),
        id,
        async (trx) => {
          const hoja = await bloquear(trx, id, version);
          if (hoja.estado !== 'Planificada') throw conflict(`Solo se modifica una hoja de ruta Planificada (esta está ${hoja.estado})`);
          const paradas: number[] = await trx('paradas').where({ hoja_id: id }).orderBy('posicion').pluck('pedido_id');
          const antes: HojaInput = {
            Fecha: hoja.fecha,
            VehiculoID: hoja.vehiculo_id,
            ChoferID: hoja.chofer_id,
            Observaciones: hoja.observaciones,
            Paradas: paradas,
          };
          const plan: HojaInput = { ...antes, ...Object.fromEntries(Object.entries(cambios).filter(([, v]) => v !== undefined)) };
          const kg = await comprobarPlan(trx, plan, id);
          await trx('hojas_de_ruta')
            .where({ hoja_id: id })
            .update({
              fecha: plan.Fecha,
              vehiculo_id: plan.VehiculoID,
              chofer_id: plan.ChoferID,
              observaciones: plan.Observaciones,
              version: versionSiguiente(trx),
            });
          await guardarParadas(trx, id, plan.Paradas, kg);
          await auditar(trx, sesion, {
            entidad: 'hojas-de-ruta',
            id,
            accion: 'modificar',
            fecha: config.now(),
            antes: valoresDelPlan(antes),
            despues: valoresDelPlan(plan),
          });
          return get(id, trx);
        },
      ),
    );
  }

  /** Whether `sesion` may run the sheet's route: its driver, a Supervisor or an Administrador (403 otherwise). */
  function comprobarChofer(hoja: Row, sesion: Sesion) {
    if (hoja.chofer_id !== sesion.UsuarioID && !ROLES_PLANIFICAR.includes(sesion.Rol)) throw forbidden(SOLO_EL_CHOFER);
  }

  /**
   * A sheet's state change, in its own transaction with the sheet locked: `aplicar` checks and does its part,
   * then the sheet takes `estado` (stamped in `sello`) and the trail says so.
   */
  function cambiarEstado(
    id: number,
    sesion: Sesion,
    version: number | undefined,
    { estado, sello }: { estado: EstadoHoja; sello: 'iniciada_en' | 'cerrada_en' },
    aplicar: (trx: Trx, hoja: Row) => Promise<void>,
  ) {
    return edicion(
      db,
      (i) => get(i),
      id,
      async (trx) => {
        const hoja = await bloquear(trx, id, version);
        await aplicar(trx, hoja);
        await trx('hojas_de_ruta')
          .where({ hoja_id: id })
          .update({ estado, [sello]: config.now(), version: versionSiguiente(trx) });
        await auditar(trx, sesion, {
          entidad: 'hojas-de-ruta',
          id,
          accion: 'cambiar_estado',
          fecha: config.now(),
          cambios: [{ Campo: 'Estado', Antes: hoja.estado, Despues: estado }],
        });
        return get(id, trx);
      },
    );
  }

  /**
   * "Iniciar recorrido": the sheet goes En curso and each of its Pendiente orders En Proceso, with the history
   * entry any status change writes. An order that left the open states since it was planned stops it (409), and so
   * does a load above the vehicle's capacity, its kilos read again from the lines (a product may weigh more since
   * planning): the stops then keep the kilos that left.
   */
  const iniciar = (id: number, sesion: Sesion, version?: number) =>
    cambiarEstado(id, sesion, version, { estado: 'En curso', sello: 'iniciada_en' }, async (trx, hoja) => {
      comprobarChofer(hoja, sesion);
      if (hoja.estado !== 'Planificada') throw conflict(`La hoja de ruta ya está ${hoja.estado}`);
      const paradas: { pedido_id: number; estado: EstadoPedido }[] = await trx('paradas as pa')
        .join('pedidos as p', 'p.pedido_id', 'pa.pedido_id')
        .where('pa.hoja_id', id)
        .orderBy('pa.posicion')
        .select('pa.pedido_id', 'p.estado');
      if (paradas.length === 0) throw conflict('La hoja de ruta no tiene paradas');
      const cerrado = paradas.find((p) => !ESTADOS_ABIERTOS.includes(p.estado));
      if (cerrado) throw conflict(`El pedido ${cerrado.pedido_id} está ${cerrado.estado}: quítelo de la hoja antes de iniciar el recorrido`);
      const kg = await kgDePedidos(
        trx,
        paradas.map((p) => p.pedido_id),
      );
      comprobarCapacidad(await trx('vehiculos').where({ vehiculo_id: hoja.vehiculo_id }).first('patente', 'capacidad_kg'), kg);
      for (const [pedidoId, kilos] of kg) await trx('paradas').where({ hoja_id: id, pedido_id: pedidoId }).update({ kg: kilos });
      for (const p of paradas.filter((x) => x.estado === 'Pendiente')) {
        await pedidos.cambiarPorEntrega(trx, p.pedido_id, { estado: 'En Proceso', comentario: `Salió en la hoja de ruta N° ${id}` }, sesion);
      }
    });

  /** Closing: every stop resolved; the stops no longer hold their orders. Answers the sheet with its summary. */
  const cerrar = (id: number, sesion: Sesion, version?: number) =>
    cambiarEstado(id, sesion, version, { estado: 'Cerrada', sello: 'cerrada_en' }, async (trx, hoja) => {
      if (hoja.estado === 'Cerrada') throw conflict('La hoja de ruta ya está Cerrada');
      const [{ n }] = await trx('paradas').where({ hoja_id: id }).whereNull('resultado').count({ n: '*' });
      if (Number(n) > 0) throw conflict(`No se puede cerrar: quedan ${n} paradas sin resolver`);
      await trx('paradas').where({ hoja_id: id, retiene: true }).update({ retiene: false });
    });

  // ---------------------------------------------------------------- the stops

  /**
   * A partial delivery's lines: each line of the order given once, none above what was ordered, something
   * delivered and something not. Answers the order's lines with what was delivered of each.
   */
  async function lineasEntregadas(trx: Trx, pedidoId: number, entregadas: EntregaParcial['Lineas']) {
    const lineas: { detalle_id: number; producto_id: number; nombre: string; cantidad: number; precio_unitario: number }[] = await trx(
      'detalle_pedidos as d',
    )
      .join('productos as pr', 'pr.producto_id', 'd.producto_id')
      .where('d.pedido_id', pedidoId)
      .orderBy('d.detalle_id')
      .select('d.detalle_id', 'd.producto_id', 'pr.nombre', 'd.cantidad', 'd.precio_unitario');
    const ajena = entregadas.find((e) => !lineas.some((l) => l.detalle_id === e.DetalleID));
    if (ajena)
      throw badRequest(`La línea ${ajena.DetalleID} no es de este pedido`, { Lineas: `La línea ${ajena.DetalleID} no es de este pedido` });
    const conEntrega = lineas.map((l) => {
      const dadas = entregadas.filter((e) => e.DetalleID === l.detalle_id);
      if (dadas.length !== 1)
        throw badRequest(`Indique una vez lo entregado de ${l.nombre}`, { Lineas: `Indique una vez lo entregado de ${l.nombre}` });
      if (dadas[0].Cantidad > l.cantidad) {
        const mensaje = `No se puede entregar más de lo pedido de ${l.nombre} (${formatoCantidad(l.cantidad)})`;
        throw badRequest(mensaje, { Lineas: mensaje });
      }
      return { ...l, entregada: dadas[0].Cantidad };
    });
    if (conEntrega.every((l) => l.entregada === l.cantidad)) throw badRequest('Se entregó todo el pedido: use Entregado');
    if (conEntrega.every((l) => l.entregada === 0)) throw badRequest('No se entregó nada: use No entregado');
    return conEntrega;
  }

  /**
   * A partial delivery changes the order before it is completed: each line keeps what was delivered (and what
   * was ordered, cantidad_pedida) and the total is recomputed, so the account's debit is what was delivered.
   * Answers the rest that goes back to stock and the history's comment, which tells the difference.
   */
  async function aplicarParcial(trx: Trx, pedidoId: number, hojaId: number, sesion: Sesion, entregadas: EntregaParcial['Lineas']) {
    const lineas = await lineasEntregadas(trx, pedidoId, entregadas);
    const pedido = await trx('pedidos').where({ pedido_id: pedidoId }).first('precio_total');
    for (const l of lineas.filter((x) => x.entregada < x.cantidad)) {
      await trx('detalle_pedidos').where({ detalle_id: l.detalle_id }).update({ cantidad: l.entregada, cantidad_pedida: l.cantidad });
    }
    const total = totalPedido(lineas.map((l) => ({ PrecioUnitario: l.precio_unitario, Cantidad: l.entregada })));
    await trx('pedidos').where({ pedido_id: pedidoId }).update({ precio_total: total });
    const resumenDe = (cantidad: (l: (typeof lineas)[number]) => number) =>
      resumenDeLineas(lineas.map((l) => ({ Cantidad: cantidad(l), Producto: { Nombre: l.nombre } })));
    await auditar(trx, sesion, {
      entidad: 'pedidos',
      id: pedidoId,
      accion: 'modificar',
      fecha: config.now(),
      resumen: `Entrega parcial (hoja de ruta N° ${hojaId})`,
      cambios: [
        { Campo: 'Detalles', Antes: resumenDe((l) => l.cantidad), Despues: resumenDe((l) => l.entregada) },
        { Campo: 'PrecioTotal', Antes: Number(pedido.precio_total), Despues: total },
      ],
    });
    const diferencias = lineas
      .filter((l) => l.entregada < l.cantidad)
      .map((l) => `${l.nombre}: ${formatoCantidad(l.entregada)} de ${formatoCantidad(l.cantidad)}`)
      .join('; ');
    return {
      devolucion: lineas.filter((l) => l.entregada < l.cantidad).map((l) => ({ productoId: l.producto_id, cantidad: l.cantidad - l.entregada })),
      comentario: `Entrega parcial (hoja de ruta N° ${hojaId}): ${diferencias}. Total ${formatoMoneda(total)} (antes ${formatoMoneda(Number(pedido.precio_total))})`,
    };
  }

  /**
   * The cash a stop may collect: what its order comes to once delivered (a partial delivery's new total) and
   * COBRO_PUERTA_MARGEN percent more, a client who rounds up; above it, 400 (the stop's transaction writes nothing).
   */
  async function comprobarCobrado(trx: Trx, pedidoId: number, cobrado: number) {
    const { precio_total: total } = await trx('pedidos').where({ pedido_id: pedidoId }).first('precio_total');
    const maximo = Math.floor((aCentavos(total) * (100 + config.cobroPuertaMargen)) / 100);
    if (aCentavos(cobrado) <= maximo) return;
    const margen = config.cobroPuertaMargen > 0 ? ` más ${String(config.cobroPuertaMargen).replace('.', ',')} %` : '';
    const mensaje = `No se puede cobrar más de ${formatoMoneda(maximo / 100)} en esta parada (el total del pedido${margen})`;
    throw badRequest(mensaje, { Cobrado: mensaje });
  }

  /** A data URL's bytes and media type. */
  const imagen = (dataUrl: string | null) => {
    if (!dataUrl) return { bytes: null, tipo: null };
    const [cabecera, base64] = dataUrl.split(',');
    return { bytes: Buffer.from(base64, 'base64'), tipo: cabecera.slice('data:'.length, cabecera.indexOf(';')) };
  };

  /**
   * One stop action, in one transaction: the sheet is read (shared: closing waits) and the stop locked, so two
   * deliveries of one stop apply once (the second finds it resolved: 409). The order moves as any status change
   * (Completado writes the account's debit, back to Pendiente frees it for another sheet), a partial delivery
   * gives the rest back to stock ('devolucion'), and cash collected becomes a payment of the client.
   */
  async function aplicarAccion(trx: Trx, hojaId: number, paradaId: number, accion: Accion, sesion: Sesion): Promise<Parada> {
    const hoja = await trx('hojas_de_ruta').where({ hoja_id: hojaId }).forShare().first('chofer_id', 'estado');
    if (!hoja) throw notFound(HOJA_NO_ENCONTRADA);
    comprobarChofer(hoja, sesion);
    const parada = await trx('paradas').where({ parada_id: paradaId, hoja_id: hojaId }).forUpdate().first('pedido_id', 'posicion', 'resultado');
    if (!parada) throw notFound(PARADA_NO_ENCONTRADA);
    if (hoja.estado !== 'En curso') throw conflict(`La hoja de ruta está ${hoja.estado}: las entregas se registran con el recorrido en curso`);
    if (parada.resultado) throw conflict(`La parada ya se registró como ${RESULTADOS_PARADA[parada.resultado as ResultadoParada]}`);
    const pedidoId: number = parada.pedido_id;
    const pedido = await trx('pedidos').where({ pedido_id: pedidoId }).first('estado', 'cliente_id');
    if (!ESTADOS_ABIERTOS.includes(pedido.estado)) throw conflict(`El pedido ${pedidoId} está ${pedido.estado}`);

    let devolucion: { productoId: number; cantidad: number }[] = [];
    let cobroId: number | null = null;
    if (accion.tipo === 'no_entregado') {
      const motivo = MOTIVOS_NO_ENTREGA[accion.datos.Motivo];
      const comentario = `No entregado (hoja de ruta N° ${hojaId}): ${motivo}${accion.datos.Comentario ? `. ${accion.datos.Comentario}` : ''}`;
      if (pedido.estado !== 'Pendiente') await pedidos.cambiarPorEntrega(trx, pedidoId, { estado: 'Pendiente', comentario }, sesion);
    } else {
      let comentario = `Entregado (hoja de ruta N° ${hojaId})`;
      if (accion.tipo === 'parcial') ({ devolucion, comentario } = await aplicarParcial(trx, pedidoId, hojaId, sesion, accion.datos.Lineas));
      if (accion.datos.Cobrado !== null) await comprobarCobrado(trx, pedidoId, accion.datos.Cobrado);
      await pedidos.cambiarPorEntrega(trx, pedidoId, { estado: 'Completado', comentario }, sesion);
      if (accion.datos.Cobrado !== null) {
        // The cash pays this delivery first when it still owes something (credit in favour may have covered it).
        const abierta = (await entregasAbiertas(trx, pedido.cliente_id, [pedidoId])).length > 0;
        cobroId = await registrarCobro(
          trx,
          config,
          {
            ClienteID: pedido.cliente_id,
            Importe: accion.datos.Cobrado,
            Metodo: 'efectivo',
            Referencia: null,
            Comentario: `Cobrado en la hoja de ruta N° ${hojaId}, parada ${parada.posicion}`,
            PedidoIDs: abierta ? [pedidoId] : undefined,
          },
          sesion,
        );
      }
    }
    const entregado = accion.tipo !== 'no_entregado';
    const firma = imagen(entregado ? accion.datos.Firma : null);
    const foto = imagen(entregado ? accion.datos.Foto : null);
    await trx('paradas')
      .where({ parada_id: paradaId })
      .update({
        resultado: accion.tipo,
        motivo_falla: accion.tipo === 'no_entregado' ? accion.datos.Motivo : null,
        comentario: accion.datos.Comentario,
        kg_entregados: entregado ? ((await kgDePedidos(trx, [pedidoId])).get(pedidoId) ?? 0) : 0,
        retiene: entregado,
        firma: firma.bytes,
        foto: foto.bytes,
        foto_tipo: foto.tipo,
        cobro_id: cobroId,
        usuario_id: sesion.UsuarioID,
        resuelta_en: config.now(),
      });
    await auditar(trx, sesion, {
      entidad: 'hojas-de-ruta',
      id: hojaId,
      accion: 'modificar',
      parte: { tipo: 'paradas', id: paradaId },
      resumen: `N° ${parada.posicion}, pedido ${pedidoId}`,
      fecha: config.now(),
      cambios: [
        { Campo: 'Resultado', Antes: null, Despues: RESULTADOS_PARADA[accion.tipo] },
        ...(accion.tipo === 'no_entregado' ? [{ Campo: 'MotivoFalla', Antes: null, Despues: MOTIVOS_NO_ENTREGA[accion.datos.Motivo] }] : []),
      ],
    });
    // The stock last, as in any status change: the products are held only by their statement and the commit.
    await moverStockVarios(
      trx,
      devolucion.map((d) => ({ ...d, motivo: 'devolucion', pedidoId, usuarioId: sesion.UsuarioID, comentario: `Hoja de ruta N° ${hojaId}` })),
    );
    const [respuesta] = await paradasDe(trx, hojaId, paradaId);
    return respuesta;
  }

  return {
    list,
    candidatos,
    choferes,
    get,
    miRecorrido,
    crear,
    editar,
    iniciar,
    cerrar,
    // A stop action runs in its Idempotency-Key's transaction (api/src/idempotencia/): applied once per key.
    entregar: (trx: Trx, hojaId: number, paradaId: number, datos: Entrega, sesion: Sesion) =>
      aplicarAccion(trx, hojaId, paradaId, { tipo: 'entregado', datos }, sesion),
    entregaParcial: (trx: Trx, hojaId: number, paradaId: number, datos: EntregaParcial, sesion: Sesion) =>
      aplicarAccion(trx, hojaId, paradaId, { tipo: 'parcial', datos }, sesion),
    noEntregado: (trx: Trx, hojaId: number, paradaId: number, datos: NoEntrega, sesion: Sesion) =>
      aplicarAccion(trx, hojaId, paradaId, { tipo: 'no_entregado', datos }, sesion),
  };
}

export type HojasDeRutaService = ReturnType<typeof hojasDeRutaService>;
