import { z } from 'zod';
import { relatedId } from '../http/fields.js';
import { queryDay } from '../http/dateRange.js';
import { createMapper } from '../db/mapper.js';
import { parseListQuery, type ListQuery } from '../http/paging.js';
import { estadoSchema, type EstadoPedidoProveedor } from '../pedidos-proveedores/schema.js';

export interface HistorialPedidoProveedor extends Record<string, unknown> {
  HistorialID: number;
  PedidoProveedorID: number;
  FechaActualizaEstado: Date;
  EstadoAnterior: EstadoPedidoProveedor | null;
  EstadoNuevo: EstadoPedidoProveedor;
  Comentarios: string | null;
}

export interface EntradaHistorial extends HistorialPedidoProveedor {
  Proveedor: { ProveedorID: number; Nombre: string; Telefono: string };
  Pedido: { PedidoProveedorID: number; Total: number; Estado: EstadoPedidoProveedor; FechaPedido: Date };
  Usuario: { UsuarioID: number; Nombre: string; Apellido: string };
}

export const historialMapper = createMapper<HistorialPedidoProveedor>({
  HistorialID: 'historial_id',
  PedidoProveedorID: 'pedido_proveedor_id',
  FechaActualizaEstado: 'fecha_actualiza_estado',
  EstadoAnterior: 'estado_anterior',
  EstadoNuevo: 'estado_nuevo',
  Comentarios: 'comentarios',
});

export const historialFilterSchema = z.object({
  search: z.string({ error: 'search debe ser un texto' }).trim().optional(),
  proveedorId: relatedId('Proveedor inválido').optional(),
  pedidoId: relatedId('Pedido inválido').optional(),
  fechaDesde: queryDay.optional(),
  fechaHasta: queryDay.optional(),
  estado: estadoSchema.optional(),
});

export type HistorialFilter = z.infer<typeof historialFilterSchema>;

/**
 * The query of every history endpoint: page, limit (default 10), sort (default newest first),
 * order, q or search, and the filters. Empty parameters (a cleared filter box) count as absent.
 */
export function parseHistorialQuery(query: Record<string, unknown>): { filter: HistorialFilter; listQuery: ListQuery } {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
  return {
    filter: historialFilterSchema.parse(given),
    listQuery: parseListQuery(given, historialMapper, { sort: 'FechaActualizaEstado', order: 'desc', limit: 10 }),
  };
}
