/**
 * The one table from react-admin resource names to the API's paths, ids and envelopes.
 * Screens never build API paths themselves: they name a resource and the data provider
 * finds it here.
 */
export interface ResourceConfig {
  /** API path of the collection, relative to /api. */
  path: string;
  /** The record's id field as the API spells it; react-admin sees it as `id`. */
  idField: string;
  /** 'bare': the body is the array or object itself (users); otherwise it is under `data`. */
  envelope?: 'bare';
  /** Collections nested under a parent: the list path built from the list's filter. */
  listPath?: (filter: Record<string, unknown>) => string;
  /** Where new records are posted, when not `path` (nested collections). */
  createPath?: (data: Record<string, unknown>) => string;
}

export const RESOURCES: Record<string, ResourceConfig> = {
  usuarios: { path: '/usuarios', idField: 'UsuarioID', envelope: 'bare' },
  clientes: { path: '/clientes', idField: 'ClienteID' },
  productos: { path: '/productos', idField: 'ProductoID' },
  pedidos: { path: '/pedidos', idField: 'PedidoID' },
  'historial-pedidos': { path: '/historial-pedidos', idField: 'HistorialID' },
  proveedores: { path: '/proveedores', idField: 'ProveedorID' },
  'pedidos-proveedores': { path: '/pedidos-proveedores', idField: 'PedidoProveedorID' },
  'historial-pedidos-proveedores': { path: '/historial-pedidos-proveedores', idField: 'HistorialID' },
  vehiculos: { path: '/vehiculos', idField: 'VehiculoID' },
  mantenimientos: {
    path: '/vehiculos/mantenimientos',
    idField: 'MantenimientoID',
    listPath: (filter) => `/vehiculos/${filter.vehiculoId}/mantenimientos`,
    createPath: (data) => `/vehiculos/${data.vehiculoId}/mantenimientos`,
  },
};

export function resourceConfig(resource: string): ResourceConfig {
  const config = RESOURCES[resource];
  if (!config) throw new Error(`Recurso desconocido: ${resource}`);
  return config;
}
