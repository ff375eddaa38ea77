import type { DetallePedidoProveedor, PedidoProveedor } from '#dominio/pedidos';
import { createMapper } from '../db/mapper.js';

// Total is a computed column of the order queries (see totalPedidoSql); it is sortable, never written.
export const pedidoProveedorMapper = createMapper<Omit<PedidoProveedor, 'Proveedor' | 'Usuario' | 'DetallePedidoProveedors'>>(
  {
    PedidoProveedorID: 'pedido_proveedor_id',
    ProveedorID: 'proveedor_id',
    UsuarioID: 'usuario_id',
    FechaPedido: 'fecha_pedido',
    Estado: 'estado',
    Total: 'total',
    Version: 'version',
  },
  { fecha_pedido: 'instante', total: 'numero' },
);

export const detallePedidoProveedorMapper = createMapper<DetallePedidoProveedor>(
  {
    DetallePedidoProveedorID: 'detalle_pedido_proveedor_id',
    ProductoID: 'producto_id',
    Cantidad: 'cantidad',
    PrecioUnitario: 'precio_unitario',
  },
  { precio_unitario: 'numero' },
);
