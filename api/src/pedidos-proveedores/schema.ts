import { z } from 'zod';
import { relatedId } from '#dominio/campos';
import { createMapper } from '../db/mapper.js';
import { cambioEstadoSchemaDe, detallesSchema, estadoSchemaDe, lineaSchema, type UsuarioResumen } from '../pedidos-comun/schema.js';
import type { Proveedor } from '../proveedores/schema.js';

export const ESTADOS_PEDIDO_PROVEEDOR = ['Pendiente', 'Recibido', 'Cancelado'] as const;
export type EstadoPedidoProveedor = (typeof ESTADOS_PEDIDO_PROVEEDOR)[number];

export const estadoSchema = estadoSchemaDe(ESTADOS_PEDIDO_PROVEEDOR);

export interface PedidoProveedorFila extends Record<string, unknown> {
  PedidoProveedorID: number;
  ProveedorID: number;
  UsuarioID: number;
  FechaPedido: Date;
  Estado: EstadoPedidoProveedor;
  /** Computed: the sum of Cantidad × PrecioUnitario of the lines. */
  Total: number;
}

// Total is a computed column of the list query (see totalPedidoSql); it is sortable, never written.
export const pedidoProveedorMapper = createMapper<PedidoProveedorFila>({
  PedidoProveedorID: 'pedido_proveedor_id',
  ProveedorID: 'proveedor_id',
  UsuarioID: 'usuario_id',
  FechaPedido: 'fecha_pedido',
  Estado: 'estado',
  Total: 'total',
});

export interface DetallePedidoProveedor extends Record<string, unknown> {
  DetallePedidoProveedorID: number;
  ProductoID: number;
  Cantidad: number;
  PrecioUnitario: number;
}

export const detallePedidoProveedorMapper = createMapper<DetallePedidoProveedor>({
  DetallePedidoProveedorID: 'detalle_pedido_proveedor_id',
  ProductoID: 'producto_id',
  Cantidad: 'cantidad',
  PrecioUnitario: 'precio_unitario',
});

export interface PedidoProveedor extends PedidoProveedorFila {
  Proveedor: Proveedor;
  /** Who placed the order. */
  Usuario: UsuarioResumen;
  DetallePedidoProveedors: (DetallePedidoProveedor & { Producto: { ProductoID: number; Nombre: string } })[];
}

const PRECIO = 'El precio unitario debe ser mayor a 0';
// numeric(12,2): ten digits before the point.
const PRECIO_MAXIMO = 9_999_999_999.99;

const detalleSchema = lineaSchema.extend({
  // Rounded to cents first, as the column stores it, so 0.001 is "not above 0" rather than a CHECK failure.
  PrecioUnitario: z.coerce
    .number({ error: PRECIO })
    .transform((v) => Math.round(v * 100) / 100)
    .pipe(z.number().gt(0, PRECIO).max(PRECIO_MAXIMO, 'El precio unitario es demasiado grande')),
});

export const pedidoProveedorCreateSchema = z.object({
  ProveedorID: relatedId('Selecciona un proveedor'),
  detalles: detallesSchema(detalleSchema),
});

export const cambioEstadoSchema = cambioEstadoSchemaDe(estadoSchema);

export const pedidoProveedorFilterSchema = z.object({
  estado: estadoSchema.optional(),
  proveedorId: relatedId('Proveedor inválido').optional(),
});

export type PedidoProveedorInput = z.infer<typeof pedidoProveedorCreateSchema>;
export type CambioEstado = z.infer<typeof cambioEstadoSchema>;
export type PedidoProveedorFilter = z.infer<typeof pedidoProveedorFilterSchema>;
