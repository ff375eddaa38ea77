import type { Knex } from 'knex';
import type { EscalaDeLista, ListaDelCliente, TipoLista } from '#dominio/listas';
import { preparada } from '../db/rapido/preparadas.js';

type Fila = Record<string, unknown>;

/**
 * The client's list (the general one when it has none), with its own prices and breaks of `productos` only, in one
 * prepared statement: an order's create reads it once, after its client and products. One parameter per product, as
 * pedidos-comun/lineas.ts reads them.
 */
export async function listaDelCliente(trx: Knex, clienteId: number, productos: number[]): Promise<ListaDelCliente> {
  const enProductos = productos.map(() => '?').join(', ');
  const { rows } = await preparada(
    trx.raw(
      `SELECT l.lista_id, l.nombre, l.tipo, l.porcentaje, l.redondeo,
         (SELECT coalesce(json_agg(json_build_object('p', i.producto_id, 'precio', i.precio, 'pack', i.precio_en_pack)), '[]')
            FROM listas_precio_items i WHERE i.lista_id = l.lista_id AND i.producto_id IN (${enProductos})) AS items,
         (SELECT coalesce(json_agg(json_build_object('p', e.producto_id, 'desde', e.desde, 'precio', e.precio, 'porcentaje', e.porcentaje)), '[]')
            FROM listas_precio_escalas e WHERE e.lista_id = l.lista_id AND e.producto_id IN (${enProductos})) AS escalas
         FROM listas_precio l
         WHERE l.lista_id = coalesce((SELECT lista_precio_id FROM clientes WHERE cliente_id = ?), (SELECT lista_id FROM listas_precio WHERE es_general))`,
      [...productos, ...productos, clienteId],
    ),
  );
  const fila: Fila = rows[0];
  const items = fila.items as { p: number; precio: number; pack: number | null }[];
  const escalas = new Map<number, EscalaDeLista[]>();
  for (const e of fila.escalas as { p: number; desde: number; precio: number | null; porcentaje: number | null }[])
    escalas.set(e.p, [
      ...(escalas.get(e.p) ?? []),
      { Desde: e.desde, Precio: e.precio == null ? null : Number(e.precio), Porcentaje: e.porcentaje == null ? null : Number(e.porcentaje) },
    ]);
  return {
    ListaID: fila.lista_id as number,
    Nombre: fila.nombre as string,
    reglas: { Tipo: fila.tipo as TipoLista, Porcentaje: Number(fila.porcentaje), Redondeo: Number(fila.redondeo) },
    propios: new Map(items.map((i) => [i.p, Number(i.precio)])),
    propiosEnPack: new Map(items.filter((i) => i.pack != null).map((i) => [i.p, Number(i.pack)])),
    escalas,
  };
}
