import { afterEach, describe, expect, it } from 'vitest';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { formatFecha } from './format';
import { anioActualNegocio, hoyNegocio, usarZonaNegocio } from './zonaNegocio';

describe('the business time zone the server hands over', () => {
  afterEach(() => usarZonaNegocio(ZONA_NEGOCIO_POR_DEFECTO));

  it('is the server default until the server says otherwise', () => {
    expect(hoyNegocio(new Date('2026-03-10T01:00:00Z'))).toBe('2026-03-09');
    expect(formatFecha('2026-03-10T01:30:00Z', true)).toBe('09 mar 2026 22:30');
  });

  it("moves today, the year and every shown time to the server's TZ_NEGOCIO", () => {
    usarZonaNegocio('Europe/Madrid');
    expect(hoyNegocio(new Date('2026-03-10T01:00:00Z'))).toBe('2026-03-10');
    expect(anioActualNegocio(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(formatFecha('2026-03-10T01:30:00Z', true)).toBe('10 mar 2026 02:30');
  });
});
