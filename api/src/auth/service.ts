import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { forbidden, unauthorized } from '../errores.js';
import { signToken } from '../http/auth.js';
import type { Sesion } from '../usuarios/sesion.js';
import { usuariosService } from '../usuarios/service.js';
import type { CambioContrasena, UsuarioInput } from '#dominio/usuarios';
import { usuarioMapper } from '../usuarios/mapper.js';
import { POR_CUENTA_Y_DIRECCION, POR_DIRECCION, REGISTROS_POR_DIRECCION, throttle } from './throttle.js';

const CREDENCIALES_INVALIDAS = 'Usuario o contraseña incorrectos';
// Compared against when the name is unknown, so the answer takes as long whether the user exists or not.
const HASH_DE_RELLENO = bcrypt.hashSync('sin-usuario', 10);

export function authService(db: Knex, config: Config) {
  const usuarios = usuariosService(db, config);
  const intentos = throttle(db, config.now);

  /**
   * Every attempt counts as a failure of its account from its address, and of its address, until the
   * password proves right. An unknown name is counted like an account, so the answers do not tell
   * which names exist.
   */
  async function login(nombreUsuario: string, contrasena: string, direccion: string) {
    const row = await usuarios.findForLogin(nombreUsuario);
    // One counter per account, whether it is typed as its user name or its e-mail.
    const cuenta = row ? `usuario:${row.usuario_id}` : `nombre:${nombreUsuario.trim().toLowerCase()}`;
    const deLaCuenta = { clave: `ingreso:${cuenta}@${direccion}`, limite: POR_CUENTA_Y_DIRECCION, usuarioId: row?.usuario_id };
    const deLaDireccion = { clave: `ingreso@${direccion}`, limite: POR_DIRECCION };
    await intentos.attempt([deLaCuenta, deLaDireccion], 'Demasiados intentos fallidos');
    const coincide = await bcrypt.compare(contrasena, row?.contrasena_hash ?? HASH_DE_RELLENO);
    // An inactive account answers like a wrong password, so the answer never confirms its password.
    if (!row || !coincide || !row.active) throw unauthorized(CREDENCIALES_INVALIDAS);
    await intentos.reset(deLaCuenta.clave);
    await intentos.uncount(deLaDireccion);
    const usuario = usuarioMapper.toApi(row);
    return { token: signToken(config, usuario, row.tokens_validos_desde), usuario };
  }

  /**
   * Public registration creates Empleado accounts. An Administrador may be registered only while
   * no active administrator exists, or by an administrator; a Supervisor only by an administrator.
   */
  async function registrar(input: UsuarioInput, sesion: Sesion | undefined, direccion: string) {
    await intentos.attempt([{ clave: `registro@${direccion}`, limite: REGISTROS_POR_DIRECCION }], 'Demasiados registros');
    const porAdministrador = sesion?.Rol === 'Administrador';
    if (input.Rol === 'Supervisor' && !porAdministrador) {
      throw forbidden('Solo un administrador puede registrar un supervisor');
    }
    // Signed in, the session registers the account; otherwise the new user is its own author.
    return usuarios.create({ ...input, Active: true }, sesion, { sinAdministradorActivo: input.Rol === 'Administrador' && !porAdministrador });
  }

  /**
   * The new token keeps the session going after the change revokes the old ones. A wrong current
   * password is not counted by the throttle: it takes a valid session, which already proves the
   * user signed in, and each try costs a bcrypt comparison as a sign-in does.
   */
  async function cambiarContrasena(id: number, cambio: CambioContrasena) {
    const row = await usuarios.cambiarContrasena(id, cambio);
    return signToken(config, usuarioMapper.toApi(row), row.tokens_validos_desde);
  }

  return { login, registrar, cambiarContrasena, cerrarSesion: usuarios.revocarTokens, usuarioActual: usuarios.get };
}
