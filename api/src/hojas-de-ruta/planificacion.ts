import type { Knex } from 'knex';
import { formatoKg } from '#dominio/formatos';
import {
  type EstadoHoja,
  HOJA_NO_ENCONTRADA,
  type HojaDeRutaDetalle,
  type HojaInput,
  type HojaUpdate,
  ROLES_PLANIFICAR,
  SOLO_EL_CHOFER,
} from '#dominio/hojasDeRuta';
import { ESTADOS_ABIERTOS, type EstadoPedido } from '#dominio/pedidos';
import { auditar } from '../auditoria/registro.js';
import type { Config } from '../config.js';
import { badRequest, conIndicesUnicos, conflict, forbidden, type MensajesDeUnicos, notFound, requireActive } from '../errores.js';
import type { PedidosService } from '../pedidos/service.js';
import type { Sesion } from '../nucleo/sesion.js';
import { comprobarVersion, edicion, versionSiguiente } from '../versiones.js';
import { kgDePedidos, leerHoja } from './lecturas.js';

// Planning a route sheet and its state changes: create and edit a plan (vehicle, driver, day, ordered stops)
// while Planificada, start the route (En curso) and close it (Cerrada). A stop's delivery is entregarParada.ts.

type Trx = Knex.Transaction;

/** The sheet's row as a change of it locks it. */
interface FilaHoja {
  estado: EstadoHoja;
  fecha: string;
  vehiculo_id: number;
  chofer_id: number;
  observaciones: string | null;
}

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

/** Whether `sesion` may run the sheet's route (start it, resolve its stops): its driver, a Supervisor or an Administrador (403 otherwise). */
export function comprobarChofer(hoja: { chofer_id: number }, sesion: Sesion) {
  if (hoja.chofer_id !== sesion.UsuarioID && !ROLES_PLANIFICAR.includes(sesion.Rol)) throw forbidden(SOLO_EL_CHOFER);
}

/** 409 when the orders' kilos (`kg`, by order) exceed the vehicle's capacity; a vehicle without one is not checked. */
function comprobarCapacidad(vehiculo: { patente: string; capacidad_kg: number | null }, kg: Map<number, number>) {
  const total = [...kg.values()].reduce((s, k) => s + k, 0);
  const capacidad = vehiculo.capacidad_kg;
  if (capacidad !== null && total > capacidad)
    throw conflict(`La carga (${formatoKg(total)}) supera la capacidad del vehículo ${vehiculo.patente} (${formatoKg(capacidad)})`);
}

/**
 * The rules of a plan (docs/funcional.md, Hojas de ruta): an active, available vehicle and an active driver,
 * neither on another open sheet of that day; orders Pendiente or En Proceso on no other open sheet; and the
 * load (cantidad × PesoKg of every line) within the vehicle's capacity. Answers each order's kilos.
 */
async function comprobarPlan(trx: Trx, plan: HojaInput, hojaId?: number): Promise<Map<number, number>> {
  const vehiculo = requireActive<{ patente: string; active: boolean; disponible: boolean; capacidad_kg: number | null }>(
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

/**
 * Writes the sheet's stops as `pedidoIds` in that order: kept orders move to their new position (the unique
 * position is checked at commit), removed ones go (a plan's stop holds nothing yet), new ones are added.
 */
async function guardarParadas(trx: Trx, hojaId: number, pedidoIds: number[], kg: Map<number, number>) {
  const actuales: { parada_id: number; pedido_id: number }[] = await trx('paradas').where({ hoja_id: hojaId }).select('parada_id', 'pedido_id');
  const quitadas = actuales.filter((p) => !pedidoIds.includes(p.pedido_id)).map((p) => p.parada_id);
  if (quitadas.length > 0) await trx('paradas').whereIn('parada_id', quitadas).del();
  for (const [i, pedidoId] of pedidoIds.entries()) {
    const fila = { posicion: i + 1, kg: kg.get(pedidoId) ?? 0 };
    const existente = actuales.find((p) => p.pedido_id === pedidoId);
    if (existente) await trx('paradas').where({ parada_id: existente.parada_id }).update(fila);
    else await trx('paradas').insert({ ...fila, hoja_id: hojaId, pedido_id: pedidoId });
  }
}

/** Locks a sheet for a change of it (its row first, then its stops: the order every write of a sheet takes). */
async function bloquear(trx: Trx, id: number, version?: number): Promise<FilaHoja> {
  const hoja = await trx('hojas_de_ruta').where({ hoja_id: id }).forUpdate().first();
  if (!hoja) throw notFound(HOJA_NO_ENCONTRADA);
  comprobarVersion(hoja.version, version);
  return hoja;
}

export function planificacionDeHojas(db: Knex, config: Pick<Config, 'now'>, pedidos: Pick<PedidosService, 'cambiarPorEntrega'>) {
  const get = (id: number) => leerHoja(db, id);

  async function crear(plan: HojaInput, sesion: Sesion): Promise<HojaDeRutaDetalle> {
    const id = await conIndicesUnicos(CONFLICTOS_DE_INDICE, () =>
      db.transaction(async (trx) => {
        const kg = await comprobarPlan(trx, plan);
        const [{ hoja_id }]: { hoja_id: number }[] = await trx('hojas_de_ruta')
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
        return hoja_id;
      }),
    );
    return get(id);
  }

  /** PUT: the fields given, and Paradas (when given) as the whole ordered list; only while Planificada. */
  async function editar(id: number, cambios: Omit<HojaUpdate, 'Version'>, sesion: Sesion, version?: number) {
    return conIndicesUnicos(CONFLICTOS_DE_INDICE, () =>
      edicion(db, get, id, async (trx) => {
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
        return leerHoja(trx, id);
      }),
    );
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
    aplicar: (trx: Trx, hoja: FilaHoja) => Promise<void>,
  ) {
    return edicion(db, get, id, async (trx) => {
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
      return leerHoja(trx, id);
    });
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

  return { crear, editar, iniciar, cerrar };
}
