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

  /**
   * One row per vehicle with the period's sums and the mileage readings its km are measured between. The sums are
   * grouped over the period's rows and joined to the vehicles (per-vehicle sub-queries cost 45 ms at 1,000 vehicles);
   * the readings too: the first and the last inside the period, and, the one probe per vehicle, the last before it.
   * In vehicle order, so that the fleet's totals add the same numbers in the same order every time.
   */
  function consulta({ desde, hasta }: Periodo): Knex.QueryBuilder {
    const inicio = DateTime.fromISO(desde, { zone: config.zonaNegocio }).startOf('day').toJSDate();
    const fin = DateTime.fromISO(hasta, { zone: config.zonaNegocio }).plus({ days: 1 }).startOf('day').toJSDate();
    const porVehiculo = (tabla: string, fecha: string, sumas: string) =>
      db(tabla).whereBetween(fecha, [desde, hasta]).groupBy('vehiculo_id').select('vehiculo_id', db.raw(sumas));
    const orden = (r: string, sentido: string) => `${r}.fecha_registro ${sentido}, ${r}.registro_id ${sentido}`;
    const dentro = db('registros_kilometraje as r')
      .where('r.fecha_registro', '>=', inicio)
      .where('r.fecha_registro', '<', fin)
      .groupBy('r.vehiculo_id')
      .select(
        'r.vehiculo_id',
        db.raw(`(array_agg(r.kilometraje ORDER BY ${orden('r', 'ASC')}))[1] AS primera`),
        db.raw(`(array_agg(r.kilometraje ORDER BY ${orden('r', 'DESC')}))[1] AS ultima`),
      );
    return db('vehiculos as v')
      .leftJoin(porVehiculo('mantenimientos', 'fecha_realizacion', 'sum(costo) AS costo').as('m'), 'm.vehiculo_id', 'v.vehiculo_id')
      .leftJoin(
        porVehiculo('cargas_combustible', 'fecha', 'sum(importe) AS importe, sum(litros) AS litros').as('c'),
        'c.vehiculo_id',
        'v.vehiculo_id',
      )
      .leftJoin(dentro.as('k'), 'k.vehiculo_id', 'v.vehiculo_id')
      .joinRaw(
        `LEFT JOIN LATERAL (SELECT r.kilometraje FROM registros_kilometraje r
         WHERE r.vehiculo_id = v.vehiculo_id AND r.fecha_registro < ? ORDER BY ${orden('r', 'DESC')} LIMIT 1) AS a ON true`,
        [inicio],
      )
      .select('v.vehiculo_id', 'v.patente', 'v.marca', 'v.modelo', {
        costo_mantenimiento: db.raw('coalesce(m.costo, 0)'),
        costo_combustible: db.raw('coalesce(c.importe, 0)'),
        litros: db.raw('coalesce(c.litros, 0)'),
        km_fin: db.raw('coalesce(k.ultima, a.kilometraje)'),
        km_inicio: db.raw('coalesce(a.kilometraje, k.primera)'),
      })
      .orderBy('v.vehiculo_id');
  }

  /**
   * The figures computed from the sums (dominio/costos.ts), as columns the list can sort by, added to the query's own
   * row: the driver's rows have no prototype, and copying each into a new object with more keys took 7 ms for 1,000.
   */
  function conCalculos(row: Record<string, unknown>): Record<string, unknown> {
    const costoTotal = redondearACentavos((row.costo_mantenimiento as number) + (row.costo_combustible as number));
    const km = kmRecorridos(row.km_inicio as number | null, row.km_fin as number | null);
    return Object.assign(row, { costo_total: costoTotal, km_recorridos: km, costo_por_km: costoPorKm(costoTotal, km) });
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
