import { z } from 'zod';
import { optionalText, relatedId } from '../http/fields.js';
import { createMapper } from '../db/mapper.js';
import type { Cliente } from '../clientes/schema.js';

export const ESTADOS_PEDIDO = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;
export type EstadoPedido = (typeof ESTADOS_PEDIDO)[number];

/** An Estado from a body, a query or a path: anything else is a 400. */
export const estadoSchema = z.enum(ESTADOS_PEDIDO, {
  error: (issue) => (issue.input === undefined ? 'Estado requerido' : 'Estado inválido'),
});

export interface PedidoFila extends Record<string, unknown> {
  PedidoID: number;
  ClienteID: number;
  UsuarioID: number;
  VehiculoID: number | null;
  FechaPedido: Date;
  Estado: EstadoPedido;
  PrecioTotal: number;
}

export const pedidoMapper = createMapper<PedidoFila>({
  PedidoID: 'pedido_id',
  ClienteID: 'cliente_id',
  UsuarioID: 'usuario_id',
  VehiculoID: 'vehiculo_id',
  FechaPedido: 'fecha_pedido',
  Estado: 'estado',
  PrecioTotal: 'precio_total',
});

export interface DetallePedido extends Record<string, unknown> {
  DetalleID: number;
  ProductoID: number;
  PrecioUnitario: number;
  Cantidad: number;
}

export const detallePedidoMapper = createMapper<DetallePedido>({
  DetalleID: 'detalle_id',
  ProductoID: 'producto_id',
  PrecioUnitario: 'precio_unitario',
  Cantidad: 'cantidad',
});

/** A user as nested records show them (creator of an order, author of a history entry). */
export interface UsuarioResumen {
  UsuarioID: number;
  Nombre: string;
  Apellido: string;
}

export interface VehiculoResumen {
  VehiculoID: number;
  Patente: string;
  Marca: string;
  Modelo: string;
}

export interface Pedido extends PedidoFila {
  Cliente: Cliente;
  /** Who created the order. */
  Usuario: UsuarioResumen;
  Vehiculo: VehiculoResumen | null;
  detalles: (DetallePedido & { Producto: { ProductoID: number; Nombre: string } })[];
}

const CANTIDAD = 'La cantidad debe ser mayor a 0';
const CANTIDAD_MAXIMA = 1_000_000;
const AGREGA_PRODUCTO = 'Agrega al menos un producto';

const detalleSchema = z.object({
  ProductoID: relatedId('Selecciona un producto'),
  Cantidad: z.coerce
    .number({ error: CANTIDAD })
    .int(CANTIDAD)
    .min(1, CANTIDAD)
    .max(CANTIDAD_MAXIMA, `La cantidad no puede superar ${CANTIDAD_MAXIMA}`),
});

// Prices are not part of the payload: they come from the products' current Precio.
export const pedidoCreateSchema = z.object({
  ClienteID: relatedId('Selecciona un cliente'),
  VehiculoID: relatedId('Vehículo inválido').nullish().transform((v) => v ?? null),
  detalles: z
    .array(detalleSchema, { error: AGREGA_PRODUCTO })
    .min(1, AGREGA_PRODUCTO)
    .max(200, 'Máximo 200 productos por pedido'),
});

export const cambioEstadoSchema = z.object({
  estado: estadoSchema,
  comentario: optionalText(1000),
});

export const pedidoFilterSchema = z.object({
  estado: estadoSchema.optional(),
  clienteId: relatedId('Cliente inválido').optional(),
});

export type PedidoInput = z.infer<typeof pedidoCreateSchema>;
export type CambioEstado = z.infer<typeof cambioEstadoSchema>;
export type PedidoFilter = z.infer<typeof pedidoFilterSchema>;
