import type { Knex } from 'knex';
import { diaNegocio } from '#dominio/fechas';
import { type Aumento, cambiadoDespues, MENSAJES_AUMENTO } from '#dominio/precios';
import type { Config } from '../config.js';
import { conflict, notFound } from '../errores.js';
import type { Sesion } from '../nucleo/sesion.js';
import { auditar } from '../auditoria/registro.js';
import { comprobarVersion } from '../versiones.js';
import { fijarPrecios } from './aplicacion.js';
import { registrarPrecios } from './historial.js';
import { type Fila, obtenerAumento } from './lecturas.js';

/**
 * POST /aumentos-precio/{id}/deshacer: a Programado one is cancelled; an Aplicado one, on the business day it
 * applied, gives every product it changed its price before, unless a price changed again since (409 naming them:
 * undoing would wipe that change). Its history says so (origen 'deshacer').
 */
export async function deshacerAumento(
  db: Knex,
  config: Pick<Config, 'now' | 'zonaNegocio'>,
  id: number,
  sesion: Sesion,
  version?: number,
): Promise<Aumento> {
  const hoy = () => diaNegocio(config.now(), config.zonaNegocio);
  return db.transaction(async (trx) => {
    const row = await trx('aumentos_precio').where({ aumento_id: id }).forUpdate().first();
    if (!row) throw notFound(MENSAJES_AUMENTO.noEncontrado);
    comprobarVersion(row.version, version);
    if (row.estado === 'Deshecho') throw conflict(MENSAJES_AUMENTO.yaDeshecho);
    const ahora = config.now();
    if (row.estado === 'Aplicado') {
      if (diaNegocio(row.aplicado_at, config.zonaNegocio) !== hoy()) throw conflict(MENSAJES_AUMENTO.soloElMismoDia);
      const entradas: Fila[] = await trx('precios_historial as h')
        .join('productos as p', 'p.producto_id', 'h.producto_id')
        .where({ 'h.aumento_id': id, 'h.origen': 'aumento' })
        .orderBy('h.producto_id')
        .forNoKeyUpdate('p')
        .select('h.producto_id', 'h.precio_anterior', 'h.precio_nuevo', 'p.nombre', 'p.precio', 'h.historial_id');
      const cambiados = await trx('precios_historial as h')
        .join('precios_historial as despues', 'despues.producto_id', 'h.producto_id')
        .join('productos as p', 'p.producto_id', 'h.producto_id')
        .where({ 'h.aumento_id': id, 'h.origen': 'aumento' })
        .whereRaw('despues.historial_id > h.historial_id')
        .distinct('p.nombre')
        .orderBy('p.nombre')
        .pluck('p.nombre');
      if (cambiados.length > 0) throw conflict(cambiadoDespues(cambiados.slice(0, 3), cambiados.length));
      await fijarPrecios(
        trx,
        entradas.map((e) => e.producto_id as number),
        entradas.map((e) => Number(e.precio_anterior)),
        ahora,
      );
      await registrarPrecios(
        trx,
        entradas.map((e) => ({ productoId: e.producto_id as number, anterior: Number(e.precio_nuevo), nuevo: Number(e.precio_anterior) })),
        { origen: 'deshacer', usuarioId: sesion.UsuarioID, aumentoId: id, momento: ahora },
      );
    }
    await trx('aumentos_precio')
      .where({ aumento_id: id })
      .update({ estado: 'Deshecho', deshecho_at: ahora, deshecho_por: sesion.UsuarioID, version: trx.raw('version + 1') });
    await auditar(trx, sesion, {
      entidad: 'aumentos-precio',
      id,
      accion: 'anular',
      resumen: row.estado === 'Aplicado' ? `${row.productos} precios vueltos a los anteriores` : 'programado, no llegó a aplicarse',
      cambios: [{ Campo: 'Estado', Antes: row.estado, Despues: 'Deshecho' }],
    });
    return obtenerAumento(trx, id);
  });
}
