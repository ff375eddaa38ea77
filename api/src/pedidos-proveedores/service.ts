import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Sesion } from '../http/auth.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { fetchPage, likePattern, type ListQuery } from '../http/paging.js';
import { moverStockVarios } from '../stock/ledger.js';
import { proveedorMapper } from '../proveedores/schema.js';
import {
  detallePedidoProveedorMapper,
  pedidoProveedorMapper,
  type CambioEstado,
  type EstadoPedidoProveedor,
  type PedidoProveedor,
  type PedidoProveedorFilter,
  type PedidoProveedorInput,
} from './schema.js';

export const PEDIDO_NO_ENCONTRADO = 'Pedido no encontrado';

/** The order total (sum of Cantidad × PrecioUnitario) as a column: one definition for orders and histories. */
export function totalPedidoSql(db: Knex, pedidoIdColumn: string, alias: string): Knex.Raw {
  return db.raw(
    'coalesce((select sum(d.cantidad * d.precio_unitario) from detalle_pedido_proveedores d where d.pedido_proveedor_id = ??), 0) as ??',
    [pedidoIdColumn, alias],
  );
}

type Row = Record<string, unknown>;

export function pedidosProveedoresService(db: Knex, config: Pick<Config, 'now'>) {
  function baseQuery(trx: Knex) {
    return trx('pedidos_proveedores as pp').select('pp.*', totalPedidoSql(trx, 'pp.pedido_proveedor_id', 'total'));
  }

  /** Supplier, creator and lines with their products for a whole page: three queries, whatever its size. */
  async function hydrate(rows: Row[], trx: Knex): Promise<PedidoProveedor[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.pedido_proveedor_id as number);
    // One after the other: inside a transaction they share one connection.
    const proveedores: Row[] = await trx('proveedores').whereIn('proveedor_id', [...new Set(rows.map((r) => r.proveedor_id))] as number[]);
    const usuarios: Row[] = await trx('usuarios')
      .whereIn('usuario_id', [...new Set(rows.map((r) => r.usuario_id))] as number[])
      .select('usuario_id', 'nombre', 'apellido');
    const lineas: Row[] = await trx('detalle_pedido_proveedores as d')
      .join('productos as p', 'p.producto_id', 'd.producto_id')
      .whereIn('d.pedido_proveedor_id', ids)
      .orderBy('d.detalle_pedido_proveedor_id')
      .select('d.*', 'p.nombre as producto_nombre');
    const proveedorPorId = new Map(proveedores.map((p) => [p.proveedor_id, proveedorMapper.toApi(p)]));
    const usuarioPorId = new Map(
      usuarios.map((u) => [u.usuario_id, { UsuarioID: u.usuario_id, Nombre: u.nombre, Apellido: u.apellido }]),
    );
    const lineasPorPedido = new Map<unknown, PedidoProveedor['DetallePedidoProveedors']>();
    for (const l of lineas) {
      const linea = {
        ...detallePedidoProveedorMapper.toApi(l),
        Producto: { ProductoID: l.producto_id as number, Nombre: l.producto_nombre as string },
      };
      const delPedido = lineasPorPedido.get(l.pedido_proveedor_id);
      if (delPedido) delPedido.push(linea);
      else lineasPorPedido.set(l.pedido_proveedor_id, [linea]);
    }
    return rows.map((r) => ({
      ...pedidoProveedorMapper.toApi(r),
      Proveedor: proveedorPorId.get(r.proveedor_id)!,
      Usuario: usuarioPorId.get(r.usuario_id) as PedidoProveedor['Usuario'],
      DetallePedidoProveedors: lineasPorPedido.get(r.pedido_proveedor_id) ?? [],
    }));
  }

  async function list(filter: PedidoProveedorFilter, listQuery: ListQuery) {
    const query = baseQuery(db);
    if (filter.estado) query.where('pp.estado', filter.estado);
    if (filter.proveedorId) query.where('pp.proveedor_id', filter.proveedorId);
    if (listQuery.q) {
      // q is a supplier name or an order number.
      const q = listQuery.q;
      query.where((w) => {
        w.whereIn('pp.proveedor_id', db('proveedores').select('proveedor_id').whereILike('nombre', likePattern(q)));
        if (/^\d{1,9}$/.test(q)) w.orWhere('pp.pedido_proveedor_id', Number(q));
      });
    }
    const { rows, total } = await fetchPage(query, listQuery, 'pp.pedido_proveedor_id');
    return { data: await hydrate(rows, db), total };
  }

  async function get(id: number, trx: Knex = db): Promise<PedidoProveedor> {
    const row = await baseQuery(trx).where('pp.pedido_proveedor_id', id).first();
    if (!row) throw notFound(PEDIDO_NO_ENCONTRADO);
    const [pedido] = await hydrate([row], trx);
    return pedido;
  }

  async function registrarHistorial(
    trx: Knex.Transaction,
    entrada: { pedidoId: number; anterior: EstadoPedidoProveedor | null; nuevo: EstadoPedidoProveedor; comentario: string | null; usuarioId: number },
  ) {
    await trx('historial_pedidos_proveedores').insert({
      pedido_proveedor_id: entrada.pedidoId,
      estado_anterior: entrada.anterior,
      estado_nuevo: entrada.nuevo,
      comentarios: entrada.comentario,
      usuario_id: entrada.usuarioId,
      fecha_actualiza_estado: config.now(),
    });
  }

  /** Only an active supplier and active products can be ordered (400 otherwise). */
  async function assertElegibles(trx: Knex, input: PedidoProveedorInput) {
    const proveedor = await trx('proveedores').where({ proveedor_id: input.ProveedorID }).first('nombre', 'active');
    if (!proveedor) throw badRequest('Proveedor no encontrado', { ProveedorID: 'Proveedor no encontrado' });
    if (!proveedor.active) {
      const message = `El proveedor ${proveedor.nombre} está inactivo`;
      throw badRequest(message, { ProveedorID: message });
    }
    const productos: Row[] = await trx('productos')
      .whereIn('producto_id', [...new Set(input.detalles.map((d) => d.ProductoID))])
      .select('producto_id', 'nombre', 'active');
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
  }

  /** The order, its lines and its first history entry (null -> Pendiente), in one transaction. */
  async function create(input: PedidoProveedorInput, sesion: Sesion): Promise<PedidoProveedor> {
    return db.transaction(async (trx) => {
      await assertElegibles(trx, input);
      const [{ pedido_proveedor_id: pedidoId }] = await trx('pedidos_proveedores')
        .insert({ proveedor_id: input.ProveedorID, usuario_id: sesion.UsuarioID, fecha_pedido: config.now(), estado: 'Pendiente' })
        .returning('pedido_proveedor_id');
      await trx('detalle_pedido_proveedores').insert(
        input.detalles.map((d) => ({
          pedido_proveedor_id: pedidoId,
          producto_id: d.ProductoID,
          cantidad: d.Cantidad,
          precio_unitario: d.PrecioUnitario,
        })),
      );
      await registrarHistorial(trx, { pedidoId, anterior: null, nuevo: 'Pendiente', comentario: 'Pedido creado', usuarioId: sesion.UsuarioID });
      return get(pedidoId, trx);
    });
  }

  /**
   * Any status to any other. A non-administrator only while the order is Pendiente. Entering
   * Recibido adds the quantities to stock, leaving it takes them back (409 if that stock is gone).
   */
  async function cambiarEstado(id: number, { estado, comentario }: CambioEstado, sesion: Sesion): Promise<PedidoProveedor> {
    return db.transaction(async (trx) => {
      // The row lock serialises concurrent changes of one order, so stock moves exactly once.
      const actual = await trx('pedidos_proveedores').where({ pedido_proveedor_id: id }).forUpdate().first('estado');
      if (!actual) throw notFound(PEDIDO_NO_ENCONTRADO);
      const anterior = actual.estado as EstadoPedidoProveedor;
      if (anterior === estado) throw badRequest(`El pedido ya está en estado ${estado}`);
      if (sesion.Rol !== 'Administrador' && anterior !== 'Pendiente') {
        throw conflict('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente');
      }
      if (estado === 'Recibido' || anterior === 'Recibido') {
        const entra = estado === 'Recibido';
        const lineas: Row[] = await trx('detalle_pedido_proveedores').where({ pedido_proveedor_id: id }).select('producto_id', 'cantidad');
        await moverStockVarios(
          trx,
          lineas.map((l) => ({
            productoId: l.producto_id as number,
            cantidad: entra ? (l.cantidad as number) : -(l.cantidad as number),
            motivo: entra ? 'recepcion_proveedor' : 'anulacion_recepcion',
            usuarioId: sesion.UsuarioID,
            pedidoProveedorId: id,
          })),
        );
      }
      await trx('pedidos_proveedores').where({ pedido_proveedor_id: id }).update({ estado });
      await registrarHistorial(trx, { pedidoId: id, anterior, nuevo: estado, comentario, usuarioId: sesion.UsuarioID });
      return get(id, trx);
    });
  }

  return { list, get, create, cambiarEstado };
}

export type PedidosProveedoresService = ReturnType<typeof pedidosProveedoresService>;
