import type { Identifier, RaRecord } from 'react-admin';
import { mensajeDeError } from '../common/errores';
import { siEsLaVersion } from './clienteTipado';
import { comoRegistro } from './registros';
import { httpArchivo, httpClient } from './httpClient';
import { resourceConfig } from './resources';

// What several resources take alike, by the path resources.ts gives each (as react-admin's own methods do, crud.ts):
// an inactivation, an order's status change and a record's printed paper. Their answers are the record as that
// resource's page shows it, so they stay with the table of resources rather than name one path of the document.

/** PUT {path}/{id}/desactivar, over the version of the record shown. */
export async function desactivar(resource: string, record: RaRecord) {
  const { json } = await httpClient(`${resourceConfig(resource).path}/${record.id}/desactivar`, {
    method: 'PUT',
    headers: siEsLaVersion(record.Version),
  });
  return { data: comoRegistro(resource, (json as { data: object }).data) };
}

/**
 * One PUT per record, one after another, so each meets the server's own rules (one's own account,
 * the last active administrator) as if inactivated alone; a refusal stops none of the others, and
 * the error says how many were refused and why.
 */
export async function inactivarVarios(resource: string, ids: Identifier[], versiones: Record<string, unknown> = {}) {
  const rechazos: unknown[] = [];
  for (const id of ids) {
    await desactivar(resource, { id, Version: versiones[String(id)] }).catch((error: unknown) => rechazos.push(error));
  }
  if (rechazos.length > 0) {
    throw new Error(`${rechazos.length} de ${ids.length} no se inactivaron: ${mensajeDeError(rechazos[0], 'el servidor no respondió')}`);
  }
  return { data: ids };
}

export const porRecurso = {
  desactivar,

  /**
   * PUT {path}/{id}/estado with { estado, comentario }, over the version of the order shown; `confirmarLimite` adds
   * ConfirmarLimiteCredito (a sales order opened again above its client's credit limit).
   */
  async cambiarEstado(resource: string, record: RaRecord, estado: string, comentario?: string, confirmarLimite?: boolean) {
    const { json } = await httpClient(`${resourceConfig(resource).path}/${record.id}/estado`, {
      method: 'PUT',
      headers: siEsLaVersion(record.Version),
      body: JSON.stringify({ estado, comentario, ...(confirmarLimite && { ConfirmarLimiteCredito: true }) }),
    });
    return { data: comoRegistro(resource, (json as { data: object }).data) };
  },

  /** GET {path}/{id}/{papel}: the record's printed paper (remito, orden de compra) as a PDF file. */
  async papel(resource: string, id: Identifier) {
    const config = resourceConfig(resource);
    if (!config.papel) throw new Error(`${resource} no tiene papel imprimible`);
    return { data: await httpArchivo(`${config.path}/${id}/${config.papel}`, `${resource}-${id}.pdf`) };
  },
};
