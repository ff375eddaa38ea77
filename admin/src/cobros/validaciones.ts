import { anulacionCobroSchema, cobroCreateSchema } from '#dominio/cuentas';
import { validarCon } from '../common/validarCon';

/** The payment form checks what POST /cobros checks, with its messages (docs/funcional.md, Cuentas corrientes). */
export const validarCobro = validarCon(cobroCreateSchema);
export const validarAnulacion = validarCon(anulacionCobroSchema);
