import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema, registroSchema, usuarioCreateSchema, usuarioUpdateSchema } from './usuarios';

const valido = {
  Nombre: 'Ana',
  Apellido: 'Paz',
  Telefono: '123',
  Direccion: 'Calle 1',
  Email: 'ana@example.com',
  NombreUsuario: 'apaz',
  Contrasena: 'secreta',
};

/** The first message of each field, as the API answers them. */
function errores(schema: z.ZodType, valores: unknown): Record<string, string> {
  const { fieldErrors } = z.flattenError(schema.safeParse(valores).error as z.ZodError<Record<string, unknown>>);
  return Object.fromEntries(Object.entries(fieldErrors).map(([campo, mensajes]) => [campo, mensajes![0]]));
}

describe('user schemas', () => {
  it('registration answers the messages of the registration form', () => {
    expect(errores(registroSchema, {})).toEqual({
      Nombre: 'Nombre requerido',
      Apellido: 'Apellido requerido',
      Telefono: 'Teléfono requerido',
      Direccion: 'Dirección requerida',
      Email: 'Email requerido',
      NombreUsuario: 'Nombre de usuario requerido',
      Contrasena: 'Contraseña requerida',
    });
    expect(errores(registroSchema, { ...valido, Email: 'no-es-email', Contrasena: '12345', Rol: 'Jefe' })).toEqual({
      Email: 'Email inválido',
      Contrasena: 'Mínimo 6 caracteres',
      Rol: 'Rol requerido',
    });
  });

  it('a new user is an active Empleado unless told otherwise; registration ignores Active', () => {
    expect(usuarioCreateSchema.parse(valido)).toMatchObject({ Rol: 'Empleado', Active: true });
    expect(registroSchema.parse({ ...valido, Active: false })).not.toHaveProperty('Active');
  });

  it('an update takes any subset, with no defaults, and a blank password means keep the current one', () => {
    expect(usuarioUpdateSchema.parse({})).toEqual({});
    expect(usuarioUpdateSchema.parse({ Contrasena: '' })).toEqual({});
    expect(usuarioUpdateSchema.parse({ Contrasena: null, Nombre: ' Eva ' })).toEqual({ Nombre: 'Eva' });
    expect(errores(usuarioUpdateSchema, { Contrasena: '123', Nombre: '' })).toEqual({
      Contrasena: 'Mínimo 6 caracteres',
      Nombre: 'Nombre requerido',
    });
  });

  it('login requires both fields', () => {
    expect(errores(loginSchema, { nombreUsuario: '  ', contrasena: '' })).toEqual({
      nombreUsuario: 'Nombre de usuario requerido',
      contrasena: 'Contraseña requerida',
    });
  });
});
