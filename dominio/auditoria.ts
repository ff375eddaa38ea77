import { z } from 'zod';
import { instante, queryDay, queryFilter, recordId, relatedId } from './campos';
import { fechaNegocio } from './fechas';
import { formatoCantidad, formatoMoneda } from './formatos';

// The audit trail (issue 15): who changed what and when, written in the same transaction as the
// change, read by administrators (GET /auditoria) and shown as each record's "Actividad" tab.

/** The records that have an "Actividad" tab, by the admin's (and the API's) resource name. */
export const ENTIDADES_AUDITADAS = {
  clientes: 'el cliente',
  productos: 'el producto',
  proveedores: 'el proveedor',
  vehiculos: 'el vehículo',
  pedidos: 'el pedido',
  'pedidos-proveedores': 'el pedido a proveedor',
  usuarios: 'el usuario',
  cobros: 'el cobro',
  'hojas-de-ruta': 'la hoja de ruta',
  comprobantes: 'el comprobante',
  categorias: 'la categoría',
  'aumentos-precio': 'el aumento de precios',
  'listas-precio': 'la lista de precios',
} as const;
export type EntidadAuditada = keyof typeof ENTIDADES_AUDITADAS;
const CODIGOS_ENTIDAD = Object.keys(ENTIDADES_AUDITADAS) as [EntidadAuditada, ...EntidadAuditada[]];

/** The parts of a vehicle recorded on its own trail: a document, a maintenance, a reading, a fuel load. */
export const PARTES_AUDITADAS = {
  documentos: 'el documento',
  mantenimientos: 'el mantenimiento',
  kilometraje: 'la lectura de kilometraje',
  combustible: 'la carga de combustible',
  paradas: 'la parada',
} as const;
export type ParteAuditada = keyof typeof PARTES_AUDITADAS;
const CODIGOS_PARTE = Object.keys(PARTES_AUDITADAS) as [ParteAuditada, ...ParteAuditada[]];

export const ACCIONES_AUDITADAS = [
  'crear',
  'modificar',
  'desactivar',
  'activar',
  'cambiar_estado',
  'ajustar_stock',
  'cambiar_contrasena',
  'desbloquear',
  'eliminar',
  'aprobar',
  'rechazar',
  'anular',
  'importar',
  'enviar_correo',
  'restablecer_contrasena',
  'activar_segundo_factor',
  'desactivar_segundo_factor',
] as const;
export type AccionAuditada = (typeof ACCIONES_AUDITADAS)[number];

/** One field's value before and after; null where there was none (a new record has no "before"). */
export const cambioSchema = z
  .object({
    Campo: z.string().meta({ description: 'El campo como lo escribe la API (por ejemplo Precio).' }),
    Antes: z.unknown().meta({ description: 'El valor anterior; una referencia a otro registro va como su nombre.' }),
    Despues: z.unknown().meta({ description: 'El valor nuevo.' }),
  })
  .meta({ id: 'CambioAuditado' });
export type Cambio = { Campo: string; Antes: unknown; Despues: unknown };

/** A new password set among other changes of a user: named, never its value (nor its hash). */
export const CAMBIO_DE_CONTRASENA: Cambio = { Campo: 'Contrasena', Antes: null, Despues: null };

/** One row of the trail, as GET /auditoria answers it. */
export const registroAuditoriaSchema = z
  .object({
    AuditoriaID: recordId,
    Fecha: instante,
    Usuario: z
      .object({ UsuarioID: recordId, Nombre: z.string(), Apellido: z.string() })
      .nullable()
      .meta({ description: 'Quién hizo el cambio; null si lo hizo el sistema.' }),
    Entidad: z.enum(CODIGOS_ENTIDAD),
    EntidadID: recordId,
    Accion: z.enum(ACCIONES_AUDITADAS),
    Parte: z.enum(CODIGOS_PARTE).nullable().meta({ description: 'La parte del vehículo que cambió (documento, mantenimiento...), si fue una.' }),
    ParteID: recordId.nullable(),
    Resumen: z.string().nullable().meta({ description: 'Lo que nombra la parte o el motivo, por ejemplo "VTV" o "Merma: humedad".' }),
    Cambios: z.array(cambioSchema),
  })
  .meta({ id: 'RegistroAuditoria' });
export type RegistroAuditoria = z.infer<typeof registroAuditoriaSchema>;

/** GET /auditoria: by record (entidad and entidadId), by user, and by days of the business zone. */
export const auditoriaFilterSchema = z.object({
  entidad: queryFilter(z.enum(CODIGOS_ENTIDAD, `Entidad inválida: use ${CODIGOS_ENTIDAD.join(', ')}`)),
  entidadId: queryFilter(relatedId('entidadId debe ser un número entero positivo')),
  usuarioId: queryFilter(relatedId('usuarioId debe ser un número entero positivo')),
  fechaDesde: queryFilter(queryDay),
  fechaHasta: queryFilter(queryDay),
});
export type AuditoriaFilter = z.infer<typeof auditoriaFilterSchema>;

// ------------------------------------------------------------------ the timeline, in Spanish

const CAMPOS_DE_DINERO = new Set(['Precio', 'PrecioUnitario', 'PrecioTotal', 'Subtotal', 'Total', 'Costo', 'Importe', 'LimiteCredito', 'Saldo']);
/** Numbers that are names rather than quantities: no thousands separator. */
const CAMPOS_SIN_SEPARADOR = new Set(['Anio']);
const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANTE = /^\d{4}-\d{2}-\d{2}T/;

/** A value as a person reads it: money with its sign, days as dd/mm/aaaa, Sí/No, '(vacío)'. */
export function formatoValor(campo: string, valor: unknown, zona: string): string {
  if (valor === null || valor === undefined || valor === '') return '(vacío)';
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (Array.isArray(valor)) return valor.map((v) => formatoValor(campo, v, zona)).join(', ');
  const numero = typeof valor === 'number' ? valor : CAMPOS_DE_DINERO.has(campo) && typeof valor === 'string' ? Number(valor) : undefined;
  if (numero !== undefined && Number.isFinite(numero)) {
    if (CAMPOS_DE_DINERO.has(campo)) return formatoMoneda(numero);
    return CAMPOS_SIN_SEPARADOR.has(campo) ? String(numero) : formatoCantidad(numero);
  }
  const texto = String(valor);
  const dia = DIA.exec(texto);
  if (dia) return `${dia[3]}/${dia[2]}/${dia[1]}`;
  if (INSTANTE.test(texto)) return fechaNegocio(texto, zona, true);
  return texto;
}

/** 'a', 'a y b', 'a, b y c'. */
const enumerar = (partes: string[]) => (partes.length < 2 ? partes.join('') : `${partes.slice(0, -1).join(', ')} y ${partes.at(-1)}`);

/**
 * What a row of the trail says, after its author: 'cambió Precio de $ 1.200,00 a $ 1.350,00',
 * 'creó el producto', 'agregó el documento VTV'. `etiqueta` names a field in Spanish (the admin
 * passes its catalogue's field labels; the part's labels for a part's fields).
 */
export function textoAccion(registro: RegistroAuditoria, etiqueta: (campo: string) => string, zona: string): string {
  const { Accion, Parte, Resumen, Cambios } = registro;
  const objeto = [Parte ? PARTES_AUDITADAS[Parte] : ENTIDADES_AUDITADAS[registro.Entidad], Parte ? Resumen : null].filter(Boolean).join(' ');
  const cambio = (c: Cambio) =>
    c.Campo === CAMBIO_DE_CONTRASENA.Campo
      ? 'la contraseña'
      : `${etiqueta(c.Campo)} de ${formatoValor(c.Campo, c.Antes, zona)} a ${formatoValor(c.Campo, c.Despues, zona)}`;
  const cambios = (lista = Cambios) => enumerar(lista.map(cambio));
  // An edit that also turned Active over says both: 'inactivó el vehículo y cambió Marca de … a …'.
  const otros = Cambios.filter((c) => c.Campo !== 'Active');
  const yCambio = otros.length > 0 ? ` y cambió ${cambios(otros)}` : '';
  const enLaParte = Parte ? ` en ${objeto}` : '';
  switch (Accion) {
    case 'crear':
      return Parte ? `agregó ${objeto}` : `creó ${objeto}${Resumen ? ` (${Resumen})` : ''}`;
    case 'anular':
      return `anuló ${objeto}${Resumen ? ` (${Resumen})` : ''}`;
    case 'eliminar':
      return `eliminó ${objeto}`;
    // One entry for a whole import, on its first record: '1000 clientes de clientes.xlsx'.
    case 'importar':
      return `importó ${Resumen ?? objeto}`;
    // A document sent by mail: 'el resumen de cuenta del 01/11/2026 al 30/11/2026 a ana@correo.com.ar'.
    case 'enviar_correo':
      return `envió por correo ${Resumen ?? objeto}`;
    case 'desactivar':
      return `inactivó ${objeto}${yCambio}`;
    case 'activar':
      return `reactivó ${objeto}${yCambio}`;
    case 'cambiar_contrasena':
      return 'cambió la contraseña';
    case 'restablecer_contrasena':
      return 'restableció la contraseña con un enlace por correo';
    case 'activar_segundo_factor':
      return 'activó el segundo factor';
    // Its own, or another user's by an Administrador (who is then the author).
    case 'desactivar_segundo_factor':
      return 'desactivó el segundo factor';
    case 'desbloquear':
      return 'desbloqueó el ingreso';
    case 'aprobar':
      return 'aprobó el registro';
    case 'rechazar':
      return 'rechazó el registro';
    case 'ajustar_stock':
      return `ajustó ${cambios()}${Resumen ? ` (${Resumen})` : ''}`;
    default:
      return `cambió ${cambios()}${enLaParte}`;
  }
}

/** The whole line: 'Martín Gómez cambió Precio de $ 1.200,00 a $ 1.350,00 — 22/11/2026 09:31'. */
export function textoAuditoria(registro: RegistroAuditoria, etiqueta: (campo: string) => string, zona: string): string {
  const autor = registro.Usuario ? `${registro.Usuario.Nombre} ${registro.Usuario.Apellido}`.trim() : 'El sistema';
  return `${autor} ${textoAccion(registro, etiqueta, zona)} — ${fechaNegocio(registro.Fecha, zona, true)}`;
}
