import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Ingreso, IngresoFilter, ResultadoIngreso } from '#dominio/ingresos';
import type { Config } from '../config.js';
import { periodicSweep } from '../db/sweep.js';
import { createMapper } from '../db/mapper.js';
import { fetchPage, whereDays } from '../db/queries.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { anotarEvento } from '../nucleo/eventosDeSeguridad.js';

export const ingresoMapper = createMapper<Ingreso>({
  IngresoID: 'ingreso_id',
  Fecha: 'fecha',
  UsuarioID: 'usuario_id',
  NombreUsuario: 'nombre_usuario',
  Resultado: 'resultado',
  Direccion: 'direccion',
});

/** Newest first (the id follows the time), 25 a page, as the audit trail. */
export const ORDEN_INGRESOS = { sort: 'IngresoID', order: 'desc', limit: 25 } as const;

/** How long sign-in rows are kept: enough to look into a quarter's incidents, not a register of everyone's hours. */
export const RETENCION_INGRESOS_DIAS = 90;
// Rows older than that are deleted at most this often per process: one indexed delete, off the hot path.
const BARRIDO_MS = 60 * 60_000;
// The columns' lengths (migration 024): a longer name or address is cut, never refused.
const LARGO_NOMBRE = 150;
const LARGO_DIRECCION = 64;

export interface IntentoDeIngreso {
  resultado: ResultadoIngreso;
  usuarioId?: number;
  nombreUsuario: string;
  direccion: string;
}

export function ingresosService(db: Knex, config: Pick<Config, 'zonaNegocio' | 'now'>) {
  const barrer = periodicSweep(BARRIDO_MS, (ahora) =>
    db('ingresos')
      .where('fecha', '<', new Date(ahora.getTime() - RETENCION_INGRESOS_DIAS * 86_400_000))
      .delete(),
  );

  /** Logs a sign-in attempt on the request's logger and keeps its row: one insert per attempt. */
  async function registrar(intento: IntentoDeIngreso, log: Logger): Promise<void> {
    const nombreUsuario = intento.nombreUsuario.trim().slice(0, LARGO_NOMBRE);
    anotarEvento(log, 'ingreso', { ...intento, nombreUsuario });
    const ahora = config.now();
    await barrer(ahora);
    await db('ingresos').insert({
      fecha: ahora,
      usuario_id: intento.usuarioId ?? null,
      nombre_usuario: nombreUsuario,
      resultado: intento.resultado,
      direccion: intento.direccion.slice(0, LARGO_DIRECCION),
    });
  }

  /** GET /auditoria/ingresos: one page of sign-in attempts, filtered by account, outcome and days. */
  async function list(filter: IngresoFilter, listQuery: ListQuery) {
    const query = db('ingresos').select(ingresoMapper.columns);
    if (filter.usuarioId) query.where('usuario_id', filter.usuarioId);
    if (filter.resultado) query.where('resultado', filter.resultado);
    whereDays(query, 'fecha', config.zonaNegocio, { desde: filter.fechaDesde, hasta: filter.fechaHasta });
    const { rows, total } = await fetchPage(query, listQuery, 'ingreso_id');
    return { data: rows.map((row) => ({ ...ingresoMapper.toApi(row), IngresoID: Number(row.ingreso_id) })), total };
  }

  return { registrar, list };
}
