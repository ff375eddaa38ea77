import type { Knex } from 'knex';
import { auditar } from '../../auditoria/registro.js';
import type { Config } from '../../config.js';
import { CONTADA_EN_LA_PAGINA, CONTADA_POR_SUS_FILTROS, fetchPage } from '../../db/queries.js';
import { notFound } from '../../errores.js';
import { parseListQuery } from '../../http/paging.js';
import type { ListQuery } from '../../nucleo/listQuery.js';
import type { Sesion } from '../../nucleo/sesion.js';
import { diaNegocio } from '#dominio/fechas';
import type { DocumentoVehiculo } from '#dominio/vehiculos';
import type { AlertaMantenimiento } from '#dominio/alertas';
import { DOCUMENTO_NO_ENCONTRADO, nombreDocumento } from '../documento/service.js';
import { documentoMapper } from '../documento/mapper.js';
import { consultaAlertasDocumentos, consultaAlertasMantenimiento } from './consultas.js';
import { alertaDocumentoMapper, alertaMantenimientoMapper } from './mapper.js';
import { comprobarVersion, edicion, versionSiguiente } from '../../versiones.js';

// Both alert lists, for any screen that shows them (alert pages, top bar, dashboard).

/** Most urgent first, unless the caller asks for another order. */
/** Alta before Media ('Alta' < 'Media'), each by km remaining through the tie-breaker (consultas.ts). */
export const ORDEN_ALERTAS_MANTENIMIENTO = { sort: 'prioridad', order: 'asc' } as const;
export const ORDEN_ALERTAS_DOCUMENTOS = { sort: 'diasRestantes', order: 'asc' } as const;

/** A maintenance alert without the fields that do not apply to it (NULL in the query). */
function alertaMantenimiento(row: Record<string, unknown>): AlertaMantenimiento {
  const alerta = alertaMantenimientoMapper.toApi(row);
  return Object.fromEntries(Object.entries(alerta).filter(([, valor]) => valor !== null)) as AlertaMantenimiento;
}

export function alertasMantenimientoService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  /** The alerts of the business day of `ahora` (or one page of them, as `listQuery` says). */
  async function listar(
    listQuery: ListQuery = parseListQuery({}, alertaMantenimientoMapper, ORDEN_ALERTAS_MANTENIMIENTO),
    ahora = config.now(),
  ) {
    const hoy = diaNegocio(ahora, config.zonaNegocio);
    const { rows, total } = await fetchPage(consultaAlertasMantenimiento(db, hoy), listQuery, 'desempate', CONTADA_EN_LA_PAGINA);
    return { data: rows.map(alertaMantenimiento), total };
  }

  return { listar };
}

export function alertasDocumentosService(db: Knex, config: Config) {
  /** The alerts of the business day of `ahora` (or one page of them, as `listQuery` says). */
  async function listar(listQuery: ListQuery = parseListQuery({}, alertaDocumentoMapper, ORDEN_ALERTAS_DOCUMENTOS), ahora = config.now()) {
    // The days remaining are the due day less today: in the same order as the due day, which the index sorts.
    const orden = listQuery.sortColumn === 'dias_restantes' ? { ...listQuery, sortColumn: 'd.fecha_vencimiento' } : listQuery;
    const consulta = consultaAlertasDocumentos(db, diaNegocio(ahora, config.zonaNegocio));
    const { rows, total } = await fetchPage(consulta, orden, 'd.documento_id', CONTADA_POR_SUS_FILTROS);
    return { data: rows.map(alertaDocumentoMapper.toApi), total };
  }

  /**
   * Marks the document as reviewed, with the optional comment: its alert leaves the list. A stale
   * version's 409 answers the document as the vehicle's detail lists it (it has no GET of its own).
   */
  async function resolver(documentoId: number, comentario: string | null, sesion: Sesion, version?: number): Promise<DocumentoVehiculo> {
    const documento = (trx: Knex) => trx('documentos_vehiculo').where({ documento_id: documentoId });
    const leer = async () => documentoMapper.toApi(await documento(db).first());
    return edicion(db, leer, documentoId, async (trx) => {
      const actual = await documento(trx).forNoKeyUpdate().first();
      if (!actual) throw notFound(DOCUMENTO_NO_ENCONTRADO);
      comprobarVersion(actual.version, version);
      const [row] = await documento(trx)
        .update({ revisado: true, comentario_revision: comentario, updated_at: config.now(), version: versionSiguiente(trx) })
        .returning('*');
      const despues = documentoMapper.toApi(row);
      await auditar(trx, sesion, {
        entidad: 'vehiculos',
        id: despues.VehiculoID,
        accion: 'modificar',
        parte: { tipo: 'documentos', id: documentoId },
        resumen: nombreDocumento(despues),
        antes: documentoMapper.toApi(actual),
        despues,
      });
      return despues;
    });
  }

  return { listar, resolver };
}
