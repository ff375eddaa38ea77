import type { Mapper } from '../mapper.js';

// Records the database writes as the answer's JSON text, for a page that would otherwise have every
// row parsed into objects, mapped and written again by this process (the orders, with their nested
// records and lines: two fifths of a page's time in Node; docs/decisiones.md, Rendimiento). The text is
// what JSON.stringify writes for the same record: row_to_json is compact as it is, with the keys in the
// mapper's order, and the columns a mapper marks (its `tipos`) are written as the driver would hand
// them over.

const IDENTIFICADOR = /^[A-Za-z_]\w*$/;

/** A column, table or field name of the code, double-quoted: never text from a request. */
export function identificador(nombre: string): string {
  if (!IDENTIFICADOR.test(nombre)) throw new Error(`Identificador no válido en SQL: ${nombre}`);
  return `"${nombre}"`;
}

// A Date's toISOString: UTC, milliseconds (to_char's MS truncates, as the driver does), and a Z.
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** One column of `alias`, as the answer writes it. */
function valor(mapper: Mapper<Record<string, unknown>>, alias: string, columna: string): string {
  const sql = `${identificador(alias)}.${identificador(columna)}`;
  switch (mapper.tipos[columna]) {
    case 'instante':
      return `to_char(${sql} AT TIME ZONE 'UTC', ${ISO_UTC})`;
    case 'numero':
      // float8's text is the shortest that reads back as the same double, as JavaScript writes a number.
      return `${sql}::float8`;
    default:
      return sql;
  }
}

/** The select list of a record of `alias` under its field names: `"alias"."column" AS "Field", …`. */
export function camposEnJson(mapper: Mapper<Record<string, unknown>>, alias: string): string[] {
  return Object.entries(mapper.fields).map(([campo, columna]) => `${valor(mapper, alias, columna)} AS ${identificador(campo)}`);
}

/** `alias` as a JSON object named `nombre`, to select with row_to_json: a lateral of its fields. */
export function lateralEnJson(campos: string[], nombre: string): string {
  return `CROSS JOIN LATERAL (SELECT ${campos.join(', ')}) AS ${identificador(nombre)}`;
}
