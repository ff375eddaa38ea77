import { describe, expect, it } from 'vitest';
import { cantidadValida, detallesDe, lineasReducer, subtotal, totalPedido, type LineaPedido } from './lineas';

const bolsa = { ProductoID: 1, Nombre: 'Carbón vegetal bolsa 4 kg', Precio: 2900.5 };
const lena = { ProductoID: 2, Nombre: 'Leña de quebracho 20 kg', Precio: 7600 };

const con = (...acciones: Parameters<typeof lineasReducer>[1][]) => acciones.reduce(lineasReducer, [] as LineaPedido[]);

describe('lineasReducer', () => {
  it('adds a product as a line with its current price', () => {
    expect(con({ tipo: 'agregar', producto: bolsa, cantidad: 3 })).toEqual([
      { ProductoID: 1, Nombre: 'Carbón vegetal bolsa 4 kg', PrecioUnitario: 2900.5, Cantidad: 3 },
    ]);
  });

  it('adds to the quantity of a product already in the order instead of a second line', () => {
    const lineas = con({ tipo: 'agregar', producto: bolsa, cantidad: 3 }, { tipo: 'agregar', producto: lena, cantidad: 1 }, { tipo: 'agregar', producto: bolsa, cantidad: 2 });
    expect(lineas.map((l) => [l.ProductoID, l.Cantidad])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('ignores an add whose quantity is not a whole number greater than 0', () => {
    expect(con({ tipo: 'agregar', producto: bolsa, cantidad: 0 })).toEqual([]);
    expect(con({ tipo: 'agregar', producto: bolsa, cantidad: -2 })).toEqual([]);
    expect(con({ tipo: 'agregar', producto: bolsa, cantidad: 1.5 })).toEqual([]);
    expect(con({ tipo: 'agregar', producto: bolsa, cantidad: Number.NaN })).toEqual([]);
  });

  it('edits a quantity, and removes the line when it is set to 0 or less', () => {
    const base = con({ tipo: 'agregar', producto: bolsa, cantidad: 3 }, { tipo: 'agregar', producto: lena, cantidad: 1 });
    expect(lineasReducer(base, { tipo: 'cantidad', ProductoID: 1, cantidad: 7 })[0].Cantidad).toBe(7);
    expect(lineasReducer(base, { tipo: 'cantidad', ProductoID: 1, cantidad: 0 }).map((l) => l.ProductoID)).toEqual([2]);
    expect(lineasReducer(base, { tipo: 'cantidad', ProductoID: 2, cantidad: -1 }).map((l) => l.ProductoID)).toEqual([1]);
    expect(lineasReducer(base, { tipo: 'cantidad', ProductoID: 1, cantidad: Number.NaN })).toBe(base);
  });

  it('removes a line', () => {
    const base = con({ tipo: 'agregar', producto: bolsa, cantidad: 3 }, { tipo: 'agregar', producto: lena, cantidad: 1 });
    expect(lineasReducer(base, { tipo: 'quitar', ProductoID: 2 }).map((l) => l.ProductoID)).toEqual([1]);
  });
});

describe('totals and payload', () => {
  it('sums price times quantity to the cent', () => {
    const lineas = con({ tipo: 'agregar', producto: bolsa, cantidad: 3 }, { tipo: 'agregar', producto: { ...lena, Precio: 0.1 }, cantidad: 3 });
    expect(subtotal(lineas[0])).toBe(8701.5);
    expect(totalPedido(lineas)).toBe(8701.8);
    expect(totalPedido([])).toBe(0);
  });

  it('sends only ProductoID and Cantidad', () => {
    expect(detallesDe(con({ tipo: 'agregar', producto: bolsa, cantidad: 2 }))).toEqual([{ ProductoID: 1, Cantidad: 2 }]);
  });

  it('accepts whole quantities from 1', () => {
    expect([1, 10].every(cantidadValida)).toBe(true);
    expect([0, -1, 2.5, Number.NaN].some(cantidadValida)).toBe(false);
  });
});
