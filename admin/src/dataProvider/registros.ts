import type { Identifier } from 'react-admin';
import { resourceConfig, type ResourceConfig } from './resources';

// The API's records as react-admin's (with `id`) and the query strings of the data provider's paths.

type ApiRecord = Record<string, unknown>;

// The API's records become react-admin records of whatever type the caller asked for.
export const withId =
  (config: ResourceConfig) =>
  // biome-ignore lint/suspicious/noExplicitAny: react-admin's methods are generic in the record type they answer
  (record: ApiRecord): any => ({ ...record, id: record[config.idField] as Identifier });

/** A record of `resource` as the API answers it, with react-admin's `id` from its id field. */
export const comoRegistro = (resource: string, record: object) => withId(resourceConfig(resource))(record as ApiRecord);

/** Filter values go to the query string as the API names them; empty ones are left out. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
