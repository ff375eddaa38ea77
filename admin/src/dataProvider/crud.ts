import type { DataProvider, RaRecord } from 'react-admin';
import { siEsLaVersion } from './clienteTipado';
import { httpClient } from './httpClient';
import { type ConClave, conClave } from './idempotencia';
import { desactivar, inactivarVarios } from './porRecurso';
import { queryString, withId } from './registros';
import { resourceConfig, type ResourceConfig } from './resources';

// react-admin's own methods over every resource of resources.ts: lists, records, creates, edits and deletes,
// by the path, id field and envelope its table gives (docs/decisiones.md, 92: why these stay untyped).

type ApiRecord = Record<string, unknown>;

function unwrap(config: ResourceConfig, json: unknown): unknown {
  return config.envelope === 'bare' ? json : (json as { data: unknown }).data;
}

/** The body to send: the record without react-admin's own `id`. */
function body(data: Partial<RaRecord>): string {
  const { id: _id, ...rest } = data;
  return JSON.stringify(rest);
}

/**
 * The `meta` of an update that is an inactivation (react-admin's update/updateMany, which bring
 * undo): sent to PUT {path}/{id}/desactivar, over the versions shown, by id, where they are known.
 */
export type Inactivacion = {
  accion: 'desactivar';
  versiones?: Record<string, unknown>;
};

const esInactivacion = (meta: unknown): meta is Inactivacion => (meta as Inactivacion | undefined)?.accion === 'desactivar';

export const crud: DataProvider = {
  async getList(resource, { pagination, sort, filter = {}, signal }) {
    const config = resourceConfig(resource);
    const { q, ...filters } = filter as Record<string, unknown>;
    const listPath = config.listPath ? config.listPath(filters) : config.path;
    const params: Record<string, unknown> = { ...filters, q };
    if (pagination) {
      params.page = pagination.page;
      params.limit = pagination.perPage;
    }
    if (sort?.field) {
      params.sort = sort.field === 'id' ? config.idField : sort.field;
      params.order = sort.order.toLowerCase();
    }
    const { json, headers } = await httpClient(`${listPath}${queryString(params)}`, { signal });
    const rows = unwrap(config, json) as ApiRecord[];
    const total =
      config.envelope === 'bare'
        ? Number(headers.get('X-Total-Count') ?? rows.length)
        : Number((json as { total?: number }).total ?? rows.length);
    return { data: rows.map(withId(config)), total };
  },

  async getOne(resource, { id }) {
    const config = resourceConfig(resource);
    const { json } = await httpClient(`${config.path}/${id}`);
    return { data: withId(config)(unwrap(config, json) as ApiRecord) };
  },

  async getMany(resource, { ids }) {
    const records = await Promise.all(ids.map((id) => crud.getOne(resource, { id })));
    return { data: records.map((r) => r.data) };
  },

  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    return crud.getList(resource, { pagination, sort, filter: { ...filter, [target]: id } });
  },

  async create(resource, { data, meta }) {
    const config = resourceConfig(resource);
    const path = config.createPath ? config.createPath(data) : config.path;
    const headers = conClave((meta as ConClave | undefined)?.claveIdempotencia);
    const { json } = await httpClient(path, { method: 'POST', body: body(data), headers });
    return { data: withId(config)((json as { data: ApiRecord }).data) };
  },

  async update(resource, { id, data, previousData, meta }) {
    if (esInactivacion(meta)) return desactivar(resource, { ...previousData, id });
    const config = resourceConfig(resource);
    // The form's Version is the one it loaded; a form that sends only some fields has its record's.
    const headers = siEsLaVersion(data.Version ?? previousData?.Version);
    const { json } = await httpClient(`${config.path}/${id}`, { method: 'PUT', body: body(data), headers });
    return { data: withId(config)((json as { data: ApiRecord }).data) };
  },

  async updateMany(resource, { ids, data, meta }) {
    if (esInactivacion(meta)) return inactivarVarios(resource, ids, meta.versiones);
    await Promise.all(ids.map((id) => crud.update(resource, { id, data, previousData: { id } })));
    return { data: ids };
  },

  async delete(resource, { id, previousData }) {
    const config = resourceConfig(resource);
    await httpClient(`${config.path}/${id}`, { method: 'DELETE', headers: siEsLaVersion(previousData?.Version) });
    return { data: previousData ?? withId(config)({ [config.idField]: id }) };
  },

  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => crud.delete(resource, { id })));
    return { data: ids };
  },
};
