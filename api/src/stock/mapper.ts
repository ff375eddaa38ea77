import type { MovimientoStock } from '#dominio/stock';
import { createMapper } from '../db/mapper.js';

// The move's own columns; MotivoTexto comes from dominio and Usuario from a join.
export const movimientoMapper = createMapper<Omit<MovimientoStock, 'MotivoTexto' | 'Usuario'>>({
  MovimientoID: 'movimiento_id',
  ProductoID: 'producto_id',
  Fecha: 'fecha',
  Cantidad: 'cantidad',
  Motivo: 'motivo',
  Saldo: 'saldo',
  RazonAjuste: 'razon_ajuste',
  Comentario: 'comentario',
  PedidoID: 'pedido_id',
  PedidoProveedorID: 'pedido_proveedor_id',
});
