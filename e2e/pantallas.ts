import type { Page } from 'playwright-core';
import { api, type Cuenta } from './browser';

/*
 * The whole product seen as staff see it: every route of docs/funcional.md, walked by each role. The table below is the map of the
 * product: what each screen is called, what it shows and who may open it. Placeholders in
 * braces ({pedido}, {patente}...) are filled with real records of the demo data, read from the
 * API before the walk.
 */

export const TODOS: Cuenta[] = ['admin', 'supervisor', 'empleado'];
export const ADMINISTRACION: Cuenta[] = ['admin', 'supervisor'];
export const SOLO_ADMIN: Cuenta[] = ['admin'];

/**
 * Role rules (docs/funcional.md, Roles y permisos) that show on a screen; each is allowed to administrators only.
 * 'actividad': the record's 'Actividad' tab (its audit trail), which the phone tour also opens.
 */
export type Regla = 'solo-activos' | 'inactivar' | 'nuevo-proveedor' | 'selector-estado' | 'actividad';

export interface Pantalla {
  ruta: string;
  /** Who may open it; any other signed-in role lands on /dashboard. */
  roles: Cuenta[];
  /** The title in the top bar (react-admin's title portal). */
  titulo?: string;
  /** Texts the screen shows (headings, labels, buttons, real data). */
  textos?: string[];
  /** Table column headers, in any order. */
  columnas?: string[];
  pestanas?: string[];
  /** Values of form fields (an edit form loaded with the real record). */
  valores?: string[];
  reglas?: Regla[];
  /** Outside the signed-in layout: open to visitors, no top bar. */
  publica?: boolean;
}

const FORM_PERSONA = ['Nombre', 'Apellido', 'Teléfono', 'Email', 'Dirección', 'Guardar'];
const FORM_PRODUCTO = ['Nombre', 'Precio', 'Stock', 'Descripción', 'Activo', 'Guardar'];
const FORM_USUARIO = [...FORM_PERSONA, 'Nombre de usuario', 'Contraseña', 'Rol', 'Activo'];
const FORM_PROVEEDOR = ['Nombre', 'Teléfono', 'Email', 'Dirección', 'Activo', 'Guardar'];
// biome-ignore format: one record per line, read as a table
const FORM_VEHICULO = ['Información Básica del Vehículo', 'Kilometraje y Mantenimiento', 'Estado del Vehículo', 'Patente', 'Marca', 'Modelo', 'Año', 'Disponibilidad', 'Guardar Vehículo'];
// biome-ignore format: one record per line, read as a table
const FORM_MANTENIMIENTO = ['Tipo de mantenimiento', 'Kilometraje', 'Costo', 'Fecha de realización', 'Proveedor (taller)', 'Descripción', 'Notas', 'Guardar', '{patente}'];
const TABS_PEDIDOS = ['Todos', 'Pendientes', 'En Proceso', 'Completados', 'Cancelados'];
const TABS_PEDIDOS_PROVEEDORES = ['Todos', 'Pendientes', 'Recibidos', 'Cancelados'];
const TIMELINE = ['Volver', 'Registrado por:'];
const IMPORTAR = ['Volver', 'Elegir archivo', 'Descargar plantilla'];

// biome-ignore format: one record per line, read as a table
export const PANTALLAS: Pantalla[] = [
  {
    ruta: '/dashboard',
    roles: TODOS,
    titulo: 'Dashboard',
    textos: ['Bienvenido, {nombre}', 'Clientes', 'Productos', 'Pedidos Hoy', 'Vehículos', 'Proveedores', 'Bajo Stock', 'Pendientes', 'Completados', 'Alertas de Mantenimiento', 'Alertas de Documentos', 'Acciones Rápidas', 'Resumen del Sistema'],
  },

  // Sales orders
  {
    ruta: '/pedidos',
    roles: TODOS,
    titulo: 'Gestión de Pedidos',
    textos: ['Nuevo Pedido'],
    pestanas: TABS_PEDIDOS,
    columnas: ['Nro Pedido', 'Creado-Por', 'Cliente', 'Fecha Creacion', 'Estado', 'Total', 'Acciones'],
  },
  {
    ruta: '/pedidos/nuevo',
    roles: TODOS,
    titulo: 'Nuevo Pedido',
    textos: ['Cliente', 'Vehículo (opcional)', 'Productos', 'Cantidad', 'Agregar', 'Total del Pedido', 'Selecciona un cliente', 'Agrega al menos un producto', 'No hay productos agregados al pedido', 'Cancelar', 'Crear Pedido'],
    columnas: ['Producto', 'Precio Unitario', 'Cantidad', 'Subtotal', 'Acciones'],
  },
  {
    ruta: '/pedidos/{pedido}',
    roles: TODOS,
    titulo: 'Pedido #{pedido}',
    textos: ['{clienteNombre}', 'Creado-Por', 'Fecha Creacion', 'Vehículo', 'Productos', 'Total', 'Estado del Pedido', 'Actualizar Estado', 'Ver Historial', 'Volver'],
    columnas: ['Producto', 'Precio Unitario', 'Cantidad', 'Subtotal'],
    reglas: ['selector-estado', 'actividad'],
  },
  {
    ruta: '/pedidos/{pedido}/historial',
    roles: TODOS,
    titulo: 'Historial del Pedido #{pedido} - {clienteNombre}',
    textos: [...TIMELINE, 'Pedido #{pedido}'],
  },
  {
    ruta: '/historial-pedidos',
    roles: TODOS,
    titulo: 'Historial de Pedidos',
    textos: ['Filtros', 'Ver Pedido'],
    pestanas: TABS_PEDIDOS,
    columnas: ['Cliente', 'Pedido', 'Fecha', 'Estado', 'Comentarios', 'Usuario', 'Acciones'],
  },

  // Clients and products
  {
    ruta: '/clientes',
    roles: TODOS,
    titulo: 'Clientes',
    textos: ['Nuevo Cliente', 'Limpiar filtros', 'clientes', 'Historial'],
    columnas: ['Nombre', 'Teléfono', 'Email', 'Dirección', 'Activo', 'Acciones'],
    reglas: ['solo-activos', 'inactivar'],
  },
  { ruta: '/clientes/nuevo', roles: TODOS, titulo: 'Nuevo Cliente', textos: [...FORM_PERSONA, 'Activo'] },
  { ruta: '/clientes/importar', roles: TODOS, titulo: 'Importar clientes', textos: IMPORTAR },
  { ruta: '/clientes/editar/{cliente}', roles: TODOS, titulo: 'Editar Cliente', textos: [...FORM_PERSONA, 'Activo'], valores: ['{clienteNombrePila}'], reglas: ['actividad'] },
  { ruta: '/clientes/{cliente}/historial', roles: TODOS, titulo: 'Historial de Pedidos - {clienteNombre}', textos: [...TIMELINE, 'Pedido #{pedido}'] },
  { ruta: '/cobros', roles: TODOS, titulo: 'Cobros', columnas: ['Nro Cobro', 'Fecha', 'Cliente', 'Método', 'Referencia', 'Importe', 'Anulado'] },
  { ruta: '/cobros/nuevo', roles: ADMINISTRACION, titulo: 'Registrar cobro', textos: ['Cliente', 'Fecha', 'Importe', 'Método', 'Referencia', 'Comentario', 'Guardar'] },
  { ruta: '/comprobantes', roles: TODOS, titulo: 'Comprobantes', columnas: ['Comprobante', 'Fecha', 'Cliente', 'Total', 'Estado', 'CAE', 'PDF'] },
  { ruta: '/libro-iva-ventas', roles: ADMINISTRACION, titulo: 'Libro IVA Ventas', textos: ['Mes', 'Totales por letra', 'Totales por alícuota', 'Exportar', 'Archivos para el Libro IVA Digital'], columnas: ['Fecha', 'Comprobante', 'Cliente', 'CUIT / documento', 'Neto 21 %', 'IVA 21 %', 'Exento', 'Total'] },
  // Deliveries
  { ruta: '/hojas-de-ruta', roles: TODOS, titulo: 'Hojas de ruta', columnas: ['N°', 'Fecha', 'Vehículo', 'Chofer', 'Estado', 'Paradas', 'Kg'] },
  { ruta: '/hojas-de-ruta/nuevo', roles: ADMINISTRACION, titulo: 'Planificar hoja de ruta', textos: ['Fecha', 'Vehículo', 'Chofer', 'Observaciones', 'Guardar'] },
  { ruta: '/hojas-de-ruta/editar/{hoja}', roles: TODOS, titulo: 'Hoja de ruta', textos: ['Fecha', 'Vehículo', 'Chofer', 'Imprimir hoja de ruta'] },
  // The driver's phone: the demo accounts drive no sheet today (e2e/entregas.e2e.ts walks a driver's day).
  { ruta: '/mi-recorrido', roles: TODOS, titulo: 'Mi recorrido', textos: ['No tiene una hoja de ruta para hoy.'] },
  {
    ruta: '/cuentas-a-cobrar',
    roles: TODOS,
    titulo: 'Cuentas a cobrar',
    textos: ['A cobrar', 'Vencido más de 30 días', 'Clientes con saldo'],
    columnas: ['Cliente', 'Saldo', '0 a 30 días', '31 a 60 días', '61 a 90 días', 'Más de 90 días', 'Vencido', 'Límite'],
  },
  {
    ruta: '/productos',
    roles: TODOS,
    titulo: 'Productos',
    textos: ['Nuevo Producto', 'productos'],
    pestanas: ['Todos los Productos', 'Bajo Stock'],
    columnas: ['Nombre', 'Precio', 'Stock', 'Activo', 'Acciones'],
    reglas: ['solo-activos', 'inactivar'],
  },
  { ruta: '/productos/nuevo', roles: TODOS, titulo: 'Nuevo Producto', textos: FORM_PRODUCTO },
  { ruta: '/productos/importar', roles: TODOS, titulo: 'Importar productos', textos: IMPORTAR },
  { ruta: '/productos/editar/{producto}', roles: TODOS, titulo: 'Editar Producto', textos: FORM_PRODUCTO, valores: ['{productoNombre}'], pestanas: ['Datos', 'Movimientos', 'Precios'], reglas: ['actividad'] },

  // Users: administrators only
  {
    ruta: '/usuarios',
    roles: SOLO_ADMIN,
    titulo: 'Lista de Usuarios',
    textos: ['Nuevo Usuario', 'empleado'],
    columnas: ['Nombre', 'Apellido', 'Nombre de usuario', 'Email', 'Rol', 'Activo', 'Acciones'],
    reglas: ['solo-activos'],
  },
  { ruta: '/usuarios/nuevo', roles: SOLO_ADMIN, titulo: 'Nuevo Usuario', textos: FORM_USUARIO },
  { ruta: '/usuarios/editar/{usuario}', roles: SOLO_ADMIN, titulo: 'Editar Usuario', textos: FORM_USUARIO, valores: ['empleado'], reglas: ['actividad'] },
  // Backups: administrators only; the demo database has none yet
  { ruta: '/respaldos', roles: SOLO_ADMIN, titulo: 'Respaldos', textos: ['El servidor hace un respaldo todos los días a las 03:00', 'npm run respaldo', 'Todavía no se hizo ningún respaldo'] },
  // The outbox: administrators only (what is in it depends on what other tests sent)
  { ruta: '/correos', roles: SOLO_ADMIN, titulo: 'Correos', textos: ['Estado'] },

  // Prices: the ADMINISTRACIÓN section (issue 47)
  { ruta: '/aumentos-precio/nuevo', roles: ADMINISTRACION, titulo: 'Actualizar precios', textos: ['Todos los productos activos', 'Una categoría', 'Monto fijo', 'Redondeo', 'Vista previa'] },
  { ruta: '/aumentos-precio', roles: ADMINISTRACION, titulo: 'Aumentos de precios', textos: ['Actualizar precios', 'Categoría Carbón: +6 %, redondeado a $50', 'Aplicado'] },
  { ruta: '/categorias', roles: ADMINISTRACION, titulo: 'Categorías de productos', textos: ['Nueva Categoría', 'Carbón', 'Parrilla y utensilios'] },
  { ruta: '/listas-precio', roles: ADMINISTRACION, titulo: 'Listas de precios', textos: ['Nueva Lista', 'Lista general', 'Los precios de los productos', 'Mayorista', '8 % menos que la lista general', 'Distribuidor', 'Precios propios por producto'] },

  // Suppliers: the ADMINISTRACIÓN section
  {
    ruta: '/proveedores',
    roles: ADMINISTRACION,
    titulo: 'Gestión de Proveedores',
    textos: ['Nuevo Proveedor', 'proveedores', 'Historial'],
    columnas: ['Nombre', 'Teléfono', 'Email', 'Dirección', 'Activo', 'Acciones'],
    reglas: ['solo-activos', 'inactivar', 'nuevo-proveedor'],
  },
  { ruta: '/proveedores/nuevo', roles: SOLO_ADMIN, titulo: 'Nuevo Proveedor', textos: FORM_PROVEEDOR },
  { ruta: '/proveedores/importar', roles: SOLO_ADMIN, titulo: 'Importar proveedores', textos: IMPORTAR },
  { ruta: '/proveedores/editar/{proveedor}', roles: ADMINISTRACION, titulo: 'Editar Proveedor', textos: FORM_PROVEEDOR, valores: ['{proveedorNombre}'], reglas: ['actividad'] },
  { ruta: '/proveedores/{proveedor}/historial', roles: ADMINISTRACION, titulo: 'Historial de Pedidos - {proveedorNombre}', textos: [...TIMELINE, 'Pedido #{pedidoProveedor}'] },
  {
    ruta: '/pedidos-proveedores',
    roles: ADMINISTRACION,
    titulo: 'Pedidos a Proveedores',
    textos: ['Nuevo Pedido'],
    pestanas: TABS_PEDIDOS_PROVEEDORES,
    columnas: ['Nro Pedido', 'Proveedor', 'Fecha', 'Estado', 'Total', 'Acciones'],
  },
  {
    ruta: '/pedidos-proveedores/nuevo',
    roles: ADMINISTRACION,
    titulo: 'Nuevo Pedido a Proveedor',
    textos: ['Volver', 'Proveedor', 'Productos', 'Agregar', 'No hay productos agregados al pedido', 'Total del Pedido', 'Cancelar', 'Guardar Pedido'],
    columnas: ['Producto', 'Precio Unitario', 'Cantidad', 'Subtotal', 'Acciones'],
  },
  {
    ruta: '/pedidos-proveedores/{pedidoProveedor}',
    roles: ADMINISTRACION,
    titulo: 'Pedido #{pedidoProveedor}',
    textos: ['{proveedorNombre}', 'Fecha', 'Creado por', 'Total', 'Cambiar Estado', 'Actualizar Estado', 'Ver Historial', 'Volver'],
    columnas: ['Producto', 'Cantidad', 'Precio Unitario', 'Subtotal'],
    reglas: ['selector-estado', 'actividad'],
  },
  { ruta: '/pedidos-proveedores/{pedidoProveedor}/historial', roles: ADMINISTRACION, titulo: 'Historial de Pedidos - {proveedorNombre}', textos: [...TIMELINE, 'Pedido #{pedidoProveedor}'] },
  {
    ruta: '/historial-pedidos-proveedores',
    roles: ADMINISTRACION,
    titulo: 'Historial de Pedidos a Proveedores',
    textos: ['Filtros', 'Ver Pedido'],
    pestanas: TABS_PEDIDOS_PROVEEDORES,
    columnas: ['Proveedor', 'Pedido', 'Fecha', 'Estado', 'Comentarios', 'Acciones'],
  },

  // Fleet: open to every role
  {
    ruta: '/vehiculos',
    roles: TODOS,
    titulo: 'Gestión de Vehículos',
    textos: ['Nuevo Vehículo', 'Limpiar filtros', 'Actualizar datos', 'Marca', 'Fecha desde', 'Fecha hasta', '{patente}'],
    pestanas: ['Todos', 'Disponibles', 'En uso', 'Mantenimiento', 'Con alertas'],
    columnas: ['Patente', 'Marca/Modelo', 'Año', 'Kilometraje', 'Mantenimiento', 'Estado', 'Documentos', 'Activo', 'Acciones'],
    reglas: ['solo-activos', 'inactivar'],
  },
  { ruta: '/vehiculos/nuevo', roles: TODOS, titulo: 'Nuevo Vehículo', textos: FORM_VEHICULO },
  { ruta: '/vehiculos/editar/{vehiculo}', roles: TODOS, titulo: 'Editar Vehículo', textos: [...FORM_VEHICULO, 'Documentos', 'Agregar Documento'], valores: ['{patente}'] },
  {
    ruta: '/vehiculos/{vehiculo}',
    roles: TODOS,
    titulo: 'Vehículo {patente}',
    textos: ['{patente}', 'Editar', 'Estado', 'Kilometraje', 'Alertas', 'Próximo cambio de aceite', 'Próximo cambio de correa', 'Actualizar Kilometraje', 'Registrar Mantenimiento', 'Agregar Documento'],
    pestanas: ['Información General', 'Mantenimientos', 'Kilometraje', 'Documentos'],
    reglas: ['actividad'],
  },
  {
    ruta: '/vehiculos/{vehiculo}/documentos/nuevo',
    roles: TODOS,
    titulo: 'Agregar Documento',
    textos: ['{patente}', 'Tipo de Documento', 'Número de Documento', 'Fecha de Emisión', 'Fecha de Vencimiento', 'Notas', 'URL del archivo (opcional)', 'Guardar'],
  },
  { ruta: '/vehiculos/{vehiculo}/kilometraje/actualizar', roles: TODOS, titulo: 'Actualizar Kilometraje', textos: ['{patente}', 'Nuevo Kilometraje', 'Guardar'] },
  {
    ruta: '/vehiculos/alertas/mantenimiento',
    roles: TODOS,
    titulo: 'Alertas de Mantenimiento',
    textos: ['Actualizar', 'Km restantes', 'Km desde el último mantenimiento', 'Próximo mantenimiento a los', 'Ver Vehículo'],
  },
  { ruta: '/costos-flota', roles: ADMINISTRACION, titulo: 'Costos de flota', textos: ['Patente', 'Mantenimiento', 'Combustible', 'Costo por km'] },
  {
    ruta: '/vehiculos/alertas/documentos',
    roles: TODOS,
    titulo: 'Alertas de Documentos',
    textos: ['Actualizar', 'Número', 'Vencimiento', 'Prioridad', 'Ver Vehículo', 'Resolver'],
  },
  {
    ruta: '/vehiculos/{vehiculo}/mantenimientos',
    roles: TODOS,
    titulo: 'Mantenimientos · {patente}',
    textos: ['Volver al vehículo', 'Nuevo Mantenimiento', '{tipoMantenimiento}'],
    columnas: ['Tipo de mantenimiento', 'Kilometraje', 'Fecha de realización', 'Costo', 'Descripción', 'Acciones'],
  },
  { ruta: '/vehiculos/{vehiculo}/mantenimientos/nuevo', roles: TODOS, titulo: 'Nuevo Mantenimiento', textos: FORM_MANTENIMIENTO },
  {
    ruta: '/vehiculos/{vehiculo}/mantenimientos/editar/{mantenimiento}',
    roles: TODOS,
    titulo: 'Editar Mantenimiento',
    textos: [...FORM_MANTENIMIENTO, '{tipoMantenimiento}'],
    valores: ['{kmMantenimiento}'],
  },
  {
    ruta: '/vehiculos/{vehiculo}/mantenimientos/{mantenimiento}',
    roles: TODOS,
    titulo: '{tipoMantenimiento} · {patente}',
    textos: ['Volver a mantenimientos', 'Editar', 'Fecha de realización', 'Kilometraje', 'Costo', 'Proveedor (taller)', 'Descripción', 'Notas', 'Vehículo', 'Técnico', 'Registrado por', 'Información adicional', 'Fecha de registro', 'Última actualización'],
  },

  // Public routes and the 404
  // Signed-in users are sent on from /login to the dashboard; visitors see it (below).
  { ruta: '/login', roles: [], publica: true, textos: ['Iniciar Sesión', 'Nombre de usuario o email', 'Contraseña', 'Ingresar', 'Registrarse'] },
  { ruta: '/register', roles: TODOS, publica: true, textos: ['Registro de Usuario', 'Nombre', 'Apellido', 'Teléfono', 'Email', 'Dirección', 'Nombre de usuario', 'Contraseña', 'Rol', 'Registrarse'] },
  { ruta: '/ruta-que-no-existe', roles: TODOS, textos: ['404', 'Página no encontrada', 'Volver al inicio'] },
];

/** Opens the screen's 'Actividad' tab and waits for its timeline, or its empty state, to load. */
export async function abrirActividad(page: Page) {
  await page.getByRole('tab', { name: 'Actividad' }).click();
  await page.getByRole('list', { name: 'Actividad' }).or(page.getByText('Sin actividad registrada')).waitFor();
}

/** Real records of the demo data, plus the signed-in user's first name, by placeholder. */
export type Datos = Record<string, string>;

export const llenar = (texto: string, datos: Datos) =>
  texto.replace(/\{(\w+)\}/g, (_todo, clave: string) => {
    if (!(clave in datos)) throw new Error(`falta el dato {${clave}}`);
    return datos[clave];
  });

/** 'admin--vehiculos-id-mantenimientos-editar-id' */
export const nombreCaptura = (cuenta: string, ruta: string) =>
  `${cuenta}--${ruta
    .slice(1)
    .replace(/\{\w+\}/g, 'id')
    .replaceAll('/', '-')}`;

interface Lista<T> {
  data: T[];
}
interface Persona {
  Nombre: string;
  Apellido?: string;
}

/** One order that is no longer Pendiente (its client has history), one received supplier order, one vehicle with maintenance. */
export async function leerDemo(): Promise<Datos> {
  const { get } = await api('admin');
  const nombre = (p: Persona) => [p.Nombre, p.Apellido].filter(Boolean).join(' ');

  const [pedido] = (
    await get<Lista<{ PedidoID: number; Cliente: Persona & { ClienteID: number } }>>('/pedidos/estado/Completado?page=1&limit=1')
  ).data;
  const [producto] = (await get<Lista<{ ProductoID: number; Nombre: string }>>('/productos?page=1&limit=1&sort=Nombre&order=asc')).data;
  const usuario = (await get<{ UsuarioID: number; NombreUsuario: string }[]>('/usuarios')).find((u) => u.NombreUsuario === 'empleado')!;
  const [pedidoProveedor] = (
    await get<Lista<{ PedidoProveedorID: number; Proveedor: { ProveedorID: number; Nombre: string } }>>(
      '/pedidos-proveedores/estado/Recibido?page=1&limit=1',
    )
  ).data;

  const [hoja] = (await get<Lista<{ HojaID: number }>>('/hojas-de-ruta?page=1&limit=1&estado=Cerrada')).data;
  const vehiculos = (await get<Lista<{ VehiculoID: number; Patente: string }>>('/vehiculos?activo=true')).data;
  let vehiculo: { VehiculoID: number; Patente: string } | undefined;
  let mantenimiento: { MantenimientoID: number; TipoMantenimiento: string; Kilometraje: number } | undefined;
  for (const v of vehiculos) {
    [mantenimiento] = (await get<Lista<NonNullable<typeof mantenimiento>>>(`/vehiculos/${v.VehiculoID}/mantenimientos`)).data;
    if (mantenimiento) {
      vehiculo = v;
      break;
    }
  }
  if (!pedido || !producto || !usuario || !pedidoProveedor || !vehiculo || !mantenimiento || !hoja)
    throw new Error('faltan registros en los datos de demostración');

  return {
    pedido: String(pedido.PedidoID),
    cliente: String(pedido.Cliente.ClienteID),
    clienteNombre: nombre(pedido.Cliente),
    clienteNombrePila: pedido.Cliente.Nombre,
    producto: String(producto.ProductoID),
    productoNombre: producto.Nombre,
    usuario: String(usuario.UsuarioID),
    pedidoProveedor: String(pedidoProveedor.PedidoProveedorID),
    proveedor: String(pedidoProveedor.Proveedor.ProveedorID),
    proveedorNombre: pedidoProveedor.Proveedor.Nombre,
    vehiculo: String(vehiculo.VehiculoID),
    patente: vehiculo.Patente,
    mantenimiento: String(mantenimiento.MantenimientoID),
    tipoMantenimiento: mantenimiento.TipoMantenimiento,
    kmMantenimiento: String(mantenimiento.Kilometraje),
    hoja: String(hoja.HojaID),
  };
}
