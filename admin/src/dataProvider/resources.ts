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
  /** The record's printed paper (a PDF) under `{path}/{id}/`. */
  papel?: string;
}

export const RESOURCES: Record<string, ResourceConfig> = {
  usuarios: { path: '/usuarios', idField: 'UsuarioID', envelope: 'bare' },
  // `activos`: what new orders may choose (GET /x/activos and /vehiculos/disponibles, common/SelectorRegistro);
  // lists filter with `active` (`activo` for vehicles) instead.
  clientes: {
    path: '/clientes',
    idField: 'ClienteID',
    listPath: (filter) => (filter.activos ? '/clientes/activos' : '/clientes'),
  },
  productos: {
    path: '/productos',
    idField: 'ProductoID',
    listPath: (filter) => (filter.bajoStock ? '/productos/bajo-stock' : filter.activos ? '/productos/activos' : '/productos'),
  },
  pedidos: {
    path: '/pedidos',
    idField: 'PedidoID',
    papel: 'remito.pdf',
    listPath: (filter) => (filter.estado ? `/pedidos/estado/${encodeURIComponent(String(filter.estado))}` : '/pedidos'),
  },
  'historial-pedidos': {
    path: '/historial-pedidos',
    idField: 'HistorialID',
    listPath: (filter) =>
      filter.clienteId
        ? `/historial-pedidos/cliente/${filter.clienteId}`
        : filter.estado
          ? `/historial-pedidos/estado/${encodeURIComponent(String(filter.estado))}`
          : '/historial-pedidos',
  },
  /** The history of one order (GET /pedidos/{id}/historial), read only. */
  'historial-de-pedido': {
    path: '/historial-pedidos',
    idField: 'HistorialID',
    listPath: (filter) => `/pedidos/${filter.pedidoId}/historial`,
  },
  proveedores: {
    path: '/proveedores',
    idField: 'ProveedorID',
    listPath: (filter) => (filter.activos ? '/proveedores/activos' : '/proveedores'),
  },
  'pedidos-proveedores': {
    path: '/pedidos-proveedores',
    idField: 'PedidoProveedorID',
    papel: 'orden.pdf',
    listPath: (filter) => (filter.estado ? `/pedidos-proveedores/estado/${encodeURIComponent(String(filter.estado))}` : '/pedidos-proveedores'),
  },
  /** The global history, and through its proveedorId / pedidoId filters the history of one supplier or order. */
  'historial-pedidos-proveedores': {
    path: '/historial-pedidos-proveedores',
    idField: 'HistorialID',
    listPath: (filter) =>
      filter.estado ? `/historial-pedidos-proveedores/estado/${encodeURIComponent(String(filter.estado))}` : '/historial-pedidos-proveedores',
  },
  vehiculos: {
    path: '/vehiculos',
    idField: 'VehiculoID',
    // A new order may take the active and Disponible ones.
    listPath: (filter) => (filter.activos ? '/vehiculos/disponibles' : '/vehiculos'),
  },
  mantenimientos: {
    path: '/vehiculos/mantenimientos',
    idField: 'MantenimientoID',
    listPath: (filter) => `/vehiculos/${filter.vehiculoId}/mantenimientos`,
    createPath: (data) => `/vehiculos/${data.vehiculoId}/mantenimientos`,
  },
  // A vehicle's documents and mileage readings are only listed and created under their vehicle.
  documentos: {
    path: '/vehiculos/documentos',
    idField: 'DocumentoID',
    listPath: (filter) => `/vehiculos/${filter.vehiculoId}/documentos`,
    createPath: (data) => `/vehiculos/${data.vehiculoId}/documentos`,
  },
  /** A product's stock ledger (GET /productos/{id}/movimientos), read only. */
  cobros: { path: '/cobros', idField: 'CobroID' },
  comprobantes: { path: '/comprobantes', idField: 'ComprobanteID', papel: 'pdf' },
  /** A month's Libro IVA Ventas: one row per authorized comprobante (the filter's Mes). */
  'libro-iva-ventas': { path: '/libro-iva-ventas', idField: 'ComprobanteID' },
  /** One row per client with a balance: its id is the client's. */
  'cuentas-a-cobrar': { path: '/cuentas-a-cobrar', idField: 'ClienteID' },
  /** A client's account ledger (GET /clientes/{id}/movimientos-cuenta), read only. */
  'movimientos-cuenta': {
    path: '/clientes/movimientos-cuenta',
    idField: 'MovimientoID',
    listPath: (filter) => `/clientes/${filter.clienteId}/movimientos-cuenta`,
  },
  'movimientos-stock': {
    path: '/productos/movimientos',
    idField: 'MovimientoID',
    listPath: (filter) => `/productos/${filter.productoId}/movimientos`,
  },
  /** A product's price history (GET /productos/{id}/precios), read only. */
  'precios-producto': {
    path: '/productos/precios',
    idField: 'HistorialID',
    listPath: (filter) => `/productos/${filter.productoId}/precios`,
  },
  categorias: {
    path: '/categorias',
    idField: 'CategoriaID',
    listPath: (filter) => (filter.activos ? '/categorias/activos' : '/categorias'),
  },
  'listas-precio': {
    path: '/listas-precio',
    idField: 'ListaID',
    listPath: (filter) => (filter.activos ? '/listas-precio/activos' : '/listas-precio'),
  },
  /** A list's prices from a day on (GET /listas-precio/{id}/precios?desde), read whole. */
  'precios-lista': {
    path: '/listas-precio/precios',
    idField: 'ProductoID',
    listPath: (filter) => `/listas-precio/${filter.listaId}/precios`,
  },
  /** Price increases (Supervisor, Administrador): applied, scheduled and undone. */
  'aumentos-precio': { path: '/aumentos-precio', idField: 'AumentoID' },
  /** The preview of an increase: the filter is the increase being typed. */
  'vista-previa-aumento': { path: '/aumentos-precio/vista-previa', idField: 'ProductoID' },
  kilometraje: {
    path: '/vehiculos/kilometraje',
    idField: 'RegistroID',
    listPath: (filter) => `/vehiculos/${filter.vehiculoId}/kilometraje/historial`,
    createPath: (data) => `/vehiculos/${data.vehiculoId}/kilometraje`,
  },
  combustible: {
    path: '/vehiculos/combustible',
    idField: 'CargaID',
    listPath: (filter) => `/vehiculos/${filter.vehiculoId}/combustible`,
    createPath: (data) => `/vehiculos/${data.vehiculoId}/combustible`,
  },
  'hojas-de-ruta': { path: '/hojas-de-ruta', idField: 'HojaID', papel: 'pdf' },
  /** The orders a sheet of the filter's day may take (Supervisor, Administrador). */
  'candidatos-ruta': { path: '/hojas-de-ruta/candidatos', idField: 'PedidoID' },
  /** The active drivers, read whole. */
  choferes: { path: '/hojas-de-ruta/choferes', idField: 'UsuarioID' },
  /** The audit trail (Administrador), always paged; a record's trail through the entidad and entidadId filters. */
  auditoria: { path: '/auditoria', idField: 'AuditoriaID' },
  /** Sign-in attempts (Administrador), always paged; an account's through the usuarioId filter. */
  ingresos: { path: '/auditoria/ingresos', idField: 'IngresoID' },
  /** Backup attempts (Administrador), always paged, newest first. */
  respaldos: { path: '/respaldos', idField: 'RespaldoID' },
  /** The outbox (Administrador), always paged, newest first. */
  correos: { path: '/correos', idField: 'CorreoID' },
  /** The fleet cost report, one row per vehicle (filters desde, hasta). */
  'costos-flota': { path: '/vehiculos/costos', idField: 'VehiculoID' },
};

export function resourceConfig(resource: string): ResourceConfig {
  const config = RESOURCES[resource];
  if (!config) throw new Error(`Recurso desconocido: ${resource}`);
  return config;
}
