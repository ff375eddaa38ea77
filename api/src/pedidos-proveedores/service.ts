import type { Knex } from 'knex';
import { totalPedido } from '#dominio/lineas';
import type {
  CambioEstadoPedidoProveedor,
  EstadoPedidoProveedor,
  PedidoProveedor,
  PedidoProveedorFilter,
  PedidoProveedorInput,
} from '#dominio/pedidos';
import { whereOwnerOrNumber } from '../db/queries.js';
import type { Config } from '../config.js';
import type { Sesion } from '../nucleo/sesion.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { cambiosDeEstado, type TipoDePedido } from '../pedidos-comun/cambioDeEstado.js';
import { hydrator, USUARIO } from '../pedidos-comun/hydrate.js';
import { type Elegible, elegibles, resumenDeLineas } from '../pedidos-comun/lineas.js';
import { proveedorMapper } from '../proveedores/mapper.js';
import { detallePedidoProveedorMapper, pedidoProveedorMapper } from './mapper.js';

// Stock arrives when the order is received; undoing the reception takes it out again.
const PEDIDO_A_PROVEEDOR: TipoDePedido<EstadoPedidoProveedor> = {
  entidad: 'pedidos-proveedores',
  tabla: 'pedidos_proveedores',
  id: 'pedido_proveedor_id',
  tablaLineas: 'detalle_pedido_proveedores',
  idLinea: 'detalle_pedido_proveedor_id',
  tablaHistorial: 'historial_pedidos_proveedores',
  estadoQueRepone: 'Recibido',
  motivos: { alEntrar: 'recepcion_proveedor', alSalir: 'anulacion_recepcion' },
  referencia: 'pedidoProveedorId',
  costoAlEntrar: 'precio_unitario',
};

/** The order total (sum of Cantidad × PrecioUnitario) as a column: one definition for orders and histories. */
export function totalPedidoSql(db: Knex, pedidoIdColumn: string, alias: string): Knex.Raw {
  return db.raw(
    'coalesce((select sum(d.cantidad * d.precio_unitario) from detalle_pedido_proveedores d where d.pedido_proveedor_id = ??), 0) as ??',
    [pedidoIdColumn, alias],
  );
}

/** Supplier, creator and lines with their products. */
const hydrate = hydrator<PedidoProveedor>({
  tipo: PEDIDO_A_PROVEEDOR,
  pedido: pedidoProveedorMapper,
  relaciones: { Proveedor: { tabla: 'proveedores', columna: 'proveedor_id', mapper: proveedorMapper }, Usuario: USUARIO },
  lineas: { campo: 'DetallePedidoProveedors', mapper: detallePedidoProveedorMapper },
});

export function pedidosProveedoresService(db: Knex, config: Pick<Config, 'now'>) {
  const estados = cambiosDeEstado(db, PEDIDO_A_PROVEEDOR, config);

  function baseQuery(trx: Knex) {
    return trx('pedidos_proveedores as pp').select('pp.*', totalPedidoSql(trx, 'pp.pedido_proveedor_id', 'total'));
  }

  async function listar(filter: PedidoProveedorFilter, listQuery: ListQuery) {
    const query = baseQuery(db);
    if (filter.estado) query.where('pp.estado', filter.estado);
    if (filter.proveedorId) query.where('pp.proveedor_id', filter.proveedorId);
    // q is a supplier name or an order number.
    await whereOwnerOrNumber(query, listQuery.q, {
      columna: 'pp.proveedor_id',
      ids: (pattern) => db('proveedores').select('proveedor_id').whereILike('nombre', pattern),
      idColumna: 'pp.pedido_proveedor_id',
    });
    return hydrate.pagina(db, query, listQuery, 'pp.pedido_proveedor_id', {
      tabla: 'pedidos_proveedores',
      filtros: { estado: filter.estado, proveedor_id: filter.proveedorId },
    });
  }

  function obtener(id: number, trx: Knex = db): Promise<PedidoProveedor> {
    return hydrate.uno(trx, baseQuery(trx).where('pp.pedido_proveedor_id', id));
  }

  /** Only an active supplier and active products can be ordered (400 otherwise). */
  function comprobarElegibles(trx: Knex, input: PedidoProveedorInput) {
    const proveedor: Elegible = {
      tabla: 'proveedores',
      columna: 'proveedor_id',
      id: input.ProveedorID,
      columnas: ['nombre', 'active'],
      campo: 'ProveedorID',
      noEncontrado: 'Proveedor no encontrado',
      inactivo: (p) => `El proveedor ${p.nombre} está inactivo`,
    };
    return elegibles(trx, [proveedor], input.detalles);
  }

  /**
   * The order, its lines (as given), its first history entry and the trail's row, in one transaction sent in one go
   * (estados.crear), or in its Idempotency-Key's (`trx`).
   */
  async function crear(input: PedidoProveedorInput, sesion: Sesion, trx?: Knex.Transaction): Promise<PedidoProveedor> {
    const {
      registros: [proveedor],
      productos,
    } = await comprobarElegibles(trx ?? db, input);
    const nuevo = {
      fila: { proveedor_id: input.ProveedorID, usuario_id: sesion.UsuarioID, fecha_pedido: config.now(), estado: 'Pendiente' },
      lineas: input.detalles.map((d) => ({ producto_id: d.ProductoID, precio_unitario: d.PrecioUnitario, cantidad: d.Cantidad })),
      valores: {
        ProveedorID: proveedor.nombre,
        Total: totalPedido(input.detalles),
        Detalles: resumenDeLineas(
          input.detalles.map((d) => ({ Cantidad: d.Cantidad, Producto: { Nombre: productos.get(d.ProductoID)!.nombre as string } })),
        ),
      },
    };
    const pedidoId = await estados.crear(sesion, nuevo, trx);
    return obtener(pedidoId, trx);
  }

  const cambiarEstado = (id: number, cambio: CambioEstadoPedidoProveedor, sesion: Sesion, version?: number) =>
    estados.cambiar(id, cambio, sesion, version, obtener);

  return { listar, obtener, crear, cambiarEstado };
}

export type PedidosProveedoresService = ReturnType<typeof pedidosProveedoresService>;
