import type { Knex } from 'knex';
import { fetchPage, likePattern } from '../db/queries.js';
import type { Config } from '../config.js';
import type { Sesion } from '../usuarios/sesion.js';
import { notFound, requireActive } from '../errores.js';
import type { ListQuery } from '../http/paging.js';
import { moverStockVarios } from '../stock/ledger.js';
import { clienteMapper, type Cliente } from '../clientes/schema.js';
import { historialPedidosService } from '../historial-pedidos/service.js';
import { cambiosDeEstado, PEDIDO_NO_ENCONTRADO, type TipoDePedido } from '../pedidos-comun/cambioDeEstado.js';
import { lineasPorPedido, productosElegibles } from '../pedidos-comun/lineas.js';
import type { UsuarioResumen } from '../pedidos-comun/schema.js';
import {
  detallePedidoMapper,
  pedidoMapper,
  type CambioEstado,
  type EstadoPedido,
  type Pedido,
  type PedidoFilter,
  type PedidoInput,
  type VehiculoResumen,
} from './schema.js';

// The order holds its stock from creation on; cancelling gives it back.
const PEDIDO_DE_VENTA: TipoDePedido<EstadoPedido> = {
  tabla: 'pedidos',
  id: 'pedido_id',
  tablaLineas: 'detalle_pedidos',
  idLinea: 'detalle_id',
  tablaHistorial: 'historial_pedidos',
  estadoQueRepone: 'Cancelado',
  motivos: { alEntrar: 'cancelacion_venta', alSalir: 'reactivacion_venta' },
  referencia: 'pedidoId',
};

type Row = Record<string, unknown>;

const distinct = (rows: Row[], column: string) => [...new Set(rows.map((r) => r[column]).filter((v) => v !== null))] as number[];

/** Money in whole cents, so a total is the exact sum of its lines. */
const centavos = (precio: number) => Math.round(precio * 100);

export function pedidosService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  const historial = historialPedidosService(db, config);
  const estados = cambiosDeEstado(db, PEDIDO_DE_VENTA, config);

  /**
   * Client, creator, vehicle and lines with their products for a whole page: four queries, whatever
   * its size. One after the other: inside a transaction they share one connection.
   */
  async function hydrate(rows: Row[], trx: Knex): Promise<Pedido[]> {
    if (rows.length === 0) return [];
    const clientes: Row[] = await trx('clientes').whereIn('cliente_id', distinct(rows, 'cliente_id'));
    const usuarios: Row[] = await trx('usuarios').whereIn('usuario_id', distinct(rows, 'usuario_id')).select('usuario_id', 'nombre', 'apellido');
    const vehiculos: Row[] = await trx('vehiculos')
      .whereIn('vehiculo_id', distinct(rows, 'vehiculo_id'))
      .select('vehiculo_id', 'patente', 'marca', 'modelo');
    const lineas = await lineasPorPedido(trx, PEDIDO_DE_VENTA, detallePedidoMapper, distinct(rows, 'pedido_id'));
    const clientePorId = new Map<unknown, Cliente>(clientes.map((c) => [c.cliente_id, clienteMapper.toApi(c)]));
    const usuarioPorId = new Map<unknown, UsuarioResumen>(
      usuarios.map((u) => [u.usuario_id, { UsuarioID: u.usuario_id, Nombre: u.nombre, Apellido: u.apellido } as UsuarioResumen]),
    );
    const vehiculoPorId = new Map<unknown, VehiculoResumen>(
      vehiculos.map((v) => [
        v.vehiculo_id,
        { VehiculoID: v.vehiculo_id, Patente: v.patente, Marca: v.marca, Modelo: v.modelo } as VehiculoResumen,
      ]),
    );
    return rows.map((r) => ({
      ...pedidoMapper.toApi(r),
      Cliente: clientePorId.get(r.cliente_id)!,
      Usuario: usuarioPorId.get(r.usuario_id)!,
      Vehiculo: vehiculoPorId.get(r.vehiculo_id) ?? null,
      detalles: lineas.get(r.pedido_id) ?? [],
    }));
  }

  /** Newest first unless sorted otherwise; q is a client's name or an order number. */
  async function list(filter: PedidoFilter, listQuery: ListQuery) {
    const query = db('pedidos').select('*');
    if (filter.estado) query.where('estado', filter.estado);
    if (filter.clienteId) query.where('cliente_id', filter.clienteId);
    if (listQuery.q) {
      const q = listQuery.q;
      query.where((w) => {
        w.whereIn('cliente_id', db('clientes').select('cliente_id').whereRaw(`nombre || ' ' || apellido ILIKE ?`, [likePattern(q)]));
        if (/^\d{1,9}$/.test(q)) w.orWhere('pedido_id', Number(q));
      });
    }
    const { rows, total } = await fetchPage(query, listQuery, 'pedido_id');
    return { data: await hydrate(rows, db), total };
  }

  async function get(id: number, trx: Knex = db): Promise<Pedido> {
    const row = await trx('pedidos').where({ pedido_id: id }).first();
    if (!row) throw notFound(PEDIDO_NO_ENCONTRADO);
    const [pedido] = await hydrate([row], trx);
    return pedido;
  }

  /** Only an existing, active client, vehicle and products can be chosen (400 otherwise). Answers the products' rows. */
  async function assertElegibles(trx: Knex, input: PedidoInput): Promise<Map<unknown, Row>> {
    const cliente = await trx('clientes').where({ cliente_id: input.ClienteID }).first('nombre', 'apellido', 'active');
    requireActive(cliente, 'ClienteID', 'Cliente no encontrado', (c) => `El cliente ${c.nombre} ${c.apellido} está inactivo`);
    if (input.VehiculoID !== null) {
      const vehiculo = await trx('vehiculos').where({ vehiculo_id: input.VehiculoID }).first('patente', 'active');
      requireActive(vehiculo, 'VehiculoID', 'Vehículo no encontrado', (v) => `El vehículo ${v.patente} está inactivo`);
    }
    return productosElegibles(trx, input.detalles);
  }

  /**
   * The order with its lines priced from the products' current Precio, the stock taken and the
   * first history entry (null -> Pendiente), in one transaction: a 409 for insufficient stock
   * leaves nothing written. Two lines of one product become one line.
   */
  async function create(input: PedidoInput, sesion: Sesion): Promise<Pedido> {
    return db.transaction(async (trx) => {
      const productoPorId = await assertElegibles(trx, input);
      const cantidadPorProducto = new Map<number, number>();
      for (const d of input.detalles) cantidadPorProducto.set(d.ProductoID, (cantidadPorProducto.get(d.ProductoID) ?? 0) + d.Cantidad);
      const lineas = [...cantidadPorProducto].map(([productoId, cantidad]) => ({
        productoId,
        cantidad,
        precio: productoPorId.get(productoId)!.precio as number,
      }));
      const totalCentavos = lineas.reduce((sum, l) => sum + centavos(l.precio) * l.cantidad, 0);
      const [{ pedido_id: pedidoId }] = await trx('pedidos')
        .insert({
          cliente_id: input.ClienteID,
          usuario_id: sesion.UsuarioID,
          vehiculo_id: input.VehiculoID,
          fecha_pedido: config.now(),
          estado: 'Pendiente',
          precio_total: totalCentavos / 100,
        })
        .returning('pedido_id');
      await trx('detalle_pedidos').insert(
        lineas.map((l) => ({ pedido_id: pedidoId, producto_id: l.productoId, precio_unitario: l.precio, cantidad: l.cantidad })),
      );
      await moverStockVarios(
        trx,
        lineas.map((l) => ({ productoId: l.productoId, cantidad: -l.cantidad, motivo: 'venta', usuarioId: sesion.UsuarioID, pedidoId })),
      );
      await estados.registrarCreacion(trx, pedidoId, sesion.UsuarioID);
      return get(pedidoId, trx);
    });
  }

  const cambiarEstado = (id: number, cambio: CambioEstado, sesion: Sesion) => estados.cambiar(id, cambio, sesion, get);

  /** The status history of one order (newest first unless sorted otherwise). */
  async function historialDe(id: number, listQuery: ListQuery) {
    if (!(await db('pedidos').where({ pedido_id: id }).first('pedido_id'))) throw notFound(PEDIDO_NO_ENCONTRADO);
    return historial.list({ pedidoId: id }, listQuery);
  }

  return { list, get, create, cambiarEstado, historialDe };
}

export type PedidosService = ReturnType<typeof pedidosService>;
