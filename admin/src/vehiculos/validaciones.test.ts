import { describe, expect, it } from 'vitest';
import type { Validator } from 'react-admin';
import {
  ACEITE_MAYOR,
  CORREA_MAYOR,
  KM_INVALIDO,
  KM_POSITIVOS,
  OBLIGATORIOS,
  anioMaximo,
  kilometrajeEntero,
  soloCampos,
  CAMPOS_VEHICULO,
  validarAnio,
  validarCosto,
  validarFechaVencimiento,
  validarIntervalo,
  validarKilometrajeActual,
  validarNuevoKilometraje,
  validarPatente,
  validarUltimoCambioAceite,
  validarUltimoCambioCorrea,
} from './validaciones';

/** The first message of a validator or a list of them, as react-admin shows it. */
function mensaje(validar: Validator | Validator[], value: unknown, values: Record<string, unknown> = {}) {
  for (const v of Array.isArray(validar) ? validar : [validar]) {
    const error = v(value, values, {} as never);
    if (error) return typeof error === 'string' ? error : (error as { message: string }).message;
  }
  return undefined;
}

describe('vehicle form', () => {
  it('asks for the required fields with the spec message', () => {
    expect(mensaje(validarPatente, '')).toBe(OBLIGATORIOS);
    expect(mensaje(validarAnio, null)).toBe(OBLIGATORIOS);
    expect(mensaje(validarPatente, 'AB123CD')).toBeUndefined();
  });

  it('takes years from 1900 to next year', () => {
    const maximo = anioMaximo();
    expect(mensaje(validarAnio, 1899)).toBe(`El año debe estar entre 1900 y ${maximo}`);
    expect(mensaje(validarAnio, 1900)).toBeUndefined();
    expect(mensaje(validarAnio, maximo)).toBeUndefined();
    expect(mensaje(validarAnio, maximo + 1)).toBeDefined();
  });

  it('refuses negative km and intervals of 0 or less, and intervals under 1000', () => {
    expect(mensaje(validarKilometrajeActual, -1)).toBe(KM_POSITIVOS);
    expect(mensaje(validarKilometrajeActual, 0)).toBeUndefined();
    expect(mensaje(validarIntervalo, 0)).toBe(KM_POSITIVOS);
    expect(mensaje(validarIntervalo, 999)).toBe('El intervalo mínimo es de 1000 km');
    expect(mensaje(validarIntervalo, 1000)).toBeUndefined();
  });

  it('refuses a last change beyond the current mileage', () => {
    expect(mensaje(validarUltimoCambioAceite, 5001, { KilometrajeActual: 5000 })).toBe(ACEITE_MAYOR);
    expect(mensaje(validarUltimoCambioAceite, 5000, { KilometrajeActual: 5000 })).toBeUndefined();
    expect(mensaje(validarUltimoCambioCorrea, 5001, { KilometrajeActual: 5000 })).toBe(CORREA_MAYOR);
    expect(mensaje(validarUltimoCambioCorrea, -1, { KilometrajeActual: 5000 })).toBe(KM_POSITIVOS);
  });

  it('sends only the form fields, not the derived ones or the child lists', () => {
    const enviado = soloCampos(CAMPOS_VEHICULO, { Patente: 'AB1', EstadoDerivado: 'Disponible', documentos: [], Active: false });
    expect(enviado).toEqual({ Patente: 'AB1', Active: false });
  });
});

describe('mileage, maintenance and documents', () => {
  it('takes a new mileage above 0 and sends it as an integer', () => {
    expect(mensaje(validarNuevoKilometraje, 0)).toBe(KM_INVALIDO);
    expect(mensaje(validarNuevoKilometraje, '')).toBe(KM_INVALIDO);
    expect(mensaje(validarNuevoKilometraje, 12.7)).toBeUndefined();
    expect(kilometrajeEntero(12.7)).toBe(12);
  });

  it('refuses a negative cost', () => {
    expect(mensaje(validarCosto, -0.01)).toBe('El costo debe ser un número mayor o igual a 0');
    expect(mensaje(validarCosto, 0)).toBeUndefined();
  });

  it('refuses an expiry before the issue date', () => {
    expect(mensaje(validarFechaVencimiento, '')).toBe(OBLIGATORIOS);
    expect(mensaje(validarFechaVencimiento, '2026-01-01', { FechaEmision: '2026-02-01' })).toBe(
      'La fecha de vencimiento no puede ser anterior a la fecha de emisión',
    );
    expect(mensaje(validarFechaVencimiento, '2026-02-01', { FechaEmision: '2026-02-01' })).toBeUndefined();
  });
});
