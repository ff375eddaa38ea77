import type { Importacion, RecursoImportable } from '#dominio/importaciones';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { CambioContrasena, ModoRegistro, Usuario } from '#dominio/usuarios';
import type { AlertaDocumento, AlertaMantenimiento } from '#dominio/alertas';
import type { DetalleCostos, Periodo } from '#dominio/costos';
import type { DatosDashboard } from '#dominio/dashboard';
import type { CorreccionKilometraje, DocumentoVehiculo, RegistroKilometraje } from '#dominio/vehiculos';
import type { AjusteStock, MovimientoStock } from '#dominio/stock';
import type { Cuenta, TotalesACobrar } from '#dominio/cuentas';
import type { HojaDeRutaDetalle } from '#dominio/hojasDeRuta';
import type { EntregaPedido } from '#dominio/entregas';
import type { ProgramaRespaldos } from '#dominio/respaldos';
import { type Archivo, httpArchivo, httpClient } from './httpClient';
import { type ConClave, conClave } from './idempotencia';
import { resourceConfig, type ResourceConfig } from './resources';
import { mensajeDeError } from '../common/errores';

type ApiRecord = Record<string, unknown>;

let configuracion: Promise<Configuracion> | undefined;

// The API's records become react-admin records of whatever type the caller asked for.
const withId =
  (config: ResourceConfig) =>
  // biome-ignore lint/suspicious/noExplicitAny: react-admin's methods are generic in the record type they answer
  (record: ApiRecord): any => ({ ...record, id: record[config.idField] as Identifier });

/** Filter values go to the query string as the API names them; empty ones are left out. */
function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function unwrap(config: ResourceConfig, json: unknown): unknown {
  return config.envelope === 'bare' ? json : (json as { data: unknown }).data;
}

/** The body to send: the record without react-admin's own `id`. */
function body(data: Partial<RaRecord>): string {
  const { id: _id, ...rest } = data;
  return JSON.stringify(rest);
}

/**
 * The version of the record the user saw, as `If-Match`: the server refuses (409) a change made over
 * a version someone else has since replaced, instead of silently undoing their change.
 */
function siEsLaVersion(version: unknown): Record<string, string> {
  return typeof version === 'number' ? { 'If-Match': `"${version}"` } : {};
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

/**
 * One PUT per record, one after another, so each meets the server's own rules (one's own account,
 * the last active administrator) as if inactivated alone; a refusal stops none of the others, and
 * the error says how many were refused and why.
 */
async function inactivarVarios(resource: string, ids: Identifier[], versiones: Inactivacion['versiones'] = {}) {
  const rechazos: unknown[] = [];
  for (const id of ids) {
    await dataProvider.desactivar(resource, { id, Version: versiones[String(id)] }).catch((error: unknown) => rechazos.push(error));
  }
  if (rechazos.length > 0) {
    throw new Error(`${rechazos.length} de ${ids.length} no se inactivaron: ${mensajeDeError(rechazos[0], 'el servidor no respondió')}`);
  }
  return { data: ids };
}

/** GET /configuracion: what the admin must follow to agree with the server. */
export interface Configuracion {
  ZonaNegocio: string;
  /** REGISTRO: 'cerrado' hides the login's link to registration. */
  Registro: ModoRegistro;
}

/** The fleet's two alert lists, by the last segment of their path. */
export interface Alertas {
  mantenimiento: AlertaMantenimiento;
  documentos: AlertaDocumento;
}

export interface AppDataProvider extends DataProvider {
  /** The server's settings (public: read before anyone signs in). */
  configuracion(): Promise<Configuracion>;
  /** POST /auth/registrar: public registration (the form's values as the API takes them). */
  registrar(datos: Record<string, unknown>): Promise<{ data: Usuario }>;
  /** PUT /auth/contrasena: the signed-in user's own password; answers the new token that keeps the session going. */
  cambiarContrasena(cambio: CambioContrasena): Promise<{ token: string }>;
  /** DELETE /usuarios/{id}/intentos: forgets the user's failed sign-ins, so they can sign in at once. */
  desbloquearIngreso(id: Identifier): Promise<void>;
  /** PUT /usuarios/{id}/aprobar or /rechazar: an administrator's decision on a registration waiting for one, over the version shown. */
  decidirRegistro(record: RaRecord, decision: 'aprobar' | 'rechazar'): Promise<void>;
  /** PUT {path}/{id}/desactivar, over the version of the record shown. */
  desactivar(resource: string, record: RaRecord): Promise<{ data: RaRecord }>;
  /**
   * PUT {path}/{id}/estado with { estado, comentario }, over the version of the order shown; `confirmarLimite` adds
   * ConfirmarLimiteCredito (a sales order opened again above its client's credit limit).
   */
  cambiarEstado(resource: string, record: RaRecord, estado: string, comentario?: string, confirmarLimite?: boolean): Promise<{ data: RaRecord }>;
  /** GET /dashboard: every figure of the dashboard at once. */
  dashboard(): Promise<DatosDashboard>;
  /** GET /vehiculos/alertas/{tipo}: the whole list. */
  alertas<K extends keyof Alertas>(tipo: K): Promise<Alertas[K][]>;
  /** PUT /vehiculos/alertas/documentos/{id}/resolver with { Comentario }: the document, now Revisado. */
  resolverAlerta(id: Identifier, comentario: string | null): Promise<DocumentoVehiculo>;
  /** POST /vehiculos/{id}/kilometraje/correccion (Administrador), over the version of the vehicle shown: the logged reading. */
  corregirKilometraje(vehiculo: RaRecord, correccion: Omit<CorreccionKilometraje, 'Version'>): Promise<RegistroKilometraje>;
  /** GET /vehiculos/{id}/costos?desde&hasta: the vehicle's costs in the period. */
  costosVehiculo(vehiculoId: Identifier, periodo: Periodo): Promise<DetalleCostos>;
  /** POST /productos/{id}/ajustes (Supervisor, Administrador) under the dialog's Idempotency-Key: the ledger move written. */
  ajustarStock(productoId: Identifier, ajuste: Partial<AjusteStock>, clave: string): Promise<MovimientoStock>;
  /** GET /clientes/{id}/cuenta: the client's account at a glance, with its open deliveries. */
  cuentaCliente(clienteId: Identifier): Promise<Cuenta>;
  /** GET /clientes/{id}/resumen-de-cuenta.pdf?desde&hasta: the client's statement (this month when no days are given). */
  resumenDeCuenta(clienteId: Identifier, dias: { desde?: string; hasta?: string }): Promise<Archivo>;
  /** GET /cuentas-a-cobrar/totales: the receivables over every client, by age. */
  totalesACobrar(): Promise<TotalesACobrar>;
  /** GET /respaldos/programa (Administrador): when the server takes its backups, how many it keeps and where. */
  programaRespaldos(): Promise<ProgramaRespaldos>;
  /** PUT /cobros/{id}/anular (Administrador) with the reason, over the version of the payment shown. */
  anularCobro(record: RaRecord, motivo: string): Promise<{ data: RaRecord }>;
  /** GET {path}/{id}/{papel}: the record's printed paper (remito, orden de compra) as a PDF file. */
  papel(resource: string, id: Identifier): Promise<Archivo>;
  /** POST /hojas-de-ruta/{id}/iniciar or /cerrar, over the version of the sheet shown: the sheet as it is then. */
  accionHoja(record: RaRecord, accion: 'iniciar' | 'cerrar'): Promise<{ data: RaRecord }>;
  /** GET /hojas-de-ruta/mi-recorrido: the signed-in driver's sheet of today, with its stops, or null. */
  miRecorrido(): Promise<HojaDeRutaDetalle | null>;
  /** GET /pedidos/{id}/entrega: how the order's last stop on a route sheet ended; null when it never went out. */
  entregaDePedido(pedidoId: Identifier): Promise<EntregaPedido | null>;
  /** GET /hojas-de-ruta/{id}/paradas/{paradaId}/{firma|foto}: an image of a stop, with the token. */
  imagenDeParada(hojaId: Identifier, paradaId: Identifier, cual: 'firma' | 'foto'): Promise<Blob>;
  /**
   * POST /importaciones/{recurso} (?validar=1 to check only; the import itself under the screen's Idempotency-Key):
   * the rows as the create takes them. A row with errors rejects with the API's 400, whose body.data lists them
   * (Fila, Campo, Mensaje).
   */
  importar(
    recurso: RecursoImportable,
    importacion: Importacion,
    envio: { validar: true } | { validar: false; clave: string },
  ): Promise<{ message: string; Filas: number }>;
}

export const dataProvider: AppDataProvider = {
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
    const records = await Promise.all(ids.map((id) => dataProvider.getOne(resource, { id })));
    return { data: records.map((r) => r.data) };
  },

  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    return dataProvider.getList(resource, { pagination, sort, filter: { ...filter, [target]: id } });
  },

  async create(resource, { data, meta }) {
    const config = resourceConfig(resource);
    const path = config.createPath ? config.createPath(data) : config.path;
    const headers = conClave((meta as ConClave | undefined)?.claveIdempotencia);
    const { json } = await httpClient(path, { method: 'POST', body: body(data), headers });
    return { data: withId(config)((json as { data: ApiRecord }).data) };
  },

  async update(resource, { id, data, previousData, meta }) {
    if (esInactivacion(meta)) return dataProvider.desactivar(resource, { ...previousData, id });
    const config = resourceConfig(resource);
    // The form's Version is the one it loaded; a form that sends only some fields has its record's.
    const headers = siEsLaVersion(data.Version ?? previousData?.Version);
    const { json } = await httpClient(`${config.path}/${id}`, { method: 'PUT', body: body(data), headers });
    return { data: withId(config)((json as { data: ApiRecord }).data) };
  },

  async updateMany(resource, { ids, data, meta }) {
    if (esInactivacion(meta)) return inactivarVarios(resource, ids, meta.versiones);
    await Promise.all(ids.map((id) => dataProvider.update(resource, { id, data, previousData: { id } })));
    return { data: ids };
  },

  async delete(resource, { id, previousData }) {
    const config = resourceConfig(resource);
    await httpClient(`${config.path}/${id}`, { method: 'DELETE', headers: siEsLaVersion(previousData?.Version) });
    return { data: previousData ?? withId(config)({ [config.idField]: id }) };
  },

  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => dataProvider.delete(resource, { id })));
    return { data: ids };
  },

  configuracion() {
    // Asked once per page load (the login page and the back office's start both need it); a failure is asked again.
    configuracion ??= httpClient('/configuracion').then(
      ({ json }) => (json as { data: Configuracion }).data,
      (error) => {
        configuracion = undefined;
        throw error;
      },
    );
    return configuracion;
  },

  async registrar(datos) {
    const { json } = await httpClient('/auth/registrar', { method: 'POST', body: JSON.stringify(datos) });
    return { data: (json as { data: Usuario }).data };
  },

  async cambiarContrasena(cambio) {
    const { json } = await httpClient('/auth/contrasena', { method: 'PUT', body: JSON.stringify(cambio) });
    return { token: (json as { token: string }).token };
  },

  async desbloquearIngreso(id) {
    await httpClient(`${resourceConfig('usuarios').path}/${id}/intentos`, { method: 'DELETE' });
  },

  async decidirRegistro(record, decision) {
    await httpClient(`${resourceConfig('usuarios').path}/${record.id}/${decision}`, { method: 'PUT', headers: siEsLaVersion(record.Version) });
  },

  async desactivar(resource, record) {
    const config = resourceConfig(resource);
    const { json } = await httpClient(`${config.path}/${record.id}/desactivar`, { method: 'PUT', headers: siEsLaVersion(record.Version) });
    return { data: withId(config)((json as { data: ApiRecord }).data) };
  },

  async accionHoja(record, accion) {
    const config = resourceConfig('hojas-de-ruta');
    const { json } = await httpClient(`${config.path}/${record.id}/${accion}`, { method: 'POST', headers: siEsLaVersion(record.Version) });
    return { data: withId(config)((json as { data: ApiRecord }).data) };
  },

  async miRecorrido() {
    const { json } = await httpClient(`${resourceConfig('hojas-de-ruta').path}/mi-recorrido`);
    return (json as { data: HojaDeRutaDetalle | null }).data;
  },

  async cambiarEstado(resource, record, estado, comentario, confirmarLimite) {
    const config = resourceConfig(resource);
    const { json } = await httpClient(`${config.path}/${record.id}/estado`, {
      method: 'PUT',
      headers: siEsLaVersion(record.Version),
      body: JSON.stringify({ estado, comentario, ...(confirmarLimite && { ConfirmarLimiteCredito: true }) }),
    });
    return { data: withId(config)((json as { data: ApiRecord }).data) };
  },

  async dashboard() {
    const { json } = await httpClient('/dashboard');
    return (json as { data: DatosDashboard }).data;
  },

  async alertas<K extends keyof Alertas>(tipo: K) {
    const { json } = await httpClient(`/vehiculos/alertas/${tipo}`);
    return (json as { data?: Alertas[K][] } | undefined)?.data ?? [];
  },

  async importar(recurso, importacion, envio) {
    const { json } = await httpClient(`/importaciones/${recurso}${envio.validar ? '?validar=1' : ''}`, {
      method: 'POST',
      body: JSON.stringify(importacion),
      headers: conClave(envio.validar ? undefined : envio.clave),
    });
    return { message: json.message, Filas: json.data.Filas };
  },

  async resolverAlerta(id, comentario) {
    const { json } = await httpClient(`/vehiculos/alertas/documentos/${id}/resolver`, {
      method: 'PUT',
      body: JSON.stringify({ Comentario: comentario }),
    });
    return (json as { data: DocumentoVehiculo }).data;
  },

  async corregirKilometraje(vehiculo, correccion) {
    const { json } = await httpClient(`${resourceConfig('vehiculos').path}/${vehiculo.id}/kilometraje/correccion`, {
      method: 'POST',
      body: JSON.stringify(correccion),
      headers: siEsLaVersion(vehiculo.Version),
    });
    return (json as { data: RegistroKilometraje }).data;
  },

  async costosVehiculo(vehiculoId, { desde, hasta }) {
    const query = new URLSearchParams({ desde, hasta });
    const { json } = await httpClient(`${resourceConfig('vehiculos').path}/${vehiculoId}/costos?${query}`);
    return (json as { data: DetalleCostos }).data;
  },

  async ajustarStock(productoId, ajuste, clave) {
    const { json } = await httpClient(`${resourceConfig('productos').path}/${productoId}/ajustes`, {
      method: 'POST',
      body: JSON.stringify(ajuste),
      headers: conClave(clave),
    });
    return (json as { data: MovimientoStock }).data;
  },

  async cuentaCliente(clienteId) {
    const { json } = await httpClient(`${resourceConfig('clientes').path}/${clienteId}/cuenta`);
    return (json as { data: Cuenta }).data;
  },

  async resumenDeCuenta(clienteId, { desde, hasta }) {
    return httpArchivo(
      `${resourceConfig('clientes').path}/${clienteId}/resumen-de-cuenta.pdf${queryString({ desde, hasta })}`,
      `resumen-de-cuenta-${clienteId}.pdf`,
    );
  },

  async totalesACobrar() {
    const { json } = await httpClient(`${resourceConfig('cuentas-a-cobrar').path}/totales`);
    return (json as { data: TotalesACobrar }).data;
  },

  async programaRespaldos() {
    const { json } = await httpClient(`${resourceConfig('respaldos').path}/programa`);
    return (json as { data: ProgramaRespaldos }).data;
  },

  async anularCobro(record, motivo) {
    const config = resourceConfig('cobros');
    const { json } = await httpClient(`${config.path}/${record.id}/anular`, {
      method: 'PUT',
      headers: siEsLaVersion(record.Version),
      body: JSON.stringify({ Motivo: motivo }),
    });
    return { data: withId(config)((json as { data: ApiRecord }).data) };
  },

  async entregaDePedido(pedidoId) {
    const { json } = await httpClient(`${resourceConfig('pedidos').path}/${pedidoId}/entrega`);
    return (json as { data: EntregaPedido | null }).data;
  },

  async imagenDeParada(hojaId, paradaId, cual) {
    const { contenido } = await httpArchivo(`${resourceConfig('hojas-de-ruta').path}/${hojaId}/paradas/${paradaId}/${cual}`, cual);
    return contenido;
  },

  async papel(resource, id) {
    const config = resourceConfig(resource);
    if (!config.papel) throw new Error(`${resource} no tiene papel imprimible`);
    return httpArchivo(`${config.path}/${id}/${config.papel}`, `${resource}-${id}.pdf`);
  },
};
