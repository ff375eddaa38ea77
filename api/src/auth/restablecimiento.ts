import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as esperar } from 'node:timers/promises';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { badRequest, serviceUnavailable } from '../errores.js';
import { ENLACE_INVALIDO, MINUTOS_ENLACE_DE_RESTABLECIMIENTO, type Recuperacion, type Restablecimiento } from '#dominio/usuarios';
import { buscarParaIngreso } from '../usuarios/filas.js';
import { cuentaPropiaService } from '../usuarios/cuentaPropia.js';
import { ingresosService } from '../auditoria/ingresos.js';
import { encolarCorreo } from '../correos/bandeja.js';
import { firmaDe } from '../correos/documentos.js';
import { direccionDeConteo } from './direccion.js';
import { type Limite, POR_DIRECCION, throttle } from './throttle.js';
import type { Cliente } from './service.js';

// "¿Olvidó su contraseña?" (issue 49, item 4; docs/decisiones.md 111): a single-use link valid for 30 minutes, mailed
// through the outbox to the account's e-mail; the same answer, in the same time, whether the account exists or not.

// Requests for one account from one address, and from one address whatever the account: each one may send a mail,
// so the waits start sooner than a sign-in's and grow to a quarter of an hour.
const RECUPERACIONES_POR_CUENTA: Limite = { libres: 3, primeraEsperaS: 30, esperaMaximaS: 15 * 60, olvidoS: 60 * 60 };
const DEMASIADOS_PEDIDOS = 'Demasiados pedidos de recuperación';
const DEMASIADOS_ENLACES = 'Demasiados enlaces inválidos';
/**
 * Every request is answered after this long at least: finding the account, writing its link and its mail take a few
 * milliseconds an unknown name does not, and the time of the answer must not tell them apart.
 */
export const RESPUESTA_MINIMA_MS = 400;

export const LINK_DE_RESTABLECIMIENTO = '/restablecer-contrasena';
const hashDe = (token: string) => createHash('sha256').update(token).digest('hex');

export function restablecimientoService(db: Knex, config: Config) {
  const cuentaPropia = cuentaPropiaService(db, config);
  const intentos = throttle(db, config.now);
  const ingresos = ingresosService(db, config);

  /**
   * Mails a link to the account named (user name or e-mail) when it is active and has an e-mail, under counters of the
   * account from the address and of the address. `origen`: where the request came from, the link's address when
   * URL_PUBLICA is not set (never in production). Throws 429 when a counter waits; answers nothing otherwise.
   */
  async function pedir({ nombreUsuario }: Recuperacion, origen: string, { direccion, log }: Cliente): Promise<void> {
    const base = config.correo.urlPublica ?? (config.production ? undefined : origen);
    if (!base) throw serviceUnavailable('La recuperación de contraseña necesita URL_PUBLICA en la configuración del servidor');
    const hasta = Date.now() + RESPUESTA_MINIMA_MS;
    try {
      const row = await buscarParaIngreso(db, nombreUsuario);
      const cuenta = row ? `usuario:${row.usuario_id}` : `nombre:${nombreUsuario.trim().toLowerCase()}`;
      const red = direccionDeConteo(direccion);
      await intentos.attempt(
        [
          { clave: `recuperacion:${cuenta}@${red}`, limite: RECUPERACIONES_POR_CUENTA, usuarioId: row?.usuario_id },
          { clave: `recuperacion@${red}`, limite: POR_DIRECCION },
        ],
        DEMASIADOS_PEDIDOS,
      );
      await ingresos.registrar({ resultado: 'recuperacion_pedida', usuarioId: row?.usuario_id, nombreUsuario, direccion }, log);
      if (!row?.active || !row.email || row.estado_registro === 'pendiente') return;
      const token = randomBytes(32).toString('base64url');
      const ahora = config.now();
      await db.transaction(async (trx) => {
        await trx('restablecimientos').insert({
          usuario_id: row.usuario_id,
          token_hash: hashDe(token),
          creado_en: ahora,
          expira: new Date(ahora.getTime() + MINUTOS_ENLACE_DE_RESTABLECIMIENTO * 60_000),
        });
        await encolarCorreo(trx, config, {
          para: row.email,
          asunto: 'Restablecer su contraseña',
          texto: textoDelCorreo(row.nombre, row.nombre_usuario, `${base}${LINK_DE_RESTABLECIMIENTO}#${token}`),
          entidad: 'usuarios',
          registroId: row.usuario_id,
        });
      });
    } finally {
      await esperar(Math.max(0, hasta - Date.now()));
    }
  }

  function textoDelCorreo(nombre: string, nombreUsuario: string, enlace: string) {
    return [
      `Hola ${nombre}:`,
      '',
      `Alguien pidió restablecer la contraseña del usuario ${nombreUsuario}. Para elegir una nueva, abra este enlace dentro de los próximos ${MINUTOS_ENLACE_DE_RESTABLECIMIENTO} minutos; sirve una sola vez:`,
      '',
      enlace,
      '',
      'Si no lo pidió usted, ignore este correo: su contraseña sigue siendo la misma.',
      '',
      firmaDe(config.empresa),
    ].join('\n');
  }

  /**
   * Sets the new password when the link's token is good (known, unused, not past its 30 minutes), in one transaction
   * that spends it and every other link of the account, revokes every session and clears the account's sign-in
   * counters (whoever reads its mail may sign in). A bad token is counted on the address like a failed sign-in.
   */
  async function restablecer({ Token, ContrasenaNueva }: Restablecimiento, { direccion, log }: Cliente): Promise<void> {
    const contador = { clave: `restablecimiento@${direccionDeConteo(direccion)}`, limite: POR_DIRECCION };
    await intentos.attempt([contador], DEMASIADOS_ENLACES);
    const enlace = await db('restablecimientos')
      .where({ token_hash: hashDe(Token) })
      .first('usuario_id');
    const invalido = async () => {
      await ingresos.registrar({ resultado: 'enlace_invalido', usuarioId: enlace?.usuario_id, nombreUsuario: '', direccion }, log);
      return badRequest(ENLACE_INVALIDO, { Token: ENLACE_INVALIDO });
    };
    if (!enlace) throw await invalido();
    let vigente = true;
    const row = await cuentaPropia
      .restablecerContrasena(enlace.usuario_id, ContrasenaNueva, async (trx) => {
        const ahora = config.now();
        // Locked: of two submissions of one link, the second finds it spent.
        const fila = await trx('restablecimientos')
          .where({ token_hash: hashDe(Token) })
          .forUpdate()
          .first('usado_en', 'expira');
        vigente = !fila.usado_en && new Date(fila.expira) > ahora;
        if (!vigente) throw badRequest(ENLACE_INVALIDO, { Token: ENLACE_INVALIDO });
        await trx('restablecimientos').where({ usuario_id: enlace.usuario_id }).whereNull('usado_en').update({ usado_en: ahora });
        await intentos.clearAccount(enlace.usuario_id, trx);
      })
      .catch(async (err) => {
        throw vigente ? err : await invalido();
      });
    await intentos.uncount(contador);
    await ingresos.registrar(
      { resultado: 'contrasena_restablecida', usuarioId: row.usuario_id, nombreUsuario: row.nombre_usuario, direccion },
      log,
    );
  }

  return { pedir, restablecer };
}
