import type { Knex } from 'knex';
import { auditar } from '../../auditoria/registro.js';
import type { Config } from '../../config.js';
import { fetchPage, likePattern } from '../../db/queries.js';
import { parseListQuery } from '../../http/paging.js';
import type { ListQuery } from '../../nucleo/listQuery.js';
import type { Sesion } from '../../nucleo/sesion.js';
import type { DocumentoInput, DocumentoVehiculo } from '#dominio/vehiculos';
import { asegurarVehiculo } from '../vehiculo/consultas.js';
import { documentoMapper } from './mapper.js';

export const DOCUMENTO_NO_ENCONTRADO = 'Documento no encontrado';
export const ORDEN_DOCUMENTOS_VEHICULO = { sort: 'FechaVencimiento', order: 'asc' } as const;

/** How the vehicle's audit trail names a document: its type, and its number if it has one ('VTV 12345'). */
export const nombreDocumento = (documento: Pick<DocumentoVehiculo, 'TipoDocumento' | 'NumeroDocumento'>) =>
  [documento.TipoDocumento, documento.NumeroDocumento].filter(Boolean).join(' ');

export function documentoService(db: Knex, config: Config) {
  /** A vehicle's documents (all of them, first to expire first, unless `listQuery` says otherwise); q searches type, number and notes. */
  async function listar(vehiculoId: number, listQuery: ListQuery = parseListQuery({}, documentoMapper, ORDEN_DOCUMENTOS_VEHICULO)) {
    await asegurarVehiculo(db, vehiculoId);
    const { rows, total } = await fetchPage(consulta(db, vehiculoId, listQuery.q), listQuery, 'documento_id');
    return { data: rows.map(documentoMapper.toApi), total };
  }

  async function crear(vehiculoId: number, input: DocumentoInput, sesion: Sesion): Promise<DocumentoVehiculo> {
    return db.transaction(async (trx) => {
      await asegurarVehiculo(trx, vehiculoId);
      const now = config.now();
      const [row] = await trx('documentos_vehiculo')
        .insert({ ...documentoMapper.toRow(input), vehiculo_id: vehiculoId, created_at: now, updated_at: now })
        .returning('*');
      const documento = documentoMapper.toApi(row);
      await auditar(trx, sesion, {
        entidad: 'vehiculos',
        id: vehiculoId,
        accion: 'crear',
        parte: { tipo: 'documentos', id: documento.DocumentoID },
        resumen: nombreDocumento(documento),
        despues: documento,
      });
      return documento;
    });
  }

  return { listar, crear };
}

function consulta(db: Knex, vehiculoId: number, q?: string) {
  const query = db('documentos_vehiculo').where({ vehiculo_id: vehiculoId }).select('*');
  if (q) {
    const pattern = likePattern(q);
    query.where((w) => w.whereILike('tipo_documento', pattern).orWhereILike('numero_documento', pattern).orWhereILike('notas', pattern));
  }
  return query;
}
