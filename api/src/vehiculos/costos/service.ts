import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { type CostosVehiculo, type DetalleCostos, type Periodo, costoPorKm, kmRecorridos, mesesDe, ultimoAnio } from '#dominio/costos';
import { diaNegocio } from '#dominio/fechas';
import { redondearACentavos } from '#dominio/lineas';
import type { Config } from '../../config.js';
import type { ListQuery } from '../../nucleo/listQuery.js';
import { asegurarVehiculo } from '../vehiculo/consultas.js';
import { costosMapper } from './mapper.js';

// What each vehicle cost in a period (both days inclusive, business time zone): maintenance by
// FechaRealizacion, fuel by the load's Fecha, and the km driven from the mileage log
// (dominio/costos.ts kmRecorridos), for one vehicle or the whole fleet.

export const ORDEN_COSTOS = { sort: 'CostoTotal', order: 'desc' } as const;

export function costosService(db: Knex, config: Config) {
  /** The period asked for, with the last 12 months filling what is missing. */
  function periodo(pedido: { desde?: string; hasta?: string }): Periodo {
    const porDefecto = ultimoAnio(diaNegocio(config.now(), config.zonaNegocio));
    return { desde: pedido.desde ?? porDefecto.desde, hasta: pedido.hasta ?? porDefecto.hasta };
  }

  /** One row per vehicle with the period's sums and its first and last mileage readings. */
  function consulta({ desde, hasta }: Periodo): Knex.QueryBuilder {
    const inicio = DateTime.fromISO(desde, { zone: config.zonaNegocio }).startOf('day').toJSDate();
    const fin = DateTime.fromISO(hasta, { zone: config.zonaNegocio }).plus({ days: 1 }).startOf('day').toJSDate();
    const suma = (tabla: string, columna: string, fecha: string) =>
      db(tabla)
        .whereRaw(`${tabla}.vehiculo_id = v.vehiculo_id`)
        .whereBetween(fecha, [desde, hasta])
        .select(db.raw(`coalesce(sum(${columna}), 0)`));
    const lectura = (orden: 'asc' | 'desc') =>
      db('registros_kilometraje as r')
        .whereRaw('r.vehiculo_id = v.vehiculo_id')
        .orderBy([
          { column: 'r.fecha_registro', order: orden },
          { column: 'r.registro_id', order: orden },
        ])
        .limit(1)
        .select('r.kilometraje');
    return db('vehiculos as v').select('v.vehiculo_id', 'v.patente', 'v.marca', 'v.modelo', {
      costo_mantenimiento: suma('mantenimientos', 'costo', 'fecha_realizacion'),
      costo_combustible: suma('cargas_combustible', 'importe', 'fecha'),
      litros: suma('cargas_combustible', 'litros', 'fecha'),
      km_fin: lectura('desc').where('r.fecha_registro', '<', fin),
      km_inicio: db.raw('coalesce((?), (?))', [
        lectura('desc').where('r.fecha_registro', '<', inicio),
        lectura('asc').where('r.fecha_registro', '>=', inicio).where('r.fecha_registro', '<', fin),
      ]),
    });
  }

  /** The figures computed from the sums (dominio/costos.ts), as columns the list can sort by. */
  function conCalculos(row: Record<string, unknown>): Record<string, unknown> {
    const costoTotal = redondearACentavos((row.costo_mantenimiento as number) + (row.costo_combustible as number));
    const km = kmRecorridos(row.km_inicio as number | null, row.km_fin as number | null);
    return { ...row, costo_total: costoTotal, km_recorridos: km, costo_por_km: costoPorKm(costoTotal, km) };
  }

  /** Every vehicle's figures over a period, as the query and its computed columns give them (the Flota report's too). */
  async function deCadaVehiculo(elegido: Periodo): Promise<Record<string, unknown>[]> {
    return (await consulta(elegido)).map(conCalculos);
  }

  /**
   * GET /vehiculos/costos: every vehicle's figures, sorted and paged here (a fleet is a few
   * dozen vehicles, and cost per km is computed after the query); no cost per km sorts last.
   */
  async function flota(pedido: { desde?: string; hasta?: string }, listQuery: ListQuery): Promise<{ data: CostosVehiculo[]; total: number }> {
    const rows = await deCadaVehiculo(periodo(pedido));
    const { sortColumn, order } = listQuery;
    const signo = order === 'asc' ? 1 : -1;
    rows.sort((a, b) => {
      const [x, y] = [a[sortColumn], b[sortColumn]];
      if (x === y) return (a.vehiculo_id as number) - (b.vehiculo_id as number);
      if (x === null) return 1;
      if (y === null) return -1;
      return (x as number | string) < (y as number | string) ? -signo : signo;
    });
    const pagina = listQuery.page === undefined ? rows : rows.slice((listQuery.page - 1) * listQuery.limit, listQuery.page * listQuery.limit);
    return { data: pagina.map(costosMapper.toApi), total: rows.length };
  }

  /** GET /vehiculos/:id/costos: the vehicle's figures with maintenance and fuel per month and maintenance per type. */
  async function deVehiculo(vehiculoId: number, pedido: { desde?: string; hasta?: string }): Promise<DetalleCostos> {
    await asegurarVehiculo(db, vehiculoId);
    const elegido = periodo(pedido);
    const row = await consulta(elegido).where('v.vehiculo_id', vehiculoId).first();
    const porMes = async (tabla: string, columna: string, fecha: string): Promise<Map<string, number>> => {
      const filas: { mes: string; total: number }[] = await db(tabla)
        .where({ vehiculo_id: vehiculoId })
        .whereBetween(fecha, [elegido.desde, elegido.hasta])
        .select(db.raw(`to_char(${fecha}, 'YYYY-MM') AS mes`))
        .sum({ total: columna })
        .groupBy('mes');
      return new Map(filas.map((f) => [f.mes, f.total]));
    };
    const porTipo = async (): Promise<{ tipo_mantenimiento: string; costo: number }[]> =>
      db('mantenimientos')
        .where({ vehiculo_id: vehiculoId })
        .whereBetween('fecha_realizacion', [elegido.desde, elegido.hasta])
        .select('tipo_mantenimiento', db.raw('sum(costo) AS costo'))
        .groupBy('tipo_mantenimiento')
        .orderBy([{ column: 'costo', order: 'desc' }, { column: 'tipo_mantenimiento' }]);
    const [mantenimiento, combustible, tipos] = await Promise.all([
      porMes('mantenimientos', 'costo', 'fecha_realizacion'),
      porMes('cargas_combustible', 'importe', 'fecha'),
      porTipo(),
    ]);
    return {
      ...costosMapper.toApi(conCalculos(row)),
      Desde: elegido.desde,
      Hasta: elegido.hasta,
      PorMes: mesesDe(elegido).map((Mes) => ({ Mes, Mantenimiento: mantenimiento.get(Mes) ?? 0, Combustible: combustible.get(Mes) ?? 0 })),
      PorTipo: tipos.map((t) => ({ TipoMantenimiento: t.tipo_mantenimiento, Costo: t.costo })),
    };
  }

  return { flota, deVehiculo, deCadaVehiculo };
}
