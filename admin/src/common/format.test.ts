import { describe, expect, it } from 'vitest';
import { formatDiaMes, formatFecha, formatMoneda } from './format';

describe('formatFecha', () => {
  it("says 'Sin fecha' when there is no date and 'Fecha inválida' when it cannot be read", () => {
    expect(formatFecha(null)).toBe('Sin fecha');
    expect(formatFecha(undefined)).toBe('Sin fecha');
    expect(formatFecha('')).toBe('Sin fecha');
    expect(formatFecha('no es una fecha')).toBe('Fecha inválida');
    expect(formatFecha(42)).toBe('Fecha inválida');
  });

  it('shows day, abbreviated Spanish month and year, with hours and minutes when asked', () => {
    expect(formatFecha('2026-03-09')).toMatch(/^09 mar\.? 2026$/);
    expect(formatFecha('2026-08-15T14:05:00', true)).toMatch(/^15 ago\.? 2026 14:05$/);
  });

  it('shows instants in the business time zone (UTC-3), whatever the browser zone', () => {
    expect(formatFecha('2026-03-10T02:30:00.000Z', true)).toMatch(/^09 mar\.? 2026 23:30$/);
    expect(formatFecha(new Date('2026-03-10T12:00:00.000Z'), true)).toMatch(/^10 mar\.? 2026 09:00$/);
  });
});

describe('formatFecha with seconds, and formatDiaMes', () => {
  it('adds the seconds when asked', () => {
    expect(formatFecha('2026-11-21T15:04:05.000Z', 'segundos')).toMatch(/^21 nov\.? 2026 12:04:05$/);
  });

  it("writes a chart's day as 'd MMM', keeping a calendar day's day", () => {
    expect(formatDiaMes('2026-03-09')).toMatch(/^9 mar\.?$/);
    expect(formatDiaMes('2026-03-10T02:30:00.000Z')).toMatch(/^9 mar\.?$/);
    expect(formatDiaMes('2026-02-30')).toBe('Fecha inválida');
  });
});

describe('formatMoneda', () => {
  it('writes money as the papers do, a negative amount with its sign before the $', () => {
    expect(formatMoneda(1234.5)).toBe('$ 1.234,50');
    expect(formatMoneda(-400)).toBe('-$ 400,00');
    expect(formatMoneda('-1234.5')).toBe('-$ 1.234,50');
    expect(formatMoneda(0)).toBe('$ 0,00');
    expect(formatMoneda(undefined)).toBe('$ 0,00');
  });
});
