import type { TranslationMessages } from 'react-admin';
import { raSpanish } from './raSpanish';

/**
 * The admin's Spanish catalogue: react-admin's own messages, then the app's resource names and
 * field labels (react-admin finds `resources.<name>.fields.<source>` by itself).
 */
export const es: TranslationMessages = {
  ...raSpanish,
  ra: {
    ...raSpanish.ra,
    auth: { ...raSpanish.ra.auth, logout: 'Cerrar Sesión' },
  },
  resources: {
    usuarios: {
      name: 'Usuario |||| Usuarios',
      fields: {
        UsuarioID: 'ID',
        Nombre: 'Nombre',
        Apellido: 'Apellido',
        Telefono: 'Teléfono',
        Direccion: 'Dirección',
        Email: 'Email',
        NombreUsuario: 'Nombre de usuario',
        Contrasena: 'Contraseña',
        Rol: 'Rol',
        Active: 'Activo',
      },
    },
  },
};
