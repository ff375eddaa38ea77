import { MENSAJES_IMPORTE } from '#dominio/dinero';
import { ZONA_NEGOCIO_POR_DEFECTO, anioNegocio } from '#dominio/fechas';
import {
  ACEITE_MAYOR,
  CORREA_MAYOR,
  COSTO_INVALIDO,
  INTERVALO_MAYOR_AL_MAXIMO,
  INTERVALO_MENOR_AL_MINIMO,
  KM_DEMASIADO_ALTO,
  KM_INVALIDO,
  KM_MANTENIMIENTO_INVALIDO,
  KM_POSITIVOS,
  MOTIVO_CORTO,
  MOTIVO_REQUERIDO,
  OBLIGATORIOS,
  URL_INVALIDA,
  VENCIMIENTO_ANTERIOR,
  anioFueraDeRango,
  anioMaximo,
} from '#dominio/vehiculos';
import { IMPORTE_DEMASIADO_ALTO, IMPORTE_INVALIDO, LITROS_DEMASIADOS, LITROS_INVALIDOS } from '#dominio/combustible';
import { MESES_FUERA_DE_RANGO } from '#dominio/recordatorios';
import type { Rechazo, Validos } from './rechazo';

// The fleet's forms (the cases where the admin and the API once disagreed first).

export type Formulario = 'vehiculo' | 'documento' | 'kilometraje' | 'correccionKilometraje' | 'mantenimiento' | 'cargaCombustible';

export const VALIDOS: Validos<Formulario> = {
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
  correccionKilometraje: { kilometraje: 800, motivo: 'Lectura mal cargada' },
  mantenimiento: { TipoMantenimiento: 'Frenos', Kilometraje: 1000, Costo: 0, FechaRealizacion: '2026-03-10' },
  cargaCombustible: { Fecha: '2026-03-10', Kilometraje: 1200, Litros: 45.5, Importe: 59150, TanqueLleno: true, Estacion: 'YPF Morón' },
};

/** Both sides take the business year of the default zone (neither the tests' server nor the admin's tests set another). */
const ultimoAnio = anioMaximo(anioNegocio(new Date(), ZONA_NEGOCIO_POR_DEFECTO));

export const RECHAZOS: Rechazo<Formulario>[] = [
  {
    formulario: 'vehiculo',
    caso: 'an oil interval under 1000 km',
    valores: { ...VALIDOS.vehiculo, IntervaloCambioAceite: 999 },
    errores: { IntervaloCambioAceite: INTERVALO_MENOR_AL_MINIMO },
  },
  {
    formulario: 'vehiculo',
    caso: 'a belt interval of 1 km',
    valores: { ...VALIDOS.vehiculo, IntervaloCambioCorrea: 1 },
    errores: { IntervaloCambioCorrea: INTERVALO_MENOR_AL_MINIMO },
  },
  {
    formulario: 'vehiculo',
    caso: 'an interval over 200,000 km',
    valores: { ...VALIDOS.vehiculo, IntervaloCambioAceite: 200_001 },
    errores: { IntervaloCambioAceite: INTERVALO_MAYOR_AL_MAXIMO },
  },
  {
    // The record that once overflowed the alert arithmetic for every user.
    formulario: 'vehiculo',
    caso: 'a mileage at the 32-bit limit',
    valores: { ...VALIDOS.vehiculo, KilometrajeActual: 2147483647, UltimoCambioAceite: 2147483000, IntervaloCambioAceite: 1000 },
    errores: { KilometrajeActual: KM_DEMASIADO_ALTO, UltimoCambioAceite: KM_DEMASIADO_ALTO },
  },
  {
    formulario: 'vehiculo',
    caso: 'an interval of 0',
    valores: { ...VALIDOS.vehiculo, IntervaloCambioAceite: 0 },
    errores: { IntervaloCambioAceite: KM_POSITIVOS },
  },
  {
    formulario: 'vehiculo',
    caso: 'a year beyond next business year',
    valores: { ...VALIDOS.vehiculo, Anio: ultimoAnio + 1 },
    errores: { Anio: anioFueraDeRango(ultimoAnio) },
  },
  {
    formulario: 'vehiculo',
    caso: 'a year before 1900',
    valores: { ...VALIDOS.vehiculo, Anio: 1899 },
    errores: { Anio: anioFueraDeRango(ultimoAnio) },
  },
  { formulario: 'vehiculo', caso: 'no year', valores: { ...VALIDOS.vehiculo, Anio: null }, errores: { Anio: OBLIGATORIOS } },
  {
    formulario: 'vehiculo',
    caso: 'the last oil change above the mileage',
    valores: { ...VALIDOS.vehiculo, KilometrajeActual: 5000, UltimoCambioAceite: 5001 },
    errores: { UltimoCambioAceite: ACEITE_MAYOR },
  },
  {
    formulario: 'vehiculo',
    caso: 'the last belt change above the mileage',
    valores: { ...VALIDOS.vehiculo, KilometrajeActual: 5000, UltimoCambioCorrea: 5001 },
    errores: { UltimoCambioCorrea: CORREA_MAYOR },
  },
  {
    formulario: 'vehiculo',
    caso: 'a last change above an empty current mileage',
    valores: { ...VALIDOS.vehiculo, KilometrajeActual: null },
    errores: { UltimoCambioAceite: ACEITE_MAYOR, UltimoCambioCorrea: CORREA_MAYOR },
  },
  {
    formulario: 'vehiculo',
    caso: 'a negative current mileage',
    valores: { ...VALIDOS.vehiculo, KilometrajeActual: -1 },
    errores: { KilometrajeActual: KM_POSITIVOS, UltimoCambioAceite: ACEITE_MAYOR, UltimoCambioCorrea: CORREA_MAYOR },
  },
  {
    formulario: 'vehiculo',
    caso: 'a current mileage with decimals',
    valores: { ...VALIDOS.vehiculo, KilometrajeActual: 5000.5 },
    errores: { KilometrajeActual: KM_POSITIVOS },
  },
  { formulario: 'vehiculo', caso: 'an empty plate', valores: { ...VALIDOS.vehiculo, Patente: '' }, errores: { Patente: OBLIGATORIOS } },
  {
    formulario: 'vehiculo',
    caso: 'a plate over 20 characters',
    valores: { ...VALIDOS.vehiculo, Patente: 'P'.repeat(21) },
    errores: { Patente: 'Máximo 20 caracteres' },
  },
  {
    formulario: 'vehiculo',
    caso: 'a make over 50 characters',
    valores: { ...VALIDOS.vehiculo, Marca: 'M'.repeat(51) },
    errores: { Marca: 'Máximo 50 caracteres' },
  },
  {
    formulario: 'kilometraje',
    caso: 'a new mileage of 0',
    valores: { kilometraje: 0 },
    errores: { kilometraje: KM_INVALIDO },
  },
  {
    formulario: 'kilometraje',
    caso: 'a new mileage over 5,000,000 km',
    valores: { kilometraje: 5_000_001 },
    errores: { kilometraje: KM_DEMASIADO_ALTO },
  },
  {
    formulario: 'kilometraje',
    caso: 'a negative new mileage',
    valores: { kilometraje: -5 },
    errores: { kilometraje: KM_INVALIDO },
  },
  {
    formulario: 'kilometraje',
    caso: 'no new mileage',
    valores: { kilometraje: '' },
    errores: { kilometraje: KM_INVALIDO },
  },
  {
    formulario: 'correccionKilometraje',
    caso: 'a correction without a reason',
    valores: { kilometraje: 800 },
    errores: { motivo: MOTIVO_REQUERIDO },
  },
  {
    formulario: 'correccionKilometraje',
    caso: 'a blank reason',
    valores: { ...VALIDOS.correccionKilometraje, motivo: '   ' },
    errores: { motivo: MOTIVO_REQUERIDO },
  },
  {
    formulario: 'correccionKilometraje',
    caso: 'a reason under 5 characters once trimmed',
    valores: { ...VALIDOS.correccionKilometraje, motivo: ' abcd ' },
    errores: { motivo: MOTIVO_CORTO },
  },
  {
    formulario: 'correccionKilometraje',
    caso: 'a reason over 500 characters',
    valores: { ...VALIDOS.correccionKilometraje, motivo: 'M'.repeat(501) },
    errores: { motivo: 'Máximo 500 caracteres' },
  },
  {
    formulario: 'correccionKilometraje',
    caso: 'a negative corrected mileage',
    valores: { ...VALIDOS.correccionKilometraje, kilometraje: -1 },
    errores: { kilometraje: KM_INVALIDO },
  },
  {
    formulario: 'mantenimiento',
    caso: 'no maintenance type',
    valores: { ...VALIDOS.mantenimiento, TipoMantenimiento: '' },
    errores: { TipoMantenimiento: OBLIGATORIOS },
  },
  {
    formulario: 'mantenimiento',
    caso: 'no maintenance mileage',
    valores: { ...VALIDOS.mantenimiento, Kilometraje: null },
    errores: { Kilometraje: OBLIGATORIOS },
  },
  {
    formulario: 'mantenimiento',
    caso: 'a maintenance mileage over 5,000,000 km',
    valores: { ...VALIDOS.mantenimiento, Kilometraje: 5_000_001 },
    errores: { Kilometraje: KM_DEMASIADO_ALTO },
  },
  {
    formulario: 'mantenimiento',
    caso: 'a negative maintenance mileage',
    valores: { ...VALIDOS.mantenimiento, Kilometraje: -1 },
    errores: { Kilometraje: KM_MANTENIMIENTO_INVALIDO },
  },
  {
    formulario: 'mantenimiento',
    caso: 'a negative cost',
    valores: { ...VALIDOS.mantenimiento, Costo: -0.01 },
    errores: { Costo: COSTO_INVALIDO },
  },
  {
    formulario: 'mantenimiento',
    caso: 'a cost typed with a comma before three digits',
    valores: { ...VALIDOS.mantenimiento, Costo: '45,000' },
    errores: { Costo: MENSAJES_IMPORTE.comaAmbigua },
  },
  {
    formulario: 'mantenimiento',
    caso: 'a workshop over 150 characters',
    valores: { ...VALIDOS.mantenimiento, Proveedor: 'T'.repeat(151) },
    errores: { Proveedor: 'Máximo 150 caracteres' },
  },
  {
    formulario: 'vehiculo',
    caso: 'an oil interval of 0 months',
    valores: { ...VALIDOS.vehiculo, IntervaloMesesAceite: 0 },
    errores: { IntervaloMesesAceite: MESES_FUERA_DE_RANGO },
  },
  {
    formulario: 'vehiculo',
    caso: 'a general service every 121 months',
    valores: { ...VALIDOS.vehiculo, IntervaloMesesService: 121 },
    errores: { IntervaloMesesService: MESES_FUERA_DE_RANGO },
  },
  {
    formulario: 'vehiculo',
    caso: 'a belt interval of 1.5 months',
    valores: { ...VALIDOS.vehiculo, IntervaloMesesCorrea: 1.5 },
    errores: { IntervaloMesesCorrea: MESES_FUERA_DE_RANGO },
  },
  {
    formulario: 'vehiculo',
    caso: 'a last oil change day that is not a date',
    valores: { ...VALIDOS.vehiculo, FechaUltimoCambioAceite: '31/02/2026' },
    errores: { FechaUltimoCambioAceite: 'Fecha inválida (formato AAAA-MM-DD)' },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'no litres',
    valores: { ...VALIDOS.cargaCombustible, Litros: '' },
    errores: { Litros: OBLIGATORIOS },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'negative litres',
    valores: { ...VALIDOS.cargaCombustible, Litros: -5 },
    errores: { Litros: LITROS_INVALIDOS },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'litres that round to 0',
    valores: { ...VALIDOS.cargaCombustible, Litros: 0.001 },
    errores: { Litros: LITROS_INVALIDOS },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'over 1000 litres',
    valores: { ...VALIDOS.cargaCombustible, Litros: 1000.01 },
    errores: { Litros: LITROS_DEMASIADOS },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'an amount of 0',
    valores: { ...VALIDOS.cargaCombustible, Importe: 0 },
    errores: { Importe: IMPORTE_INVALIDO },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'an amount with three decimals and litres with separators in the wrong order',
    valores: { ...VALIDOS.cargaCombustible, Litros: '1,000.5', Importe: '62.100,505' },
    errores: { Litros: MENSAJES_IMPORTE.orden, Importe: MENSAJES_IMPORTE.decimales },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'an amount over $ 10.000.000',
    valores: { ...VALIDOS.cargaCombustible, Importe: 10_000_000.01 },
    errores: { Importe: IMPORTE_DEMASIADO_ALTO },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'a fuel load mileage over 5,000,000 km',
    valores: { ...VALIDOS.cargaCombustible, Kilometraje: 5_000_001 },
    errores: { Kilometraje: KM_DEMASIADO_ALTO },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'no fuel load mileage',
    valores: { ...VALIDOS.cargaCombustible, Kilometraje: null },
    errores: { Kilometraje: KM_INVALIDO },
  },
  {
    formulario: 'cargaCombustible',
    caso: 'a station over 150 characters',
    valores: { ...VALIDOS.cargaCombustible, Estacion: 'E'.repeat(151) },
    errores: { Estacion: 'Máximo 150 caracteres' },
  },
  {
    formulario: 'documento',
    caso: 'no document type',
    valores: { ...VALIDOS.documento, TipoDocumento: '' },
    errores: { TipoDocumento: OBLIGATORIOS },
  },
  {
    formulario: 'documento',
    caso: 'no document number',
    valores: { ...VALIDOS.documento, NumeroDocumento: '' },
    errores: { NumeroDocumento: OBLIGATORIOS },
  },
  {
    formulario: 'documento',
    caso: 'no expiry',
    valores: { ...VALIDOS.documento, FechaVencimiento: '' },
    errores: { FechaVencimiento: OBLIGATORIOS },
  },
  {
    formulario: 'documento',
    caso: 'an expiry before the issue',
    valores: { ...VALIDOS.documento, FechaEmision: '2026-02-01', FechaVencimiento: '2026-01-31' },
    errores: { FechaVencimiento: VENCIMIENTO_ANTERIOR },
  },
  {
    formulario: 'documento',
    caso: 'a file URL that is not http(s)',
    valores: { ...VALIDOS.documento, ArchivoURL: 'ftp://archivos/vtv.pdf' },
    errores: { ArchivoURL: URL_INVALIDA },
  },
];
