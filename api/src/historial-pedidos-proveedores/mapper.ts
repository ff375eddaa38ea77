import type { HistorialPedidoProveedor } from '#dominio/pedidos';
import { createMapper } from '../db/mapper.js';

export const historialPedidoProveedorMapper = createMapper<HistorialPedidoProveedor>({
  HistorialID: 'historial_id',
  PedidoProveedorID: 'pedido_proveedor_id',
  FechaActualizaEstado: 'fecha_actualiza_estado',
  EstadoAnterior: 'estado_anterior',
  EstadoNuevo: 'estado_nuevo',
  Comentarios: 'comentarios',
});
