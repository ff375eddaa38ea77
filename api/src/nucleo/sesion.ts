import type { Rol } from '#dominio/roles';

/** The signed-in user of a request, as the services need it. */
export interface Sesion {
  UsuarioID: number;
  Rol: Rol;
  Nombre: string;
  Apellido: string;
}
