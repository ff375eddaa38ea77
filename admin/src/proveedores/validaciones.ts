import { proveedorCreateSchema } from '#dominio/proveedores';
import { validarCon } from '../common/validarCon';

/** The supplier form checks what POST /proveedores checks, with its messages (docs/funcional.md, Proveedores). */
export const validarProveedor = validarCon(proveedorCreateSchema);
