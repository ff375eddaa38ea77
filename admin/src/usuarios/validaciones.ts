import { ROLES } from '#dominio/roles';
import { cambioContrasenaSchema, registroSchema, usuarioCreateSchema, usuarioUpdateSchema } from '#dominio/usuarios';
import { validarCon } from '../common/validarCon';

// The API's own schemas, so registration, the user form and the password change refuse what the
// server refuses (the login page shows the server's answer: LoginPage.tsx).
export const validarRegistro = validarCon(registroSchema);
export const validarUsuarioNuevo = validarCon(usuarioCreateSchema);
export const validarUsuarioEditado = validarCon(usuarioUpdateSchema);
export const validarCambioContrasena = validarCon(cambioContrasenaSchema);

export const OPCIONES_ROL = ROLES.map((rol) => ({ id: rol, name: rol }));

/** Registration offers only these two (spec). */
export const OPCIONES_ROL_REGISTRO = OPCIONES_ROL.filter((r) => r.id !== 'Supervisor');
