import { describe, expect, it } from 'vitest';
import { esBajoStock, productoCreateSchema, productoUpdateSchema } from './productos';

describe('esBajoStock', () => {
  it('marks stock below the product minimum, 10 when it has none', () => {
    expect(esBajoStock({ Stock: 9 })).toBe(true);
    expect(esBajoStock({ Stock: 0 })).toBe(true);
    expect(esBajoStock({ Stock: 10 })).toBe(false);
    expect(esBajoStock({ Stock: 10, StockMinimo: 25 })).toBe(true);
    expect(esBajoStock({ Stock: 3, StockMinimo: 3 })).toBe(false);
    expect(esBajoStock({ Stock: 0, StockMinimo: 0 })).toBe(false);
  });
});

describe('StockMinimo and ProveedorPreferidoID', () => {
  const producto = { Nombre: 'Carbón', Precio: 10, Stock: 1 };

  it('default to 10 and no supplier on create; a cleared supplier is null', () => {
    expect(productoCreateSchema.parse(producto)).toMatchObject({ StockMinimo: 10, ProveedorPreferidoID: null });
    expect(productoCreateSchema.parse({ ...producto, StockMinimo: 4, ProveedorPreferidoID: '7' })).toMatchObject({
      StockMinimo: 4,
      ProveedorPreferidoID: 7,
    });
    expect(productoUpdateSchema.parse({ ProveedorPreferidoID: '' })).toEqual({ ProveedorPreferidoID: null });
    expect(productoUpdateSchema.parse({})).toEqual({});
  });

  it('refuses a negative or fractional minimum and a bad supplier id', () => {
    const errores = productoCreateSchema.safeParse({ ...producto, StockMinimo: -1, ProveedorPreferidoID: 'x' }).error?.issues;
    expect(errores?.map((i) => [i.path[0], i.message])).toEqual([
      ['StockMinimo', 'El stock mínimo debe ser un número entero mayor o igual a 0'],
      ['ProveedorPreferidoID', 'Proveedor inválido'],
    ]);
    expect(productoUpdateSchema.safeParse({ StockMinimo: 2.5 }).success).toBe(false);
  });
});
