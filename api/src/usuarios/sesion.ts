import type { Rol } from '#dominio/usuarios';

/** The signed-in user of a request, as the services need it. */
export interface Sesion {
  UsuarioID: number;
  Rol: Rol;
  Nombre: string;
  Apellido: string;
}
