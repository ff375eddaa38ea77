import { describe, expect, it } from 'vitest';
import { costoPorKm, kmRecorridos, mesesDe, periodoSchema, ultimoAnio } from './costos';

describe('kmRecorridos and costoPorKm', () => {
  it('km driven: last reading up to the end minus the one the period starts from', () => {
    expect(kmRecorridos(120_000, 123_500)).toBe(3500);
    expect(kmRecorridos(null, 123_500)).toBe(0);
    expect(kmRecorridos(123_500, 123_000)).toBe(0);
  });

  it('cost per km to the cent, null without km', () => {
    // (150.000 + 85.000,50) / 3.500 km = 67,1430 → 67,14
    expect(costoPorKm(235_000.5, 3500)).toBe(67.14);
    expect(costoPorKm(1000, 0)).toBeNull();
  });
});

describe('periods', () => {
  it('the default period is the twelve months ending today', () => {
    expect(ultimoAnio('2026-11-23')).toEqual({ desde: '2025-11-24', hasta: '2026-11-23' });
  });

  it('lists every month of a period', () => {
    expect(mesesDe({ desde: '2025-11-24', hasta: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('refuses a period that ends before it starts', () => {
    expect(periodoSchema.safeParse({ desde: '2026-03-02', hasta: '2026-03-01' }).success).toBe(false);
    expect(periodoSchema.parse({ desde: '', hasta: '2026-03-01' })).toEqual({ desde: undefined, hasta: '2026-03-01' });
  });
});
