import type { Knex } from 'knex';
import { totalPedido } from '#dominio/lineas';
import { cotizarLinea, descuentoNoPermitido, descuentosDistintos } from '#dominio/listas';
import { type CotizacionInput, MENSAJES_PEDIDO, totalDentroDelMaximo } from '#dominio/pedidos';
import type { Config } from '../config.js';
import { badRequest, forbidden } from '../errores.js';
import type { Sesion } from '../nucleo/sesion.js';
import { listaDelCliente } from '../listas/precios.js';

/**
 * The lines priced by the client's list (the general one when it has none) for their quantities, with their
 * discounts (docs/decisiones.md, 103): two lines of one product become one, and may not carry different discounts;
 * a discount above the role's largest is a 403. Shared by the create and the quote, so both price alike.
 */
export async function preciosDeLineas(
  trx: Knex,
  input: CotizacionInput,
  productos: Map<unknown, Record<string, unknown>>,
  sesion: Sesion,
  descuentosMaximos: Config['descuentosMaximos'],
) {
  const porProducto = new Map<number, { cantidad: number; descuento: number }>();
  for (const d of input.detalles) {
    const descuento = d.Descuento ?? 0;
    const previa = porProducto.get(d.ProductoID);
    if (previa && previa.descuento !== descuento) {
      const nombre = productos.get(d.ProductoID)?.nombre as string;
      throw badRequest(descuentosDistintos(nombre), { detalles: descuentosDistintos(nombre) });
    }
    porProducto.set(d.ProductoID, { cantidad: (previa?.cantidad ?? 0) + d.Cantidad, descuento });
  }
  const maximo = descuentosMaximos[sesion.Rol];
  if ([...porProducto.values()].some((l) => l.descuento > maximo)) throw forbidden(descuentoNoPermitido(sesion.Rol, maximo));
  const lista = await listaDelCliente(trx, input.ClienteID, [...porProducto.keys()]);
  const lineas = [...porProducto].map(([productoId, { cantidad, descuento }]) => {
    const producto = productos.get(productoId)!;
    return {
      producto,
      cantidad,
      ...cotizarLinea(lista, { ProductoID: productoId, Precio: Number(producto.precio) }, cantidad, descuento),
    };
  });
  const precios = lineas.map((l) => ({ PrecioUnitario: l.PrecioUnitario, Cantidad: l.cantidad }));
  if (!totalDentroDelMaximo(precios)) throw badRequest(MENSAJES_PEDIDO.total, { detalles: MENSAJES_PEDIDO.total });
  return { lista, lineas, precioTotal: totalPedido(precios) };
}
