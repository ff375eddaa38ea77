import { esComienzoDeImporte, leerImporte } from './dinero';

// Money and the lines of an order, for sales and supplier orders alike: the API totals an order
// with the same cents the admin shows while it is being written.

/** Money in whole cents, so a total is the exact sum of its lines. */
const centavos = (monto: number) => Math.round(monto * 100);

/** An amount rounded to cents, as the numeric(12,2) columns keep it. */
export const redondearACentavos = (monto: number) => centavos(monto) / 100;

/** A unit price as it is sent: the product's Precio, or the text typed for a supplier order read as an amount ('1.500,50'), or that text if it cannot be read (the schema says why). */
function precioLeido(precio: number | string): number | string {
  if (typeof precio === 'number') return precio;
  const leido = leerImporte(precio);
  return 'importe' in leido ? (leido.importe ?? precio) : precio;
}

/** A unit price as a number for the totals shown while typing: what cannot be read (yet) counts 0. */
function precioNumero(precio: number | string): number {
  const numero = precioLeido(precio);
  return typeof numero === 'number' && Number.isFinite(numero) ? numero : 0;
}

interface Importe {
  PrecioUnitario: number | string;
  Cantidad: number;
}

/** Unit price (in cents) times quantity. */
export const subtotal = (linea: Importe) => (centavos(precioNumero(linea.PrecioUnitario)) * linea.Cantidad) / 100;

export const totalPedido = (lineas: Importe[] = []) =>
  lineas.reduce((suma, l) => suma + centavos(precioNumero(l.PrecioUnitario)) * l.Cantidad, 0) / 100;

export const CANTIDAD_MINIMA = 1;

/** A quantity to add must be a whole number from the minimum on. */
export const esCantidadValida = (cantidad: number) => Number.isInteger(cantidad) && cantidad >= CANTIDAD_MINIMA;

/** A typed quantity as a whole number, never below the minimum (the supplier order's stepper). */
export function ajustarCantidad(valor: number | string): number {
  const numero = typeof valor === 'number' ? valor : Number.parseInt(valor, 10);
  return Number.isFinite(numero) ? Math.max(CANTIDAD_MINIMA, Math.trunc(numero)) : CANTIDAD_MINIMA;
}

/**
 * The unit-price box accepts only digits and the separators, and only what is an amount or the beginning of
 * one, as an Argentine reads it (dominio/dinero.ts): at most two decimals, thousands in groups of three. Any
 * other keystroke leaves the previous text.
 */
export function filtrarPrecio(texto: string, anterior: string): string {
  return /^[\d.,]*$/.test(texto) && esComienzoDeImporte(texto) ? texto : anterior;
}

/** A product id as the admin holds it (react-admin ids may be text). */
type Id = number | string;

/**
 * One line of an order being written. The unit price is the product's current one (sales
 * orders), or the text the user types for a supplier order, kept as typed so '12.' can be edited.
 */
export interface Linea {
  ProductoID: Id;
  Nombre: string;
  Cantidad: number;
  PrecioUnitario: number | string;
}

/** A product as a new line at its current price. */
export const lineaDeProducto = (producto: { ProductoID: Id; Nombre: string; Precio: number | string }, cantidad: number): Linea => ({
  ProductoID: producto.ProductoID,
  Nombre: producto.Nombre,
  PrecioUnitario: Number(producto.Precio),
  Cantidad: cantidad,
});

export type AccionLinea =
  | { tipo: 'agregar'; linea: Linea }
  | { tipo: 'cantidad'; ProductoID: Id; cantidad: number | string }
  | { tipo: 'sumar'; ProductoID: Id; delta: 1 | -1 }
  | { tipo: 'precio'; ProductoID: Id; texto: string }
  | { tipo: 'quitar'; ProductoID: Id };

/** Where the two kinds of order differ: what a quantity below the minimum does. */
interface ReglasLineas {
  bajoElMinimo: 'quitar' | 'minimo';
}

/** Sales orders: setting a line's quantity to 0 or less removes the line (docs/funcional.md, Pedidos de venta). */
export const REGLAS_PEDIDO: ReglasLineas = { bajoElMinimo: 'quitar' };

/** Supplier orders: the quantity minimum is 1, the minus button cannot take it lower (docs/funcional.md, Pedidos a proveedores). */
export const REGLAS_PEDIDO_PROVEEDOR: ReglasLineas = { bajoElMinimo: 'minimo' };

/**
 * The lines reducer of both order forms. Adding a product already in the order adds to its
 * quantity and takes the new price (an add whose quantity is not valid is ignored); a quantity
 * that is not a number changes nothing, one below the minimum follows `reglas`; prices go through
 * the same filter as the input box.
 */
export function lineasReducer(reglas: ReglasLineas) {
  return (lineas: Linea[], accion: AccionLinea): Linea[] => {
    const cambiar = (id: Id, cambio: (l: Linea) => Linea) => lineas.map((l) => (l.ProductoID === id ? cambio(l) : l));
    const conCantidad = (id: Id, cantidad: number) => {
      if (cantidad >= CANTIDAD_MINIMA) return cambiar(id, (l) => ({ ...l, Cantidad: cantidad }));
      if (reglas.bajoElMinimo === 'quitar') return lineas.filter((l) => l.ProductoID !== id);
      return cambiar(id, (l) => ({ ...l, Cantidad: CANTIDAD_MINIMA }));
    };
    switch (accion.tipo) {
      case 'agregar': {
        const { linea } = accion;
        if (!esCantidadValida(linea.Cantidad)) return lineas;
        if (!lineas.some((l) => l.ProductoID === linea.ProductoID)) return [...lineas, linea];
        return cambiar(linea.ProductoID, (l) => ({ ...l, Cantidad: l.Cantidad + linea.Cantidad, PrecioUnitario: linea.PrecioUnitario }));
      }
      case 'cantidad': {
        const cantidad = typeof accion.cantidad === 'number' ? accion.cantidad : Number.parseInt(accion.cantidad, 10);
        return Number.isFinite(cantidad) ? conCantidad(accion.ProductoID, Math.trunc(cantidad)) : lineas;
      }
      case 'sumar': {
        const linea = lineas.find((l) => l.ProductoID === accion.ProductoID);
        return linea ? conCantidad(accion.ProductoID, linea.Cantidad + accion.delta) : lineas;
      }
      case 'precio':
        return cambiar(accion.ProductoID, (l) => ({ ...l, PrecioUnitario: filtrarPrecio(accion.texto, String(l.PrecioUnitario)) }));
      case 'quitar':
        return lineas.filter((l) => l.ProductoID !== accion.ProductoID);
    }
  };
}

/** The sales order's detalles: prices are not sent, the server takes the current ones. */
export const detallesDe = (lineas: Linea[]) => lineas.map(({ ProductoID, Cantidad }) => ({ ProductoID, Cantidad }));

/** The supplier order's body: ProveedorID and detalles with the prices read as numbers (what cannot be read goes as typed, for the schema's message). */
export const cuerpoPedidoProveedor = (proveedorId: Id | null | undefined, lineas: Linea[]) => ({
  ProveedorID: proveedorId,
  detalles: lineas.map((l) => ({ ProductoID: l.ProductoID, Cantidad: l.Cantidad, PrecioUnitario: precioLeido(l.PrecioUnitario) })),
});
