import type { Knex } from 'knex';
import { TRANSICIONES } from './20261123_006_conteos.js';
import { borrarTriggers, crearTriggers, type TriggersDeResumen } from './20261203_047_ventas_resumidas.js';

// Issue 48, the Flota report (docs/decisiones.md 109): what the route sheets delivered, per day and per month, for each
// vehicle ('v') and each driver ('c'), kept by the writes as the other report summaries (migrations 047 and 048) so a
// year is read in a row per month and key, never from the stops.
//
// - paradas: the stops delivered (resultado 'entregado' or 'parcial') of the sheets of that day, vehicle or driver.
// - kilos: what those stops delivered (kg_entregados).
// A sheet's day is its own (a date, no zone). A stop counts while it is delivered; a sheet that changes its day, vehicle
// or driver moves its delivered stops. One driver works a vehicle's sheet of a day: no franjas.
// Migration 053 adds what the stops' orders sold, with the same triggers built by resumenDeReparto.

const ENTREGADA = "p.resultado IN ('entregado', 'parcial')";

/** What a delivered stop `p` of sheet `h`, signed `s`, adds to each measure of reparto_resumen. */
export type MedidasDeReparto = Record<string, (s: string) => string>;

export const MEDIDAS_DE_REPARTO: MedidasDeReparto = {
  paradas: (s) => s,
  kilos: (s) => `${s} * coalesce(p.kg_entregados, 0)`,
};

const GRANOS = "('v', 'd'), ('v', 'm'), ('c', 'd'), ('c', 'm')";

/**
 * reparto_resumen's triggers for `medidas` (`unir`: what they read besides the stop and its sheet), and the statement
 * that adds every delivered stop to it.
 */
export function resumenDeReparto(medidas: MedidasDeReparto, unir = '') {
  const nombres = Object.keys(medidas);
  /** Delivered stops `p` of sheets `h`, signed `s`, as facts of their sheet's day, vehicle and driver. */
  const deParadas = (s: string) => `
  SELECT h.fecha AS dia, h.vehiculo_id, h.chofer_id, ${nombres.map((m) => `${medidas[m](s)} AS ${m}`).join(', ')}`;

  const sumar = (hechos: string) => `
  INSERT INTO reparto_resumen AS r (corte, grano, periodo, clave, ${nombres.join(', ')})
  SELECT g.corte, g.grano, CASE g.grano WHEN 'd' THEN f.dia ELSE date_trunc('month', f.dia)::date END,
         CASE g.corte WHEN 'v' THEN f.vehiculo_id ELSE f.chofer_id END, ${nombres.map((m) => `sum(f.${m})`).join(', ')}
  FROM (${hechos}) AS f CROSS JOIN (VALUES ${GRANOS}) AS g (corte, grano)
  GROUP BY 1, 2, 3, 4
  HAVING ${nombres.map((m) => `sum(f.${m}) <> 0`).join(' OR ')}
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (corte, grano, periodo, clave) DO UPDATE SET ${nombres.map((m) => `${m} = r.${m} + excluded.${m}`).join(', ')}`;

  const DE_PARADAS = (paradas: string, s: string) =>
    `${deParadas(s)} FROM ${paradas} p JOIN hojas_de_ruta h ON h.hoja_id = p.hoja_id ${unir} WHERE ${ENTREGADA}`;
  const DE_HOJAS = (hojas: string, s: string) =>
    `${deParadas(s)} FROM ${hojas} h JOIN paradas p ON p.hoja_id = h.hoja_id ${unir} WHERE ${ENTREGADA}`;

  // An update takes off its rows as they were and adds them as they are (migration 048 says why not a join of both).
  const triggers: TriggersDeResumen = {
    resumir_paradas_entregadas: {
      tabla: 'paradas',
      cuerpo: `
      IF TG_OP = 'INSERT' THEN ${sumar(DE_PARADAS('nuevas', '1'))};
      ELSIF TG_OP = 'DELETE' THEN ${sumar(DE_PARADAS('viejas', '-1'))};
      ELSE ${sumar(`${DE_PARADAS('nuevas', '1')} UNION ALL ${DE_PARADAS('viejas', '-1')}`)};
      END IF;`,
    },
    // A sheet's stops are deleted before it: only an update (another day, vehicle or driver) moves them.
    resumir_hojas_de_reparto: {
      tabla: 'hojas_de_ruta',
      transiciones: TRANSICIONES.filter(([evento]) => evento === 'UPDATE'),
      cuerpo: `${sumar(`${DE_HOJAS('nuevas', '1')} UNION ALL ${DE_HOJAS('viejas', '-1')}`)};`,
    },
  };
  return { triggers, llenar: sumar(DE_PARADAS('paradas', '1')) };
}

export const REPARTO = resumenDeReparto(MEDIDAS_DE_REPARTO);

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE reparto_resumen (
      corte char(1) NOT NULL CHECK (corte IN ('v', 'c')),
      grano char(1) NOT NULL CHECK (grano IN ('d', 'm')),
      periodo date NOT NULL,
      clave integer NOT NULL,
      paradas bigint NOT NULL,
      kilos numeric(20, 3) NOT NULL,
      PRIMARY KEY (corte, grano, periodo, clave)
    )`);
  await crearTriggers(knex, REPARTO.triggers);
  await knex.raw(REPARTO.llenar);
}

export async function down(knex: Knex): Promise<void> {
  await borrarTriggers(knex, REPARTO.triggers);
  await knex.raw('DROP TABLE reparto_resumen');
}
