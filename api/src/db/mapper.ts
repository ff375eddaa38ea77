/**
 * The one mapping between a resource's snake_case columns and the API's PascalCase fields.
 * `fields` lists API field -> column; it is also the whitelist for sorting and writing.
 */
export interface Mapper<Api extends Record<string, unknown>> {
  readonly fields: Readonly<Record<keyof Api & string, string>>;
  /** The columns the answer is made of: what a read selects, not the whole row (a search column, a hash). */
  readonly columns: readonly string[];
  /** The columns whose value the database writes in JSON otherwise than the answer does (db/rapido/json.ts). */
  readonly tipos: Readonly<Record<string, TipoEnJson>>;
  toApi(row: Record<string, unknown>): Api;
  toRow(values: Partial<Api>): Record<string, unknown>;
  column(field: string): string | undefined;
}

/**
 * A column the database's own JSON writes otherwise than the answer: a timestamp is answered as the
 * Date the driver gives (an instant in UTC with milliseconds), not with the session's offset and
 * microseconds; a numeric as the plain number the driver's parser gives (db/connection.ts), not with
 * the column's scale.
 */
export type TipoEnJson = 'instante' | 'numero';

export function createMapper<Api extends Record<string, unknown>>(
  fields: Record<keyof Api & string, string>,
  tipos: Record<string, TipoEnJson> = {},
): Mapper<Api> {
  const entries = Object.entries(fields) as [keyof Api & string, string][];
  return {
    fields,
    columns: entries.map(([, column]) => column),
    tipos,
    toApi(row) {
      const api: Record<string, unknown> = {};
      for (const [field, column] of entries) api[field] = row[column];
      return api as Api;
    },
    toRow(values) {
      const row: Record<string, unknown> = {};
      for (const [field, column] of entries) {
        if (values[field] !== undefined) row[column] = values[field];
      }
      return row;
    },
    column(field) {
      return Object.hasOwn(fields, field) ? fields[field as keyof Api & string] : undefined;
    },
  };
}
