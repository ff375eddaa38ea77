import { createMapper } from '../db/mapper.js';
import type { Usuario } from '#dominio/usuarios';

// The hash column is deliberately absent: Contrasena never leaves the server.
export const usuarioMapper = createMapper<Usuario<Date>>({
  UsuarioID: 'usuario_id',
  Nombre: 'nombre',
  Apellido: 'apellido',
  Telefono: 'telefono',
  Direccion: 'direccion',
  Email: 'email',
  NombreUsuario: 'nombre_usuario',
  Rol: 'rol',
  Chofer: 'chofer',
  SegundoFactor: 'totp_activo',
  ResumenDiario: 'resumen_diario',
  Active: 'active',
  Version: 'version',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});
