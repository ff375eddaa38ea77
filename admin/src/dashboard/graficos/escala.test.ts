import { describe, expect, it } from 'vitest';
import { escalaAmigable, formatMonedaCorta, formatPorcentaje, segmentos } from './escala';

describe('chart scale', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten per step', () => {
    expect(escalaAmigable(181500)).toEqual({ tope: 200000, paso: 50000 });
    expect(escalaAmigable(100)).toEqual({ tope: 100, paso: 25 });
    expect(escalaAmigable(7)).toEqual({ tope: 8, paso: 2 });
    expect(escalaAmigable(33, 4)).toEqual({ tope: 40, paso: 10 });
  });

  it('never cuts the highest bar', () => {
    for (const maximo of [1, 3, 9.99, 101, 4999, 123456, 9_999_999]) {
      expect(escalaAmigable(maximo).tope).toBeGreaterThanOrEqual(maximo);
    }
  });

  it('still draws an axis without sales', () => {
    expect(escalaAmigable(0)).toEqual({ tope: 4, paso: 1 });
  });
});

describe('chart labels', () => {
  it('shortens money on the axis', () => {
    expect(formatMonedaCorta(0)).toBe('$0');
    expect(formatMonedaCorta(950)).toBe('$950');
    expect(formatMonedaCorta(120000)).toBe('$120 mil');
    expect(formatMonedaCorta(1500000)).toBe('$1,5 M');
  });

  it('shows shares as whole percentages, with a decimal below 1 %', () => {
    expect(formatPorcentaje(0.55)).toBe('55 %');
    expect(formatPorcentaje(0.005)).toBe('0,5 %');
    expect(formatPorcentaje(0)).toBe('0 %');
  });
});

describe('ring segments', () => {
  it('splits the ring in order, each slice starting where the previous ends', () => {
    expect(segmentos([1, 1, 2])).toEqual([
      { desde: 0, fraccion: 0.25 },
      { desde: 0.25, fraccion: 0.25 },
      { desde: 0.5, fraccion: 0.5 },
    ]);
  });

  it('gives empty slices when there are no orders', () => {
    expect(segmentos([0, 0])).toEqual([
      { desde: 0, fraccion: 0 },
      { desde: 0, fraccion: 0 },
    ]);
  });
});
