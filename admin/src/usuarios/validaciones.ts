import { email, minLength, required } from 'react-admin';

// Messages of spec core.md section 5, shared by registration and the user form.
export const validarNombre = required('Nombre requerido');
export const validarApellido = required('Apellido requerido');
export const validarTelefono = required('Teléfono requerido');
export const validarDireccion = required('Dirección requerida');
export const validarEmail = [required('Email requerido'), email('Email inválido')];
export const validarNombreUsuario = required('Nombre de usuario requerido');
export const validarContrasenaNueva = [required('Contraseña requerida'), minLength(6, 'Mínimo 6 caracteres')];
export const validarContrasenaOpcional = minLength(6, 'Mínimo 6 caracteres');
export const validarRol = required('Rol requerido');

export const ROLES = [
  { id: 'Empleado', name: 'Empleado' },
  { id: 'Supervisor', name: 'Supervisor' },
  { id: 'Administrador', name: 'Administrador' },
];

/** Registration offers only these two (spec). */
export const ROLES_REGISTRO = ROLES.filter((r) => r.id !== 'Supervisor');
