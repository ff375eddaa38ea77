import type { Knex } from 'knex';
import type { EntidadAuditada } from '#dominio/auditoria';
import { type CorreoEncolado, MENSAJES_CORREO } from '#dominio/correos';
import { type Autor, auditar } from '../auditoria/registro.js';
import { enTransaccion } from '../idempotencia/claves.js';
import type { Config, Empresa } from '../config.js';
import { encolarCorreo } from './bandeja.js';

// A printed document by mail (issue 49): a client's statement, an order's remito, a supplier order's purchase order.

/** How a mail from the company signs: its name and address, and its phone and CUIT when it has them. */
export const firmaDe = (empresa: Empresa) =>
  [empresa.nombre, empresa.direccion, empresa.telefono && `Tel. ${empresa.telefono}`, empresa.cuit && `CUIT ${empresa.cuit}`]
    .filter(Boolean)
    .join('\n');

/** The document, its mail and the record it belongs to (its activity says it was sent: '`resumen` a `para`'). */
export interface DocumentoPorCorreo {
  para: string;
  asunto: string;
  texto: string;
  archivo: string;
  pdf: Buffer;
  entidad: EntidadAuditada;
  id: number;
  resumen: string;
}

/**
 * Into the outbox with its PDF and into its record's activity, in one transaction: its own, or that of the request's
 * Idempotency-Key (`trx`), so a "Enviar" repeated after a lost answer puts one mail in the outbox. `autor` is the
 * session's user, or null for a reminder the server sends by itself.
 */
export function enviarDocumento(
  db: Knex,
  config: Pick<Config, 'correo' | 'now'>,
  autor: Autor,
  d: DocumentoPorCorreo,
  trx?: Knex.Transaction,
): Promise<CorreoEncolado> {
  return enTransaccion(db, trx, async (trx) => {
    const CorreoID = await encolarCorreo(trx, config, {
      para: d.para,
      asunto: d.asunto,
      texto: d.texto,
      adjuntos: [{ nombre: d.archivo, tipo: 'application/pdf', contenido: d.pdf }],
      entidad: d.entidad,
      registroId: d.id,
      usuarioId: autor?.UsuarioID ?? null,
    });
    await auditar(trx, autor, { entidad: d.entidad, id: d.id, accion: 'enviar_correo', resumen: `${d.resumen} a ${d.para}` });
    return { CorreoID, Para: d.para, Estado: config.correo.smtp ? 'pendiente' : 'retenido' };
  });
}

/** What a sending answers: that the mail will leave, or that it stays in Correos. */
export const mensajeDeEnvio = (config: Pick<Config, 'correo'>) => (config.correo.smtp ? MENSAJES_CORREO.encolado : MENSAJES_CORREO.retenido);
