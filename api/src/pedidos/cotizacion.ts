import type { Knex } from 'knex';
import { totalPedido } from '#dominio/lineas';
import { cantidadDePacks, cotizarLinea, descuentoNoPermitido, descuentosDistintos, presentacionesDistintas, sinPack } from '#dominio/listas';
import { type CotizacionInput, MENSAJES_PEDIDO, totalDentroDelMaximo } from '#dominio/pedidos';
import type { Config } from '../config.js';
import { badRequest, forbidden } from '../errores.js';
import type { Sesion } from '../nucleo/sesion.js';
import { listaDelCliente } from '../listas/precios.js';

/** A line's pack size when sold by pack (the product's, 400 unless it has one and the quantity is whole packs), else null. */
function packDeLinea(d: CotizacionInput['detalles'][number], producto: Record<string, unknown>): number | null {
  if (d.Presentacion !== 'Pack') return null;
  const nombre = producto.nombre as string;
  const unidades = producto.unidades_por_pack as number | null;
  if (unidades == null) throw badRequest(sinPack(nombre), { detalles: sinPack(nombre) });
  if (d.Cantidad % unidades !== 0) throw badRequest(cantidadDePacks(nombre, unidades), { detalles: cantidadDePacks(nombre, unidades) });
  return unidades;
}

/**
 * The lines priced by the client's list (the general one when it has none) for their quantities, with their
 * discounts (docs/decisiones.md, 103) and presentations (104): two lines of one product become one, and may not carry
 * different discounts or presentations; a discount above the role's largest is a 403. Shared by the create and the
 * quote, so both price alike.
 */
export async function preciosDeLineas(
  trx: Knex,
  input: CotizacionInput,
  productos: Map<unknown, Record<string, unknown>>,
  sesion: Sesion,
  descuentosMaximos: Config['descuentosMaximos'],
) {
  const porProducto = new Map<number, { cantidad: number; descuento: number; pack: number | null }>();
  for (const d of input.detalles) {
    const producto = productos.get(d.ProductoID)!;
    const linea = { cantidad: d.Cantidad, descuento: d.Descuento ?? 0, pack: packDeLinea(d, producto) };
    const previa = porProducto.get(d.ProductoID);
    if (previa) {
      const distinta =
        previa.descuento !== linea.descuento ? descuentosDistintos : previa.pack !== linea.pack ? presentacionesDistintas : undefined;
      if (distinta) throw badRequest(distinta(producto.nombre as string), { detalles: distinta(producto.nombre as string) });
      linea.cantidad += previa.cantidad;
    }
    porProducto.set(d.ProductoID, linea);
  }
  const maximo = descuentosMaximos[sesion.Rol];
  if ([...porProducto.values()].some((l) => l.descuento > maximo)) throw forbidden(descuentoNoPermitido(sesion.Rol, maximo));
  const lista = await listaDelCliente(trx, input.ClienteID, [...porProducto.keys()]);
  const lineas = [...porProducto].map(([productoId, { cantidad, descuento, pack }]) => {
    const producto = productos.get(productoId)!;
    return {
      producto,
      cantidad,
      ...cotizarLinea(lista, { ProductoID: productoId, Precio: Number(producto.precio) }, cantidad, descuento, pack),
    };
  });
  const precios = lineas.map((l) => ({ PrecioUnitario: l.PrecioUnitario, Cantidad: l.cantidad }));
  if (!totalDentroDelMaximo(precios)) throw badRequest(MENSAJES_PEDIDO.total, { detalles: MENSAJES_PEDIDO.total });
  return { lista, lineas, precioTotal: totalPedido(precios) };
}
