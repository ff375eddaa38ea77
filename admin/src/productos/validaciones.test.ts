import { describe, expect, it } from 'vitest';
import { validarProducto } from './validaciones';

/** The message the form shows for one field of an otherwise valid product. */
const error = (campo: 'Precio' | 'Stock', value: unknown) => validarProducto({ Nombre: 'Carbón', Precio: 100, Stock: 1, [campo]: value })[campo];

describe('product form validation', () => {
  it('checks Precio: required, not negative', () => {
    expect(error('Precio', null)).toBe('Precio requerido');
    expect(error('Precio', -0.5)).toBe('El precio no puede ser negativo');
    expect(error('Precio', 0)).toBeUndefined();
    expect(error('Precio', 2900.5)).toBeUndefined();
  });

  it('checks Stock: required, whole, not negative', () => {
    expect(error('Stock', null)).toBe('Stock requerido');
    expect(error('Stock', 1.5)).toBe('Debe ser un número entero');
    expect(error('Stock', -1)).toBe('El stock no puede ser negativo');
    expect(error('Stock', 0)).toBeUndefined();
    expect(error('Stock', 40)).toBeUndefined();
  });
});
