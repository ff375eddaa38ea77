import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../config.js';

/** A mail to put in the outbox, with what it is about (its record's activity names it). */
export interface CorreoNuevo {
  para: string;
  asunto: string;
  texto: string;
  adjuntos?: { nombre: string; tipo: string; contenido: Buffer }[];
  entidad?: string;
  registroId?: number;
  usuarioId?: number | null;
}

/** The domain of the sender's address, for the Message-ID ('carbonsur.com.ar'). */
const dominioDe = (remitente: string) => /@([^>\s]+)>?\s*$/.exec(remitente)?.[1] ?? 'localhost';

/**
 * Puts a mail in the outbox, in the transaction of what caused it (rolled back with it): 'pendiente' for the server
 * processes to send, or 'retenido' without an SMTP server. Answers its id.
 */
export async function encolarCorreo(trx: Knex | Knex.Transaction, config: Pick<Config, 'correo' | 'now'>, correo: CorreoNuevo): Promise<number> {
  const ahora = config.now();
  const [{ correo_id }] = await trx('correos')
    .insert({
      para: correo.para,
      asunto: correo.asunto,
      texto: correo.texto,
      estado: config.correo.smtp ? 'pendiente' : 'retenido',
      proximo_intento: ahora,
      message_id: `<${randomUUID()}@${dominioDe(config.correo.remitente)}>`,
      entidad: correo.entidad ?? null,
      registro_id: correo.registroId ?? null,
      usuario_id: correo.usuarioId ?? null,
      creado_en: ahora,
    })
    .returning('correo_id');
  if (correo.adjuntos?.length) {
    await trx('correo_adjuntos').insert(correo.adjuntos.map((a) => ({ correo_id, nombre: a.nombre, tipo: a.tipo, contenido: a.contenido })));
  }
  return correo_id;
}
