import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { forbidden, unauthorized } from '../errores.js';
import { signToken } from '../http/auth.js';
import type { Sesion } from '../usuarios/sesion.js';
import { SOLO_ADMINISTRADOR_REGISTRA_ADMINISTRADOR, usuariosService } from '../usuarios/service.js';
import { CUENTA_EN_ESPERA, REGISTRO_CERRADO, type CambioContrasena, type UsuarioInput } from '#dominio/usuarios';
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
    // Only the right password learns that the account waits for an administrator.
    if (row && coincide && row.estado_registro === 'pendiente') throw forbidden(CUENTA_EN_ESPERA);
    // An inactive account answers like a wrong password, so the answer never confirms its password.
    if (!row || !coincide || !row.active) throw unauthorized(CREDENCIALES_INVALIDAS);
    await intentos.reset(deLaCuenta.clave);
    await intentos.uncount(deLaDireccion);
    const usuario = usuarioMapper.toApi(row);
    return { token: signToken(config, usuario, row.tokens_validos_desde), usuario };
  }

  /**
   * Public registration creates Empleado accounts, as REGISTRO says: active (abierto), waiting for an
   * administrator (aprobacion), or not at all (cerrado). An administrator's token registers any role,
   * active, in every mode. Without one, an Administrador only while no active administrator exists,
   * and never in production (the first one comes from `admin:crear`); a Supervisor never.
   */
  async function registrar(input: UsuarioInput, sesion: Sesion | undefined, direccion: string) {
    await intentos.attempt([{ clave: `registro@${direccion}`, limite: REGISTROS_POR_DIRECCION }], 'Demasiados registros');
    if (sesion?.Rol === 'Administrador') return usuarios.create({ ...input, Active: true }, sesion);
    if (config.registro === 'cerrado') throw forbidden(REGISTRO_CERRADO);
    if (input.Rol === 'Supervisor') throw forbidden('Solo un administrador puede registrar un supervisor');
    const primerAdministrador = input.Rol === 'Administrador';
    if (primerAdministrador && config.production) throw forbidden(SOLO_ADMINISTRADOR_REGISTRA_ADMINISTRADOR);
    // The first administrator starts active in every mode: nobody else could approve it.
    const pendiente = config.registro === 'aprobacion' && !primerAdministrador;
    // The new user is its own author.
    return usuarios.create({ ...input, Active: true }, sesion, { sinAdministradorActivo: primerAdministrador, pendiente, anonimo: true });
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
