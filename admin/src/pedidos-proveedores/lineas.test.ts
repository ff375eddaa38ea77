import { describe, expect, it } from 'vitest';
import {
  cantidadValida,
  cuerpoPedido,
  filtrarPrecio,
  lineasReducer,
  totalDetalles,
  totalPedido,
  validarLineaNueva,
  validarPedido,
  type LineaPedido,
} from './lineas';

const carbon: LineaPedido = { ProductoID: 1, Nombre: 'Carbón vegetal bolsa 4 kg', Cantidad: 2, PrecioUnitario: '1500.50' };
const lena: LineaPedido = { ProductoID: 2, Nombre: 'Leña de quebracho 10 kg', Cantidad: 3, PrecioUnitario: '800' };

describe('filtrarPrecio', () => {
  it('accepts digits with one optional decimal point and up to two decimals', () => {
    for (const texto of ['', '0', '12', '12.', '12.5', '12.50', '.5']) expect(filtrarPrecio(texto, 'x')).toBe(texto);
  });

  it('keeps the previous text for anything else', () => {
    for (const texto of ['12a', '1.2.3', '-5', '1,5', '12.345', '1e3', ' 1']) expect(filtrarPrecio(texto, '12')).toBe('12');
  });
});

describe('cantidadValida', () => {
  it('never goes below 1 and drops decimals', () => {
    expect(cantidadValida(0)).toBe(1);
    expect(cantidadValida(-3)).toBe(1);
    expect(cantidadValida('')).toBe(1);
    expect(cantidadValida('abc')).toBe(1);
    expect(cantidadValida('7')).toBe(7);
    expect(cantidadValida(2.9)).toBe(2);
  });
});

describe('lineasReducer', () => {
  it('adds a line, and adding the same product again sums the quantity and takes the new price', () => {
    let lineas = lineasReducer([], { tipo: 'agregar', linea: carbon });
    lineas = lineasReducer(lineas, { tipo: 'agregar', linea: lena });
    lineas = lineasReducer(lineas, { tipo: 'agregar', linea: { ...carbon, Cantidad: 5, PrecioUnitario: '1600' } });
    expect(lineas).toEqual([{ ...carbon, Cantidad: 7, PrecioUnitario: '1600' }, lena]);
  });

  it('steps quantities with plus and minus, never below 1', () => {
    let lineas = lineasReducer([carbon], { tipo: 'sumar', ProductoID: 1, delta: 1 });
    expect(lineas[0].Cantidad).toBe(3);
    for (let i = 0; i < 5; i++) lineas = lineasReducer(lineas, { tipo: 'sumar', ProductoID: 1, delta: -1 });
    expect(lineas[0].Cantidad).toBe(1);
    expect(lineasReducer(lineas, { tipo: 'cantidad', ProductoID: 1, cantidad: '0' })[0].Cantidad).toBe(1);
    expect(lineasReducer(lineas, { tipo: 'cantidad', ProductoID: 1, cantidad: '12' })[0].Cantidad).toBe(12);
  });

  it('edits a price through the same filter as the input box', () => {
    expect(lineasReducer([carbon], { tipo: 'precio', ProductoID: 1, texto: '99.9' })[0].PrecioUnitario).toBe('99.9');
    expect(lineasReducer([carbon], { tipo: 'precio', ProductoID: 1, texto: '99.9x' })[0].PrecioUnitario).toBe('1500.50');
  });

  it('removes a line and leaves the others', () => {
    expect(lineasReducer([carbon, lena], { tipo: 'quitar', ProductoID: 1 })).toEqual([lena]);
  });
});

describe('totals', () => {
  it('sums quantity times unit price, in cents', () => {
    expect(totalPedido([carbon, lena])).toBe(5401);
    expect(totalPedido([{ ...lena, Cantidad: 3, PrecioUnitario: '0.1' }])).toBe(0.3);
    expect(totalPedido([])).toBe(0);
    // A price still being typed counts as 0.
    expect(totalPedido([{ ...lena, PrecioUnitario: '' }])).toBe(0);
  });

  it('totals a saved order from its lines', () => {
    expect(totalDetalles([{ Cantidad: 2, PrecioUnitario: 1500.5 }, { Cantidad: 3, PrecioUnitario: 0.1 }])).toBe(3001.3);
    expect(totalDetalles(undefined)).toBe(0);
  });
});

describe('validation messages of the spec', () => {
  it('checks the product row before adding it', () => {
    expect(validarLineaNueva({ ProductoID: null, Cantidad: 1, PrecioUnitario: '10' })).toBe('Selecciona un producto');
    expect(validarLineaNueva({ ProductoID: 1, Cantidad: 0, PrecioUnitario: '10' })).toBe('La cantidad debe ser mayor a 0');
    expect(validarLineaNueva({ ProductoID: 1, Cantidad: 1, PrecioUnitario: '' })).toBe('El precio unitario debe ser mayor a 0');
    expect(validarLineaNueva({ ProductoID: 1, Cantidad: 1, PrecioUnitario: '0.00' })).toBe('El precio unitario debe ser mayor a 0');
    expect(validarLineaNueva({ ProductoID: 1, Cantidad: 1, PrecioUnitario: '0.01' })).toBeNull();
  });

  it('checks the order before saving it', () => {
    expect(validarPedido(null, [carbon])).toBe('Selecciona un proveedor');
    expect(validarPedido(4, [])).toBe('Agrega al menos un producto');
    expect(validarPedido(4, [carbon, { ...lena, PrecioUnitario: '.' }])).toBe('El precio unitario debe ser mayor a 0');
    expect(validarPedido(4, [carbon, lena])).toBeNull();
  });
});

describe('cuerpoPedido', () => {
  it('sends ProveedorID and detalles with numeric prices', () => {
    expect(cuerpoPedido(4, [carbon, lena])).toEqual({
      ProveedorID: 4,
      detalles: [
        { ProductoID: 1, Cantidad: 2, PrecioUnitario: 1500.5 },
        { ProductoID: 2, Cantidad: 3, PrecioUnitario: 800 },
      ],
    });
  });
});
