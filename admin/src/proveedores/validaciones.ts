import { proveedorCreateSchema } from '#dominio/proveedores';
import { validarCon } from '../common/validarCon';

/** The supplier form checks what POST /proveedores checks, with its messages (suppliers-and-fleet.md section 5). */
export const validarProveedor = validarCon(proveedorCreateSchema);
