import { ZONA_NEGOCIO_POR_DEFECTO, anioNegocio } from '#dominio/fechas';
import {
  ACEITE_MAYOR,
  CORREA_MAYOR,
  COSTO_INVALIDO,
  INTERVALO_MENOR_AL_MINIMO,
  KM_INVALIDO,
  KM_MANTENIMIENTO_INVALIDO,
  KM_POSITIVOS,
  OBLIGATORIOS,
  URL_INVALIDA,
  VENCIMIENTO_ANTERIOR,
  anioFueraDeRango,
  anioMaximo,
} from '#dominio/vehiculos';

// Bad inputs the admin's fleet forms and the API must refuse alike, each with the message both
// show under its field. The admin's tests run them through the forms' validators, the API's
// through HTTP, so the two sides cannot drift apart again (the cases where they once did first).

export type Formulario = 'vehiculo' | 'documento' | 'kilometraje' | 'mantenimiento';

/** A valid form of each kind; each case changes one or two of its values. */
export const VALIDOS: Record<Formulario, Record<string, unknown>> = {
  vehiculo: {
    Patente: 'ZZ-RECHAZO',
    Marca: 'Ford',
    Modelo: 'Cargo 1723',
    Anio: 2020,
    KilometrajeActual: 5000,
    UltimoCambioAceite: 1000,
    IntervaloCambioAceite: 10000,
    UltimoCambioCorrea: 1000,
    IntervaloCambioCorrea: 60000,
    Disponible: true,
    Active: true,
  },
  documento: { TipoDocumento: 'VTV', NumeroDocumento: 'VTV-1', FechaEmision: '2026-02-01', FechaVencimiento: '2027-02-01' },
  kilometraje: { kilometraje: 1000 },
  mantenimiento: { TipoMantenimiento: 'Frenos', Kilometraje: 1000, Costo: 0, FechaRealizacion: '2026-03-10' },
};

/** Both sides take the business year of the default zone (neither the tests' server nor the admin's tests set another). */
const ultimoAnio = anioMaximo(anioNegocio(new Date(), ZONA_NEGOCIO_POR_DEFECTO));

export interface Rechazo {
  caso: string;
  formulario: Formulario;
  valores: Record<string, unknown>;
  campo: string;
  mensaje: string;
}

/** One form's cases: [what is wrong, the values changed, the field that shows it, its message]. */
const casos = (formulario: Formulario, filas: [string, Record<string, unknown>, string, string][]): Rechazo[] =>
  filas.map(([caso, valores, campo, mensaje]) => ({ caso, formulario, valores, campo, mensaje }));

export const RECHAZOS: Rechazo[] = [
  ...casos('vehiculo', [
    ['an oil interval under 1000 km', { IntervaloCambioAceite: 999 }, 'IntervaloCambioAceite', INTERVALO_MENOR_AL_MINIMO],
    ['a belt interval of 1 km', { IntervaloCambioCorrea: 1 }, 'IntervaloCambioCorrea', INTERVALO_MENOR_AL_MINIMO],
    ['an interval of 0', { IntervaloCambioAceite: 0 }, 'IntervaloCambioAceite', KM_POSITIVOS],
    ['a year beyond next business year', { Anio: ultimoAnio + 1 }, 'Anio', anioFueraDeRango(ultimoAnio)],
    ['a year before 1900', { Anio: 1899 }, 'Anio', anioFueraDeRango(ultimoAnio)],
    ['no year', { Anio: null }, 'Anio', OBLIGATORIOS],
    ['the last oil change above the mileage', { KilometrajeActual: 5000, UltimoCambioAceite: 5001 }, 'UltimoCambioAceite', ACEITE_MAYOR],
    ['the last belt change above the mileage', { KilometrajeActual: 5000, UltimoCambioCorrea: 5001 }, 'UltimoCambioCorrea', CORREA_MAYOR],
    ['a last change above an empty current mileage', { KilometrajeActual: null }, 'UltimoCambioAceite', ACEITE_MAYOR],
    ['a negative current mileage', { KilometrajeActual: -1 }, 'KilometrajeActual', KM_POSITIVOS],
    ['a current mileage with decimals', { KilometrajeActual: 5000.5 }, 'KilometrajeActual', KM_POSITIVOS],
    ['an empty plate', { Patente: '' }, 'Patente', OBLIGATORIOS],
    ['a plate over 20 characters', { Patente: 'P'.repeat(21) }, 'Patente', 'Máximo 20 caracteres'],
    ['a make over 50 characters', { Marca: 'M'.repeat(51) }, 'Marca', 'Máximo 50 caracteres'],
  ]),
  ...casos('kilometraje', [
    ['a new mileage of 0', { kilometraje: 0 }, 'kilometraje', KM_INVALIDO],
    ['a negative new mileage', { kilometraje: -5 }, 'kilometraje', KM_INVALIDO],
    ['no new mileage', { kilometraje: '' }, 'kilometraje', KM_INVALIDO],
  ]),
  ...casos('mantenimiento', [
    ['no maintenance type', { TipoMantenimiento: '' }, 'TipoMantenimiento', OBLIGATORIOS],
    ['no maintenance mileage', { Kilometraje: null }, 'Kilometraje', OBLIGATORIOS],
    ['a negative maintenance mileage', { Kilometraje: -1 }, 'Kilometraje', KM_MANTENIMIENTO_INVALIDO],
    ['a negative cost', { Costo: -0.01 }, 'Costo', COSTO_INVALIDO],
    ['a workshop over 150 characters', { Proveedor: 'T'.repeat(151) }, 'Proveedor', 'Máximo 150 caracteres'],
  ]),
  ...casos('documento', [
    ['no document type', { TipoDocumento: '' }, 'TipoDocumento', OBLIGATORIOS],
    ['no document number', { NumeroDocumento: '' }, 'NumeroDocumento', OBLIGATORIOS],
    ['no expiry', { FechaVencimiento: '' }, 'FechaVencimiento', OBLIGATORIOS],
    ['an expiry before the issue', { FechaEmision: '2026-02-01', FechaVencimiento: '2026-01-31' }, 'FechaVencimiento', VENCIMIENTO_ANTERIOR],
    ['a file URL that is not http(s)', { ArchivoURL: 'ftp://archivos/vtv.pdf' }, 'ArchivoURL', URL_INVALIDA],
  ]),
];
