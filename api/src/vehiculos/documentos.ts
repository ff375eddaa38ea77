import type { Knex } from 'knex';
import { fetchPage, likePattern } from '../db/queries.js';
import type { Config } from '../config.js';
import { notFound } from '../errores.js';
import { parseListQuery, type ListQuery } from '../http/paging.js';
import { asegurarVehiculo } from './repository.js';
import { DOCUMENTO_NO_ENCONTRADO, documentoMapper, type DocumentoInput, type DocumentoVehiculo } from './schema.js';

export const ORDEN_DOCUMENTOS_VEHICULO = { sort: 'FechaVencimiento', order: 'asc' } as const;

export function documentosService(db: Knex, config: Config) {
  /** A vehicle's documents (first to expire first by default); q searches type, number and notes. */
  async function listar(vehiculoId: number, listQuery: ListQuery) {
    await asegurarVehiculo(db, vehiculoId);
    const { rows, total } = await fetchPage(consulta(db, vehiculoId, listQuery.q), listQuery, 'documento_id');
    return { data: rows.map(documentoMapper.toApi), total };
  }

  /** Every document of a vehicle, for its detail. */
  async function todos(vehiculoId: number): Promise<DocumentoVehiculo[]> {
    const todo = parseListQuery({}, documentoMapper, ORDEN_DOCUMENTOS_VEHICULO);
    const { rows } = await fetchPage(consulta(db, vehiculoId), todo, 'documento_id');
    return rows.map(documentoMapper.toApi);
  }

  async function crear(vehiculoId: number, input: DocumentoInput): Promise<DocumentoVehiculo> {
    await asegurarVehiculo(db, vehiculoId);
    const now = config.now();
    const [row] = await db('documentos_vehiculo')
      .insert({ ...documentoMapper.toRow(input), vehiculo_id: vehiculoId, created_at: now, updated_at: now })
      .returning('*');
    return documentoMapper.toApi(row);
  }

  /** Marks the document as reviewed, with the optional comment: its alert leaves the list. */
  async function resolver(documentoId: number, comentario: string | null): Promise<DocumentoVehiculo> {
    const [row] = await db('documentos_vehiculo')
      .where({ documento_id: documentoId })
      .update({ revisado: true, comentario_revision: comentario, updated_at: config.now() })
      .returning('*');
    if (!row) throw notFound(DOCUMENTO_NO_ENCONTRADO);
    return documentoMapper.toApi(row);
  }

  return { listar, todos, crear, resolver };
}

function consulta(db: Knex, vehiculoId: number, q?: string) {
  const query = db('documentos_vehiculo').where({ vehiculo_id: vehiculoId }).select('*');
  if (q) {
    const pattern = likePattern(q);
    query.where((w) =>
      w.whereILike('tipo_documento', pattern).orWhereILike('numero_documento', pattern).orWhereILike('notas', pattern),
    );
  }
  return query;
}
