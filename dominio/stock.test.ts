import { describe, expect, it } from 'vitest';
import { ajusteStockSchema, cantidadAReponer, planDeReposicion, type ProductoAReponer } from './stock';

const errores = (body: unknown) =>
  Object.fromEntries((ajusteStockSchema.safeParse(body).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('ajusteStockSchema', () => {
  it('takes a count or a signed difference, with a reason', () => {
    expect(ajusteStockSchema.parse({ StockContado: '0', Razon: 'recuento' })).toEqual({ StockContado: 0, Razon: 'recuento', Comentario: null });
    expect(ajusteStockSchema.parse({ Diferencia: -3, StockContado: '', Razon: 'rotura', Comentario: ' bolsas rotas ' })).toEqual({
      Diferencia: -3,
      Razon: 'rotura',
      Comentario: 'bolsas rotas',
    });
  });

  it.each([
    [{ Razon: 'merma' }, { StockContado: 'Indique el stock contado o la diferencia' }],
    [{ StockContado: 5, Diferencia: 2, Razon: 'merma' }, { StockContado: 'Indique el stock contado o la diferencia, no ambos' }],
    [{ StockContado: -1, Razon: 'merma' }, { StockContado: 'El stock contado debe ser un número entero mayor o igual a 0' }],
    [{ Diferencia: 0, Razon: 'merma' }, { Diferencia: 'La diferencia debe ser un número entero distinto de 0' }],
    [{ Diferencia: 1.5, Razon: 'merma' }, { Diferencia: 'La diferencia debe ser un número entero distinto de 0' }],
    [{ StockContado: 5 }, { Razon: 'Seleccione la razón del ajuste' }],
    [{ StockContado: 5, Razon: 'robo' }, { Razon: 'Razón inválida: use merma, rotura, recuento, otro' }],
    [{ StockContado: 5, Razon: 'otro', Comentario: '  ' }, { Comentario: 'Describa la razón en el comentario' }],
    // Every message at once, as the dialog shows them.
    [{ Razon: '' }, { Razon: 'Seleccione la razón del ajuste', StockContado: 'Indique el stock contado o la diferencia' }],
    [
      { Diferencia: 0, Razon: 'otro' },
      { Diferencia: 'La diferencia debe ser un número entero distinto de 0', Comentario: 'Describa la razón en el comentario' },
    ],
  ])('refuses %j', (body, esperado) => {
    expect(errores(body)).toEqual(esperado);
  });
});

describe('replenishment', () => {
  it('orders what brings the stock to twice its minimum', () => {
    expect(cantidadAReponer({ Stock: 3, StockMinimo: 10 })).toBe(17);
    expect(cantidadAReponer({ Stock: 0, StockMinimo: 1 })).toBe(2);
    expect(cantidadAReponer({ Stock: 25, StockMinimo: 10 })).toBe(0);
  });

  it('makes one order per preferred supplier and sets apart the products without one', () => {
    const producto = (ProductoID: number, Stock: number, StockMinimo: number, ProveedorPreferidoID: number | null): ProductoAReponer => ({
      ProductoID,
      Nombre: `P${ProductoID}`,
      Stock,
      StockMinimo,
      ProveedorPreferidoID,
    });
    const sinProveedor = producto(4, 1, 10, null);
    const plan = planDeReposicion([producto(1, 2, 10, 7), producto(2, 0, 5, 8), producto(3, 9, 10, 7), sinProveedor, producto(5, 40, 10, 8)]);
    expect(plan).toEqual({
      pedidos: [
        {
          ProveedorID: 7,
          lineas: [
            { ProductoID: 1, Nombre: 'P1', Cantidad: 18 },
            { ProductoID: 3, Nombre: 'P3', Cantidad: 11 },
          ],
        },
        { ProveedorID: 8, lineas: [{ ProductoID: 2, Nombre: 'P2', Cantidad: 10 }] },
      ],
      sinProveedor: [sinProveedor],
    });
  });
});
