import type { Knex } from 'knex';
import type { AumentoInput, CambioDePrecios } from '#dominio/precios';
import type { Config } from '../config.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { aplicarVencidos, crearAumento } from './aplicacion.js';
import { deshacerAumento } from './deshacer.js';
import { listarAumentos, obtenerAumento, vistaPrevia } from './lecturas.js';

// "Actualizar precios" (issue 47, docs/decisiones.md 102): an increase names what it covers (every active product,
// a category's, a supplier's or a selection), how it changes each price (dominio/precios.ts, the one computation of
// the preview and of what is applied) and the business day it applies from. Today: applied at once, in one
// transaction. A later day: kept as Programado, and applied by the first request of that day (aplicarVencidos),
// dated at the day's start. Undone as a whole while it is Programado or on the day it applied. One file per use
// case: the reads (lecturas.ts), applying (aplicacion.ts), undoing (deshacer.ts).

export { aumentoMapper, ORDEN_AUMENTOS, ORDEN_VISTA_PREVIA, precioPrevistoMapper } from './lecturas.js';

export function aumentosService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  return {
    listar: (listQuery: ListQuery) => listarAumentos(db, listQuery),
    obtener: (id: number) => obtenerAumento(db, id),
    vistaPrevia: (cambio: CambioDePrecios, listQuery: ListQuery) => vistaPrevia(db, cambio, listQuery),
    crear: (input: AumentoInput, sesion: Sesion, trx?: Knex.Transaction) => crearAumento(db, config, input, sesion, trx),
    aplicarVencidos: () => aplicarVencidos(db, config),
    deshacer: (id: number, sesion: Sesion, version?: number) => deshacerAumento(db, config, id, sesion, version),
  };
}

export type AumentosService = ReturnType<typeof aumentosService>;
