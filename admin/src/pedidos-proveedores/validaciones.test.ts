import { describe, expect, it } from 'vitest';
import type { Linea } from '#dominio/lineas';
import { problemaDeLinea, problemaDePedido } from './validaciones';

const carbon: Linea = { ProductoID: 1, Nombre: 'Carbón vegetal bolsa 4 kg', Cantidad: 2, PrecioUnitario: '1500.50' };
const lena: Linea = { ProductoID: 2, Nombre: 'Leña de quebracho 10 kg', Cantidad: 3, PrecioUnitario: '800' };

describe('validation messages of the spec', () => {
  it('checks the product row before adding it', () => {
    expect(problemaDeLinea({ ProductoID: null, Cantidad: 1, PrecioUnitario: '10' })).toBe('Selecciona un producto');
    expect(problemaDeLinea({ ProductoID: 1, Cantidad: 0, PrecioUnitario: '10' })).toBe('La cantidad debe ser mayor a 0');
    expect(problemaDeLinea({ ProductoID: 1, Cantidad: 1, PrecioUnitario: '' })).toBe('El precio unitario debe ser mayor a 0');
    expect(problemaDeLinea({ ProductoID: 1, Cantidad: 1, PrecioUnitario: '0.00' })).toBe('El precio unitario debe ser mayor a 0');
    expect(problemaDeLinea({ ProductoID: 1, Cantidad: 1, PrecioUnitario: '0.01' })).toBeNull();
  });

  it('checks the order before saving it', () => {
    expect(problemaDePedido(null, [carbon])).toBe('Selecciona un proveedor');
    expect(problemaDePedido(4, [])).toBe('Agrega al menos un producto');
    expect(problemaDePedido(4, [carbon, { ...lena, PrecioUnitario: '0,00' }])).toBe('El precio unitario debe ser mayor a 0');
    // A price that cannot be read says how to write it, as every money field does.
    expect(problemaDePedido(4, [carbon, { ...lena, PrecioUnitario: '.' }])).toBe('Escriba el importe con números, por ejemplo 1.500 o 1.500,50');
    expect(problemaDePedido(4, [{ ...carbon, PrecioUnitario: '9.999.999.999,99' }])).toBe(
      'El total del pedido no puede superar $ 9.999.999.999,99',
    );
    expect(problemaDePedido(4, [carbon, lena])).toBeNull();
  });
});
