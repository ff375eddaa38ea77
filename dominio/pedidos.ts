import { z } from 'zod';
import { descuentoSchema, PRESENTACIONES } from './listas';
import { conVersion, instante, optionalText, queryDay, recordId, relatedId, versionRegistro } from './campos';
import { clienteSchema } from './clientes';
import { proveedorSchema } from './proveedores';
import { comoImporte, IMPORTE_MAXIMO } from './dinero';
import { formatoMoneda } from './formatos';
import { CANTIDAD_MINIMA, redondearACentavos, totalPedido } from './lineas';

// Sales orders and supplier orders (docs/funcional.md): their statuses, the bodies
// they are created and changed with, their list and history filters, and what the API answers.

export const ESTADOS_PEDIDO = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;
export type EstadoPedido = (typeof ESTADOS_PEDIDO)[number];

/** An order is open while Pendiente or En Proceso: it counts against the client's credit limit and can go on a route sheet. */
export const ESTADOS_ABIERTOS: readonly EstadoPedido[] = ['Pendiente', 'En Proceso'];

export const ESTADOS_PEDIDO_PROVEEDOR = ['Pendiente', 'Recibido', 'Cancelado'] as const;
export type EstadoPedidoProveedor = (typeof ESTADOS_PEDIDO_PROVEEDOR)[number];

/** The messages of both new-order forms (docs/funcional.md, Pedidos de venta and Pedidos a proveedores). */
export const MENSAJES_PEDIDO = {
  cliente: 'Selecciona un cliente',
  proveedor: 'Selecciona un proveedor',
  producto: 'Selecciona un producto',
  lineas: 'Agrega al menos un producto',
  cantidad: 'La cantidad debe ser mayor a 0',
  precio: 'El precio unitario debe ser mayor a 0',
  total: `El total del pedido no puede superar ${formatoMoneda(IMPORTE_MAXIMO)}`,
} as const;

/**
 * Whether an order's total stays within the bound of any amount (IMPORTE_MAXIMO): a hundredth of its
 * numeric(14,2) column, and what a delivery of it adds to the client's account (issue 44).
 */
export const totalDentroDelMaximo = (lineas: Parameters<typeof totalPedido>[0]) => totalPedido(lineas) <= IMPORTE_MAXIMO;

const CANTIDAD_MAXIMA = 1_000_000;
// numeric(12,2): ten digits before the point.
const PRECIO_MAXIMO = 9_999_999_999.99;

/** An Estado from a body, a query or a path: anything else is a 400. */
const estado = <const E extends readonly string[]>(estados: E) =>
  z.enum(estados, { error: (issue) => (issue.input === undefined ? 'Estado requerido' : 'Estado inválido') });

export const estadoPedidoSchema = estado(ESTADOS_PEDIDO);
export const estadoPedidoProveedorSchema = estado(ESTADOS_PEDIDO_PROVEEDOR);

/** The body of a status change: the new Estado and an optional comment for the history. */
const cambioEstado = <T extends z.ZodType>(estadoNuevo: T) => z.object({ estado: estadoNuevo, comentario: optionalText(1000), ...conVersion });

// Places (or opens again) an order although it takes the client above its credit limit: Supervisor and Administrador (dominio/cuentas.ts).
const confirmarLimiteCredito = z.boolean({ error: 'ConfirmarLimiteCredito debe ser verdadero o falso' }).optional();

/** A sales order's status change may confirm the credit limit, as its creation does: opening an order again counts against it. */
export const cambioEstadoPedidoSchema = cambioEstado(estadoPedidoSchema).extend({ ConfirmarLimiteCredito: confirmarLimiteCredito });
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
  PrecioUnitario: z
    .preprocess(comoImporte, z.number({ error: MENSAJES_PEDIDO.precio }))
    .transform(redondearACentavos)
    .pipe(z.number().gt(0, MENSAJES_PEDIDO.precio).max(PRECIO_MAXIMO, 'El precio unitario es demasiado grande')),
});

/** An order's lines: at least one, at most 200. */
const detalles = <T extends z.ZodType>(linea: T) =>
  z.array(linea, { error: MENSAJES_PEDIDO.lineas }).min(1, MENSAJES_PEDIDO.lineas).max(200, 'Máximo 200 productos por pedido');

/** A sales order line may carry a discount (percent): each role has its largest (docs/decisiones.md, 103). */
export const lineaPedidoVentaSchema = lineaPedidoSchema.extend({
  Descuento: descuentoSchema.optional().meta({ description: 'Porcentaje de descuento de la línea (0 a 100); cada rol tiene su máximo.' }),
  Presentacion: z.enum(PRESENTACIONES, 'Presentación inválida: Unidad o Pack').optional().meta({
    description: 'Pack: vendido por el pack del producto (UnidadesPorPack). Cantidad sigue en unidades y debe ser múltiplo del pack.',
  }),
});

// Prices are not part of a sales order's body: they come from the client's price list (issue 47).
export const pedidoCreateSchema = z.object({
  ClienteID: relatedId(MENSAJES_PEDIDO.cliente),
  VehiculoID: relatedId('Vehículo inválido')
    .nullish()
    .transform((v) => v ?? null),
  detalles: detalles(lineaPedidoVentaSchema),
  ConfirmarLimiteCredito: confirmarLimiteCredito,
});

/** POST /pedidos/cotizacion: the lines of an order being typed, to price as its create would. */
export const cotizacionSchema = z.object({ ClienteID: relatedId(MENSAJES_PEDIDO.cliente), detalles: detalles(lineaPedidoVentaSchema) });
export type CotizacionInput = z.infer<typeof cotizacionSchema>;

export const pedidoProveedorCreateSchema = z.object({
  ProveedorID: relatedId(MENSAJES_PEDIDO.proveedor),
  detalles: detalles(lineaPedidoProveedorSchema).refine(totalDentroDelMaximo, MENSAJES_PEDIDO.total),
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

/** What POST /pedidos/cotizacion answers: each line as the create would price it, and the total. */
export const cotizacionRespuestaSchema = z
  .object({
    Lista: z.object({ ListaID: recordId, Nombre: z.string() }),
    detalles: z.array(
      z.object({
        ProductoID: recordId,
        Cantidad: z.int(),
        PrecioLista: z.number(),
        Escala: z.object({ Desde: z.int(), Precio: z.number().nullable(), Porcentaje: z.number().nullable() }).nullable(),
        Descuento: z.number(),
        PrecioUnitario: z.number(),
        UnidadesPorPack: z.int().nullable().meta({ description: 'Por pack de tantas unidades; null: por unidad.' }),
      }),
    ),
    PrecioTotal: z.number(),
  })
  .meta({ id: 'Cotizacion' });
export type Cotizacion = z.infer<typeof cotizacionRespuestaSchema>;
export type PedidoProveedorInput = z.infer<typeof pedidoProveedorCreateSchema>;
export type CambioEstadoPedido = z.infer<typeof cambioEstadoPedidoSchema>;
export type CambioEstadoPedidoProveedor = z.infer<typeof cambioEstadoPedidoProveedorSchema>;
export type PedidoFilter = z.infer<typeof pedidoFilterSchema>;
export type PedidoProveedorFilter = z.infer<typeof pedidoProveedorFilterSchema>;
export type HistorialPedidoFilter = z.infer<typeof historialPedidoFilterSchema>;
export type HistorialPedidoProveedorFilter = z.infer<typeof historialPedidoProveedorFilterSchema>;

// What the API answers (nested records: Cliente or Proveedor, Usuario, Vehiculo, lines with their Producto). The types come
// from these schemas, which the API's reference documents.

/** A user as nested records show them: the creator of an order, the author of a history entry. */
const usuarioResumenSchema = z.object({ UsuarioID: recordId, Nombre: z.string(), Apellido: z.string() });
export type UsuarioResumen = z.infer<typeof usuarioResumenSchema>;
const productoResumenSchema = z.object({ ProductoID: recordId, Nombre: z.string() });
const vehiculoResumenSchema = z.object({ VehiculoID: recordId, Patente: z.string(), Marca: z.string(), Modelo: z.string() });
export type VehiculoResumen = z.infer<typeof vehiculoResumenSchema>;

const detallePedidoSchema = z.object({
  DetalleID: recordId,
  ProductoID: recordId,
  PrecioUnitario: z.number(),
  Cantidad: z.int().meta({ description: 'Lo pedido; tras una entrega parcial, lo entregado.' }),
  CantidadPedida: z.int().nullable().meta({ description: 'Lo pedido, cuando una entrega parcial cambió Cantidad; si no, null.' }),
  ListaPrecioID: recordId.nullable().meta({ description: 'La lista de precios que lo preció (null en pedidos anteriores a las listas).' }),
  ListaNombre: z.string().nullable().meta({ description: 'El nombre de esa lista al crearse el pedido.' }),
  PrecioLista: z.number().nullable().meta({ description: 'El precio por unidad de la lista, con su escala, antes del descuento.' }),
  EscalaDesde: z.int().nullable().meta({ description: 'La escala que aplicó: desde cuántas unidades (null: ninguna).' }),
  Descuento: z.number().meta({ description: 'El descuento de la línea, en porcentaje. PrecioUnitario ya lo tiene descontado.' }),
  UnidadesPorPack: z
    .int()
    .nullable()
    .meta({ description: 'Vendido por pack de tantas unidades (Cantidad sigue en unidades); null: por unidad.' }),
});
export type DetallePedido = z.infer<typeof detallePedidoSchema>;

export const pedidoSchema = z
  .object({
    PedidoID: recordId,
    ClienteID: recordId,
    UsuarioID: recordId,
    VehiculoID: recordId.nullable(),
    FechaPedido: instante,
    Estado: z.enum(ESTADOS_PEDIDO),
    PrecioTotal: z.number(),
    Version: versionRegistro,
    Cliente: clienteSchema,
    Usuario: usuarioResumenSchema.meta({ description: 'Quien creó el pedido.' }),
    Vehiculo: vehiculoResumenSchema.nullable(),
    detalles: z.array(detallePedidoSchema.extend({ Producto: productoResumenSchema })),
  })
  .meta({ id: 'Pedido' });
export type Pedido = z.infer<typeof pedidoSchema>;

const detallePedidoProveedorSchema = z.object({
  DetallePedidoProveedorID: recordId,
  ProductoID: recordId,
  Cantidad: z.int(),
  PrecioUnitario: z.number(),
});
export type DetallePedidoProveedor = z.infer<typeof detallePedidoProveedorSchema>;

export const pedidoProveedorSchema = z
  .object({
    PedidoProveedorID: recordId,
    ProveedorID: recordId,
    UsuarioID: recordId,
    FechaPedido: instante,
    Estado: z.enum(ESTADOS_PEDIDO_PROVEEDOR),
    Total: z.number().meta({ description: 'La suma de Cantidad × PrecioUnitario de las líneas.' }),
    Version: versionRegistro,
    Proveedor: proveedorSchema,
    Usuario: usuarioResumenSchema.meta({ description: 'Quien hizo el pedido.' }),
    DetallePedidoProveedors: z.array(detallePedidoProveedorSchema.extend({ Producto: productoResumenSchema })),
  })
  .meta({ id: 'PedidoProveedor' });
export type PedidoProveedor = z.infer<typeof pedidoProveedorSchema>;

/** A status change: EstadoAnterior is null in the first entry, written when the order is placed. */
const entradaHistorial = <const E extends readonly [string, ...string[]]>(estados: E) =>
  z.object({
    HistorialID: recordId,
    EstadoAnterior: z.enum(estados).nullable(),
    EstadoNuevo: z.enum(estados),
    FechaActualizaEstado: instante,
    Comentarios: z.string().nullable(),
  });

const historialPedidoSchema = entradaHistorial(ESTADOS_PEDIDO).extend({ PedidoID: recordId });
export type HistorialPedido = z.infer<typeof historialPedidoSchema>;

export const entradaHistorialPedidoSchema = historialPedidoSchema
  .extend({
    Cliente: clienteSchema.pick({ ClienteID: true, Nombre: true, Apellido: true, Telefono: true, Direccion: true, Email: true, Active: true }),
    Pedido: z.object({ PedidoID: recordId, PrecioTotal: z.number(), FechaPedido: instante, Estado: z.enum(ESTADOS_PEDIDO) }),
    Usuario: usuarioResumenSchema.meta({ description: 'Quien registró el cambio.' }),
  })
  .meta({ id: 'EntradaHistorialPedido' });
export type EntradaHistorialPedido = z.infer<typeof entradaHistorialPedidoSchema>;

const historialPedidoProveedorSchema = entradaHistorial(ESTADOS_PEDIDO_PROVEEDOR).extend({ PedidoProveedorID: recordId });
export type HistorialPedidoProveedor = z.infer<typeof historialPedidoProveedorSchema>;

export const entradaHistorialPedidoProveedorSchema = historialPedidoProveedorSchema
  .extend({
    Proveedor: proveedorSchema.pick({ ProveedorID: true, Nombre: true, Telefono: true }),
    Pedido: z.object({ PedidoProveedorID: recordId, Total: z.number(), Estado: z.enum(ESTADOS_PEDIDO_PROVEEDOR), FechaPedido: instante }),
    Usuario: usuarioResumenSchema.meta({ description: 'Quien registró el cambio.' }),
  })
  .meta({ id: 'EntradaHistorialPedidoProveedor' });
export type EntradaHistorialPedidoProveedor = z.infer<typeof entradaHistorialPedidoProveedorSchema>;
