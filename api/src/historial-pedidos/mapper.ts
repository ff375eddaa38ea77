import type { HistorialPedido } from '#dominio/pedidos';
import { createMapper } from '../db/mapper.js';

export const historialPedidoMapper = createMapper<HistorialPedido>({
  HistorialID: 'historial_id',
  PedidoID: 'pedido_id',
  EstadoAnterior: 'estado_anterior',
  EstadoNuevo: 'estado_nuevo',
  FechaActualizaEstado: 'fecha_actualiza_estado',
  Comentarios: 'comentarios',
});
