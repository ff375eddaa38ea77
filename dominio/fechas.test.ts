import { describe, expect, it } from 'vitest';
import { anioNegocio, diaNegocio, diasHasta, fechaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from './fechas';

describe('business days', () => {
  it('takes today in the business zone: 01:00 UTC is still the day before in Buenos Aires', () => {
    expect(diaNegocio(new Date('2026-03-10T01:00:00Z'), ZONA_NEGOCIO_POR_DEFECTO)).toBe('2026-03-09');
    expect(diaNegocio(new Date('2026-03-10T12:00:00Z'), ZONA_NEGOCIO_POR_DEFECTO)).toBe('2026-03-10');
    expect(diaNegocio(new Date('2026-03-10T01:00:00Z'), 'Europe/Madrid')).toBe('2026-03-10');
  });

  it('writes an instant as dd/MM/yyyy (and HH:mm) of the business zone: 01:00 UTC is still the day before', () => {
    expect(fechaNegocio(new Date('2026-03-10T01:00:00Z'), ZONA_NEGOCIO_POR_DEFECTO)).toBe('09/03/2026');
    expect(fechaNegocio('2026-03-10T01:00:00.000Z', ZONA_NEGOCIO_POR_DEFECTO, true)).toBe('09/03/2026 22:00');
    expect(fechaNegocio('2026-03-10T01:00:00.000Z', 'Europe/Madrid', true)).toBe('10/03/2026 02:00');
  });

  it('takes the year of that day, so New Year comes at midnight in the business zone', () => {
    expect(anioNegocio(new Date('2027-01-01T02:00:00Z'), ZONA_NEGOCIO_POR_DEFECTO)).toBe(2026);
    expect(anioNegocio(new Date('2027-01-01T03:00:00Z'), ZONA_NEGOCIO_POR_DEFECTO)).toBe(2027);
  });

  it('counts whole calendar days, negative once past', () => {
    const hoy = '2026-03-10';
    expect(diasHasta('2026-03-10', hoy)).toBe(0);
    expect(diasHasta('2026-03-11', hoy)).toBe(1);
    expect(diasHasta('2026-03-09', hoy)).toBe(-1);
    // Across the change of month and of year.
    expect(diasHasta('2026-04-09', hoy)).toBe(30);
    expect(diasHasta('2027-03-10', hoy)).toBe(365);
  });
});
