import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Sesion } from '../http/auth.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { fetchPage, likePattern, type ListQuery } from '../http/paging.js';
import { moverStockVarios } from '../stock/ledger.js';
import { clienteMapper, type Cliente } from '../clientes/schema.js';
import { historialPedidosService } from '../historial-pedidos/service.js';
import {
  detallePedidoMapper,
  pedidoMapper,
  type CambioEstado,
  type EstadoPedido,
  type Pedido,
  type PedidoFilter,
  type PedidoInput,
  type UsuarioResumen,
  type VehiculoResumen,
} from './schema.js';

export const PEDIDO_NO_ENCONTRADO = 'Pedido no encontrado';

type Row = Record<string, unknown>;

const distinct = (rows: Row[], column: string) => [...new Set(rows.map((r) => r[column]).filter((v) => v !== null))] as number[];

/** Money in whole cents, so a total is the exact sum of its lines. */
const centavos = (precio: number) => Math.round(precio * 100);

export function pedidosService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  const historial = historialPedidosService(db, config);

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
    const lineas: Row[] = await trx('detalle_pedidos as d')
      .join('productos as p', 'p.producto_id', 'd.producto_id')
      .whereIn('d.pedido_id', distinct(rows, 'pedido_id'))
      .orderBy('d.detalle_id')
      .select('d.*', 'p.nombre as producto_nombre');
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
    const lineasPorPedido = new Map<unknown, Pedido['detalles']>();
    for (const l of lineas) {
      const linea = { ...detallePedidoMapper.toApi(l), Producto: { ProductoID: l.producto_id as number, Nombre: l.producto_nombre as string } };
      lineasPorPedido.set(l.pedido_id, [...(lineasPorPedido.get(l.pedido_id) ?? []), linea]);
    }
    return rows.map((r) => ({
      ...pedidoMapper.toApi(r),
      Cliente: clientePorId.get(r.cliente_id)!,
      Usuario: usuarioPorId.get(r.usuario_id)!,
      Vehiculo: vehiculoPorId.get(r.vehiculo_id) ?? null,
      detalles: lineasPorPedido.get(r.pedido_id) ?? [],
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
    if (!cliente) throw badRequest('Cliente no encontrado', { ClienteID: 'Cliente no encontrado' });
    if (!cliente.active) {
      const message = `El cliente ${cliente.nombre} ${cliente.apellido} está inactivo`;
      throw badRequest(message, { ClienteID: message });
    }
    if (input.VehiculoID !== null) {
      const vehiculo = await trx('vehiculos').where({ vehiculo_id: input.VehiculoID }).first('patente', 'active');
      if (!vehiculo) throw badRequest('Vehículo no encontrado', { VehiculoID: 'Vehículo no encontrado' });
      if (!vehiculo.active) {
        const message = `El vehículo ${vehiculo.patente} está inactivo`;
        throw badRequest(message, { VehiculoID: message });
      }
    }
    const productos: Row[] = await trx('productos')
      .whereIn('producto_id', [...new Set(input.detalles.map((d) => d.ProductoID))])
      .select('producto_id', 'nombre', 'precio', 'active');
    const productoPorId = new Map(productos.map((p) => [p.producto_id, p]));
    input.detalles.forEach((detalle, i) => {
      const producto = productoPorId.get(detalle.ProductoID);
      const field = `detalles.${i}.ProductoID`;
      if (!producto) throw badRequest('Producto no encontrado', { [field]: 'Producto no encontrado' });
      if (!producto.active) {
        const message = `El producto ${producto.nombre} está inactivo`;
        throw badRequest(message, { [field]: message });
      }
    });
    return productoPorId;
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
      await historial.registrar(trx, { pedidoId, anterior: null, nuevo: 'Pendiente', comentario: 'Pedido creado', usuarioId: sesion.UsuarioID });
      return get(pedidoId, trx);
    });
  }

  /**
   * Any status to any other. A non-administrator only while the order is Pendiente (409: the
   * change is what is not allowed, an administrator may make it). Entering Cancelado gives the
   * stock back, leaving it takes the stock again (409 if it is no longer there).
   */
  async function cambiarEstado(id: number, { estado, comentario }: CambioEstado, sesion: Sesion): Promise<Pedido> {
    return db.transaction(async (trx) => {
      // The row lock serialises concurrent changes of one order, so its stock moves exactly once.
      const actual = await trx('pedidos').where({ pedido_id: id }).forUpdate().first('estado');
      if (!actual) throw notFound(PEDIDO_NO_ENCONTRADO);
      const anterior = actual.estado as EstadoPedido;
      if (anterior === estado) throw badRequest(`El pedido ya está en estado ${estado}`);
      if (sesion.Rol !== 'Administrador' && anterior !== 'Pendiente') {
        throw conflict('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente');
      }
      if (estado === 'Cancelado' || anterior === 'Cancelado') {
        const devuelve = estado === 'Cancelado';
        const lineas: Row[] = await trx('detalle_pedidos').where({ pedido_id: id }).select('producto_id', 'cantidad');
        await moverStockVarios(
          trx,
          lineas.map((l) => ({
            productoId: l.producto_id as number,
            cantidad: devuelve ? (l.cantidad as number) : -(l.cantidad as number),
            motivo: devuelve ? 'cancelacion_venta' : 'reactivacion_venta',
            usuarioId: sesion.UsuarioID,
            pedidoId: id,
          })),
        );
      }
      await trx('pedidos').where({ pedido_id: id }).update({ estado });
      await historial.registrar(trx, { pedidoId: id, anterior, nuevo: estado, comentario, usuarioId: sesion.UsuarioID });
      return get(id, trx);
    });
  }

  /** The status history of one order (newest first unless sorted otherwise). */
  async function historialDe(id: number, listQuery: ListQuery) {
    if (!(await db('pedidos').where({ pedido_id: id }).first('pedido_id'))) throw notFound(PEDIDO_NO_ENCONTRADO);
    return historial.list({ pedidoId: id }, listQuery);
  }

  return { list, get, create, cambiarEstado, historialDe };
}

export type PedidosService = ReturnType<typeof pedidosService>;
