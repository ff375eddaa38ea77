import type { Knex } from 'knex';
import { FLOTA_EN_CERO, medidasDeFlota, type ReporteFlota, type ReporteFlotaQuery, type SumasFlota } from '#dominio/reporteFlota';
import { rangoComparado, sumarMedidas } from '#dominio/reportes';
import type { Config } from '../config.js';
import { costosService } from '../vehiculos/costos/service.js';
import { enTramos, SIN_FUTURO, tramosDe } from './tramos.js';

// The fleet (docs/decisiones.md 109): each vehicle's costs and km as the fleet's costs screen computes them (a few
// dozen vehicles, their maintenance, fuel and mileage by index), and what the route sheets delivered from
// reparto_resumen (migration 049), never from the stops.

export function reporteFlota(db: Knex, config: Config) {
  const costos = costosService(db, config);

  /** What the sheets of a range delivered, per vehicle ('v') or driver ('c'). */
  async function reparto(corte: 'v' | 'c', desde: string, hasta: string): Promise<Map<number, { paradas: number; kilos: number }>> {
    const filas: { clave: number; paradas: string; kilos: string }[] = await db('reparto_resumen as r')
      .where('r.corte', corte)
      .where(enTramos('r', tramosDe(desde, hasta, { soloDias: false, conAnios: false, hoy: SIN_FUTURO })))
      .select('r.clave')
      .sum({ paradas: 'r.paradas', kilos: 'r.kilos' })
      .groupBy('r.clave');
    return new Map(filas.map((f) => [f.clave, { paradas: Number(f.paradas), kilos: Number(f.kilos) }]));
  }

  /** The sheets of a range that went out (not only planned), per vehicle or driver. */
  async function hojas(columna: 'vehiculo_id' | 'chofer_id', desde: string, hasta: string): Promise<Map<number, number>> {
    const filas: { clave: number; hojas: string }[] = await db('hojas_de_ruta')
      .whereBetween('fecha', [desde, hasta])
      .whereNot('estado', 'Planificada')
      .select({ clave: columna })
      .count({ hojas: '*' })
      .groupBy(columna);
    return new Map(filas.map((f) => [f.clave, Number(f.hojas)]));
  }

  /** Every vehicle's sums over a range. */
  async function porVehiculo(desde: string, hasta: string) {
    const [vehiculos, entregado, salidas] = await Promise.all([
      costos.deCadaVehiculo({ desde, hasta }),
      reparto('v', desde, hasta),
      hojas('vehiculo_id', desde, hasta),
    ]);
    return vehiculos.map((v) => {
      const id = v.vehiculo_id as number;
      const sumas: SumasFlota = {
        km: Number(v.km_recorridos),
        mantenimiento: Number(v.costo_mantenimiento),
        combustible: Number(v.costo_combustible),
        hojas: salidas.get(id) ?? 0,
        paradas: entregado.get(id)?.paradas ?? 0,
        kilos: entregado.get(id)?.kilos ?? 0,
      };
      return { id, patente: v.patente as string, vehiculo: `${v.marca} ${v.modelo}`, sumas };
    });
  }

  async function choferes(desde: string, hasta: string): Promise<ReporteFlota['Choferes']> {
    const [entregado, salidas] = await Promise.all([reparto('c', desde, hasta), hojas('chofer_id', desde, hasta)]);
    const ids = [...new Set([...entregado.keys(), ...salidas.keys()])];
    const nombres: { usuario_id: number; nombre: string }[] = await db('usuarios')
      .whereIn('usuario_id', ids)
      .select('usuario_id', db.raw("nombre || ' ' || apellido AS nombre"));
    return nombres
      .map((u) => ({
        ChoferID: u.usuario_id,
        Nombre: u.nombre,
        Hojas: salidas.get(u.usuario_id) ?? 0,
        Paradas: entregado.get(u.usuario_id)?.paradas ?? 0,
        Kilos: Math.round((entregado.get(u.usuario_id)?.kilos ?? 0) * 1000) / 1000,
      }))
      .sort((a, b) => b.Kilos - a.Kilos || a.Nombre.localeCompare(b.Nombre, 'es'));
  }

  async function generar(q: ReporteFlotaQuery): Promise<ReporteFlota> {
    const comparacion = rangoComparado(q.Desde, q.Hasta, q.Comparar);
    const [actual, antes, Choferes] = await Promise.all([
      porVehiculo(q.Desde, q.Hasta),
      comparacion && porVehiculo(comparacion.Desde, comparacion.Hasta),
      choferes(q.Desde, q.Hasta),
    ]);
    const antesPorId = new Map(antes?.map((v) => [v.id, v.sumas]));
    const algo = (s: SumasFlota) => Object.values(s).some((valor) => valor !== 0);
    const total = (vehiculos: { sumas: SumasFlota }[]) => medidasDeFlota(vehiculos.reduce((t, v) => sumarMedidas(t, v.sumas), FLOTA_EN_CERO));
    // A vehicle that delivered nothing still costs (it is in the total), but not per delivered kilo: decision 117.
    const deLosQueRepartieron = (vehiculos: { sumas: SumasFlota }[]) => total(vehiculos.filter((v) => v.sumas.kilos > 0));
    return {
      Desde: q.Desde,
      Hasta: q.Hasta,
      Comparacion: comparacion,
      Vehiculos: actual
        .filter((v) => algo(v.sumas))
        .map((v) => ({
          VehiculoID: v.id,
          Patente: v.patente,
          Vehiculo: v.vehiculo,
          Actual: medidasDeFlota(v.sumas),
          Comparado: antes ? medidasDeFlota(antesPorId.get(v.id) ?? FLOTA_EN_CERO) : null,
        }))
        .sort((a, b) => b.Actual.Costo - a.Actual.Costo || a.Patente.localeCompare(b.Patente)),
      Total: total(actual),
      TotalComparado: antes ? total(antes) : null,
      Reparto: deLosQueRepartieron(actual),
      RepartoComparado: antes ? deLosQueRepartieron(antes) : null,
      Choferes,
    };
  }

  return { generar };
}
