import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { AppError, forbidden, unauthorized } from '../errores.js';
import { signToken } from './token.js';
import type { Sesion } from '../nucleo/sesion.js';
import {
  CONTRASENA_ACTUAL_INCORRECTA,
  DEMASIADOS_INTENTOS,
  SOLO_ADMINISTRADOR_REGISTRA_ADMINISTRADOR,
  usuariosService,
} from '../usuarios/service.js';
import {
  CUENTA_EN_ESPERA,
  REGISTRO_CERRADO,
  type CambioContrasena,
  type CodigoDeIngreso,
  type Credenciales,
  type UsuarioInput,
} from '#dominio/usuarios';
import { type FilaDeUsuario, segundoFactorService } from './segundoFactor.js';
import type { ResultadoIngreso } from '#dominio/ingresos';
import { usuarioMapper } from '../usuarios/mapper.js';
import { cuentaPropiaService } from '../usuarios/cuentaPropia.js';
import { ingresosService } from '../auditoria/ingresos.js';
import { direccionDeConteo } from './direccion.js';
import { dispositivos } from './dispositivo.js';
import { anotarEvento } from '../nucleo/eventosDeSeguridad.js';
import {
  type Contador,
  POR_CUENTA,
  POR_DIRECCION,
  REGISTROS_POR_DIRECCION,
  claveDeCuentaYDireccion,
  claveDeCuentaYDispositivo,
  claveDeDireccion,
  throttle,
} from './throttle.js';

/** Who sends a request, as the auth events and counters see it. */
export interface Cliente {
  /** The client address (with TRUST_PROXY, the one the proxy saw). */
  direccion: string;
  /** The device cookie's value, if the browser sent one. */
  dispositivo?: string;
  /** The request's logger (its lines carry the request id). */
  log: Logger;
}

const CREDENCIALES_INVALIDAS = 'Usuario o contraseña incorrectos';
// Compared against when the name is unknown, so the answer takes as long whether the user exists or not: at the
// cost the passwords are hashed with, made once per cost.
const rellenos = new Map<number, string>();
function hashDeRelleno(costo: number): string {
  const hash = rellenos.get(costo) ?? bcrypt.hashSync('sin-usuario', costo);
  rellenos.set(costo, hash);
  return hash;
}

export function authService(db: Knex, config: Config) {
  const usuarios = usuariosService(db, config);
  const cuentaPropia = cuentaPropiaService(db, config);
  const intentos = throttle(db, config.now);
  const ingresos = ingresosService(db, config);
  const notas = dispositivos(config.jwtSecret, config.now);
  const segundoFactor = segundoFactorService(db, config);

  /**
   * Every attempt counts as a failure of its account from its address, and of its address, until the
   * password proves right. An unknown name is counted like an account, so the answers do not tell
   * which names exist. A browser carrying the device cookie of the account it signs in to is counted
   * on that account and device alone, never on its address: failures of strangers from the same
   * address (an office behind one NAT) cannot keep the account's own browser out.
   * Each attempt leaves its outcome in the log and in the table ingresos; a success answers, besides
   * the token, the device cookie's value (renewed, with the same device id when the browser had one).
   */
  async function login({ nombreUsuario, contrasena }: Credenciales, { direccion, dispositivo, log }: Cliente) {
    const row = await usuarios.buscarParaIngreso(nombreUsuario);
    // One counter per account, whether it is typed as its user name or its e-mail.
    const cuenta = row ? `usuario:${row.usuario_id}` : `nombre:${nombreUsuario.trim().toLowerCase()}`;
    const conocido = row ? notas.verificar(dispositivo, row.usuario_id) : undefined;
    const red = direccionDeConteo(direccion);
    const deLaCuenta: Contador = {
      clave: conocido ? claveDeCuentaYDispositivo(cuenta, conocido.id) : claveDeCuentaYDireccion(cuenta, red),
      limite: POR_CUENTA,
      usuarioId: row?.usuario_id,
    };
    const deLaDireccion: Contador | undefined = conocido ? undefined : { clave: claveDeDireccion(red), limite: POR_DIRECCION };
    const anotar = (resultado: ResultadoIngreso) => ingresos.registrar({ resultado, usuarioId: row?.usuario_id, nombreUsuario, direccion }, log);
    try {
      await intentos.attempt(deLaDireccion ? [deLaCuenta, deLaDireccion] : [deLaCuenta], DEMASIADOS_INTENTOS);
    } catch (err) {
      await anotar('demorado');
      throw err;
    }
    const coincide = await bcrypt.compare(contrasena, row?.contrasena_hash ?? hashDeRelleno(config.costoContrasenas));
    // Only the right password learns that the account waits for an administrator.
    if (row && coincide && row.estado_registro === 'pendiente') {
      await anotar('inactivo');
      throw forbidden(CUENTA_EN_ESPERA);
    }
    // An inactive account answers like a wrong password, so the answer never confirms its password.
    if (!row || !coincide || !row.active) {
      await anotar(!row ? 'usuario_desconocido' : !coincide ? 'contrasena_incorrecta' : 'inactivo');
      throw unauthorized(CREDENCIALES_INVALIDAS);
    }
    await intentos.reset(deLaCuenta.clave);
    if (deLaDireccion) await intentos.uncount(deLaDireccion);
    // The password was right; a second factor, or turning one on (REQUIERE_2FA), still stands before the session.
    const paso = segundoFactor.pasoPendiente(row);
    if (paso) {
      await anotar('codigo_pedido');
      return { segundoFactor: paso, desafio: segundoFactor.emitirDesafio(row) };
    }
    await anotar('ok');
    return entrar(row, dispositivo);
  }

  /** The session of `row`: its token, the user, and the device cookie's value (renewed, same device id if it had one). */
  function entrar(row: FilaDeUsuario, dispositivo: string | undefined) {
    const usuario = usuarioMapper.toApi(row);
    const conocido = notas.verificar(dispositivo, row.usuario_id);
    return { token: signToken(config, usuario, row.tokens_validos_desde), usuario, dispositivo: notas.emitir(row.usuario_id, conocido?.id) };
  }

  /**
   * The sign-in's second step: a code of the challenge's user (TOTP or a recovery code, throttled per account), then
   * the session as a password alone would have given it. Each outcome is in the sign-in log.
   */
  async function ingresarConCodigo({ Desafio, Codigo }: CodigoDeIngreso, { direccion, dispositivo, log }: Cliente) {
    const row = await segundoFactor.usuarioDelDesafio(Desafio);
    const anotar = (resultado: ResultadoIngreso) =>
      ingresos.registrar({ resultado, usuarioId: row.usuario_id, nombreUsuario: row.nombre_usuario, direccion }, log);
    try {
      const via = await segundoFactor.verificarIngreso(row, Codigo);
      await anotar(via === 'recuperacion' ? 'ok_con_recuperacion' : 'ok');
    } catch (err) {
      if (err instanceof AppError) await anotar(err.status === 429 ? 'demorado' : 'codigo_incorrecto');
      throw err;
    }
    return entrar(row, dispositivo);
  }

  /**
   * Turning the second factor on answers the recovery codes once and a new token (activation revokes every earlier
   * one). Through a sign-in's challenge (REQUIERE_2FA) it is that sign-in's end, in the log like any other.
   */
  async function activarSegundoFactor(usuarioId: number, codigo: string, { direccion, dispositivo, log }: Cliente, porDesafio: boolean) {
    const { row, codigos } = await segundoFactor.activar(usuarioId, codigo);
    if (porDesafio) await ingresos.registrar({ resultado: 'ok', usuarioId, nombreUsuario: row.nombre_usuario, direccion }, log);
    return { ...entrar(row, dispositivo), codigos };
  }

  /**
   * Public registration creates Empleado accounts, as REGISTRO says: active (abierto), waiting for an
   * administrator (aprobacion), or not at all (cerrado). An administrator's token registers any role,
   * active, in every mode. Without one, an Administrador only while no active administrator exists,
   * and never in production (the first one comes from `admin:crear`); a Supervisor never.
   */
  async function registrar(input: UsuarioInput, sesion: Sesion | undefined, direccion: string) {
    await intentos.attempt([{ clave: `registro@${direccionDeConteo(direccion)}`, limite: REGISTROS_POR_DIRECCION }], 'Demasiados registros');
    if (sesion?.Rol === 'Administrador') return usuarios.crear({ ...input, Active: true }, sesion);
    if (config.registro === 'cerrado') throw forbidden(REGISTRO_CERRADO);
    if (input.Rol === 'Supervisor') throw forbidden('Solo un administrador puede registrar un supervisor');
    const primerAdministrador = input.Rol === 'Administrador';
    if (primerAdministrador && config.production) throw forbidden(SOLO_ADMINISTRADOR_REGISTRA_ADMINISTRADOR);
    // The first administrator starts active in every mode: nobody else could approve it.
    const pendiente = config.registro === 'aprobacion' && !primerAdministrador;
    // The new user is its own author.
    return usuarios.crear({ ...input, Active: true }, sesion, { sinAdministradorActivo: primerAdministrador, pendiente, anonimo: true });
  }

  /**
   * The new token keeps the session going after the change revokes the old ones (the users service
   * throttles the current-password check). Its outcome is logged: done, a wrong current password, or
   * refused for too many of them.
   */
  async function cambiarContrasena(id: number, cambio: CambioContrasena, { direccion, log }: Cliente) {
    const anotar = (resultado: string) => anotarEvento(log, 'cambio_contrasena', { resultado, usuarioId: id, direccion });
    try {
      const row = await cuentaPropia.cambiarContrasena(id, cambio);
      anotar('ok');
      return signToken(config, usuarioMapper.toApi(row), row.tokens_validos_desde);
    } catch (err) {
      if (err instanceof AppError && err.status === 429) anotar('demorado');
      if (err instanceof AppError && err.errors?.ContrasenaActual === CONTRASENA_ACTUAL_INCORRECTA) anotar('contrasena_incorrecta');
      throw err;
    }
  }

  async function cerrarSesion(id: number, { direccion, log }: Cliente) {
    await cuentaPropia.revocarTokens(id);
    anotarEvento(log, 'cierre_sesion', { resultado: 'ok', usuarioId: id, direccion });
  }

  return {
    login,
    ingresarConCodigo,
    activarSegundoFactor,
    segundoFactor,
    registrar,
    cambiarContrasena,
    cerrarSesion,
    usuarioActual: usuarios.obtener,
  };
}
