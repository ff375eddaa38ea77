import { z } from 'zod';
import { optionalText, queryDay, relatedId, type Instante } from './campos';
import type { Cliente } from './clientes';
import type { Proveedor } from './proveedores';
import { CANTIDAD_MINIMA, redondearACentavos } from './lineas';

// Sales orders (core.md) and supplier orders (suppliers-and-fleet.md): their statuses, the bodies
// they are created and changed with, their list and history filters, and what the API answers.

export const ESTADOS_PEDIDO = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;
export type EstadoPedido = (typeof ESTADOS_PEDIDO)[number];

export const ESTADOS_PEDIDO_PROVEEDOR = ['Pendiente', 'Recibido', 'Cancelado'] as const;
export type EstadoPedidoProveedor = (typeof ESTADOS_PEDIDO_PROVEEDOR)[number];

/** The messages of both new-order forms (section 5 of each spec). */
export const MENSAJES_PEDIDO = {
  cliente: 'Selecciona un cliente',
  proveedor: 'Selecciona un proveedor',
  producto: 'Selecciona un producto',
  lineas: 'Agrega al menos un producto',
  cantidad: 'La cantidad debe ser mayor a 0',
  precio: 'El precio unitario debe ser mayor a 0',
} as const;

const CANTIDAD_MAXIMA = 1_000_000;
// numeric(12,2): ten digits before the point.
const PRECIO_MAXIMO = 9_999_999_999.99;

/** An Estado from a body, a query or a path: anything else is a 400. */
const estado = <const E extends readonly string[]>(estados: E) =>
  z.enum(estados, { error: (issue) => (issue.input === undefined ? 'Estado requerido' : 'Estado inválido') });

export const estadoPedidoSchema = estado(ESTADOS_PEDIDO);
export const estadoPedidoProveedorSchema = estado(ESTADOS_PEDIDO_PROVEEDOR);

/** The body of a status change: the new Estado and an optional comment for the history. */
const cambioEstado = <T extends z.ZodType>(estadoNuevo: T) => z.object({ estado: estadoNuevo, comentario: optionalText(1000) });

export const cambioEstadoPedidoSchema = cambioEstado(estadoPedidoSchema);
export const cambioEstadoPedidoProveedorSchema = cambioEstado(estadoPedidoProveedorSchema);

/** A sales order line: a product and a whole quantity. */
export const lineaPedidoSchema = z.object({
  ProductoID: relatedId(MENSAJES_PEDIDO.producto),
  Cantidad: z.coerce
    .number({ error: MENSAJES_PEDIDO.cantidad })
    .int(MENSAJES_PEDIDO.cantidad)
    .min(CANTIDAD_MINIMA, MENSAJES_PEDIDO.cantidad)
    .max(CANTIDAD_MAXIMA, `La cantidad no puede superar ${CANTIDAD_MAXIMA}`),
});

/** A supplier order line adds the unit price the user types. */
export const lineaPedidoProveedorSchema = lineaPedidoSchema.extend({
  // Rounded to cents first, as the column stores it, so 0.001 is "not above 0" rather than a CHECK failure.
  PrecioUnitario: z.coerce
    .number({ error: MENSAJES_PEDIDO.precio })
    .transform(redondearACentavos)
    .pipe(z.number().gt(0, MENSAJES_PEDIDO.precio).max(PRECIO_MAXIMO, 'El precio unitario es demasiado grande')),
});

/** An order's lines: at least one, at most 200. */
const detalles = <T extends z.ZodType>(linea: T) =>
  z.array(linea, { error: MENSAJES_PEDIDO.lineas }).min(1, MENSAJES_PEDIDO.lineas).max(200, 'Máximo 200 productos por pedido');

// Prices are not part of a sales order's body: they come from the products' current Precio.
export const pedidoCreateSchema = z.object({
  ClienteID: relatedId(MENSAJES_PEDIDO.cliente),
  VehiculoID: relatedId('Vehículo inválido')
    .nullish()
    .transform((v) => v ?? null),
  detalles: detalles(lineaPedidoSchema),
});

export const pedidoProveedorCreateSchema = z.object({
  ProveedorID: relatedId(MENSAJES_PEDIDO.proveedor),
  detalles: detalles(lineaPedidoProveedorSchema),
});

export const pedidoFilterSchema = z.object({
  estado: estadoPedidoSchema.optional(),
  clienteId: relatedId('Cliente inválido').optional(),
});

export const pedidoProveedorFilterSchema = z.object({
  estado: estadoPedidoProveedorSchema.optional(),
  proveedorId: relatedId('Proveedor inválido').optional(),
});

/** The filters of a status history; each kind adds its client or supplier (`parte`). */
const historialFilter = <E extends z.ZodType, P extends z.ZodRawShape>(estadoNuevo: E, parte: P) =>
  z.object({
    search: z.string({ error: 'search debe ser un texto' }).trim().optional(),
    ...parte,
    pedidoId: relatedId('Pedido inválido').optional(),
    fechaDesde: queryDay.optional(),
    fechaHasta: queryDay.optional(),
    estado: estadoNuevo.optional(),
  });

export const historialPedidoFilterSchema = historialFilter(estadoPedidoSchema, { clienteId: relatedId('Cliente inválido').optional() });
export const historialPedidoProveedorFilterSchema = historialFilter(estadoPedidoProveedorSchema, {
  proveedorId: relatedId('Proveedor inválido').optional(),
});

export type PedidoInput = z.infer<typeof pedidoCreateSchema>;
export type PedidoProveedorInput = z.infer<typeof pedidoProveedorCreateSchema>;
export type CambioEstadoPedido = z.infer<typeof cambioEstadoPedidoSchema>;
export type CambioEstadoPedidoProveedor = z.infer<typeof cambioEstadoPedidoProveedorSchema>;
export type PedidoFilter = z.infer<typeof pedidoFilterSchema>;
export type PedidoProveedorFilter = z.infer<typeof pedidoProveedorFilterSchema>;
export type HistorialPedidoFilter = z.infer<typeof historialPedidoFilterSchema>;
export type HistorialPedidoProveedorFilter = z.infer<typeof historialPedidoProveedorFilterSchema>;

// What the API answers (contract section 3: nested records as the spec names them).

/** A user as nested records show them: the creator of an order, the author of a history entry. */
export type UsuarioResumen = { UsuarioID: number; Nombre: string; Apellido: string };
type ProductoResumen = { ProductoID: number; Nombre: string };
export type VehiculoResumen = { VehiculoID: number; Patente: string; Marca: string; Modelo: string };

export type DetallePedido = { DetalleID: number; ProductoID: number; PrecioUnitario: number; Cantidad: number };

export type Pedido = {
  PedidoID: number;
  ClienteID: number;
  UsuarioID: number;
  VehiculoID: number | null;
  FechaPedido: Instante;
  Estado: EstadoPedido;
  PrecioTotal: number;
  Cliente: Cliente;
  /** Who created the order. */
  Usuario: UsuarioResumen;
  Vehiculo: VehiculoResumen | null;
  detalles: (DetallePedido & { Producto: ProductoResumen })[];
};

export type DetallePedidoProveedor = { DetallePedidoProveedorID: number; ProductoID: number; Cantidad: number; PrecioUnitario: number };

export type PedidoProveedor = {
  PedidoProveedorID: number;
  ProveedorID: number;
  UsuarioID: number;
  FechaPedido: Instante;
  Estado: EstadoPedidoProveedor;
  /** Computed by the API: the sum of Cantidad × PrecioUnitario of the lines. */
  Total: number;
  Proveedor: Proveedor;
  /** Who placed the order. */
  Usuario: UsuarioResumen;
  DetallePedidoProveedors: (DetallePedidoProveedor & { Producto: ProductoResumen })[];
};

type EntradaHistorial<E> = {
  HistorialID: number;
  EstadoAnterior: E | null;
  EstadoNuevo: E;
  FechaActualizaEstado: Instante;
  Comentarios: string | null;
};

export type HistorialPedido = EntradaHistorial<EstadoPedido> & { PedidoID: number };

export type EntradaHistorialPedido = HistorialPedido & {
  Cliente: Omit<Cliente, 'createdAt' | 'updatedAt'>;
  Pedido: { PedidoID: number; PrecioTotal: number; FechaPedido: Instante; Estado: EstadoPedido };
  /** Who registered the change. */
  Usuario: UsuarioResumen;
};

export type HistorialPedidoProveedor = EntradaHistorial<EstadoPedidoProveedor> & { PedidoProveedorID: number };

export type EntradaHistorialPedidoProveedor = HistorialPedidoProveedor & {
  Proveedor: Pick<Proveedor, 'ProveedorID' | 'Nombre' | 'Telefono'>;
  Pedido: { PedidoProveedorID: number; Total: number; Estado: EstadoPedidoProveedor; FechaPedido: Instante };
  /** Who registered the change. */
  Usuario: UsuarioResumen;
};
