import { defaultExporter, type Exporter, type RaRecord } from 'react-admin';

// A spreadsheet reads a cell starting with one of these as a formula (CSV injection): a client
// named '=HYPERLINK(...)' would become a live link in Excel.
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;

/**
 * A value as a CSV cell may hold it: text that a spreadsheet would run as a formula gets a leading
 * `'`, which shows it as text; objects and arrays (flattened into columns later) are guarded cell by
 * cell. Numbers stay numbers: a stock of -5 is a quantity, not a formula.
 */
export function celdaSegura(valor: unknown): unknown {
  if (typeof valor === 'string') return INICIO_DE_FORMULA.test(valor) ? `'${valor}` : valor;
  if (Array.isArray(valor)) return valor.map(celdaSegura);
  if (valor !== null && typeof valor === 'object' && !(valor instanceof Date)) {
    return Object.fromEntries(Object.entries(valor).map(([clave, v]) => [clave, celdaSegura(v)]));
  }
  return valor;
}

/**
 * A CSV exporter whose columns are the flat, Spanish-named values that `aplanar` picks from each
 * record (nested Cliente, Usuario, detalles... would otherwise become dozens of dotted columns),
 * every cell guarded by celdaSegura.
 */
export function exportarComo<R extends RaRecord = RaRecord>(aplanar: (record: R) => Record<string, unknown>): Exporter<R> {
  return (records, fetchRelated, dataProvider, resource) =>
    defaultExporter(
      records.map((record) => celdaSegura(aplanar(record))),
      fetchRelated,
      dataProvider,
      resource,
    );
}

/** The records as they are (react-admin's default columns), guarded: for lists without their own exporter. */
export const exportarTal = exportarComo((record) => record);
