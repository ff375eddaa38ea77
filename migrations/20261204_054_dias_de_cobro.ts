import type { Knex } from 'knex';
import { registrarZona } from './20261124_018_ventas_por_dia.js';
import { borrarTriggers, crearTriggers, type TriggersDeResumen } from './20261203_047_ventas_resumidas.js';
import { REGISTRAR_COBRANZAS_RESUMIDAS } from './20261203_048_cobranzas_resumidas.js';

// Issue 48, the clients who pay slower (docs/decisiones.md 114): each client's days to pay in a month or a year of
// cobranzas_resumen (migration 048) next to his days in the period before and, for a month, in the same month a year
// before, for the clients who settled something in both. A trigger of cobranzas_resumen keeps it: whatever changes a
// client's month or year recomputes that period and the ones compared with it (the next month or year, and the same
// month of the next year). The report reads a whole month's or year's 20 most slowed by an index of the difference,
// instead of comparing its 35,000 clients a month (95,000 a year) with the period before.
//
// The days are the report's: (dias_imputados / imputado)::float8, so the differences are the floats it compared.

const DIAS = (r: string) => `(${r}.dias_imputados / ${r}.imputado)::float8`;
/** A month or a year, as the grain `grano` is. */
const unPeriodo = (grano: string) => `CASE ${grano} WHEN 'm' THEN interval '1 month' ELSE interval '1 year' END`;

/** The client row of `r` at zone `zona`, grain `grano`, period `periodo` and client `clave`. */
const filaDeCliente = (r: string, zona: string, grano: string, periodo: string, clave: string) =>
  `${r}.zona = ${zona} AND ${r}.corte = 'c' AND ${r}.grano = ${grano} AND ${r}.periodo = ${periodo} AND ${r}.clave = ${clave} AND ${r}.franja = 0`;

/** The months and years of clients that the rows of `filas` change: their own, and the ones compared with them. */
const afectados = (filas: string) => `
  SELECT zona, grano, periodo, clave FROM ${filas} WHERE corte = 'c' AND grano <> 'd'
  UNION SELECT zona, grano, (periodo + ${unPeriodo('grano')})::date, clave FROM ${filas} WHERE corte = 'c' AND grano <> 'd'
  UNION SELECT zona, grano, (periodo + interval '1 year')::date, clave FROM ${filas} WHERE corte = 'c' AND grano = 'm'`;

/** The comparisons of the client periods `k` of `periodos`: with something settled then and in a period compared. */
const comparar = (periodos: string) => `
  INSERT INTO cobranzas_demoras (zona, grano, periodo, clave, imputado, dias, antes, anio)
  SELECT r.zona, r.grano, r.periodo, r.clave, r.imputado, ${DIAS('r')}, ${DIAS('b')}, ${DIAS('y')}
  FROM (${periodos}) AS k
  JOIN cobranzas_resumen r ON ${filaDeCliente('r', 'k.zona', 'k.grano', 'k.periodo', 'k.clave')}
  LEFT JOIN cobranzas_resumen b
    ON ${filaDeCliente('b', 'r.zona', 'r.grano', `(r.periodo - ${unPeriodo('r.grano')})::date`, 'r.clave')} AND b.imputado > 0
  LEFT JOIN cobranzas_resumen y
    ON r.grano = 'm' AND ${filaDeCliente('y', 'r.zona', "'m'", "(r.periodo - interval '1 year')::date", 'r.clave')} AND y.imputado > 0
  WHERE r.imputado > 0 AND (b.clave IS NOT NULL OR y.clave IS NOT NULL)`;

/** Drops the comparisons of the periods that the rows of `filas` change, and makes them again. */
const rehacer = (filas: string) => `
  DELETE FROM cobranzas_demoras d USING (${afectados(filas)}) AS k
  WHERE d.zona = k.zona AND d.grano = k.grano AND d.periodo = k.periodo AND d.clave = k.clave;
  ${comparar(afectados(filas))};`;

const TRIGGERS: TriggersDeResumen = {
  comparar_dias_de_cobro: {
    tabla: 'cobranzas_resumen',
    cuerpo: `IF TG_OP = 'DELETE' THEN ${rehacer('viejas')} ELSE ${rehacer('nuevas')} END IF;`,
  },
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE cobranzas_demoras (
      zona text NOT NULL,
      grano char(1) NOT NULL CHECK (grano IN ('m', 'a')),
      periodo date NOT NULL,
      clave integer NOT NULL,
      imputado numeric(20, 2) NOT NULL,
      dias float8 NOT NULL,
      antes float8,
      anio float8,
      PRIMARY KEY (zona, grano, periodo, clave)
    )`);
  // The most slowed first, against each period compared.
  await knex.raw('CREATE INDEX cobranzas_demoras_antes ON cobranzas_demoras (zona, grano, periodo, (dias - antes) DESC, clave)');
  await knex.raw('CREATE INDEX cobranzas_demoras_anio ON cobranzas_demoras (zona, grano, periodo, (dias - anio) DESC, clave)');
  await crearTriggers(knex, TRIGGERS);
  await knex.raw(comparar("SELECT zona, grano, periodo, clave FROM cobranzas_resumen WHERE corte = 'c' AND grano <> 'd'"));
  await knex.raw('ANALYZE cobranzas_demoras');
  // A zone registered later builds its summary, and with it (the trigger) its comparisons: their statistics at once.
  await knex.raw(
    registrarZona({ ...REGISTRAR_COBRANZAS_RESUMIDAS, construir: `${REGISTRAR_COBRANZAS_RESUMIDAS.construir} ANALYZE cobranzas_demoras;` }),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(registrarZona(REGISTRAR_COBRANZAS_RESUMIDAS));
  await borrarTriggers(knex, TRIGGERS);
  await knex.raw('DROP TABLE cobranzas_demoras');
}
