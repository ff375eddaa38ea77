import { clienteCreateSchema } from '#dominio/clientes';
import { validarCon } from '../common/validarCon';

/** The client form checks what POST /clientes checks, with its messages (core.md section 5). */
export const validarCliente = validarCon(clienteCreateSchema);
