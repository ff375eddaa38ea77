import { z } from 'zod';
import { relatedId } from '../http/fields.js';
import { queryDay } from '../http/dateRange.js';
import { createMapper } from '../db/mapper.js';
import { parseListQuery, type ListQuery } from '../http/paging.js';
import { estadoSchema, type EstadoPedido, type UsuarioResumen } from '../pedidos/schema.js';
import type { Cliente } from '../clientes/schema.js';

export interface HistorialPedido extends Record<string, unknown> {
  HistorialID: number;
  PedidoID: number;
  EstadoAnterior: EstadoPedido | null;
  EstadoNuevo: EstadoPedido;
  FechaActualizaEstado: Date;
  Comentarios: string | null;
}

export const historialPedidoMapper = createMapper<HistorialPedido>({
  HistorialID: 'historial_id',
  PedidoID: 'pedido_id',
  EstadoAnterior: 'estado_anterior',
  EstadoNuevo: 'estado_nuevo',
  FechaActualizaEstado: 'fecha_actualiza_estado',
  Comentarios: 'comentarios',
});

export interface EntradaHistorialPedido extends HistorialPedido {
  Cliente: Omit<Cliente, 'createdAt' | 'updatedAt'>;
  Pedido: { PedidoID: number; PrecioTotal: number; FechaPedido: Date; Estado: EstadoPedido };
  /** Who registered the change. */
  Usuario: UsuarioResumen;
}

export const historialFilterSchema = z.object({
  search: z.string({ error: 'search debe ser un texto' }).trim().optional(),
  clienteId: relatedId('Cliente inválido').optional(),
  pedidoId: relatedId('Pedido inválido').optional(),
  fechaDesde: queryDay.optional(),
  fechaHasta: queryDay.optional(),
  estado: estadoSchema.optional(),
});

export type HistorialFilter = z.infer<typeof historialFilterSchema>;

/**
 * The query of every history endpoint: page, limit (default 10), sort (default newest first),
 * order, search (or q) and the filters. Empty parameters (a cleared filter box) count as absent.
 */
export function parseHistorialQuery(query: Record<string, unknown>): { filter: HistorialFilter; listQuery: ListQuery } {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));
  return {
    filter: historialFilterSchema.parse(given),
    listQuery: parseListQuery(given, historialPedidoMapper, { sort: 'FechaActualizaEstado', order: 'desc', limit: 10 }),
  };
}
