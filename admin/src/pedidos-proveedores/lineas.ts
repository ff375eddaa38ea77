/**
 * The lines of a new supplier order, as pure functions: the screen only dispatches. Prices are
 * kept as typed (text) so '12.' can be edited; they become numbers when the order is sent.
 */
export interface LineaPedido {
  ProductoID: number;
  Nombre: string;
  Cantidad: number;
  /** The unit price as typed: digits and at most one decimal point. */
  PrecioUnitario: string;
}

export const CANTIDAD_MINIMA = 1;

export const MENSAJES = {
  proveedor: 'Selecciona un proveedor',
  lineas: 'Agrega al menos un producto',
  producto: 'Selecciona un producto',
  cantidad: 'La cantidad debe ser mayor a 0',
  precio: 'El precio unitario debe ser mayor a 0',
} as const;

/**
 * The unit-price box accepts only digits and one decimal point, with at most two decimals
 * (step 0.01): any other keystroke leaves the previous text.
 */
export function filtrarPrecio(texto: string, anterior: string): string {
  return /^\d*(\.\d{0,2})?$/.test(texto) ? texto : anterior;
}

export function precioNumero(texto: string): number {
  const numero = Number.parseFloat(texto);
  return Number.isFinite(numero) ? numero : 0;
}

/** A typed quantity: a whole number, never below the minimum. */
export function cantidadValida(valor: number | string): number {
  const numero = typeof valor === 'number' ? valor : Number.parseInt(valor, 10);
  return Number.isFinite(numero) ? Math.max(CANTIDAD_MINIMA, Math.trunc(numero)) : CANTIDAD_MINIMA;
}

const centavos = (valor: number) => Math.round(valor * 100) / 100;

/** Quantity times unit price, in cents. */
export const importe = (cantidad: number, precio: number) => centavos(cantidad * precio);

export const subtotal = (linea: LineaPedido) => importe(linea.Cantidad, precioNumero(linea.PrecioUnitario));

export const totalPedido = (lineas: LineaPedido[]) => centavos(lineas.reduce((suma, l) => suma + subtotal(l), 0));

/** The total of a saved order: the sum of its lines' quantity times unit price (spec). */
export const totalDetalles = (detalles: { Cantidad: number; PrecioUnitario: number }[] = []) =>
  centavos(detalles.reduce((suma, d) => suma + importe(d.Cantidad, d.PrecioUnitario), 0));

/** What is wrong with the product row before 'Agregar', or null. */
export function validarLineaNueva(nueva: { ProductoID?: number | null; Cantidad: number; PrecioUnitario: string }): string | null {
  if (!nueva.ProductoID) return MENSAJES.producto;
  if (!Number.isInteger(nueva.Cantidad) || nueva.Cantidad < CANTIDAD_MINIMA) return MENSAJES.cantidad;
  if (!(precioNumero(nueva.PrecioUnitario) > 0)) return MENSAJES.precio;
  return null;
}

/** What is wrong with the whole order before 'Guardar Pedido', or null. */
export function validarPedido(proveedorId: number | null | undefined, lineas: LineaPedido[]): string | null {
  if (!proveedorId) return MENSAJES.proveedor;
  if (lineas.length === 0) return MENSAJES.lineas;
  if (lineas.some((l) => l.Cantidad < CANTIDAD_MINIMA)) return MENSAJES.cantidad;
  if (lineas.some((l) => !(precioNumero(l.PrecioUnitario) > 0))) return MENSAJES.precio;
  return null;
}

export type AccionLinea =
  | { tipo: 'agregar'; linea: LineaPedido }
  | { tipo: 'cantidad'; ProductoID: number; cantidad: number | string }
  | { tipo: 'sumar'; ProductoID: number; delta: 1 | -1 }
  | { tipo: 'precio'; ProductoID: number; texto: string }
  | { tipo: 'quitar'; ProductoID: number };

/**
 * The lines reducer. Adding a product already in the order adds to its quantity and takes the
 * new price; quantities never go below 1; prices go through the same filter as the input box.
 */
export function lineasReducer(lineas: LineaPedido[], accion: AccionLinea): LineaPedido[] {
  const cambiar = (id: number, cambio: (l: LineaPedido) => LineaPedido) =>
    lineas.map((l) => (l.ProductoID === id ? cambio(l) : l));
  switch (accion.tipo) {
    case 'agregar': {
      const { linea } = accion;
      if (!lineas.some((l) => l.ProductoID === linea.ProductoID)) return [...lineas, linea];
      return cambiar(linea.ProductoID, (l) => ({ ...l, Cantidad: l.Cantidad + linea.Cantidad, PrecioUnitario: linea.PrecioUnitario }));
    }
    case 'cantidad':
      return cambiar(accion.ProductoID, (l) => ({ ...l, Cantidad: cantidadValida(accion.cantidad) }));
    case 'sumar':
      return cambiar(accion.ProductoID, (l) => ({ ...l, Cantidad: cantidadValida(l.Cantidad + accion.delta) }));
    case 'precio':
      return cambiar(accion.ProductoID, (l) => ({ ...l, PrecioUnitario: filtrarPrecio(accion.texto, l.PrecioUnitario) }));
    case 'quitar':
      return lineas.filter((l) => l.ProductoID !== accion.ProductoID);
  }
}

/** The POST /pedidos-proveedores body of the spec. */
export function cuerpoPedido(proveedorId: number, lineas: LineaPedido[]) {
  return {
    ProveedorID: proveedorId,
    detalles: lineas.map((l) => ({ ProductoID: l.ProductoID, Cantidad: l.Cantidad, PrecioUnitario: precioNumero(l.PrecioUnitario) })),
  };
}
