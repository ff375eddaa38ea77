import { z } from 'zod';
import { relatedId } from '#dominio/campos';
import { createMapper } from '../db/mapper.js';
import { historialFilterSchemaDe, historialQueryParser } from '../pedidos-comun/historial.js';
import type { UsuarioResumen } from '../pedidos-comun/schema.js';
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
  /** Who registered the change. */
  Usuario: UsuarioResumen;
}

export const historialMapper = createMapper<HistorialPedidoProveedor>({
  HistorialID: 'historial_id',
  PedidoProveedorID: 'pedido_proveedor_id',
  FechaActualizaEstado: 'fecha_actualiza_estado',
  EstadoAnterior: 'estado_anterior',
  EstadoNuevo: 'estado_nuevo',
  Comentarios: 'comentarios',
});

const historialFilterSchema = historialFilterSchemaDe(estadoSchema, { proveedorId: relatedId('Proveedor inválido').optional() });

export type HistorialFilter = z.infer<typeof historialFilterSchema>;

export const parseHistorialQuery = historialQueryParser(historialFilterSchema, historialMapper);
