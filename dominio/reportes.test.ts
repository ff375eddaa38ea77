import { describe, expect, it } from 'vitest';
import { periodosDe, rangoComparado, rangoDePeriodo, variacion } from './reportes';

describe('the ranges of a report', () => {
  it('names this month, last month and this year as of a day', () => {
    expect(rangoDePeriodo('este-mes', '2026-12-03')).toEqual({ Desde: '2026-12-01', Hasta: '2026-12-03' });
    expect(rangoDePeriodo('mes-pasado', '2026-03-31')).toEqual({ Desde: '2026-02-01', Hasta: '2026-02-28' });
    expect(rangoDePeriodo('este-anio', '2026-12-03')).toEqual({ Desde: '2026-01-01', Hasta: '2026-12-03' });
  });

  it('compares months with the months before, month end to month end, and other ranges with as many days before', () => {
    expect(rangoComparado('2026-12-01', '2026-12-03', 'anterior')).toEqual({ Desde: '2026-11-01', Hasta: '2026-11-03' });
    expect(rangoComparado('2026-03-01', '2026-03-31', 'anterior')).toEqual({ Desde: '2026-02-01', Hasta: '2026-02-28' });
    expect(rangoComparado('2026-02-01', '2026-02-28', 'anterior')).toEqual({ Desde: '2026-01-01', Hasta: '2026-01-31' });
    expect(rangoComparado('2026-01-01', '2026-12-03', 'anterior')).toEqual({ Desde: '2025-01-01', Hasta: '2025-12-03' });
    expect(rangoComparado('2026-11-10', '2026-11-19', 'anterior')).toEqual({ Desde: '2026-10-31', Hasta: '2026-11-09' });
    expect(rangoComparado('2024-02-01', '2024-02-29', 'anio')).toEqual({ Desde: '2023-02-01', Hasta: '2023-02-28' });
    expect(rangoComparado('2026-11-10', '2026-11-19', 'ninguna')).toBeNull();
  });

  it('lists every day, Monday or month first day a range touches', () => {
    expect(periodosDe('2026-11-29', '2026-12-02', 'dia')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(periodosDe('2026-11-29', '2026-12-09', 'semana')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(periodosDe('2026-10-15', '2026-12-02', 'mes')).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
  });

  it('gives the change in percent, none from nothing', () => {
    expect(variacion(150, 100)).toBe(50);
    expect(variacion(-50, -100)).toBe(50);
    expect(variacion(1, 3)).toBe(-66.7);
    expect(variacion(10, 0)).toBeNull();
  });
});
