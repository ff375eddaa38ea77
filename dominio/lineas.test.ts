import { describe, expect, it } from 'vitest';
import {
  ajustarCantidad,
  cuerpoPedidoProveedor,
  detallesDe,
  esCantidadValida,
  filtrarPrecio,
  lineaDeProducto,
  lineasReducer,
  REGLAS_PEDIDO,
  REGLAS_PEDIDO_PROVEEDOR,
  subtotal,
  totalPedido,
  type AccionLinea,
  type Linea,
} from './lineas';

describe('sales order lines', () => {
  const reducer = lineasReducer(REGLAS_PEDIDO);
  const bolsa = { ProductoID: 1, Nombre: 'Carbón vegetal bolsa 4 kg', Precio: 2900.5 };
  const lena = { ProductoID: 2, Nombre: 'Leña de quebracho 20 kg', Precio: 7600 };
  const agregar = (producto: typeof bolsa, cantidad: number): AccionLinea => ({
    tipo: 'agregar',
    linea: lineaDeProducto(producto, cantidad),
  });
  const con = (...acciones: AccionLinea[]) => acciones.reduce(reducer, [] as Linea[]);

  it('adds a product as a line with its current price', () => {
    expect(con(agregar(bolsa, 3))).toEqual([{ ProductoID: 1, Nombre: 'Carbón vegetal bolsa 4 kg', PrecioUnitario: 2900.5, Cantidad: 3 }]);
  });

  it('adds to the quantity of a product already in the order instead of a second line', () => {
    const lineas = con(agregar(bolsa, 3), agregar(lena, 1), agregar(bolsa, 2));
    expect(lineas.map((l) => [l.ProductoID, l.Cantidad])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('ignores an add whose quantity is not a whole number greater than 0', () => {
    expect(con(agregar(bolsa, 0))).toEqual([]);
    expect(con(agregar(bolsa, -2))).toEqual([]);
    expect(con(agregar(bolsa, 1.5))).toEqual([]);
    expect(con(agregar(bolsa, Number.NaN))).toEqual([]);
  });

  it('edits a quantity, and removes the line when it is set to 0 or less', () => {
    const base = con(agregar(bolsa, 3), agregar(lena, 1));
    expect(reducer(base, { tipo: 'cantidad', ProductoID: 1, cantidad: 7 })[0].Cantidad).toBe(7);
    expect(reducer(base, { tipo: 'cantidad', ProductoID: 1, cantidad: 0 }).map((l) => l.ProductoID)).toEqual([2]);
    expect(reducer(base, { tipo: 'cantidad', ProductoID: 2, cantidad: -1 }).map((l) => l.ProductoID)).toEqual([1]);
    expect(reducer(base, { tipo: 'cantidad', ProductoID: 1, cantidad: Number.NaN })).toBe(base);
  });

  it('removes a line', () => {
    const base = con(agregar(bolsa, 3), agregar(lena, 1));
    expect(reducer(base, { tipo: 'quitar', ProductoID: 2 }).map((l) => l.ProductoID)).toEqual([1]);
  });

  it('sums price times quantity to the cent', () => {
    const lineas = con(agregar(bolsa, 3), agregar({ ...lena, Precio: 0.1 }, 3));
    expect(subtotal(lineas[0])).toBe(8701.5);
    expect(totalPedido(lineas)).toBe(8701.8);
    expect(totalPedido([])).toBe(0);
  });

  it('sends only ProductoID and Cantidad', () => {
    expect(detallesDe(con(agregar(bolsa, 2)))).toEqual([{ ProductoID: 1, Cantidad: 2 }]);
  });

  it('accepts whole quantities from 1', () => {
    expect([1, 10].every(esCantidadValida)).toBe(true);
    expect([0, -1, 2.5, Number.NaN].some(esCantidadValida)).toBe(false);
  });
});

describe('supplier order lines', () => {
  const reducer = lineasReducer(REGLAS_PEDIDO_PROVEEDOR);
  const carbon: Linea = { ProductoID: 1, Nombre: 'Carbón vegetal bolsa 4 kg', Cantidad: 2, PrecioUnitario: '1500.50' };
  const lena: Linea = { ProductoID: 2, Nombre: 'Leña de quebracho 10 kg', Cantidad: 3, PrecioUnitario: '800' };

  it('accepts in the price box digits and separators that are an amount or its beginning, read the Argentine way', () => {
    for (const texto of ['', '0', '12', '12.', '12.5', '12.50', '.5', '1,5', '1500,50', '12.345', '1.234.5', '1.234.567,8']) {
      expect(filtrarPrecio(texto, 'x')).toBe(texto);
    }
  });

  it('keeps the previous price text for anything else', () => {
    for (const texto of ['12a', '1.2.3', '-5', '1,500', '12.3456', '1,5.', '1e3', ' 1', '$1']) expect(filtrarPrecio(texto, '12')).toBe('12');
  });

  it('never takes a typed quantity below 1 and drops decimals', () => {
    expect(ajustarCantidad(0)).toBe(1);
    expect(ajustarCantidad(-3)).toBe(1);
    expect(ajustarCantidad('')).toBe(1);
    expect(ajustarCantidad('abc')).toBe(1);
    expect(ajustarCantidad('7')).toBe(7);
    expect(ajustarCantidad(2.9)).toBe(2);
  });

  it('adds a line, and adding the same product again sums the quantity and takes the new price', () => {
    let lineas = reducer([], { tipo: 'agregar', linea: carbon });
    lineas = reducer(lineas, { tipo: 'agregar', linea: lena });
    lineas = reducer(lineas, { tipo: 'agregar', linea: { ...carbon, Cantidad: 5, PrecioUnitario: '1600' } });
    expect(lineas).toEqual([{ ...carbon, Cantidad: 7, PrecioUnitario: '1600' }, lena]);
  });

  it('steps quantities with plus and minus, never below 1', () => {
    let lineas = reducer([carbon], { tipo: 'sumar', ProductoID: 1, delta: 1 });
    expect(lineas[0].Cantidad).toBe(3);
    for (let i = 0; i < 5; i++) lineas = reducer(lineas, { tipo: 'sumar', ProductoID: 1, delta: -1 });
    expect(lineas[0].Cantidad).toBe(1);
    expect(reducer(lineas, { tipo: 'cantidad', ProductoID: 1, cantidad: '0' })[0].Cantidad).toBe(1);
    expect(reducer(lineas, { tipo: 'cantidad', ProductoID: 1, cantidad: '12' })[0].Cantidad).toBe(12);
  });

  it('edits a price through the same filter as the input box', () => {
    expect(reducer([carbon], { tipo: 'precio', ProductoID: 1, texto: '99.9' })[0].PrecioUnitario).toBe('99.9');
    expect(reducer([carbon], { tipo: 'precio', ProductoID: 1, texto: '99.9x' })[0].PrecioUnitario).toBe('1500.50');
  });

  it('removes a line and leaves the others', () => {
    expect(reducer([carbon, lena], { tipo: 'quitar', ProductoID: 1 })).toEqual([lena]);
  });

  it('sums quantity times unit price, in cents', () => {
    expect(totalPedido([carbon, lena])).toBe(5401);
    expect(totalPedido([{ ...lena, Cantidad: 3, PrecioUnitario: '0.1' }])).toBe(0.3);
    expect(totalPedido([])).toBe(0);
    // A price typed the Argentine way, as the box reads it; one still being typed counts as 0.
    expect(totalPedido([{ ...lena, Cantidad: 2, PrecioUnitario: '1.500,5' }])).toBe(3001);
    expect(totalPedido([{ ...lena, Cantidad: 2, PrecioUnitario: '1.500' }])).toBe(3000);
    expect(totalPedido([{ ...lena, PrecioUnitario: '' }])).toBe(0);
    expect(totalPedido([{ ...lena, PrecioUnitario: '.' }])).toBe(0);
  });

  it('totals a saved order from its lines', () => {
    expect(
      totalPedido([
        { Cantidad: 2, PrecioUnitario: 1500.5 },
        { Cantidad: 3, PrecioUnitario: 0.1 },
      ]),
    ).toBe(3001.3);
    expect(totalPedido(undefined)).toBe(0);
  });

  it('sends ProveedorID and detalles with numeric prices', () => {
    expect(cuerpoPedidoProveedor(4, [carbon, lena])).toEqual({
      ProveedorID: 4,
      detalles: [
        { ProductoID: 1, Cantidad: 2, PrecioUnitario: 1500.5 },
        { ProductoID: 2, Cantidad: 3, PrecioUnitario: 800 },
      ],
    });
    // Read as the box shows it; what cannot be read goes as typed, so the schema answers why.
    expect(
      cuerpoPedidoProveedor(4, [
        { ...carbon, PrecioUnitario: '1.500,5' },
        { ...lena, PrecioUnitario: '.' },
      ]).detalles,
    ).toEqual([
      { ProductoID: 1, Cantidad: 2, PrecioUnitario: 1500.5 },
      { ProductoID: 2, Cantidad: 3, PrecioUnitario: '.' },
    ]);
  });
});
