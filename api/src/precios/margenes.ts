import type { Knex } from 'knex';
import { precioDeLista, type TipoLista } from '#dominio/listas';
import { type Margenes, margenSobre, precioNeto } from '#dominio/margenes';
import type { AlicuotaIVA } from '#dominio/facturacion';
import { notFound } from '../errores.js';
import { PRODUCTO_NO_ENCONTRADO } from '../productos/service.js';

/** The product's average cost and, for each active list (the general one first), its price of a unit and margin. */
export async function margenesDeProducto(db: Knex, productoId: number): Promise<Margenes> {
  const producto = await db('productos').where({ producto_id: productoId }).first('precio', 'alicuota_iva', 'costo_promedio');
  if (!producto) throw notFound(PRODUCTO_NO_ENCONTRADO);
  const listas = await db('listas_precio as l')
    .leftJoin('listas_precio_items as i', (j) => j.on('i.lista_id', 'l.lista_id').andOnVal('i.producto_id', productoId))
    .where('l.active', true)
    .orderByRaw('l.es_general DESC, l.nombre')
    .select('l.lista_id', 'l.nombre', 'l.tipo', 'l.porcentaje', 'l.redondeo', 'i.precio as propio');
  const costo = producto.costo_promedio == null ? null : Number(producto.costo_promedio);
  const alicuota = producto.alicuota_iva as AlicuotaIVA;
  return {
    CostoPromedio: costo,
    AlicuotaIVA: alicuota,
    Listas: listas.map((l) => {
      const reglas = { Tipo: l.tipo as TipoLista, Porcentaje: Number(l.porcentaje), Redondeo: Number(l.redondeo) };
      const Precio = precioDeLista(Number(producto.precio), reglas, l.propio == null ? undefined : Number(l.propio));
      const PrecioNeto = precioNeto(Precio, alicuota);
      return { ListaID: l.lista_id, Nombre: l.nombre, Precio, PrecioNeto, ...margenSobre(PrecioNeto, costo) };
    }),
  };
}
