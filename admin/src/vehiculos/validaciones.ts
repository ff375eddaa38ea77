import { maxLength, required, type Validator } from 'react-admin';
import { anioActualNegocio } from '../common/zonaNegocio';

// Messages of spec suppliers-and-fleet.md section 5; the server checks the same rules.
export const OBLIGATORIOS = 'Por favor complete los campos obligatorios';
export const KM_POSITIVOS = 'Los valores de kilometraje y mantenimiento deben ser positivos';
export const ACEITE_MAYOR = 'El último cambio de aceite no puede ser mayor al kilometraje actual';
export const CORREA_MAYOR = 'El último cambio de correa no puede ser mayor al kilometraje actual';
export const KM_INVALIDO = 'Por favor ingrese un valor válido para el kilometraje';

export const INTERVALO_ACEITE_POR_DEFECTO = 10000;
export const INTERVALO_CORREA_POR_DEFECTO = 60000;
export const INTERVALO_MINIMO = 1000;
export const ANIO_MINIMO = 1900;

export const validarObligatorio = required(OBLIGATORIOS);
const vacio = (value: unknown) => value === undefined || value === null || value === '';

/** The last year a vehicle may have: next year of the business time zone, as the server counts it. */
export const anioMaximo = (ahora: Date = new Date()) => anioActualNegocio(ahora) + 1;

const anioEnRango: Validator = (value) => {
  if (vacio(value)) return undefined;
  const anio = Number(value);
  const maximo = anioMaximo();
  return Number.isInteger(anio) && anio >= ANIO_MINIMO && anio <= maximo
    ? undefined
    : `El año debe estar entre ${ANIO_MINIMO} y ${maximo}`;
};

/** Mileage and last-change marks: 0 or more. */
const kmNoNegativo: Validator = (value) => (!vacio(value) && Number(value) < 0 ? KM_POSITIVOS : undefined);

/** Intervals: above 0, and at least the input's minimum of 1000 km. */
const intervaloValido: Validator = (value) => {
  if (vacio(value)) return undefined;
  if (Number(value) <= 0) return KM_POSITIVOS;
  return Number(value) < INTERVALO_MINIMO ? `El intervalo mínimo es de ${INTERVALO_MINIMO} km` : undefined;
};

/** A last change beyond the current mileage is impossible. */
const noMayorAlActual =
  (mensaje: string): Validator =>
  (value, values) =>
    !vacio(value) && !vacio(values?.KilometrajeActual) && Number(value) > Number(values.KilometrajeActual) ? mensaje : undefined;

export const validarPatente = [validarObligatorio, maxLength(20)];
export const validarMarca = [validarObligatorio, maxLength(50)];
export const validarModelo = [validarObligatorio, maxLength(50)];
export const validarAnio = [validarObligatorio, anioEnRango];
export const validarNumeroSerie = maxLength(50);
export const validarKilometrajeActual = kmNoNegativo;
export const validarUltimoCambioAceite = [kmNoNegativo, noMayorAlActual(ACEITE_MAYOR)];
export const validarUltimoCambioCorrea = [kmNoNegativo, noMayorAlActual(CORREA_MAYOR)];
export const validarIntervalo = intervaloValido;

/** The fields a vehicle form sends: the record's derived fields and child lists stay behind. */
export const CAMPOS_VEHICULO = [
  'Patente',
  'Marca',
  'Modelo',
  'Anio',
  'NumeroChasis',
  'NumeroMotor',
  'KilometrajeActual',
  'UltimoCambioAceite',
  'IntervaloCambioAceite',
  'UltimoCambioCorrea',
  'IntervaloCambioCorrea',
  'Disponible',
  'Active',
] as const;

export function soloCampos<K extends string>(campos: readonly K[], values: Record<string, unknown>): Partial<Record<K, unknown>> {
  return Object.fromEntries(campos.filter((c) => c in values).map((c) => [c, values[c]])) as Partial<Record<K, unknown>>;
}

/** New mileage: a number above 0; it is sent as an integer. */
export const validarNuevoKilometraje: Validator = (value) =>
  vacio(value) || !Number.isFinite(Number(value)) || Number(value) <= 0 ? KM_INVALIDO : undefined;

export const kilometrajeEntero = (value: unknown) => Math.trunc(Number(value));

/** Maintenance: type and mileage required, mileage and cost not negative. */
export const validarKilometrajeMantenimiento = [validarObligatorio, kmNoNegativo];
export const validarCosto: Validator = (value) =>
  !vacio(value) && Number(value) < 0 ? 'El costo debe ser un número mayor o igual a 0' : undefined;

/** Documents: the expiry cannot come before the issue date (the server refuses it too). */
export const validarFechaVencimiento = [
  validarObligatorio,
  ((value, values) =>
    !vacio(value) && !vacio(values?.FechaEmision) && String(value) < String(values.FechaEmision)
      ? 'La fecha de vencimiento no puede ser anterior a la fecha de emisión'
      : undefined) as Validator,
];
