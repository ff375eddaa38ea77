import { z } from 'zod';
import { createMapper } from '../db/mapper.js';
import { activeFlag, optionalText, queryDay, queryFlag, requiredText } from '#dominio/campos';

export const OBLIGATORIOS = 'Por favor complete los campos obligatorios';
export const KM_POSITIVOS = 'Los valores de kilometraje y mantenimiento deben ser positivos';
export const KM_MENOR_AL_ACTUAL = 'El kilometraje no puede ser menor al actual';
export const KM_INVALIDO = 'Por favor ingrese un valor válido para el kilometraje';
export const ACEITE_MAYOR = 'El último cambio de aceite no puede ser mayor al kilometraje actual';
export const CORREA_MAYOR = 'El último cambio de correa no puede ser mayor al kilometraje actual';
export const PATENTE_DUPLICADA = 'Ya existe un vehículo con esa patente';
export const VEHICULO_NO_ENCONTRADO = 'Vehículo no encontrado';
export const DOCUMENTO_NO_ENCONTRADO = 'Documento no encontrado';
export const MANTENIMIENTO_NO_ENCONTRADO = 'Mantenimiento no encontrado';

export const TIPOS_DOCUMENTO = ['VTV', 'Seguro', 'Cédula Verde', 'Cédula Azul', 'Patente', 'RTO', 'Otro'] as const;
export const TIPOS_MANTENIMIENTO = [
  'Cambio de aceite',
  'Cambio de correa',
  'Cambio de filtros',
  'Frenos',
  'Neumáticos',
  'Reparación general',
  'Inspección técnica',
  'Otro',
] as const;
export const ESTADOS_VEHICULO = ['Disponible', 'En uso', 'Mantenimiento'] as const;

export const INTERVALO_ACEITE_POR_DEFECTO = 10000;
export const INTERVALO_CORREA_POR_DEFECTO = 60000;
const MAX_ENTERO = 2147483647;

// ---------------------------------------------------------------- mappers

export interface Vehiculo extends Record<string, unknown> {
  VehiculoID: number;
  Patente: string;
  Marca: string;
  Modelo: string;
  Anio: number;
  NumeroChasis: string | null;
  NumeroMotor: string | null;
  KilometrajeActual: number;
  UltimoCambioAceite: number;
  IntervaloCambioAceite: number;
  UltimoCambioCorrea: number;
  IntervaloCambioCorrea: number;
  Disponible: boolean;
  Active: boolean;
  FechaCreacion: Date;
  updatedAt: Date;
  /** Read-only, computed by the vehicle query (see repository.ts): 'Disponible' | 'En uso' | 'Mantenimiento'. */
  EstadoDerivado: string;
  CantidadDocumentos: number;
  KmRestantesAceite: number;
  KmRestantesCorrea: number;
}

// The last four columns are aliases of the vehicle query, so the list can also sort by them.
export const vehiculoMapper = createMapper<Vehiculo>({
  VehiculoID: 'vehiculo_id',
  Patente: 'patente',
  Marca: 'marca',
  Modelo: 'modelo',
  Anio: 'anio',
  NumeroChasis: 'numero_chasis',
  NumeroMotor: 'numero_motor',
  KilometrajeActual: 'kilometraje_actual',
  UltimoCambioAceite: 'ultimo_cambio_aceite',
  IntervaloCambioAceite: 'intervalo_cambio_aceite',
  UltimoCambioCorrea: 'ultimo_cambio_correa',
  IntervaloCambioCorrea: 'intervalo_cambio_correa',
  Disponible: 'disponible',
  Active: 'active',
  FechaCreacion: 'fecha_creacion',
  updatedAt: 'updated_at',
  EstadoDerivado: 'estado_derivado',
  CantidadDocumentos: 'cantidad_documentos',
  KmRestantesAceite: 'km_restantes_aceite',
  KmRestantesCorrea: 'km_restantes_correa',
});

export interface DocumentoVehiculo extends Record<string, unknown> {
  DocumentoID: number;
  VehiculoID: number;
  TipoDocumento: string;
  NumeroDocumento: string;
  FechaEmision: string;
  FechaVencimiento: string;
  Notas: string | null;
  ArchivoURL: string | null;
  Revisado: boolean;
  ComentarioRevision: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const documentoMapper = createMapper<DocumentoVehiculo>({
  DocumentoID: 'documento_id',
  VehiculoID: 'vehiculo_id',
  TipoDocumento: 'tipo_documento',
  NumeroDocumento: 'numero_documento',
  FechaEmision: 'fecha_emision',
  FechaVencimiento: 'fecha_vencimiento',
  Notas: 'notas',
  ArchivoURL: 'archivo_url',
  Revisado: 'revisado',
  ComentarioRevision: 'comentario_revision',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

export interface Mantenimiento extends Record<string, unknown> {
  MantenimientoID: number;
  VehiculoID: number;
  TipoMantenimiento: string;
  Descripcion: string | null;
  Kilometraje: number;
  Costo: number;
  FechaRealizacion: string;
  Proveedor: string | null;
  Notas: string | null;
  UsuarioID: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export const mantenimientoMapper = createMapper<Mantenimiento>({
  MantenimientoID: 'mantenimiento_id',
  VehiculoID: 'vehiculo_id',
  TipoMantenimiento: 'tipo_mantenimiento',
  Descripcion: 'descripcion',
  Kilometraje: 'kilometraje',
  Costo: 'costo',
  FechaRealizacion: 'fecha_realizacion',
  Proveedor: 'proveedor',
  Notas: 'notas',
  UsuarioID: 'usuario_id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

export interface RegistroKilometraje extends Record<string, unknown> {
  RegistroID: number;
  VehiculoID: number;
  Kilometraje: number;
  FechaRegistro: Date;
}

export const registroMapper = createMapper<RegistroKilometraje>({
  RegistroID: 'registro_id',
  VehiculoID: 'vehiculo_id',
  Kilometraje: 'kilometraje',
  FechaRegistro: 'fecha_registro',
});

// ---------------------------------------------------------------- field builders

/** Forms send '' or null for a cleared field: both mean "not given". */
const vacioComoAusente = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Numbers may come as numeric strings from forms and query strings. */
const comoNumero = (v: unknown) => {
  const value = vacioComoAusente(v);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
};

/** An integer; absent answers `requerido`, anything else out of range answers `invalido`. */
const entero = (requerido: string, invalido: string, min: number, max = MAX_ENTERO) =>
  z.preprocess(
    comoNumero,
    z
      .number({ error: (iss) => (iss.input === undefined ? requerido : invalido) })
      .int(invalido)
      .min(min, invalido)
      .max(max, invalido),
  );

/** An optional integer (absent, '' or null stay undefined, so a default or the current value applies). */
const enteroOpcional = (invalido: string, min: number) =>
  z.preprocess(comoNumero, z.number({ error: invalido }).int(invalido).min(min, invalido).max(MAX_ENTERO, invalido).optional());

/** A YYYY-MM-DD calendar date. */
const fecha = (requerido: string) =>
  z.preprocess(
    vacioComoAusente,
    z.iso.date({ error: (iss) => (iss.input === undefined ? requerido : 'Fecha inválida (formato AAAA-MM-DD)') }),
  );

const enumerado = <T extends readonly [string, ...string[]]>(valores: T, invalido: string) =>
  z.enum(valores, { error: (iss) => (iss.input == null || iss.input === '' ? OBLIGATORIOS : invalido) });

const disponibleFlag = z.boolean({ error: 'Disponible debe ser verdadero o falso' });

// ---------------------------------------------------------------- vehicles

/**
 * The vehicle fields. Anio's upper bound is the current year plus one in the business time
 * zone, so the schemas are built per request from that year.
 */
function camposVehiculo(anioMaximo: number) {
  const anioInvalido = `El año debe estar entre 1900 y ${anioMaximo}`;
  return {
    Patente: requiredText(OBLIGATORIOS, 20).transform((v) => v.toUpperCase()),
    Marca: requiredText(OBLIGATORIOS, 50),
    Modelo: requiredText(OBLIGATORIOS, 50),
    Anio: entero(OBLIGATORIOS, anioInvalido, 1900, anioMaximo),
    NumeroChasis: optionalText(50),
    NumeroMotor: optionalText(50),
    KilometrajeActual: enteroOpcional(KM_POSITIVOS, 0),
    UltimoCambioAceite: enteroOpcional(KM_POSITIVOS, 0),
    IntervaloCambioAceite: enteroOpcional(KM_POSITIVOS, 1),
    UltimoCambioCorrea: enteroOpcional(KM_POSITIVOS, 0),
    IntervaloCambioCorrea: enteroOpcional(KM_POSITIVOS, 1),
    Disponible: disponibleFlag.optional(),
    Active: activeFlag.optional(),
  };
}

export interface MarcasKilometraje {
  KilometrajeActual: number;
  UltimoCambioAceite: number;
  UltimoCambioCorrea: number;
}

/** The last oil and belt changes cannot lie beyond the current mileage; errors keyed by field. */
export function erroresDeMarcas(v: MarcasKilometraje): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.UltimoCambioAceite > v.KilometrajeActual) errors.UltimoCambioAceite = ACEITE_MAYOR;
  if (v.UltimoCambioCorrea > v.KilometrajeActual) errors.UltimoCambioCorrea = CORREA_MAYOR;
  return errors;
}

export function vehiculoCreateSchema(anioMaximo: number) {
  const campos = camposVehiculo(anioMaximo);
  return z
    .object({
      ...campos,
      KilometrajeActual: campos.KilometrajeActual.transform((v) => v ?? 0),
      UltimoCambioAceite: campos.UltimoCambioAceite.transform((v) => v ?? 0),
      IntervaloCambioAceite: campos.IntervaloCambioAceite.transform((v) => v ?? INTERVALO_ACEITE_POR_DEFECTO),
      UltimoCambioCorrea: campos.UltimoCambioCorrea.transform((v) => v ?? 0),
      IntervaloCambioCorrea: campos.IntervaloCambioCorrea.transform((v) => v ?? INTERVALO_CORREA_POR_DEFECTO),
      Disponible: disponibleFlag.default(true),
      Active: activeFlag.default(true),
    })
    .superRefine((v, ctx) => {
      for (const [field, message] of Object.entries(erroresDeMarcas(v))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

/** PUT takes the full form or any subset of it; what is absent keeps its current value. */
export function vehiculoUpdateSchema(anioMaximo: number) {
  const campos = camposVehiculo(anioMaximo);
  return z.object({
    ...campos,
    Patente: campos.Patente.optional(),
    Marca: campos.Marca.optional(),
    Modelo: campos.Modelo.optional(),
    Anio: campos.Anio.optional(),
  });
}

/**
 * PUT semantics: only the fields the body carried with a value are applied; absent ones (and
 * numbers or dates sent empty) keep their current value, an optional text sent empty is cleared.
 */
export function soloEnviados<T extends Record<string, unknown>>(parsed: T, body: unknown): Partial<T> {
  const enviados = body && typeof body === 'object' ? Object.keys(body) : [];
  return Object.fromEntries(
    Object.entries(parsed).filter(([k, v]) => enviados.includes(k) && v !== undefined),
  ) as Partial<T>;
}

export type VehiculoInput = z.infer<ReturnType<typeof vehiculoCreateSchema>>;
export type VehiculoUpdate = z.infer<ReturnType<typeof vehiculoUpdateSchema>>;

/** Query strings send '' for a cleared filter. */
const filtro = <T extends z.ZodType>(schema: T) => z.preprocess(vacioComoAusente, schema.optional());

export const vehiculoFilterSchema = z.object({
  marca: filtro(z.string({ error: 'Marca inválida' }).trim()),
  estado: filtro(z.enum(ESTADOS_VEHICULO, 'Estado inválido: use Disponible, En uso o Mantenimiento')),
  fechaDesde: filtro(queryDay),
  fechaHasta: filtro(queryDay),
  activo: filtro(queryFlag),
  conAlertas: filtro(queryFlag),
});

export type VehiculoFilter = z.infer<typeof vehiculoFilterSchema>;

// ---------------------------------------------------------------- documents

export const documentoCreateSchema = z
  .object({
    TipoDocumento: enumerado(TIPOS_DOCUMENTO, `Tipo de documento inválido: use ${TIPOS_DOCUMENTO.join(', ')}`),
    NumeroDocumento: requiredText(OBLIGATORIOS, 100),
    FechaEmision: fecha(OBLIGATORIOS),
    FechaVencimiento: fecha(OBLIGATORIOS),
    Notas: optionalText(),
    ArchivoURL: z
      .preprocess(
        vacioComoAusente,
        z
          .string({ error: 'La URL del archivo no es válida' })
          .trim()
          .max(500, 'Máximo 500 caracteres')
          .pipe(z.url({ protocol: /^https?$/, error: 'La URL del archivo no es válida' }))
          .optional(),
      )
      .transform((v) => v ?? null),
  })
  .refine((d) => d.FechaVencimiento >= d.FechaEmision, {
    path: ['FechaVencimiento'],
    message: 'La fecha de vencimiento no puede ser anterior a la fecha de emisión',
  });

export type DocumentoInput = z.infer<typeof documentoCreateSchema>;

export const resolverAlertaSchema = z.object({ Comentario: optionalText() });

// ---------------------------------------------------------------- mileage

export const kilometrajeSchema = z.object({ kilometraje: entero(KM_INVALIDO, KM_INVALIDO, 1) });

// ---------------------------------------------------------------- maintenance

const camposMantenimiento = {
  TipoMantenimiento: enumerado(TIPOS_MANTENIMIENTO, `Tipo de mantenimiento inválido: use ${TIPOS_MANTENIMIENTO.join(', ')}`),
  Descripcion: optionalText(),
  Kilometraje: entero(OBLIGATORIOS, 'El kilometraje debe ser un número entero mayor o igual a 0', 0),
  Costo: z.preprocess(
    comoNumero,
    z
      .number({ error: 'El costo debe ser un número mayor o igual a 0' })
      .min(0, 'El costo debe ser un número mayor o igual a 0')
      .max(9999999999.99, 'Número fuera de rango')
      .transform((v) => Math.round(v * 100) / 100)
      .optional(),
  ),
  // Absent means today in the business time zone, which the service knows.
  FechaRealizacion: z.preprocess(vacioComoAusente, fecha(OBLIGATORIOS).optional()),
  Proveedor: optionalText(150),
  Notas: optionalText(),
};

export const mantenimientoCreateSchema = z.object({
  ...camposMantenimiento,
  Costo: camposMantenimiento.Costo.transform((v) => v ?? 0),
});

export const mantenimientoUpdateSchema = z.object({
  ...camposMantenimiento,
  TipoMantenimiento: camposMantenimiento.TipoMantenimiento.optional(),
  Kilometraje: camposMantenimiento.Kilometraje.optional(),
});

export type MantenimientoInput = z.infer<typeof mantenimientoCreateSchema>;
export type MantenimientoUpdate = z.infer<typeof mantenimientoUpdateSchema>;
