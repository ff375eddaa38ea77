import { z } from 'zod';
import {
  activeFlag,
  asNumber,
  conVersion,
  emptyAsAbsent,
  integer,
  isoDate,
  oneOf,
  optionalInteger,
  optionalText,
  queryDay,
  queryFilter,
  queryFlag,
  recordId,
  requiredText,
  versionRegistro,
} from './campos';
import { comoImporte } from './dinero';
import { MESES_FUERA_DE_RANGO, MESES_MAXIMO, MESES_MINIMO } from './recordatorios';

// The fleet as the admin and the API both see it (docs/funcional.md, Vehículos):
// its types, defaults and limits, the request schemas with their Spanish messages, and the records
// the API answers.

export const TIPOS_DOCUMENTO = ['VTV', 'Seguro', 'Cédula Verde', 'Cédula Azul', 'Patente', 'RTO', 'Otro'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

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
export type TipoMantenimiento = (typeof TIPOS_MANTENIMIENTO)[number];

/** The derived list status: 'Disponible' if Disponible; 'En uso' if not Disponible but Active; else 'Mantenimiento'. */
export const ESTADOS_VEHICULO = ['Disponible', 'En uso', 'Mantenimiento'] as const;
export type EstadoVehiculo = (typeof ESTADOS_VEHICULO)[number];

export const INTERVALO_ACEITE_POR_DEFECTO = 10000;
export const INTERVALO_CORREA_POR_DEFECTO = 60000;
/** The interval inputs' minimum (docs/funcional.md, Vehículos). */
export const INTERVALO_MINIMO = 1000;
/**
 * Realistic ceilings, far above any truck's life, so no stored record can overflow the alert and
 * dashboard arithmetic nor lock a vehicle's mileage at an absurd reading.
 */
export const INTERVALO_MAXIMO = 200_000;
export const KM_MAXIMO = 5_000_000;
export const ANIO_MINIMO = 1900;

/** The last year a vehicle's Anio may take: the current year of the business time zone plus one. */
export const anioMaximo = (anioNegocio: number) => anioNegocio + 1;

export const OBLIGATORIOS = 'Por favor complete los campos obligatorios';
export const KM_POSITIVOS = 'Los valores de kilometraje y mantenimiento deben ser positivos';
export const KM_INVALIDO = 'Por favor ingrese un valor válido para el kilometraje';
export const ACEITE_MAYOR = 'El último cambio de aceite no puede ser mayor al kilometraje actual';
export const CORREA_MAYOR = 'El último cambio de correa no puede ser mayor al kilometraje actual';
export const INTERVALO_MENOR_AL_MINIMO = `El intervalo mínimo es de ${INTERVALO_MINIMO} km`;
export const INTERVALO_MAYOR_AL_MAXIMO = 'El intervalo máximo es de 200.000 km';
export const KM_DEMASIADO_ALTO = 'El kilometraje no puede superar los 5.000.000 km';
export const anioFueraDeRango = (ultimoAnio: number) => `El año debe estar entre ${ANIO_MINIMO} y ${ultimoAnio}`;
export const KM_MANTENIMIENTO_INVALIDO = 'El kilometraje debe ser un número entero mayor o igual a 0';
export const COSTO_INVALIDO = 'El costo debe ser un número mayor o igual a 0';
export const VENCIMIENTO_ANTERIOR = 'La fecha de vencimiento no puede ser anterior a la fecha de emisión';
export const URL_INVALIDA = 'La URL del archivo no es válida';
export const CAPACIDAD_INVALIDA = 'La capacidad debe ser un número entero de kilos entre 1 y 100.000';

// ---------------------------------------------------------------- vehicles

const disponibleFlag = z.boolean({ error: 'Disponible debe ser verdadero o falso' });

/** Above 0, and at least the input's minimum. */
const intervalo = optionalInteger(KM_POSITIVOS, 1)
  .refine((v) => v === undefined || v >= INTERVALO_MINIMO, INTERVALO_MENOR_AL_MINIMO)
  .refine((v) => v === undefined || v <= INTERVALO_MAXIMO, INTERVALO_MAYOR_AL_MAXIMO);

/** A vehicle's mileage or a last-change mark: 0 or more, and at most KM_MAXIMO. */
const kilometros = optionalInteger(KM_POSITIVOS, 0).refine((v) => v === undefined || v <= KM_MAXIMO, KM_DEMASIADO_ALTO);

/** Optional months between changes; sent empty or null it clears the interval (no reminder by date). */
const intervaloMeses = z.preprocess(
  (v) => (v === '' || v === null ? null : asNumber(v)),
  z
    .number({ error: MESES_FUERA_DE_RANGO })
    .int(MESES_FUERA_DE_RANGO)
    .min(MESES_MINIMO, MESES_FUERA_DE_RANGO)
    .max(MESES_MAXIMO, MESES_FUERA_DE_RANGO)
    .nullable()
    .optional(),
);

/** The day of a last change, which a month interval counts from; absent on create means today. */
const fechaUltimoCambio = z.preprocess(emptyAsAbsent, isoDate(OBLIGATORIOS).optional());

/** The vehicle fields. Anio's upper bound moves with the business year, so the schemas are built from it. */
function camposVehiculo(ultimoAnio: number) {
  return {
    Patente: requiredText(OBLIGATORIOS, 20).transform((v) => v.toUpperCase()),
    Marca: requiredText(OBLIGATORIOS, 50),
    Modelo: requiredText(OBLIGATORIOS, 50),
    Anio: integer(OBLIGATORIOS, anioFueraDeRango(ultimoAnio), ANIO_MINIMO, ultimoAnio),
    NumeroChasis: optionalText(50),
    NumeroMotor: optionalText(50),
    KilometrajeActual: kilometros,
    UltimoCambioAceite: kilometros,
    IntervaloCambioAceite: intervalo,
    UltimoCambioCorrea: kilometros,
    IntervaloCambioCorrea: intervalo,
    IntervaloMesesAceite: intervaloMeses,
    FechaUltimoCambioAceite: fechaUltimoCambio,
    IntervaloMesesCorrea: intervaloMeses,
    FechaUltimoCambioCorrea: fechaUltimoCambio,
    IntervaloMesesService: intervaloMeses,
    FechaUltimoService: fechaUltimoCambio,
    // The load a route sheet may carry; null (or cleared) while unknown, and then not checked.
    CapacidadKg: z.preprocess(
      (v) => (v === '' || v === null ? null : asNumber(v)),
      z
        .number({ error: CAPACIDAD_INVALIDA })
        .int(CAPACIDAD_INVALIDA)
        .min(1, CAPACIDAD_INVALIDA)
        .max(100_000, CAPACIDAD_INVALIDA)
        .nullable()
        .optional(),
    ),
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

/** `ultimoAnio`: anioMaximo of the business year at the time of the request. */
export function vehiculoCreateSchema(ultimoAnio: number) {
  const campos = camposVehiculo(ultimoAnio);
  return z
    .object({
      ...campos,
      KilometrajeActual: campos.KilometrajeActual.transform((v) => v ?? 0),
      UltimoCambioAceite: campos.UltimoCambioAceite.transform((v) => v ?? 0),
      IntervaloCambioAceite: campos.IntervaloCambioAceite.transform((v) => v ?? INTERVALO_ACEITE_POR_DEFECTO),
      UltimoCambioCorrea: campos.UltimoCambioCorrea.transform((v) => v ?? 0),
      IntervaloCambioCorrea: campos.IntervaloCambioCorrea.transform((v) => v ?? INTERVALO_CORREA_POR_DEFECTO),
      IntervaloMesesAceite: campos.IntervaloMesesAceite.transform((v) => v ?? null),
      IntervaloMesesCorrea: campos.IntervaloMesesCorrea.transform((v) => v ?? null),
      IntervaloMesesService: campos.IntervaloMesesService.transform((v) => v ?? null),
      CapacidadKg: campos.CapacidadKg.transform((v) => v ?? null),
      Disponible: disponibleFlag.default(true),
      Active: activeFlag.default(true),
    })
    .superRefine((v, ctx) => {
      for (const [field, message] of Object.entries(erroresDeMarcas(v))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

/** PUT takes the full form or any subset of it; the API checks the marks against the stored vehicle. */
export const vehiculoUpdateSchema = (ultimoAnio: number) => z.object({ ...camposVehiculo(ultimoAnio), ...conVersion }).partial();

export type VehiculoInput = z.infer<ReturnType<typeof vehiculoCreateSchema>>;
export type VehiculoUpdate = z.infer<ReturnType<typeof vehiculoUpdateSchema>>;

export const vehiculoFilterSchema = z.object({
  marca: queryFilter(z.string({ error: 'Marca inválida' }).trim()),
  estado: queryFilter(z.enum(ESTADOS_VEHICULO, 'Estado inválido: use Disponible, En uso o Mantenimiento')),
  fechaDesde: queryFilter(queryDay),
  fechaHasta: queryFilter(queryDay),
  activo: queryFilter(queryFlag),
  conAlertas: queryFilter(queryFlag),
});

export type VehiculoFilter = z.infer<typeof vehiculoFilterSchema>;

// ---------------------------------------------------------------- documents

export const documentoCreateSchema = z
  .object({
    TipoDocumento: oneOf(TIPOS_DOCUMENTO, OBLIGATORIOS, `Tipo de documento inválido: use ${TIPOS_DOCUMENTO.join(', ')}`),
    NumeroDocumento: requiredText(OBLIGATORIOS, 100),
    FechaEmision: isoDate(OBLIGATORIOS),
    FechaVencimiento: isoDate(OBLIGATORIOS),
    Notas: optionalText(),
    ArchivoURL: z
      .preprocess(
        emptyAsAbsent,
        z
          .string({ error: URL_INVALIDA })
          .trim()
          .max(500, 'Máximo 500 caracteres')
          .pipe(z.url({ protocol: /^https?$/, error: URL_INVALIDA }))
          .optional(),
      )
      .transform((v) => v ?? null),
  })
  .refine((d) => d.FechaVencimiento >= d.FechaEmision, { path: ['FechaVencimiento'], message: VENCIMIENTO_ANTERIOR });

export type DocumentoInput = z.infer<typeof documentoCreateSchema>;

// ---------------------------------------------------------------- mileage

export const kilometrajeSchema = z.object({
  kilometraje: integer(KM_INVALIDO, KM_INVALIDO, 1).refine((v) => v <= KM_MAXIMO, KM_DEMASIADO_ALTO),
});

export const MOTIVO_REQUERIDO = 'El motivo de la corrección es obligatorio';
export const MOTIVO_CORTO = 'El motivo debe tener al menos 5 caracteres';

/** POST /vehiculos/{id}/kilometraje/correccion (Administrador): any reading, lower too, with the reason why. */
/** An administrator's correction of the mileage, over the version of the vehicle shown (If-Match or Version). */
export const correccionKilometrajeSchema = z.object({
  kilometraje: integer(KM_INVALIDO, KM_INVALIDO, 0).refine((v) => v <= KM_MAXIMO, KM_DEMASIADO_ALTO),
  motivo: requiredText(MOTIVO_REQUERIDO, 500).min(5, MOTIVO_CORTO),
  ...conVersion,
});

export type CorreccionKilometraje = z.infer<typeof correccionKilometrajeSchema>;

// ---------------------------------------------------------------- maintenance

const camposMantenimiento = {
  TipoMantenimiento: oneOf(TIPOS_MANTENIMIENTO, OBLIGATORIOS, `Tipo de mantenimiento inválido: use ${TIPOS_MANTENIMIENTO.join(', ')}`),
  Descripcion: optionalText(),
  Kilometraje: integer(OBLIGATORIOS, KM_MANTENIMIENTO_INVALIDO, 0).refine((v) => v <= KM_MAXIMO, KM_DEMASIADO_ALTO),
  Costo: z.preprocess(
    comoImporte,
    z
      .number({ error: COSTO_INVALIDO })
      .min(0, COSTO_INVALIDO)
      .max(9999999999.99, 'Número fuera de rango')
      .transform((v) => Math.round(v * 100) / 100)
      .optional(),
  ),
  // Absent means today in the business time zone, which the API knows.
  FechaRealizacion: z.preprocess(emptyAsAbsent, isoDate(OBLIGATORIOS).optional()),
  Proveedor: optionalText(150),
  Notas: optionalText(),
};

export const mantenimientoCreateSchema = z.object({
  ...camposMantenimiento,
  Costo: camposMantenimiento.Costo.transform((v) => v ?? 0),
});

export const mantenimientoUpdateSchema = z.object({ ...camposMantenimiento, ...conVersion }).partial();

export type MantenimientoInput = z.infer<typeof mantenimientoCreateSchema>;
export type MantenimientoUpdate = z.infer<typeof mantenimientoUpdateSchema>;

// ---------------------------------------------------------------- records the API answers (timestamps as ISO 8601 UTC)
// The types come from these schemas, which the API's reference documents.

const fechaHora = z.iso.datetime();

export const vehiculoSchema = z
  .object({
    VehiculoID: recordId,
    Patente: z.string(),
    Marca: z.string(),
    Modelo: z.string(),
    Anio: z.int(),
    NumeroChasis: z.string().nullable(),
    NumeroMotor: z.string().nullable(),
    KilometrajeActual: z.int(),
    UltimoCambioAceite: z.int(),
    IntervaloCambioAceite: z.int(),
    UltimoCambioCorrea: z.int(),
    IntervaloCambioCorrea: z.int(),
    /** Reminders by date (issue 15): months between changes (null: by km only) and the last change's day. */
    IntervaloMesesAceite: z.int().nullable(),
    FechaUltimoCambioAceite: z.iso.date(),
    IntervaloMesesCorrea: z.int().nullable(),
    FechaUltimoCambioCorrea: z.iso.date(),
    /** The general service: by date only, restarted by a 'Reparación general' record. */
    IntervaloMesesService: z.int().nullable(),
    FechaUltimoService: z.iso.date(),
    CapacidadKg: z.int().nullable().meta({ description: 'Kilos que carga; null sin cargar (la hoja de ruta no se controla).' }),
    Disponible: z.boolean(),
    Active: z.boolean(),
    Version: versionRegistro,
    FechaCreacion: fechaHora,
    updatedAt: fechaHora,
    /** Derived, as are the three fields below; the list sorts and filters by them too. */
    EstadoDerivado: z.enum(ESTADOS_VEHICULO),
    CantidadDocumentos: z.int(),
    /** Intervalo - (KilometrajeActual - UltimoCambio): negative once the change is overdue (the alerts' formula). */
    KmRestantesAceite: z.int(),
    KmRestantesCorrea: z.int(),
  })
  .meta({ id: 'Vehiculo' });
export type Vehiculo = z.infer<typeof vehiculoSchema>;

export const documentoVehiculoSchema = z
  .object({
    DocumentoID: recordId,
    VehiculoID: recordId,
    TipoDocumento: z.enum(TIPOS_DOCUMENTO),
    NumeroDocumento: z.string(),
    FechaEmision: z.iso.date(),
    FechaVencimiento: z.iso.date(),
    Notas: z.string().nullable(),
    ArchivoURL: z.string().nullable(),
    Revisado: z.boolean(),
    ComentarioRevision: z.string().nullable(),
    Version: versionRegistro,
    createdAt: fechaHora,
    updatedAt: fechaHora,
  })
  .meta({ id: 'DocumentoVehiculo' });
export type DocumentoVehiculo = z.infer<typeof documentoVehiculoSchema>;

export const mantenimientoSchema = z
  .object({
    MantenimientoID: recordId,
    VehiculoID: recordId,
    TipoMantenimiento: z.enum(TIPOS_MANTENIMIENTO),
    Descripcion: z.string().nullable(),
    Kilometraje: z.int(),
    Costo: z.number(),
    FechaRealizacion: z.iso.date(),
    /** The workshop, free text. */
    Proveedor: z.string().nullable(),
    Notas: z.string().nullable(),
    UsuarioID: recordId.nullable(),
    Version: versionRegistro,
    createdAt: fechaHora,
    updatedAt: fechaHora,
    Vehiculo: vehiculoSchema.pick({ VehiculoID: true, Patente: true, Marca: true, Modelo: true, Anio: true }),
    /** Who registered it, by name only (every role reads maintenance records; staff e-mails are the administrator's); null for records without a user. */
    Usuario: z.object({ Nombre: z.string(), Apellido: z.string() }).nullable(),
  })
  .meta({ id: 'Mantenimiento' });
export type Mantenimiento = z.infer<typeof mantenimientoSchema>;

/** GET /vehiculos/{id}: the vehicle with its documents and maintenance records. */
export const vehiculoDetalleSchema = vehiculoSchema
  .extend({ documentos: z.array(documentoVehiculoSchema), mantenimientos: z.array(mantenimientoSchema) })
  .meta({ id: 'VehiculoDetalle' });
export type VehiculoDetalle = z.infer<typeof vehiculoDetalleSchema>;

export const registroKilometrajeSchema = z
  .object({
    RegistroID: recordId,
    VehiculoID: recordId,
    Kilometraje: z.int(),
    FechaRegistro: fechaHora,
    /** Why an administrator corrected the mileage; null for normal readings. */
    Motivo: z.string().nullable(),
    /** null for readings without a user (the screens show 'Sistema'). */
    Usuario: z.object({ Nombre: z.string(), Apellido: z.string() }).nullable(),
  })
  .meta({ id: 'RegistroKilometraje' });
export type RegistroKilometraje = z.infer<typeof registroKilometrajeSchema>;
