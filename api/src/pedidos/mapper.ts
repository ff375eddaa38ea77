import type { DetallePedido, Pedido } from '#dominio/pedidos';
import { createMapper } from '../db/mapper.js';

export const pedidoMapper = createMapper<Omit<Pedido, 'Cliente' | 'Usuario' | 'Vehiculo' | 'detalles'>>({
  PedidoID: 'pedido_id',
  ClienteID: 'cliente_id',
  UsuarioID: 'usuario_id',
  VehiculoID: 'vehiculo_id',
  FechaPedido: 'fecha_pedido',
  Estado: 'estado',
  PrecioTotal: 'precio_total',
});

export const detallePedidoMapper = createMapper<DetallePedido>({
  DetalleID: 'detalle_id',
  ProductoID: 'producto_id',
  PrecioUnitario: 'precio_unitario',
  Cantidad: 'cantidad',
});
