import type { Knex } from 'knex';
import { ORIGENES_PRECIO, type OrigenPrecio, type PrecioHistorial } from '#dominio/precios';
import { fetchPage } from '../db/queries.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { createMapper } from '../db/mapper.js';

// Every price a product has had (issue 47): written by whatever changes a price, in the same transaction (a new
// product, an edit, an import, an increase and its undoing), read newest first on the product's "Precios" tab.

export interface PrecioCambiado {
  productoId: number;
  anterior: number | null;
  nuevo: number;
}

export interface OrigenDelCambio {
  origen: OrigenPrecio;
  usuarioId: number | null;
  aumentoId?: number;
  /** When the price changed; the database's now when absent. */
  momento?: Date;
}

/** One statement for any number of prices (an increase writes thousands): the arrays unnested in order. */
export async function registrarPrecios(trx: Knex, cambios: PrecioCambiado[], { origen, usuarioId, aumentoId, momento }: OrigenDelCambio) {
  if (cambios.length === 0) return;
  await trx.raw(
    `INSERT INTO precios_historial (producto_id, precio_anterior, precio_nuevo, origen, aumento_id, usuario_id, momento)
     SELECT c.producto_id, c.anterior, c.nuevo, ?, ?, ?, coalesce(?::timestamptz, now())
     FROM unnest(?::int[], ?::numeric[], ?::numeric[]) AS c(producto_id, anterior, nuevo)`,
    [
      origen,
      aumentoId ?? null,
      usuarioId,
      momento ?? null,
      cambios.map((c) => c.productoId),
      // As text: a null is NULL, and a number keeps its cents exactly.
      cambios.map((c) => (c.anterior === null ? null : String(c.anterior))) as string[],
      cambios.map((c) => String(c.nuevo)),
    ],
  );
}

export const precioHistorialMapper = createMapper<Omit<PrecioHistorial, 'OrigenTexto' | 'Usuario'>>(
  {
    HistorialID: 'historial_id',
    ProductoID: 'producto_id',
    PrecioAnterior: 'precio_anterior',
    PrecioNuevo: 'precio_nuevo',
    Origen: 'origen',
    AumentoID: 'aumento_id',
    Fecha: 'momento',
  },
  { momento: 'instante' },
);

export const ORDEN_HISTORIAL = { sort: 'Fecha', order: 'desc' } as const;

/** A product's price history, a page at a time, with who made each change. */
export async function historialDePrecios(db: Knex, productoId: number, listQuery: ListQuery) {
  const query = db('precios_historial as h')
    .leftJoin('usuarios as u', 'u.usuario_id', 'h.usuario_id')
    .where('h.producto_id', productoId)
    .select('h.*', 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido');
  const { rows, total } = await fetchPage(query, { ...listQuery, sortColumn: `h.${listQuery.sortColumn}` }, 'h.historial_id');
  const data: PrecioHistorial[] = rows.map((row) => {
    const entrada = precioHistorialMapper.toApi(row);
    return {
      ...entrada,
      OrigenTexto: ORIGENES_PRECIO[entrada.Origen],
      Usuario:
        row.usuario_id == null
          ? null
          : { UsuarioID: row.usuario_id as number, Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string },
    };
  });
  return { data, total };
}
