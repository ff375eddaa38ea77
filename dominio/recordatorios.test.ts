import { describe, expect, it } from 'vitest';
import { diasParaVencer, prioridadPorDias, proximaFechaPorMeses, vencePorFecha } from './recordatorios';

describe('reminders by date', () => {
  it('comes due the given number of calendar months after the last change', () => {
    expect(proximaFechaPorMeses('2026-03-15', 6)).toBe('2026-09-15');
    expect(proximaFechaPorMeses('2025-11-30', 3)).toBe('2026-02-28'); // February has no 30th
    expect(proximaFechaPorMeses('2024-02-29', 12)).toBe('2025-02-28');
    expect(proximaFechaPorMeses('2026-11-30', 3)).toBe('2027-02-28'); // across the year
    expect(proximaFechaPorMeses('2026-01-31', 120)).toBe('2036-01-31');
    expect(proximaFechaPorMeses('2027-12-31', 2)).toBe('2028-02-29'); // a leap year's February
  });

  it('counts the days from today, none without a month interval', () => {
    expect(diasParaVencer('2026-05-20', 6, '2026-11-10')).toBe(10);
    expect(diasParaVencer('2026-05-20', 6, '2026-11-25')).toBe(-5);
    expect(diasParaVencer('2026-05-20', null, '2026-11-10')).toBeNull();
  });

  it('lists from 30 days before, Alta from 7 days before, as documents', () => {
    expect([31, 30, 8, 7, 0, -3].map((d) => [vencePorFecha(d), prioridadPorDias(d)])).toEqual([
      [false, 'Media'],
      [true, 'Media'],
      [true, 'Media'],
      [true, 'Alta'],
      [true, 'Alta'],
      [true, 'Alta'],
    ]);
  });
});
