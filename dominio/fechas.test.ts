import { describe, expect, it } from 'vitest';
import { anioNegocio, diaNegocio, diasHasta, fechaNegocio, partesDeISO, ZONA_NEGOCIO_POR_DEFECTO } from './fechas';

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

  it("reads an ISO text with an offset as the instant it names, and one without as the zone's own clock", () => {
    expect(partesDeISO('2026-03-10T01:00:00.000Z', ZONA_NEGOCIO_POR_DEFECTO)).toEqual({
      anio: 2026,
      mes: 3,
      dia: 9,
      hora: 22,
      minuto: 0,
      segundo: 0,
    });
    expect(partesDeISO('2026-03-10T01:00:00-03:00', 'UTC')).toMatchObject({ dia: 10, hora: 4 });
    expect(partesDeISO('2026-03-10T01:05', ZONA_NEGOCIO_POR_DEFECTO)).toEqual({ anio: 2026, mes: 3, dia: 10, hora: 1, minuto: 5, segundo: 0 });
    expect(partesDeISO('2026-03-10', 'Asia/Tokyo')).toMatchObject({ anio: 2026, mes: 3, dia: 10, hora: 0 });
  });

  it('refuses what is not an ISO date, or a day or time that does not exist', () => {
    for (const texto of ['no es una fecha', '10/03/2026', '2026-02-30', '2026-13-01', '2026-03-10T25:00', '']) {
      expect(partesDeISO(texto, ZONA_NEGOCIO_POR_DEFECTO)).toBeUndefined();
    }
    expect(fechaNegocio('2026-02-30', ZONA_NEGOCIO_POR_DEFECTO)).toBe('Fecha inválida');
    expect(fechaNegocio(new Date(Number.NaN), ZONA_NEGOCIO_POR_DEFECTO)).toBe('Fecha inválida');
  });
});
