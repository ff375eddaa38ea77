import { ROLES, type Rol } from '#dominio/roles';

/**
 * Who may do what on screen (docs/funcional.md, Roles y permisos). The server enforces the same rules;
 * this table only hides or disables what a role cannot use.
 */

/** Actions beyond react-admin's list/show/create/edit/delete/export. */
export type AccionPropia =
  | 'desactivar' // inactivate buttons
  | 'ver-inactivos' // the 'only active' switch
  | 'estado-no-pendiente' // change an order's status away from a non-Pendiente state
  | 'corregir' // correct a vehicle's mileage, lower too
  | 'ajustar' // adjust a product's stock after a count
  | 'credito' // set a client's credit limit and days
  | 'anular' // void a payment
  | 'superar-limite' // place an order above the client's credit limit
  | 'nota-credito' // issue a credit note against an invoice
  | 'nota-debito' // issue a debit note against an invoice
  | 'reintentar'; // see ARCA's pending comprobantes and send them again

type Regla = Rol[] | (Partial<Record<string, Rol[]>> & { '*': Rol[] });

const TODOS: Rol[] = [...ROLES];
const ADMINISTRACION: Rol[] = ['Supervisor', 'Administrador'];
const SOLO_ADMIN: Rol[] = ['Administrador'];

const INACTIVABLE = { '*': TODOS, desactivar: SOLO_ADMIN, 'ver-inactivos': SOLO_ADMIN };

const REGLAS: Record<string, Regla> = {
  dashboard: TODOS,
  clientes: { ...INACTIVABLE, credito: ADMINISTRACION },
  // Payments: read by all, recorded by Supervisor and Administrador, voided by an Administrador.
  cobros: { '*': TODOS, create: ADMINISTRACION, anular: SOLO_ADMIN },
  'movimientos-cuenta': TODOS,
  // Comprobantes: read by all, invoiced by Supervisor and Administrador; credited or debited, and ARCA's pending ones sent
  // again, by an Administrador.
  comprobantes: { '*': TODOS, create: ADMINISTRACION, 'nota-credito': SOLO_ADMIN, 'nota-debito': SOLO_ADMIN, reintentar: SOLO_ADMIN },
  // The VAT book and its ARCA files: Supervisor and Administrador.
  'libro-iva-ventas': ADMINISTRACION,
  // The reports (issue 48): sales, margins and the stock's value.
  reportes: ADMINISTRACION,
  'cuentas-a-cobrar': TODOS,
  productos: { ...INACTIVABLE, ajustar: ADMINISTRACION },
  'movimientos-stock': TODOS,
  'precios-producto': TODOS,
  // What goods cost and the margins (issue 48): those who set prices.
  costos: ADMINISTRACION,
  // Categories and price increases: Supervisor and Administrador; an Administrador inactivates a category.
  categorias: { '*': ADMINISTRACION, desactivar: SOLO_ADMIN, 'ver-inactivos': SOLO_ADMIN },
  'aumentos-precio': ADMINISTRACION,
  'listas-precio': { '*': ADMINISTRACION, desactivar: SOLO_ADMIN, 'ver-inactivos': SOLO_ADMIN },
  'precios-lista': ADMINISTRACION,
  'vista-previa-aumento': ADMINISTRACION,
  vehiculos: INACTIVABLE,
  mantenimientos: TODOS,
  documentos: TODOS,
  kilometraje: { '*': TODOS, corregir: SOLO_ADMIN },
  combustible: TODOS,
  'costos-flota': ADMINISTRACION,
  pedidos: { '*': TODOS, 'estado-no-pendiente': SOLO_ADMIN, 'superar-limite': ADMINISTRACION },
  'historial-pedidos': TODOS,
  'historial-de-pedido': TODOS,
  proveedores: { '*': ADMINISTRACION, create: SOLO_ADMIN, desactivar: SOLO_ADMIN, 'ver-inactivos': SOLO_ADMIN },
  'pedidos-proveedores': { '*': ADMINISTRACION, 'estado-no-pendiente': SOLO_ADMIN },
  'historial-pedidos-proveedores': ADMINISTRACION,
  usuarios: SOLO_ADMIN,
  // Route sheets: read by all, planned by Supervisor and Administrador.
  'hojas-de-ruta': { '*': TODOS, create: ADMINISTRACION, edit: TODOS },
  'candidatos-ruta': ADMINISTRACION,
  choferes: ADMINISTRACION,
  // The audit trail and every record's 'Actividad' tab.
  auditoria: SOLO_ADMIN,
  ingresos: SOLO_ADMIN,
  // The backups' screen and the dashboard's warning about them.
  respaldos: SOLO_ADMIN,
  // The outbox: every mail, with every client's statements.
  correos: SOLO_ADMIN,
};

export function puede(rol: Rol | undefined, resource: string, action: string): boolean {
  if (!rol) return false;
  const regla = REGLAS[resource];
  if (!regla) return false;
  const roles = Array.isArray(regla) ? regla : (regla[action] ?? regla['*']);
  return roles.includes(rol);
}
