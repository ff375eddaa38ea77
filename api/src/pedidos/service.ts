import type { Knex } from 'knex';
import { totalPedido } from '#dominio/lineas';
import type { CambioEstadoPedido, EstadoPedido, Pedido, PedidoFilter, PedidoInput, VehiculoResumen } from '#dominio/pedidos';
import { whereDeONumero } from '../db/queries.js';
import { preparada } from '../db/preparadas.js';
import type { Config } from '../config.js';
import type { Sesion } from '../usuarios/sesion.js';
import type { ListQuery } from '../http/paging.js';
import { moverStockVarios } from '../stock/ledger.js';
import { clienteMapper } from '../clientes/mapper.js';
import { cambiosDeEstado, type TipoDePedido } from '../pedidos-comun/cambioDeEstado.js';
import { hydrator, USUARIO } from '../pedidos-comun/hydrate.js';
import { type Elegible, elegibles, resumenDeLineas } from '../pedidos-comun/lineas.js';
import { detallePedidoMapper, pedidoMapper } from './mapper.js';

// The order holds its stock from creation on; cancelling gives it back.
const PEDIDO_DE_VENTA: TipoDePedido<EstadoPedido> = {
  entidad: 'pedidos',
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

/** Client, creator, vehicle (or null) and lines with their products. */
const hydrate = hydrator<Pedido>({
  tipo: PEDIDO_DE_VENTA,
  pedido: pedidoMapper,
  relaciones: {
    Cliente: { tabla: 'clientes', columna: 'cliente_id', toApi: clienteMapper.toApi },
    Usuario: USUARIO,
    Vehiculo: {
      tabla: 'vehiculos',
      columna: 'vehiculo_id',
      columnas: ['vehiculo_id', 'patente', 'marca', 'modelo'],
      toApi: (v): VehiculoResumen => ({
        VehiculoID: v.vehiculo_id as number,
        Patente: v.patente as string,
        Marca: v.marca as string,
        Modelo: v.modelo as string,
      }),
    },
  },
  lineas: { campo: 'detalles', mapper: detallePedidoMapper },
});

export function pedidosService(db: Knex, config: Pick<Config, 'now'>) {
  const estados = cambiosDeEstado(db, PEDIDO_DE_VENTA, config);

  /** Newest first unless sorted otherwise; q is a client's name or an order number. */
  async function list(filter: PedidoFilter, listQuery: ListQuery) {
    const query = db('pedidos').select('pedidos.*');
    if (filter.estado) query.where('estado', filter.estado);
    if (filter.clienteId) query.where('cliente_id', filter.clienteId);
    whereDeONumero(query, listQuery.q, {
      columna: 'cliente_id',
      ids: (pattern) => db('clientes').select('cliente_id').whereRaw(`nombre || ' ' || apellido ILIKE ?`, [pattern]),
      idColumna: 'pedido_id',
    });
    return hydrate.pagina(db, query, listQuery, 'pedido_id', {
      tabla: 'pedidos',
      filtros: { estado: filter.estado, cliente_id: filter.clienteId },
    });
  }

  function get(id: number, trx: Knex = db): Promise<Pedido> {
    return hydrate.uno(trx, trx('pedidos').where({ pedido_id: id }));
  }

  /** Only an existing, active client, vehicle and products can be chosen (400 otherwise). Answers the products' rows. */
  function assertElegibles(trx: Knex, input: PedidoInput): Promise<Map<unknown, Row>> {
    const cliente: Elegible = {
      tabla: 'clientes',
      columna: 'cliente_id',
      id: input.ClienteID,
      columnas: ['nombre', 'apellido', 'active'],
      campo: 'ClienteID',
      noEncontrado: 'Cliente no encontrado',
      inactivo: (c) => `El cliente ${c.nombre} ${c.apellido} está inactivo`,
    };
    const vehiculo = (id: number): Elegible => ({
      tabla: 'vehiculos',
      columna: 'vehiculo_id',
      id,
      columnas: ['patente', 'active'],
      campo: 'VehiculoID',
      noEncontrado: 'Vehículo no encontrado',
      inactivo: (v) => `El vehículo ${v.patente} está inactivo`,
    });
    return elegibles(trx, input.VehiculoID === null ? [cliente] : [cliente, vehiculo(input.VehiculoID)], input.detalles);
  }

  /**
   * The order with its lines priced from the products' current Precio, the stock taken, the
   * first history entry (null -> Pendiente) and the trail's row, in one transaction: a 409 for insufficient stock
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
      const [{ pedido_id: pedidoId }] = await preparada(
        trx('pedidos')
          .insert({
            cliente_id: input.ClienteID,
            usuario_id: sesion.UsuarioID,
            vehiculo_id: input.VehiculoID,
            fecha_pedido: config.now(),
            estado: 'Pendiente',
            precio_total: totalPedido(lineas.map((l) => ({ PrecioUnitario: l.precio, Cantidad: l.cantidad }))),
          })
          .returning('pedido_id'),
      );
      await preparada(
        trx('detalle_pedidos').insert(
          lineas.map((l) => ({ pedido_id: pedidoId, producto_id: l.productoId, precio_unitario: l.precio, cantidad: l.cantidad })),
        ),
      );
      const pedido = await estados.registrarCreacion(trx, pedidoId, sesion, get, (pedido) => ({
        ClienteID: `${pedido.Cliente.Nombre} ${pedido.Cliente.Apellido}`,
        VehiculoID: pedido.Vehiculo?.Patente ?? null,
        PrecioTotal: pedido.PrecioTotal,
        Detalles: resumenDeLineas(pedido.detalles),
      }));
      // The stock last, as every stock change (moverStockVarios): the hot product rows stay locked only
      // for that statement and the commit.
      await moverStockVarios(
        trx,
        lineas.map((l) => ({ productoId: l.productoId, cantidad: -l.cantidad, motivo: 'venta', usuarioId: sesion.UsuarioID, pedidoId })),
      );
      return pedido;
    });
  }

  const cambiarEstado = (id: number, cambio: CambioEstadoPedido, sesion: Sesion) => estados.cambiar(id, cambio, sesion, get);

  return { list, get, create, cambiarEstado };
}

export type PedidosService = ReturnType<typeof pedidosService>;
