import { cuerpoPedidoProveedor, type Linea } from '#dominio/lineas';
import { lineaPedidoProveedorSchema, pedidoProveedorCreateSchema } from '#dominio/pedidos';
import { validarCon } from '../common/validarCon';

/** The new supplier order checks what POST /pedidos-proveedores checks, with its messages (docs/funcional.md, Pedidos a proveedores). */
export const validarPedidoProveedor = validarCon(pedidoProveedorCreateSchema);

const validarLinea = validarCon(lineaPedidoProveedorSchema);

// The screen shows one message at a time: the first field's.
const primero = (errores: Record<string, string>) => Object.values(errores)[0] ?? null;

/** What is wrong with the product row before 'Agregar', or null. */
export const problemaDeLinea = (nueva: { ProductoID?: unknown; Cantidad: number; PrecioUnitario: string }) => primero(validarLinea(nueva));

/** What is wrong with the whole order before 'Guardar Pedido', or null. */
export const problemaDePedido = (proveedorId: number | null | undefined, lineas: Linea[]) =>
  primero(validarPedidoProveedor(cuerpoPedidoProveedor(proveedorId, lineas)));
