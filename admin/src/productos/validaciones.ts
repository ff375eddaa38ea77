import { productoCreateSchema } from '#dominio/productos';
import { validarCon } from '../common/validarCon';

/** The product form checks what POST /productos checks, with its messages (core.md section 5). */
export const validarProducto = validarCon(productoCreateSchema);
