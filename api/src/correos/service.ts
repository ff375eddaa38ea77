import type { Knex } from 'knex';
import { ADJUNTO_NO_ENCONTRADO, CORREO_NO_ENCONTRADO, type CorreoDetalle, type CorreoFilter } from '#dominio/correos';
import { fetchPage } from '../db/queries.js';
import { notFound } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { correoMapper } from './mapper.js';

export const ORDEN_CORREOS = { sort: 'CreadoEn', order: 'desc' } as const;

/** "Correos" (Administrador): the outbox as it is, each mail with its text and attachments. */
export function correosService(db: Knex) {
  async function listar(filter: CorreoFilter, listQuery: ListQuery) {
    const query = db('correos').select(correoMapper.columns);
    if (filter.estado) query.where('estado', filter.estado);
    const { rows, total } = await fetchPage(query, listQuery, 'correo_id');
    return { data: rows.map(correoMapper.toApi), total };
  }

  async function obtener(id: number): Promise<CorreoDetalle> {
    const fila = await db('correos')
      .where({ correo_id: id })
      .first([...correoMapper.columns, 'texto']);
    if (!fila) throw notFound(CORREO_NO_ENCONTRADO);
    const adjuntos: { adjunto_id: number; nombre: string; tipo: string; bytes: number }[] = await db('correo_adjuntos')
      .where({ correo_id: id })
      .orderBy('adjunto_id')
      .select('adjunto_id', 'nombre', 'tipo', db.raw('octet_length(contenido)::int AS bytes'));
    return {
      ...(correoMapper.toApi(fila) as Omit<CorreoDetalle, 'Texto' | 'Adjuntos'>),
      Texto: fila.texto,
      Adjuntos: adjuntos.map((a) => ({ AdjuntoID: a.adjunto_id, Nombre: a.nombre, Tipo: a.tipo, Bytes: Number(a.bytes) })),
    };
  }

  async function adjunto(id: number, adjuntoId: number): Promise<{ nombre: string; tipo: string; contenido: Buffer }> {
    const fila = await db('correo_adjuntos').where({ correo_id: id, adjunto_id: adjuntoId }).first('nombre', 'tipo', 'contenido');
    if (!fila) throw notFound(ADJUNTO_NO_ENCONTRADO);
    return { nombre: fila.nombre, tipo: fila.tipo, contenido: Buffer.from(fila.contenido) };
  }

  return { listar, obtener, adjunto };
}
