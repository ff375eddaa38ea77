import type { Knex } from 'knex';
import { aCentavos } from '#dominio/dinero';
import type { Producto, ProductoInput, ProductoUpdate } from '#dominio/productos';
import { ROLES_AJUSTE_STOCK, SOLO_QUIEN_AJUSTA_STOCK } from '#dominio/stock';
import { SOLO_QUIEN_VE_COSTOS, veCostos } from '#dominio/margenes';
import { fetchPage, whereSearch } from '../db/queries.js';
import type { Config } from '../config.js';
import type { Sesion } from '../nucleo/sesion.js';
import { forbidden, notFound, RegistroModificado, requireActive } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { ajustarStock, moverStock } from '../stock/ledger.js';
import { productoMapper } from './mapper.js';
import { auditar, auditarModificacion } from '../auditoria/registro.js';
import { comprobarCategoriaElegible } from '../categorias/service.js';
import { registrarPrecios } from '../precios/historial.js';
import { comprobarVersion, edicion, inactivacion, versionSiguiente, comprobarCambioDeActivo } from '../versiones.js';

export const PRODUCTO_NO_ENCONTRADO = 'Producto no encontrado';
const SOLO_ADMINISTRADOR_ACTIVO = 'Solo un administrador puede activar o inactivar productos';

export interface ProductoFilter {
  active?: boolean;
  bajoStock?: boolean;
}

/**
 * What a new product may not carry for the role (the field and why): POST /productos answers it as a
 * 403, an import as its row's error.
 */
export function prohibidoAlCrearProducto(input: ProductoInput, sesion: Sesion): { campo: string; mensaje: string } | undefined {
  if (!input.Active && sesion.Rol !== 'Administrador') return { campo: 'Active', mensaje: SOLO_ADMINISTRADOR_ACTIVO };
  if (input.CostoInicial !== undefined && !veCostos(sesion.Rol)) return { campo: 'CostoInicial', mensaje: SOLO_QUIEN_VE_COSTOS };
  return undefined;
}

/** A preferred supplier being chosen must exist and be active, as for a new supplier order (400 otherwise). */
export async function comprobarProveedorElegible(trx: Knex, proveedorId: number | null | undefined, actual?: number | null) {
  if (proveedorId == null || proveedorId === actual) return;
  const proveedor = await trx('proveedores').where({ proveedor_id: proveedorId }).first('nombre', 'active');
  requireActive(proveedor, 'ProveedorPreferidoID', 'Proveedor no encontrado', (p) => `El proveedor ${p.nombre} está inactivo`);
}

export function productosService(db: Knex, config: Config) {
  async function leerFila(trx: Knex, id: number) {
    const row = await trx('productos').where({ producto_id: id }).first();
    if (!row) throw notFound(PRODUCTO_NO_ENCONTRADO);
    return row;
  }

  const obtener = async (id: number): Promise<Producto> => productoMapper.toApi(await leerFila(db, id));

  async function listar(filter: ProductoFilter, listQuery: ListQuery) {
    const query = db('productos').select(productoMapper.columns);
    if (filter.active !== undefined) query.where({ active: filter.active });
    if (filter.bajoStock) query.whereRaw('stock < stock_minimo');
    whereSearch(query, listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'producto_id', {
      tabla: 'productos',
      filtros: { active: filter.active, bajo_stock: filter.bajoStock || undefined },
      busquedaLeidaUnaVez: true,
    });
    return { data: rows.map(productoMapper.toApi), total };
  }

  /** The initial stock enters through the ledger ('stock_inicial'), so stock always equals its moves. */
  async function crear(input: ProductoInput, sesion: Sesion): Promise<Producto> {
    const prohibido = prohibidoAlCrearProducto(input, sesion);
    if (prohibido) throw forbidden(prohibido.mensaje);
    return db.transaction(async (trx) => {
      await comprobarProveedorElegible(trx, input.ProveedorPreferidoID);
      await comprobarCategoriaElegible(trx, input.CategoriaID);
      const { Stock, CostoInicial, ...datos } = input;
      const ahora = config.now();
      const [{ producto_id: id }] = await trx('productos')
        .insert({ ...productoMapper.toRow(datos), stock: 0, costo_promedio: CostoInicial ?? null })
        .returning('producto_id');
      await registrarPrecios(trx, [{ productoId: id, anterior: null, nuevo: input.Precio }], {
        origen: 'alta',
        usuarioId: sesion.UsuarioID,
        momento: ahora,
      });
      if (Stock > 0) {
        await moverStock(trx, {
          productoId: id,
          cantidad: Stock,
          motivo: 'stock_inicial',
          usuarioId: sesion.UsuarioID,
          costoUnitario: CostoInicial,
        });
      }
      const producto = productoMapper.toApi(await leerFila(trx, id));
      // The opening cost is not a field of the product as every role reads it, but the trail keeps who set it.
      const despues = CostoInicial === undefined ? producto : { ...producto, CostoInicial };
      await auditar(trx, sesion, { entidad: 'productos', id, accion: 'crear', despues });
      return producto;
    });
  }

  /**
   * A Stock sent is an adjustment of the stock the form showed to the one typed (ajustarStock, an
   * 'ajuste' move of the difference, with no reason: the reasons belong to the adjustment dialog).
   * The same stock as now moves nothing (old forms send it back); another one is for Supervisor and
   * Administrador, and only while the stock is still the one the form showed: StockAnterior, or, when
   * the form sent its version without it, the Stock it loaded and sends back. A form that went stale
   * while sales took stock gets a 409 instead of undoing them.
   */
  async function ajustarDesdeElFormulario(
    trx: Knex.Transaction,
    actual: { producto_id: number; stock: number },
    { Stock, StockAnterior }: Pick<ProductoUpdate, 'Stock' | 'StockAnterior'>,
    sesion: Sesion,
    version: number | undefined,
  ) {
    if (Stock === undefined || Stock === actual.stock) return;
    if (!ROLES_AJUSTE_STOCK.includes(sesion.Rol)) throw forbidden(SOLO_QUIEN_AJUSTA_STOCK);
    const visto = StockAnterior ?? (version === undefined ? undefined : Stock);
    if (visto !== undefined && visto !== actual.stock)
      throw new RegistroModificado(`El stock cambió mientras editaba: ahora es ${actual.stock}`);
    await ajustarStock(trx, { productoId: actual.producto_id, usuarioId: sesion.UsuarioID }, () => Stock);
  }

  /**
   * Applies the fields sent; Stock as ajustarDesdeElFormulario says. The row is locked first (FOR NO
   * KEY UPDATE, the lock of a sale's UPDATE and of ajustarStock), so no sale slips between the check
   * and the move. Changing Active (inactivating or reactivating) is for administrators.
   */
  async function editar(id: number, input: ProductoUpdate, sesion: Sesion, version?: number): Promise<Producto> {
    return edicion(db, obtener, id, async (trx) => {
      const { Stock, StockAnterior, ...datos } = input;
      // Locked before anything moves, so the trail's "before" is what this change replaced.
      const current = await trx('productos').where({ producto_id: id }).forNoKeyUpdate().first();
      if (!current) throw notFound(PRODUCTO_NO_ENCONTRADO);
      comprobarVersion(current.version, version);
      const antes = productoMapper.toApi(current);
      comprobarCambioDeActivo(input.Active, current.active, sesion, SOLO_ADMINISTRADOR_ACTIVO);
      await ajustarDesdeElFormulario(trx, current, { Stock, StockAnterior }, sesion, version);
      await comprobarProveedorElegible(trx, input.ProveedorPreferidoID, current.proveedor_preferido_id);
      await comprobarCategoriaElegible(trx, input.CategoriaID, current.categoria_id);
      const ahora = config.now();
      await trx('productos')
        .where({ producto_id: id })
        .update({ ...productoMapper.toRow(datos), updated_at: ahora, version: versionSiguiente(trx) });
      if (input.Precio !== undefined && aCentavos(input.Precio) !== aCentavos(current.precio))
        await registrarPrecios(trx, [{ productoId: id, anterior: Number(current.precio), nuevo: input.Precio }], {
          origen: 'edicion',
          usuarioId: sesion.UsuarioID,
          momento: ahora,
        });
      return auditarModificacion(trx, sesion, { entidad: 'productos', id, antes, despues: productoMapper.toApi(await leerFila(trx, id)) });
    });
  }

  const desactivar = inactivacion(editar);

  return { obtener, listar, crear, editar, desactivar };
}
