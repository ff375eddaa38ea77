import { describe, expect, it } from 'vitest';
import { formatoCantidad, formatoImporte, formatoMoneda, formatoPorcentaje, formatoTamano } from './formatos';
import { textoEscala } from './listas';

describe('Spanish number formats', () => {
  it('groups thousands with dots and writes two decimals after a comma', () => {
    expect(formatoImporte(1234.5)).toBe('1.234,50');
    expect(formatoImporte(0)).toBe('0,00');
    expect(formatoImporte(9999999999.99)).toBe('9.999.999.999,99');
  });

  it('writes money with "$ " before the amount', () => {
    expect(formatoMoneda(1234.5)).toBe('$ 1.234,50');
    expect(formatoMoneda(0.1 + 0.2)).toBe('$ 0,30');
  });

  it('writes a negative amount with its sign before the $, as es-AR currency does', () => {
    expect(formatoMoneda(-400)).toBe('-$ 400,00');
    expect(formatoMoneda(-1234567.891)).toBe('-$ 1.234.567,89');
    const intl = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(-400);
    expect(formatoMoneda(-400)).toBe(intl.replace(/\s/g, ' '));
    expect(formatoMoneda(-0.004)).toBe('$ 0,00');
    expect(formatoMoneda(-0)).toBe('$ 0,00');
  });

  it('writes whole quantities with grouped thousands and no decimals', () => {
    expect(formatoCantidad(1250)).toBe('1.250');
    expect(formatoCantidad(7)).toBe('7');
  });

  it('writes a percentage with its decimals, so a 2,5 % discount is not shown as 3 %', () => {
    expect(formatoPorcentaje(2.5)).toBe('2,5 %');
    expect(formatoPorcentaje(15)).toBe('15 %');
    expect(formatoPorcentaje(-7.25)).toBe('-7,25 %');
    expect(textoEscala({ Desde: 50, Precio: null, Porcentaje: 2.5 }, formatoMoneda)).toBe('desde 50 u.: 2,5 % menos');
  });

  it('writes a file size in the unit that reads best, 1 kB being 1000 bytes', () => {
    expect(formatoTamano(0)).toBe('0 bytes');
    expect(formatoTamano(845)).toBe('845 bytes');
    expect(formatoTamano(1000)).toBe('1 kB');
    expect(formatoTamano(12_345_678)).toBe('12,3 MB');
    expect(formatoTamano(2_500_000_000)).toBe('2,5 GB');
    expect(formatoTamano(7_000_000_000_000)).toBe('7.000 GB');
  });
});
