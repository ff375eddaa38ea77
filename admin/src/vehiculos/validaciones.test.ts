import { describe, expect, it } from 'vitest';
import { ACEITE_MAYOR, CORREA_MAYOR, KM_INVALIDO, KM_POSITIVOS, OBLIGATORIOS } from '#dominio/vehiculos';
import {
  cuerpoKilometraje,
  cuerpoVehiculo,
  ultimoAnio,
  validarDocumento,
  validarKilometraje,
  validarMantenimiento,
  validarVehiculo,
} from './validaciones';

// Valid forms, to change one field at a time.
const vehiculo = {
  Patente: 'AB123CD',
  Marca: 'Ford',
  Modelo: 'Cargo 1723',
  Anio: 2020,
  KilometrajeActual: 5000,
  UltimoCambioAceite: 0,
  IntervaloCambioAceite: 10000,
  UltimoCambioCorrea: 0,
  IntervaloCambioCorrea: 60000,
  Disponible: true,
  Active: true,
};
const mantenimiento = { TipoMantenimiento: 'Frenos', Kilometraje: 1000, Costo: 0, FechaRealizacion: '2026-03-10' };
const documento = { TipoDocumento: 'VTV', NumeroDocumento: 'VTV-1', FechaEmision: '2026-02-01', FechaVencimiento: '2027-02-01' };

/** The message the vehicle form shows under `campo` with these values (react-admin shows the form validator's errors by field). */
const errorVehiculo = (campo: string, valores: Record<string, unknown>) => validarVehiculo({ ...vehiculo, ...valores })[campo];

describe('vehicle form', () => {
  it('asks for the required fields with the spec message', () => {
    expect(errorVehiculo('Patente', { Patente: '' })).toBe(OBLIGATORIOS);
    expect(errorVehiculo('Anio', { Anio: null })).toBe(OBLIGATORIOS);
    expect(errorVehiculo('Patente', { Patente: 'AB123CD' })).toBeUndefined();
  });

  it('takes years from 1900 to next year', () => {
    const maximo = ultimoAnio();
    expect(errorVehiculo('Anio', { Anio: 1899 })).toBe(`El año debe estar entre 1900 y ${maximo}`);
    expect(errorVehiculo('Anio', { Anio: 1900 })).toBeUndefined();
    expect(errorVehiculo('Anio', { Anio: maximo })).toBeUndefined();
    expect(errorVehiculo('Anio', { Anio: maximo + 1 })).toBeDefined();
  });

  it('refuses negative km and intervals of 0 or less, and intervals under 1000', () => {
    expect(errorVehiculo('KilometrajeActual', { KilometrajeActual: -1 })).toBe(KM_POSITIVOS);
    expect(errorVehiculo('KilometrajeActual', { KilometrajeActual: 0 })).toBeUndefined();
    expect(errorVehiculo('IntervaloCambioAceite', { IntervaloCambioAceite: 0 })).toBe(KM_POSITIVOS);
    expect(errorVehiculo('IntervaloCambioAceite', { IntervaloCambioAceite: 999 })).toBe('El intervalo mínimo es de 1000 km');
    expect(errorVehiculo('IntervaloCambioAceite', { IntervaloCambioAceite: 1000 })).toBeUndefined();
  });

  it('refuses a last change beyond the current mileage', () => {
    expect(errorVehiculo('UltimoCambioAceite', { UltimoCambioAceite: 5001, KilometrajeActual: 5000 })).toBe(ACEITE_MAYOR);
    expect(errorVehiculo('UltimoCambioAceite', { UltimoCambioAceite: 5000, KilometrajeActual: 5000 })).toBeUndefined();
    expect(errorVehiculo('UltimoCambioCorrea', { UltimoCambioCorrea: 5001, KilometrajeActual: 5000 })).toBe(CORREA_MAYOR);
    expect(errorVehiculo('UltimoCambioCorrea', { UltimoCambioCorrea: -1, KilometrajeActual: 5000 })).toBe(KM_POSITIVOS);
  });

  it('sends only the form fields, not the derived ones or the child lists', () => {
    const enviado = cuerpoVehiculo({ Patente: 'AB1', EstadoDerivado: 'Disponible', documentos: [], Active: false });
    expect(enviado).toEqual({ Patente: 'AB1', Active: false });
  });
});

describe('mileage, maintenance and documents', () => {
  it('takes a new mileage above 0 and sends it as an integer', () => {
    expect(validarKilometraje({ kilometraje: 0 }).kilometraje).toBe(KM_INVALIDO);
    expect(validarKilometraje({ kilometraje: '' }).kilometraje).toBe(KM_INVALIDO);
    expect(validarKilometraje({ kilometraje: 12.7 }).kilometraje).toBeUndefined();
    expect(cuerpoKilometraje({ kilometraje: 12.7 })).toEqual({ kilometraje: 12 });
  });

  it('refuses a negative cost', () => {
    expect(validarMantenimiento({ ...mantenimiento, Costo: -0.01 }).Costo).toBe('El costo debe ser un número mayor o igual a 0');
    expect(validarMantenimiento({ ...mantenimiento, Costo: 0 }).Costo).toBeUndefined();
  });

  it('refuses an expiry before the issue date', () => {
    expect(validarDocumento({ ...documento, FechaVencimiento: '' }).FechaVencimiento).toBe(OBLIGATORIOS);
    expect(validarDocumento({ ...documento, FechaVencimiento: '2026-01-01', FechaEmision: '2026-02-01' }).FechaVencimiento).toBe(
      'La fecha de vencimiento no puede ser anterior a la fecha de emisión',
    );
    expect(validarDocumento({ ...documento, FechaVencimiento: '2026-02-01', FechaEmision: '2026-02-01' }).FechaVencimiento).toBeUndefined();
  });
});
