import { exportarComo, fechaHora } from '../common/exportar';

/** Users with the columns of their lists (never a password or its hash, which the API does not send). */
export const exportadorUsuarios = exportarComo((u) => ({
  ID: u.UsuarioID,
  'Nombre de usuario': u.NombreUsuario,
  Nombre: u.Nombre,
  Apellido: u.Apellido,
  Email: u.Email,
  Rol: u.Rol,
  Activo: u.Active,
  'Fecha de registro': fechaHora(u.createdAt),
}));
