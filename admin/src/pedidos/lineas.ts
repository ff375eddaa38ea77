import type { Identifier } from 'react-admin';

/** One line of a new sales order, with the product's current price to show the running total. */
export interface LineaPedido {
  ProductoID: Identifier;
  Nombre: string;
  PrecioUnitario: number;
  Cantidad: number;
}

export interface ProductoElegible {
  ProductoID: Identifier;
  Nombre: string;
  Precio: number;
}

export type AccionLineas =
  | { tipo: 'agregar'; producto: ProductoElegible; cantidad: number }
  | { tipo: 'cantidad'; ProductoID: Identifier; cantidad: number }
  | { tipo: 'quitar'; ProductoID: Identifier };

/** A quantity to add must be a whole number greater than 0 (spec: minimum 1). */
export const cantidadValida = (cantidad: number) => Number.isInteger(cantidad) && cantidad > 0;

/**
 * The lines of the order form (spec core.md section 5): adding a product already in the order
 * increases its quantity; setting a quantity to 0 or less removes the line.
 */
export function lineasReducer(lineas: LineaPedido[], accion: AccionLineas): LineaPedido[] {
  switch (accion.tipo) {
    case 'agregar': {
      const { producto, cantidad } = accion;
      if (!cantidadValida(cantidad)) return lineas;
      if (lineas.some((l) => l.ProductoID === producto.ProductoID)) {
        return lineas.map((l) => (l.ProductoID === producto.ProductoID ? { ...l, Cantidad: l.Cantidad + cantidad } : l));
      }
      return [...lineas, { ProductoID: producto.ProductoID, Nombre: producto.Nombre, PrecioUnitario: Number(producto.Precio), Cantidad: cantidad }];
    }
    case 'cantidad': {
      if (!Number.isFinite(accion.cantidad)) return lineas;
      if (accion.cantidad <= 0) return lineas.filter((l) => l.ProductoID !== accion.ProductoID);
      const cantidad = Math.floor(accion.cantidad);
      return lineas.map((l) => (l.ProductoID === accion.ProductoID ? { ...l, Cantidad: cantidad } : l));
    }
    case 'quitar':
      return lineas.filter((l) => l.ProductoID !== accion.ProductoID);
  }
}

/** Price times quantity, summed in cents so the total matches the server's to the cent. */
export const subtotal = (linea: Pick<LineaPedido, 'PrecioUnitario' | 'Cantidad'>) => Math.round(linea.PrecioUnitario * 100) * linea.Cantidad / 100;

export const totalPedido = (lineas: LineaPedido[]) =>
  lineas.reduce((centavos, l) => centavos + Math.round(l.PrecioUnitario * 100) * l.Cantidad, 0) / 100;

/** The creation payload's detalles: prices are not sent, the server takes the current ones. */
export const detallesDe = (lineas: LineaPedido[]) => lineas.map(({ ProductoID, Cantidad }) => ({ ProductoID, Cantidad }));
