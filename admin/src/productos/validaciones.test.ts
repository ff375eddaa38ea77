import { describe, expect, it } from 'vitest';
import { cuerpoAjuste, soloElStockCambiado, validarAjuste, validarProducto } from './validaciones';

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

describe('stock adjustment dialog', () => {
  it('sends its one quantity as the count or as the difference', () => {
    expect(cuerpoAjuste({ modo: 'contado', Cantidad: 7, Razon: 'recuento' })).toEqual({
      StockContado: 7,
      Razon: 'recuento',
      Comentario: undefined,
    });
    expect(cuerpoAjuste({ modo: 'diferencia', Cantidad: -2, Razon: 'rotura', Comentario: 'Se cayó un pallet' })).toEqual({
      Diferencia: -2,
      Razon: 'rotura',
      Comentario: 'Se cayó un pallet',
    });
  });

  it('sends a count with the stock the dialog showed, so the server applies what the count found', () => {
    expect(cuerpoAjuste({ modo: 'contado', Cantidad: 7, Razon: 'recuento' }, 12)).toEqual({
      StockContado: 7,
      StockAnterior: 12,
      Razon: 'recuento',
    });
    expect(cuerpoAjuste({ modo: 'diferencia', Cantidad: -2, Razon: 'rotura' }, 12)).toEqual({ Diferencia: -2, Razon: 'rotura' });
    expect(validarAjuste({ modo: 'contado', Cantidad: 7, Razon: 'recuento' })).toEqual({});
  });

  it("shows the API's messages, the quantity ones on its box", () => {
    expect(validarAjuste({ modo: 'contado', Razon: 'merma' })).toEqual({ Cantidad: 'Indique el stock contado o la diferencia' });
    expect(validarAjuste({ modo: 'diferencia', Cantidad: 0, Razon: 'otro' })).toEqual({
      Cantidad: 'La diferencia debe ser un número entero distinto de 0',
      Comentario: 'Describa la razón en el comentario',
    });
    expect(validarAjuste({ modo: 'contado', Cantidad: 3, Razon: '' })).toEqual({ Razon: 'Seleccione la razón del ajuste' });
    expect(validarAjuste({ modo: 'contado', Cantidad: 0, Razon: 'recuento' })).toEqual({});
  });
});

describe('the edited product body', () => {
  const cargado = { id: 4, Nombre: 'Carbón', Precio: 100, Stock: 147, Version: 2 };

  it('leaves the Stock out when the user did not change it, so a sale made meanwhile stands', () => {
    expect(soloElStockCambiado({ ...cargado, Precio: 120 }, { previousData: cargado })).toEqual({
      id: 4,
      Nombre: 'Carbón',
      Precio: 120,
      Version: 2,
    });
  });

  it('sends a changed Stock with the stock the form showed', () => {
    expect(soloElStockCambiado({ ...cargado, Stock: 140 }, { previousData: cargado })).toMatchObject({ Stock: 140, StockAnterior: 147 });
  });
});
