import { lineaPedidoSchema, pedidoCreateSchema } from '#dominio/pedidos';
import { validarCon } from '../common/validarCon';

/** The new order checks what POST /pedidos checks, with its messages (docs/funcional.md, Pedidos de venta). */
export const validarPedido = validarCon(pedidoCreateSchema);

/** The product row before 'Agregar': a product and a valid quantity. */
export const validarLinea = validarCon(lineaPedidoSchema);
