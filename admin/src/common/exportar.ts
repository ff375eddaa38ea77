import { defaultExporter, type Exporter, type RaRecord } from 'react-admin';

/**
 * A CSV exporter whose columns are the flat, Spanish-named values that `aplanar` picks from each
 * record (nested Cliente, Usuario, detalles... would otherwise become dozens of dotted columns).
 */
export function exportarComo<R extends RaRecord = RaRecord>(aplanar: (record: R) => Record<string, unknown>): Exporter<R> {
  return (records, fetchRelated, dataProvider, resource) => defaultExporter(records.map(aplanar), fetchRelated, dataProvider, resource);
}
