import { z } from 'zod';
import { relatedId } from '#dominio/campos';
import { createMapper } from '../db/mapper.js';
import { historialFilterSchemaDe, historialQueryParser } from '../pedidos-comun/historial.js';
import { estadoSchema, type EstadoPedido } from '../pedidos/schema.js';
import type { UsuarioResumen } from '../pedidos-comun/schema.js';
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

const historialFilterSchema = historialFilterSchemaDe(estadoSchema, { clienteId: relatedId('Cliente inválido').optional() });

export type HistorialFilter = z.infer<typeof historialFilterSchema>;

export const parseHistorialQuery = historialQueryParser(historialFilterSchema, historialPedidoMapper);
