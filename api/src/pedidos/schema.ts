import { z } from 'zod';
import { relatedId } from '#dominio/campos';
import { createMapper } from '../db/mapper.js';
import { cambioEstadoSchemaDe, detallesSchema, estadoSchemaDe, lineaSchema, type UsuarioResumen } from '../pedidos-comun/schema.js';
import type { Cliente } from '../clientes/schema.js';

export const ESTADOS_PEDIDO = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;
export type EstadoPedido = (typeof ESTADOS_PEDIDO)[number];

export const estadoSchema = estadoSchemaDe(ESTADOS_PEDIDO);

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

// Prices are not part of the payload: they come from the products' current Precio.
export const pedidoCreateSchema = z.object({
  ClienteID: relatedId('Selecciona un cliente'),
  VehiculoID: relatedId('Vehículo inválido').nullish().transform((v) => v ?? null),
  detalles: detallesSchema(lineaSchema),
});

export const cambioEstadoSchema = cambioEstadoSchemaDe(estadoSchema);

export const pedidoFilterSchema = z.object({
  estado: estadoSchema.optional(),
  clienteId: relatedId('Cliente inválido').optional(),
});

export type PedidoInput = z.infer<typeof pedidoCreateSchema>;
export type CambioEstado = z.infer<typeof cambioEstadoSchema>;
export type PedidoFilter = z.infer<typeof pedidoFilterSchema>;
