import { clienteCreateSchema } from '#dominio/clientes';
import { validarCon } from '../common/validarCon';

/** The client form checks what POST /clientes checks, with its messages (docs/funcional.md, Clientes). */
export const validarCliente = validarCon(clienteCreateSchema);
