import type { Knex } from 'knex';
import { aCentavos } from '#dominio/dinero';
import {
  type Aumento,
  type CambioDePrecios,
  descripcionDelAumento,
  MENSAJES_AUMENTO,
  type PrecioPrevisto,
  precioConAumento,
} from '#dominio/precios';
import { createMapper } from '../db/mapper.js';
import { fetchPage } from '../db/queries.js';
import { notFound } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';

// The reads of "Actualizar precios": the products an increase covers and their preview, and the increases.

/** The preview's sortable fields; the new price follows the current one. */
export const precioPrevistoMapper = createMapper<Pick<PrecioPrevisto, 'ProductoID' | 'Nombre' | 'PrecioActual'>>({
  ProductoID: 'producto_id',
  Nombre: 'nombre',
  PrecioActual: 'precio',
});
export const ORDEN_VISTA_PREVIA = { sort: 'Nombre', order: 'asc' } as const;

export const aumentoMapper = createMapper<Pick<Aumento, 'AumentoID' | 'VigenteDesde' | 'Estado' | 'CreadoAt'>>({
  AumentoID: 'aumento_id',
  VigenteDesde: 'vigente_desde',
  Estado: 'estado',
  CreadoAt: 'creado_at',
});
export const ORDEN_AUMENTOS = { sort: 'AumentoID', order: 'desc' } as const;

export type Fila = Record<string, unknown>;

/** The active products an increase covers, with what the preview shows of them. */
export function productosDelAlcance(trx: Knex, c: Pick<CambioDePrecios, 'Alcance' | 'CategoriaID' | 'ProveedorID' | 'ProductoIDs'>) {
  const query = trx('productos as p')
    .leftJoin('categorias_producto as c', 'c.categoria_id', 'p.categoria_id')
    .where('p.active', true)
    .select('p.producto_id', 'p.nombre', 'p.precio', 'c.nombre as categoria');
  if (c.Alcance === 'categoria') query.where('p.categoria_id', c.CategoriaID!);
  if (c.Alcance === 'proveedor') query.where('p.proveedor_preferido_id', c.ProveedorID!);
  if (c.Alcance === 'seleccion') query.whereRaw('p.producto_id = ANY(?::int[])', [c.ProductoIDs!]);
  return query;
}

export const previsto = (fila: Fila, c: CambioDePrecios): PrecioPrevisto => {
  const PrecioActual = Number(fila.precio);
  const PrecioNuevo = precioConAumento(PrecioActual, c);
  return {
    ProductoID: fila.producto_id as number,
    Nombre: fila.nombre as string,
    Categoria: (fila.categoria as string | null) ?? null,
    PrecioActual,
    PrecioNuevo,
    Diferencia: (aCentavos(PrecioNuevo) - aCentavos(PrecioActual)) / 100,
  };
};

/** The increase's row as the API answers it, with its scope and change in words. */
function aumentoDe(row: Fila): Aumento {
  const cambio = { Modo: row.modo as Aumento['Modo'], Valor: Number(row.valor), Redondeo: Number(row.redondeo) };
  const ids = (row.producto_ids as number[] | null) ?? null;
  const nombres = { categoria: row.categoria as string | null, proveedor: row.proveedor as string | null, elegidos: ids?.length };
  return {
    AumentoID: row.aumento_id as number,
    Alcance: row.alcance as Aumento['Alcance'],
    CategoriaID: (row.categoria_id as number | null) ?? null,
    ProveedorID: (row.proveedor_id as number | null) ?? null,
    ProductoIDs: ids,
    Descripcion: descripcionDelAumento(row.alcance as Aumento['Alcance'], nombres, cambio),
    ...cambio,
    VigenteDesde: row.vigente_desde as string,
    Estado: row.estado as Aumento['Estado'],
    Productos: (row.productos as number | null) ?? null,
    Usuario: { UsuarioID: row.usuario_id as number, Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string },
    CreadoAt: row.creado_at as Date,
    AplicadoAt: (row.aplicado_at as Date | null) ?? null,
    DeshechoAt: (row.deshecho_at as Date | null) ?? null,
    Version: row.version as number,
  };
}

const conNombres = (query: Knex.QueryBuilder) =>
  query
    .join('usuarios as u', 'u.usuario_id', 'a.usuario_id')
    .leftJoin('categorias_producto as c', 'c.categoria_id', 'a.categoria_id')
    .leftJoin('proveedores as pr', 'pr.proveedor_id', 'a.proveedor_id')
    .select('a.*', 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido', 'c.nombre as categoria', 'pr.nombre as proveedor');

export async function obtenerAumento(trx: Knex, id: number): Promise<Aumento> {
  const row = await conNombres(trx('aumentos_precio as a')).where('a.aumento_id', id).first();
  if (!row) throw notFound(MENSAJES_AUMENTO.noEncontrado);
  return aumentoDe(row);
}

export async function listarAumentos(db: Knex, listQuery: ListQuery) {
  const { rows, total } = await fetchPage(
    conNombres(db('aumentos_precio as a')),
    { ...listQuery, sortColumn: `a.${listQuery.sortColumn}` },
    'a.aumento_id',
  );
  return { data: rows.map(aumentoDe), total };
}

/** Every product the change covers, with its price now and after it: a page, or all of them (the export). */
export async function vistaPrevia(db: Knex, c: CambioDePrecios, listQuery: ListQuery) {
  const query = productosDelAlcance(db, c);
  const { rows, total } = await fetchPage(query, { ...listQuery, sortColumn: `p.${listQuery.sortColumn}` }, 'p.producto_id');
  return { data: rows.map((fila) => previsto(fila, c)), total };
}
