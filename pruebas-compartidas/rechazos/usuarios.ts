import { CONTRASENA_DEMASIADO_LARGA } from '#dominio/usuarios';
import type { Rechazo, Validos } from './rechazo';

// Users: registration, the user form (new and edit), login and one's own password change.

export type Formulario = 'registro' | 'usuarioNuevo' | 'usuarioEditado' | 'ingreso' | 'cambioContrasena';

const usuario = {
  Nombre: 'Ana',
  Apellido: 'Paz',
  Telefono: '+54 11 5555-0000',
  Direccion: 'Belgrano 100',
  Email: 'ana.paz@example.com',
  NombreUsuario: 'apaz',
  Contrasena: 'secreta',
  Rol: 'Empleado',
};

export const VALIDOS: Validos<Formulario> = {
  registro: usuario,
  usuarioNuevo: usuario,
  // A blank password on edit keeps the current one.
  usuarioEditado: { ...usuario, Contrasena: '' },
  ingreso: { nombreUsuario: 'admin', contrasena: 'x' },
  cambioContrasena: { ContrasenaActual: 'x', ContrasenaNueva: 'secreta' },
};

/** Registration and a new user refuse the same inputs alike (a new user also has Active). */
const altas = (formulario: 'registro' | 'usuarioNuevo'): Rechazo<Formulario>[] => [
  {
    formulario,
    caso: 'every field missing',
    valores: {},
    errores: {
      Nombre: 'Nombre requerido',
      Apellido: 'Apellido requerido',
      Telefono: 'Teléfono requerido',
      Direccion: 'Dirección requerida',
      Email: 'Email requerido',
      NombreUsuario: 'Nombre de usuario requerido',
      Contrasena: 'Contraseña requerida',
    },
  },
  {
    formulario,
    caso: 'blank and null fields',
    valores: { ...usuario, Nombre: '   ', Apellido: null, Telefono: '', Direccion: ' ', NombreUsuario: '' },
    errores: {
      Nombre: 'Nombre requerido',
      Apellido: 'Apellido requerido',
      Telefono: 'Teléfono requerido',
      Direccion: 'Dirección requerida',
      NombreUsuario: 'Nombre de usuario requerido',
    },
  },
  { formulario, caso: 'a bad e-mail', valores: { ...usuario, Email: 'ana.paz@' }, errores: { Email: 'Email inválido' } },
  { formulario, caso: 'a short password', valores: { ...usuario, Contrasena: '12345' }, errores: { Contrasena: 'Mínimo 6 caracteres' } },
  { formulario, caso: 'a missing password', valores: { ...usuario, Contrasena: undefined }, errores: { Contrasena: 'Contraseña requerida' } },
  {
    formulario,
    // 40 characters but 80 bytes: bcrypt would ignore everything past the 72nd byte.
    caso: 'a password over 72 bytes',
    valores: { ...usuario, Contrasena: 'ñ'.repeat(40) },
    errores: { Contrasena: CONTRASENA_DEMASIADO_LARGA },
  },
  { formulario, caso: 'an unknown role', valores: { ...usuario, Rol: 'Jefe' }, errores: { Rol: 'Rol requerido' } },
  {
    formulario,
    caso: 'too long a user name',
    valores: { ...usuario, NombreUsuario: 'n'.repeat(51) },
    errores: { NombreUsuario: 'Máximo 50 caracteres' },
  },
  {
    formulario,
    caso: 'fields of the wrong type',
    valores: { ...usuario, Nombre: 42, Email: ['a@b.com'], Contrasena: 123456 },
    errores: { Nombre: 'Nombre requerido', Email: 'Email requerido', Contrasena: 'Contraseña requerida' },
  },
];

export const RECHAZOS: Rechazo<Formulario>[] = [
  ...altas('registro'),
  ...altas('usuarioNuevo'),
  {
    formulario: 'usuarioNuevo',
    caso: 'an Active that is not a boolean',
    valores: { ...usuario, Active: 'si' },
    errores: { Active: 'Activo debe ser verdadero o falso' },
  },
  { formulario: 'usuarioEditado', caso: 'a short new password', valores: { Contrasena: '123' }, errores: { Contrasena: 'Mínimo 6 caracteres' } },
  {
    formulario: 'usuarioEditado',
    caso: 'a cleared name and e-mail',
    valores: { Nombre: '', Email: null },
    errores: { Nombre: 'Nombre requerido', Email: 'Email requerido' },
  },
  {
    formulario: 'usuarioEditado',
    caso: 'a bad e-mail and an unknown role',
    valores: { Email: 'x', Rol: '' },
    errores: { Email: 'Email inválido', Rol: 'Rol requerido' },
  },
  {
    formulario: 'usuarioEditado',
    caso: 'the whole form with errors',
    valores: { ...usuario, Apellido: ' ', Contrasena: '1', Active: 'no' },
    errores: { Apellido: 'Apellido requerido', Contrasena: 'Mínimo 6 caracteres', Active: 'Activo debe ser verdadero o falso' },
  },
  {
    formulario: 'ingreso',
    caso: 'both fields missing',
    valores: {},
    errores: { nombreUsuario: 'Nombre de usuario requerido', contrasena: 'Contraseña requerida' },
  },
  {
    formulario: 'ingreso',
    caso: 'blank fields',
    valores: { nombreUsuario: '  ', contrasena: '' },
    errores: { nombreUsuario: 'Nombre de usuario requerido', contrasena: 'Contraseña requerida' },
  },
  {
    formulario: 'ingreso',
    caso: 'too long a name',
    valores: { nombreUsuario: 'n'.repeat(151), contrasena: 'x' },
    errores: { nombreUsuario: 'Máximo 150 caracteres' },
  },
  {
    formulario: 'cambioContrasena',
    caso: 'both passwords missing',
    valores: { ContrasenaActual: '' },
    errores: { ContrasenaActual: 'Contraseña requerida', ContrasenaNueva: 'Contraseña requerida' },
  },
  {
    formulario: 'cambioContrasena',
    caso: 'a short new password',
    valores: { ContrasenaActual: 'x', ContrasenaNueva: '12345' },
    errores: { ContrasenaNueva: 'Mínimo 6 caracteres' },
  },
  {
    formulario: 'cambioContrasena',
    caso: 'a new password over 72 bytes',
    valores: { ContrasenaActual: 'x', ContrasenaNueva: 'ñ'.repeat(40) },
    errores: { ContrasenaNueva: CONTRASENA_DEMASIADO_LARGA },
  },
];
