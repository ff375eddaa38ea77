import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { esperaTrasIntento, INTENTOS_MAXIMOS } from '#dominio/correos';
import type { Config } from '../config.js';
import { TEMPORIZADOR_DE_NODE, type Temporizador } from '../respaldos/programacion.js';
import type { ConfigCorreo } from './configuracion.js';

// Sending the outbox (docs/decisiones.md 110): each server process, every CORREO_CADA_SEGUNDOS, takes the mails that
// are due with a lease (FOR UPDATE SKIP LOCKED, then tomado_hasta), so two processes never send one; sends them over
// SMTP; and marks each sent, due again later (a minute, doubling up to an hour), or given up after INTENTOS_MAXIMOS or
// at a permanent refusal (5xx) with the server's answer. A process that dies mid-send leaves its lease to expire and
// the mail is sent again, with the same Message-ID.

/** How long a process keeps the mails it took: longer than a send can last (its socket gives up at 30 s). */
const PLAZO_MS = 2 * 60_000;
/** How many mails a process takes at once. */
const POR_VUELTA = 20;

export function transporteDe(smtp: NonNullable<ConfigCorreo['smtp']>): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.seguridad === 'tls',
    requireTLS: smtp.seguridad === 'starttls',
    ignoreTLS: smtp.seguridad === 'ninguna',
    auth: smtp.usuario ? { user: smtp.usuario, pass: smtp.contrasena } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

interface Tomado {
  correo_id: number;
  para: string;
  asunto: string;
  texto: string;
  message_id: string;
  intentos: number;
}

/** Takes the due mails no other process holds, for PLAZO_MS. */
function tomar(db: Knex, ahora: Date): Promise<Tomado[]> {
  return db.transaction(async (trx): Promise<Tomado[]> => {
    const ids: number[] = await trx('correos')
      .where({ estado: 'pendiente' })
      .where('proximo_intento', '<=', ahora)
      .where((q) => q.whereNull('tomado_hasta').orWhere('tomado_hasta', '<', ahora))
      .orderBy([{ column: 'proximo_intento' }, { column: 'correo_id' }])
      .limit(POR_VUELTA)
      .forUpdate()
      .skipLocked()
      .pluck('correo_id');
    if (ids.length === 0) return [];
    return trx('correos')
      .whereIn('correo_id', ids)
      .update({ tomado_hasta: new Date(ahora.getTime() + PLAZO_MS), intentos: trx.raw('intentos + 1') })
      .returning(['correo_id', 'para', 'asunto', 'texto', 'message_id', 'intentos']);
  });
}

/** What the SMTP server (or the connection) said, for "Correos". */
const respuestaDe = (error: unknown) => {
  const e = error as { response?: string; code?: string; message?: string };
  return e.response ?? [e.code, e.message].filter(Boolean).join(': ');
};

/** One round: the due mails taken and sent. Answers how many went and how many did not (this time). */
export async function enviarPendientes(
  db: Knex,
  config: Pick<Config, 'correo' | 'now'>,
  transporte: Transporter,
): Promise<{ enviados: number; fallidos: number }> {
  const ahora = config.now();
  const tomados = await tomar(db, ahora);
  let enviados = 0;
  for (const correo of tomados) {
    const adjuntos: { nombre: string; tipo: string; contenido: Uint8Array }[] = await db('correo_adjuntos')
      .where({ correo_id: correo.correo_id })
      .orderBy('adjunto_id')
      .select('nombre', 'tipo', 'contenido');
    try {
      const info = await transporte.sendMail({
        from: config.correo.remitente,
        to: correo.para,
        subject: correo.asunto,
        text: correo.texto,
        messageId: correo.message_id,
        // PGlite reads bytea as a Uint8Array, which nodemailer would not take for the file's bytes.
        attachments: adjuntos.map((a) => ({ filename: a.nombre, contentType: a.tipo, content: Buffer.from(a.contenido) })),
      });
      await db('correos')
        .where({ correo_id: correo.correo_id })
        .update({ estado: 'enviado', enviado_en: config.now(), respuesta: info.response, tomado_hasta: null });
      enviados += 1;
    } catch (error) {
      const codigo = (error as { responseCode?: number }).responseCode;
      const seRinde = (codigo !== undefined && codigo >= 500) || correo.intentos >= INTENTOS_MAXIMOS;
      await db('correos')
        .where({ correo_id: correo.correo_id })
        .update({
          estado: seRinde ? 'no_enviado' : 'pendiente',
          respuesta: respuestaDe(error),
          proximo_intento: new Date(ahora.getTime() + esperaTrasIntento(correo.intentos)),
          tomado_hasta: null,
        });
    }
  }
  return { enviados, fallidos: tomados.length - enviados };
}

/** The sending loop of a server process, when an SMTP server is configured. */
export function programarEnvioDeCorreos(
  db: Knex,
  config: Pick<Config, 'correo' | 'now'>,
  logger: Logger,
  reloj: Temporizador = TEMPORIZADOR_DE_NODE,
) {
  const { smtp } = config.correo;
  if (!smtp) return { detener: () => undefined };
  const transporte = transporteDe(smtp);
  let espera: unknown;
  let detenido = false;
  async function vuelta() {
    try {
      const { enviados, fallidos } = await enviarPendientes(db, config, transporte);
      if (fallidos > 0) logger.warn(`correo: ${fallidos} no salieron (se reintentan o quedan "No enviado"); ${enviados} enviados`);
    } catch (error) {
      logger.error({ err: error }, 'el envío de correos falló');
    }
    if (!detenido) espera = reloj.esperar(vuelta, config.correo.cadaSegundos * 1000);
  }
  espera = reloj.esperar(vuelta, config.correo.cadaSegundos * 1000);
  return {
    detener() {
      detenido = true;
      reloj.cancelar(espera);
      transporte.close();
    },
  };
}
