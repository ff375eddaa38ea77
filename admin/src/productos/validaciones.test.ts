import { describe, expect, it } from 'vitest';
import type { Validator } from 'react-admin';
import { validarPrecio, validarStock } from './validaciones';
import { esBajoStock } from './stock';

/** The first message a list of react-admin validators gives for a value, as the form shows it. */
function primerError(validadores: Validator[], value: unknown): string | undefined {
  for (const validar of validadores) {
    const error = validar(value, {}, {});
    if (error) return typeof error === 'string' ? error : (error as { message: string }).message;
  }
  return undefined;
}

describe('product form validation', () => {
  it('checks Precio: required, not negative', () => {
    expect(primerError(validarPrecio, null)).toBe('Precio requerido');
    expect(primerError(validarPrecio, -0.5)).toBe('El precio no puede ser negativo');
    expect(primerError(validarPrecio, 0)).toBeUndefined();
    expect(primerError(validarPrecio, 2900.5)).toBeUndefined();
  });

  it('checks Stock: required, whole, not negative', () => {
    expect(primerError(validarStock, null)).toBe('Stock requerido');
    expect(primerError(validarStock, 1.5)).toBe('Debe ser un número entero');
    expect(primerError(validarStock, -1)).toBe('El stock no puede ser negativo');
    expect(primerError(validarStock, 0)).toBeUndefined();
    expect(primerError(validarStock, 40)).toBeUndefined();
  });
});

describe('esBajoStock', () => {
  it('marks stock below 10', () => {
    expect(esBajoStock(9)).toBe(true);
    expect(esBajoStock(0)).toBe(true);
    expect(esBajoStock(10)).toBe(false);
  });
});
